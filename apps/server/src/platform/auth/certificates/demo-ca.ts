import {
  X509Certificate,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { assert } from '@poslovno/domain';
import {
  KEY_USAGE_BIT,
  X509_OID,
  computeKeyIdentifier,
  encodeExtension,
  encodeName,
  signCertificate,
} from './certificate-builder';
import {
  hasNamedBit,
  isCaConstraint,
  readCertificateFields,
  readKeyIdentifier,
  readNameAttributes,
} from './certificate-reader';
import {
  encodeBoolean,
  encodeImplicitPrimitive,
  encodeNamedBitString,
  encodeOctetString,
  encodeOid,
  encodePrintableString,
  encodeSequence,
  encodeUtf8String,
} from './der';
import { isP256PublicKey } from './p1363-signature';

export { verifyP1363Signature, verifyP1363SignatureWithSpki } from './p1363-signature';

/**
 * The demo bank's certificate authority for smartcard keys: it issues a person's certificate for
 * a P-256 key made on the card (WebCrypto in the demo) and checks such certificates at sign-in.
 */

export interface TDemoCertificateAuthority {
  certificateDer: Buffer;
  privateKeyPkcs8Der: Buffer;
}

/** A request the CA refuses to certify (bad key, name or serial): the caller's input, not a bug. */
export class CertificateRequestError extends Error {
  override name = 'CertificateRequestError';
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** RFC 5280 ub-common-name / ub-organization-name. */
const MAX_NAME_LENGTH = 64;
/** Certificates are a few hundred bytes; anything far larger is not worth handing to OpenSSL. */
const MAX_CERTIFICATE_LENGTH = 16 * 1024;
const COUNTRY = 'HR';

function assertDirectoryText(text: string, what: string): void {
  const length = [...text].length;
  // Control characters would make the name print misleadingly in logs and certificate viewers.
  const isValid = length >= 1 && length <= MAX_NAME_LENGTH && !/\p{Cc}/u.test(text);
  if (!isValid) throw new CertificateRequestError(`${what} must be 1..64 printable characters`);
}

/** RFC 5280 §4.1.2.2: a positive serial of at most 20 octets, so below 2^159 with the sign bit. */
function parseSerialNumber(decimal: string): bigint {
  const serial = /^[1-9]\d{0,48}$/.test(decimal) ? BigInt(decimal) : 0n;
  if (serial <= 0n || serial >= 2n ** 159n) {
    throw new CertificateRequestError('the serial number is a positive integer below 2^159');
  }
  return serial;
}

/** 16 random bytes with the top bit cleared and the next set: positive and full length. */
function generateSerialNumber(): bigint {
  const bytes = randomBytes(16);
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x40;
  return BigInt(`0x${bytes.toString('hex')}`);
}

function addUtcYears(instant: Date, years: number): Date {
  const later = new Date(instant.getTime());
  later.setUTCFullYear(later.getUTCFullYear() + years);
  return later;
}

export function createDemoCertificateAuthority(input: {
  name: string;
  now: Date;
}): TDemoCertificateAuthority {
  assertDirectoryText(input.name, 'the CA name');
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const spkiDer = publicKey.export({ format: 'der', type: 'spki' });
  const nameDer = encodeName([
    [X509_OID.country, encodePrintableString(COUNTRY)],
    [X509_OID.organization, encodeUtf8String(input.name)],
    [X509_OID.commonName, encodeUtf8String(input.name)],
  ]);
  const keyUsage = encodeNamedBitString([KEY_USAGE_BIT.keyCertSign, KEY_USAGE_BIT.cRLSign]);
  const contents = {
    serialNumber: generateSerialNumber(),
    issuerDer: nameDer,
    subjectDer: nameDer,
    // A day back so that a verifier whose clock lags a little still accepts the fresh CA.
    notBefore: new Date(input.now.getTime() - DAY_MS),
    notAfter: addUtcYears(input.now, 10),
    subjectPublicKeySpkiDer: spkiDer,
    extensions: [
      encodeExtension(X509_OID.basicConstraints, true, encodeSequence(encodeBoolean(true))),
      encodeExtension(X509_OID.keyUsage, true, keyUsage),
      encodeExtension(
        X509_OID.subjectKeyIdentifier,
        false,
        encodeOctetString(computeKeyIdentifier(spkiDer)),
      ),
    ],
  };
  return {
    certificateDer: signCertificate(contents, privateKey),
    privateKeyPkcs8Der: privateKey.export({ format: 'der', type: 'pkcs8' }),
  };
}

/** The CA's key, subject and key identifier, checked to belong together (a config error if not). */
function openCertificateAuthority(ca: TDemoCertificateAuthority) {
  const key = createPrivateKey({ key: ca.privateKeyPkcs8Der, format: 'der', type: 'pkcs8' });
  const certificate = new X509Certificate(ca.certificateDer);
  assert(certificate.ca && certificate.checkPrivateKey(key), 'the CA key matches its certificate');
  const fields = readCertificateFields(ca.certificateDer);
  const keyIdExtension = fields.extensions.get(X509_OID.subjectKeyIdentifier);
  assert(keyIdExtension, 'the CA certificate has a subjectKeyIdentifier');
  return {
    key,
    subjectDer: fields.subject.encoded,
    keyId: readKeyIdentifier(keyIdExtension.value),
  };
}

function assertP256Spki(spkiDer: Buffer): void {
  let key: KeyObject;
  try {
    key = createPublicKey({ key: spkiDer, format: 'der', type: 'spki' });
  } catch (error) {
    // Unreadable key bytes are a bad request, reported as such rather than as an OpenSSL error.
    throw new CertificateRequestError('the subject key is not a readable SPKI', { cause: error });
  }
  if (!isP256PublicKey(key)) throw new CertificateRequestError('only P-256 keys are certified');
}

function encodePersonExtensions(spkiDer: Buffer, caKeyId: Buffer): Buffer[] {
  const keyUsage = [KEY_USAGE_BIT.digitalSignature, KEY_USAGE_BIT.nonRepudiation];
  return [
    // An empty BasicConstraints is CA:FALSE (cA DEFAULT FALSE is omitted in DER).
    encodeExtension(X509_OID.basicConstraints, true, encodeSequence()),
    encodeExtension(X509_OID.keyUsage, true, encodeNamedBitString(keyUsage)),
    encodeExtension(
      X509_OID.extendedKeyUsage,
      false,
      encodeSequence(encodeOid(X509_OID.clientAuth)),
    ),
    encodeExtension(
      X509_OID.subjectKeyIdentifier,
      false,
      encodeOctetString(computeKeyIdentifier(spkiDer)),
    ),
    // keyIdentifier [0] IMPLICIT: lets verifiers pick the right CA key after a rollover.
    encodeExtension(
      X509_OID.authorityKeyIdentifier,
      false,
      encodeSequence(encodeImplicitPrimitive(0, caKeyId)),
    ),
  ];
}

export function issuePersonCertificate(input: {
  ca: TDemoCertificateAuthority;
  subjectPublicKeySpkiDer: Buffer;
  serialNumber: string;
  commonName: string;
  personId: number;
  organization: string;
  now: Date;
  validityDays: number;
}): Buffer {
  const { commonName, personId, organization, now, validityDays } = input;
  assertDirectoryText(commonName, 'the common name');
  assertDirectoryText(organization, 'the organization');
  if (!Number.isSafeInteger(personId) || personId < 1) {
    throw new CertificateRequestError('the person id is a positive integer');
  }
  if (!Number.isInteger(validityDays) || validityDays < 1) {
    throw new CertificateRequestError('the validity is a positive number of days');
  }
  const serialNumber = parseSerialNumber(input.serialNumber);
  assertP256Spki(input.subjectPublicKeySpkiDer);
  const ca = openCertificateAuthority(input.ca);
  const subjectDer = encodeName([
    [X509_OID.country, encodePrintableString(COUNTRY)],
    [X509_OID.organization, encodeUtf8String(organization)],
    [X509_OID.commonName, encodeUtf8String(commonName)],
    [X509_OID.serialNumber, encodePrintableString(String(personId))],
  ]);
  const contents = {
    serialNumber,
    issuerDer: ca.subjectDer, // byte for byte, so that name matching while chaining cannot differ
    subjectDer,
    notBefore: now,
    notAfter: new Date(now.getTime() + validityDays * DAY_MS),
    subjectPublicKeySpkiDer: input.subjectPublicKeySpkiDer,
    extensions: encodePersonExtensions(input.subjectPublicKeySpkiDer, ca.keyId),
  };
  return signCertificate(contents, ca.key);
}

export type TCertificateRejection =
  'MALFORMED' | 'NOT_ISSUED_BY_CA' | 'EXPIRED' | 'NOT_YET_VALID' | 'NOT_FOR_SIGNING';

export type TPersonCertificateVerification =
  | { ok: true; serialNumber: string; personId: number; commonName: string; publicKey: KeyObject }
  | { ok: false; reason: TCertificateRejection };

const MONTHS = 'JanFebMarAprMayJunJulAugSepOctNovDec';

/** node 20 gives validity only as OpenSSL prints it, e.g. "Jan  2 03:04:05 2026 GMT". */
function parseOpensslTime(text: string): number | undefined {
  const match =
    /^([A-Z][a-z]{2}) {1,2}(\d{1,2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d+)? (\d{4}) GMT$/.exec(text);
  const month = match ? MONTHS.indexOf(match[1] ?? '') : -1;
  if (!match || month % 3 !== 0) return undefined;
  const [day = 0, hours = 0, minutes = 0, seconds = 0, year = 0] = match.slice(2).map(Number);
  return Date.UTC(year, month / 3, day, hours, minutes, seconds);
}

/**
 * The subject's CN and serialNumber (the person id), each exactly once, else undefined; and
 * whether the key may sign: KeyUsage digitalSignature on a certificate that is not a CA.
 */
function readPersonSubject(certificateDer: Buffer) {
  const fields = readCertificateFields(certificateDer);
  const attributes = readNameAttributes(fields.subject);
  const valuesOf = (oid: string) => attributes.filter(([type]) => type === oid).map(([, v]) => v);
  const [commonName, ...otherNames] = valuesOf(X509_OID.commonName);
  const [personIdText, ...otherIds] = valuesOf(X509_OID.serialNumber);
  const personId = /^[1-9]\d{0,15}$/.test(personIdText ?? '') ? Number(personIdText) : NaN;
  const isUnique = otherNames.length === 0 && otherIds.length === 0;
  if (!commonName || !isUnique || !Number.isSafeInteger(personId)) return undefined;
  const keyUsage = fields.extensions.get(X509_OID.keyUsage);
  const constraints = fields.extensions.get(X509_OID.basicConstraints);
  const isCa = constraints !== undefined && isCaConstraint(constraints.value);
  const hasSigningUse =
    keyUsage !== undefined && hasNamedBit(keyUsage.value, KEY_USAGE_BIT.digitalSignature);
  return { commonName, personId, canSign: hasSigningUse && !isCa };
}

function rejectCertificate(reason: TCertificateRejection): TPersonCertificateVerification {
  return { ok: false, reason };
}

/** The checks in the order that leaks least: structure, then signature, then time, then use. */
function checkPersonCertificate(
  caDer: Buffer,
  certificateDer: Buffer,
  now: number,
): TPersonCertificateVerification {
  const ca = new X509Certificate(caDer);
  const certificate = new X509Certificate(certificateDer);
  const subject = readPersonSubject(certificateDer);
  const validFrom = parseOpensslTime(certificate.validFrom);
  const validTo = parseOpensslTime(certificate.validTo);
  if (!subject || validFrom === undefined || validTo === undefined) {
    return rejectCertificate('MALFORMED');
  }
  const isIssued = ca.ca && certificate.checkIssued(ca) && certificate.verify(ca.publicKey);
  if (!isIssued) return rejectCertificate('NOT_ISSUED_BY_CA');
  if (now < validFrom) return rejectCertificate('NOT_YET_VALID');
  if (now > validTo) return rejectCertificate('EXPIRED');
  const { publicKey } = certificate;
  // Only a P-256 leaf key can check the P1363 signatures this certificate is meant for.
  if (certificate.ca || !subject.canSign || !isP256PublicKey(publicKey)) {
    return rejectCertificate('NOT_FOR_SIGNING');
  }
  const { commonName, personId } = subject;
  return { ok: true, serialNumber: certificate.serialNumber, personId, commonName, publicKey };
}

export function verifyPersonCertificate(input: {
  caCertificateDer: Buffer;
  certificateDer: Buffer;
  now: Date;
}): TPersonCertificateVerification {
  const { caCertificateDer, certificateDer, now } = input;
  assert(!Number.isNaN(now.getTime()), 'the verification instant is a valid date');
  const isSizeOk = [caCertificateDer, certificateDer].every(
    (der) => Buffer.isBuffer(der) && der.length <= MAX_CERTIFICATE_LENGTH,
  );
  if (!isSizeOk) return rejectCertificate('MALFORMED');
  try {
    return checkPersonCertificate(caCertificateDer, certificateDer, now.getTime());
  } catch {
    // Untrusted bytes: whatever OpenSSL or the DER reader cannot read is a malformed certificate,
    // and callers rely on a verdict rather than an exception.
    return rejectCertificate('MALFORMED');
  }
}
