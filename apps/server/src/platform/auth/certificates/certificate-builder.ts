import { createHash, sign, type KeyObject } from 'node:crypto';
import { readSubjectPublicKey } from './certificate-reader';
import {
  encodeBitString,
  encodeBoolean,
  encodeExplicit,
  encodeInteger,
  encodeOctetString,
  encodeOid,
  encodeSequence,
  encodeSet,
  encodeTime,
} from './der';

/** Builds and signs X.509 v3 certificates (RFC 5280) with ecdsa-with-SHA256. */

export const X509_OID = {
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  commonName: '2.5.4.3',
  serialNumber: '2.5.4.5',
  country: '2.5.4.6',
  organization: '2.5.4.10',
  subjectKeyIdentifier: '2.5.29.14',
  keyUsage: '2.5.29.15',
  basicConstraints: '2.5.29.19',
  authorityKeyIdentifier: '2.5.29.35',
  extendedKeyUsage: '2.5.29.37',
  clientAuth: '1.3.6.1.5.5.7.3.2',
} as const;

/** RFC 5280 §4.2.1.3 KeyUsage bit numbers. */
export const KEY_USAGE_BIT = {
  digitalSignature: 0,
  nonRepudiation: 1,
  keyCertSign: 5,
  cRLSign: 6,
} as const;

/** One attribute per RDN, in the given order (most significant first, e.g. C before CN). */
export function encodeName(attributes: ReadonlyArray<readonly [oid: string, value: Buffer]>) {
  return encodeSequence(
    ...attributes.map(([oid, value]) => encodeSet(encodeSequence(encodeOid(oid), value))),
  );
}

/** DER omits `critical` when it equals its DEFAULT FALSE. */
export function encodeExtension(oid: string, isCritical: boolean, value: Buffer): Buffer {
  const critical = isCritical ? [encodeBoolean(true)] : [];
  return encodeSequence(encodeOid(oid), ...critical, encodeOctetString(value));
}

/** RFC 5280 §4.2.1.2 method 1: SHA-1 of the subjectPublicKey bits (an identifier, not a MAC). */
export function computeKeyIdentifier(spkiDer: Buffer): Buffer {
  return createHash('sha1').update(readSubjectPublicKey(spkiDer)).digest();
}

export interface TCertificateContents {
  serialNumber: bigint;
  issuerDer: Buffer;
  subjectDer: Buffer;
  notBefore: Date;
  notAfter: Date;
  subjectPublicKeySpkiDer: Buffer;
  extensions: Buffer[];
}

export function signCertificate(contents: TCertificateContents, issuerKey: KeyObject): Buffer {
  // RFC 5758 §3.2: ecdsa-with-SHA256 has no parameters at all (not even NULL).
  const algorithm = encodeSequence(encodeOid(X509_OID.ecdsaWithSha256));
  const tbs = encodeSequence(
    encodeExplicit(0, encodeInteger(2n)), // v3, needed for extensions
    encodeInteger(contents.serialNumber),
    algorithm,
    contents.issuerDer,
    encodeSequence(encodeTime(contents.notBefore), encodeTime(contents.notAfter)),
    contents.subjectDer,
    contents.subjectPublicKeySpkiDer,
    encodeExplicit(3, encodeSequence(...contents.extensions)),
  );
  // node signs EC keys as a DER ECDSA-Sig-Value by default, which is what X.509 carries.
  const signature = sign('sha256', tbs, issuerKey);
  return encodeSequence(tbs, algorithm, encodeBitString(signature));
}
