import { spawnSync } from 'node:child_process';
import {
  X509Certificate,
  createPrivateKey,
  generateKeyPairSync,
  sign,
  type webcrypto,
} from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KEY_USAGE_BIT,
  X509_OID,
  encodeExtension,
  encodeName,
  signCertificate,
} from './certificate-builder';
import { readCertificateFields } from './certificate-reader';
import {
  CertificateRequestError,
  createDemoCertificateAuthority,
  issuePersonCertificate,
  verifyP1363Signature,
  verifyP1363SignatureWithSpki,
  verifyPersonCertificate,
  type TDemoCertificateAuthority,
} from './demo-ca';
import {
  encodeBoolean,
  encodeNamedBitString,
  encodePrintableString,
  encodeSequence,
  encodeUtf8String,
} from './der';

const NOW = new Date('2026-03-01T10:00:00.500Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const SERIAL = '1234567890123456789';
const TEXT = 'Plaćanje 1.250,00 EUR na HR1210010051863000160';

interface TCardKey {
  privateKey: webcrypto.CryptoKey;
  spkiDer: Buffer;
}

/** A smartcard stand-in: WebCrypto P-256 whose private key never leaves (non-extractable). */
async function generateCardKey(): Promise<TCardKey> {
  const { subtle } = globalThis.crypto;
  const pair = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ]);
  const spkiDer = Buffer.from(await subtle.exportKey('spki', pair.publicKey));
  return { privateKey: pair.privateKey, spkiDer };
}

/** WebCrypto ECDSA signatures are IEEE P1363 (r ‖ s), which is what the bank receives. */
async function signOnCard(card: TCardKey, text: string): Promise<string> {
  const algorithm = { name: 'ECDSA', hash: 'SHA-256' };
  const signature = await globalThis.crypto.subtle.sign(
    algorithm,
    card.privateKey,
    Buffer.from(text, 'utf8'),
  );
  return Buffer.from(signature).toString('base64');
}

function issueFor(ca: TDemoCertificateAuthority, spkiDer: Buffer, overrides = {}) {
  return issuePersonCertificate({
    ca,
    subjectPublicKeySpkiDer: spkiDer,
    serialNumber: SERIAL,
    commonName: 'Ana Horvat',
    personId: 42,
    organization: 'Primjer d.o.o.',
    now: NOW,
    validityDays: 730,
    ...overrides,
  });
}

/** A certificate the CA signed but with extensions of the test's choosing. */
function signWithCa(ca: TDemoCertificateAuthority, spkiDer: Buffer, extensions: Buffer[]) {
  const subjectDer = encodeName([
    [X509_OID.commonName, encodeUtf8String('Ana Horvat')],
    [X509_OID.serialNumber, encodePrintableString('42')],
  ]);
  const contents = {
    serialNumber: 7n,
    issuerDer: readCertificateFields(ca.certificateDer).subject.encoded,
    subjectDer,
    notBefore: NOW,
    notAfter: new Date(NOW.getTime() + DAY_MS),
    subjectPublicKeySpkiDer: spkiDer,
    extensions,
  };
  const caKey = createPrivateKey({ key: ca.privateKeyPkcs8Der, format: 'der', type: 'pkcs8' });
  return signCertificate(contents, caKey);
}

let ca: TDemoCertificateAuthority;
let card: TCardKey;
let certificateDer: Buffer;

beforeAll(async () => {
  ca = createDemoCertificateAuthority({ name: 'Demo banka d.d.', now: NOW });
  card = await generateCardKey();
  certificateDer = issueFor(ca, card.spkiDer);
});

function verifyAt(now: Date, der = certificateDer) {
  return verifyPersonCertificate({ caCertificateDer: ca.certificateDer, certificateDer: der, now });
}

describe('issued certificates, as node reads them', () => {
  it('has the CA as a self-signed v3 CA', () => {
    const caCertificate = new X509Certificate(ca.certificateDer);
    expect(caCertificate.subject).toBe('C=HR\nO=Demo banka d.d.\nCN=Demo banka d.d.');
    expect(caCertificate.issuer).toBe(caCertificate.subject);
    expect(caCertificate.ca).toBe(true);
    expect(caCertificate.verify(caCertificate.publicKey)).toBe(true);
    expect(caCertificate.publicKey.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
  });

  it('has the person certificate chain to the CA', () => {
    const person = new X509Certificate(certificateDer);
    const caCertificate = new X509Certificate(ca.certificateDer);
    expect(person.subject).toBe('C=HR\nO=Primjer d.o.o.\nCN=Ana Horvat\nserialNumber=42');
    expect(person.issuer).toBe(caCertificate.subject);
    expect(person.serialNumber).toBe(BigInt(SERIAL).toString(16).toUpperCase());
    expect(person.ca).toBe(false);
    expect(person.keyUsage).toEqual([X509_OID.clientAuth]); // node lists extended key usages
    expect(person.checkIssued(caCertificate)).toBe(true);
    expect(person.verify(caCertificate.publicKey)).toBe(true);
  });

  it('copies the CA subject into the issuer byte for byte', () => {
    const caSubject = readCertificateFields(ca.certificateDer).subject.encoded;
    expect(certificateDer.includes(caSubject)).toBe(true);
  });
});

describe('verifyPersonCertificate', () => {
  it('accepts a certificate the CA issued, within its validity', () => {
    const result = verifyAt(NOW);
    expect(result).toMatchObject({
      ok: true,
      serialNumber: BigInt(SERIAL).toString(16).toUpperCase(),
      personId: 42,
      commonName: 'Ana Horvat',
    });
    expect(result.ok && result.publicKey.export({ format: 'der', type: 'spki' })).toEqual(
      card.spkiDer,
    );
  });

  it('accepts the whole validity, both ends included, and nothing outside it', () => {
    const notBefore = Math.floor(NOW.getTime() / 1000) * 1000; // DER times have whole seconds
    const notAfter = notBefore + 730 * DAY_MS;
    expect(verifyAt(new Date(notBefore)).ok).toBe(true);
    expect(verifyAt(new Date(notAfter)).ok).toBe(true);
    expect(verifyAt(new Date(notBefore - 1))).toEqual({ ok: false, reason: 'NOT_YET_VALID' });
    expect(verifyAt(new Date(notAfter + 1000))).toEqual({ ok: false, reason: 'EXPIRED' });
  });

  it('refuses a certificate from another CA, even one with the same name', () => {
    const other = createDemoCertificateAuthority({ name: 'Druga banka d.d.', now: NOW });
    const twin = createDemoCertificateAuthority({ name: 'Demo banka d.d.', now: NOW });
    for (const issuer of [other, twin]) {
      expect(verifyAt(NOW, issueFor(issuer, card.spkiDer))).toEqual({
        ok: false,
        reason: 'NOT_ISSUED_BY_CA',
      });
    }
  });

  it('refuses a certificate without digitalSignature or that is a CA', () => {
    const noKeyUsage = signWithCa(ca, card.spkiDer, []);
    const signOnly = encodeNamedBitString([KEY_USAGE_BIT.keyCertSign]);
    const wrongUsage = signWithCa(ca, card.spkiDer, [
      encodeExtension(X509_OID.keyUsage, true, signOnly),
    ]);
    const isCa = signWithCa(ca, card.spkiDer, [
      encodeExtension(X509_OID.basicConstraints, true, encodeSequence(encodeBoolean(true))),
      encodeExtension(X509_OID.keyUsage, true, encodeNamedBitString([0])),
    ]);
    for (const der of [noKeyUsage, wrongUsage, isCa]) {
      expect(verifyAt(NOW, der)).toEqual({ ok: false, reason: 'NOT_FOR_SIGNING' });
    }
    const signing = encodeNamedBitString([KEY_USAGE_BIT.digitalSignature]);
    const usable = signWithCa(ca, card.spkiDer, [
      encodeExtension(X509_OID.keyUsage, true, signing),
    ]);
    expect(verifyAt(NOW, usable).ok).toBe(true);
  });

  it('calls anything that is not one DER certificate MALFORMED', () => {
    const pem = new X509Certificate(certificateDer).toString();
    const candidates = [
      Buffer.alloc(0),
      Buffer.from('not a certificate'),
      Buffer.concat([certificateDer, Buffer.from([0])]),
      certificateDer.subarray(0, certificateDer.length - 1),
      Buffer.from(pem),
      Buffer.alloc(16 * 1024 + 1, 0x30),
      ca.certificateDer, // a CA has no person id
    ];
    for (const der of candidates) {
      expect(verifyAt(NOW, der)).toEqual({ ok: false, reason: 'MALFORMED' });
    }
    const garbageCa = { caCertificateDer: Buffer.from('x'), certificateDer, now: NOW };
    expect(verifyPersonCertificate(garbageCa)).toEqual({ ok: false, reason: 'MALFORMED' });
  });

  it('never throws on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 1024 }), (bytes) => {
        expect(verifyAt(NOW, Buffer.from(bytes)).ok).toBe(false);
      }),
    );
  });

  it('never throws on, nor accepts, a certificate with one byte changed', () => {
    const mutation = fc.record({
      index: fc.nat({ max: 10_000 }),
      xor: fc.integer({ min: 1, max: 255 }),
    });
    fc.assert(
      fc.property(mutation, ({ index, xor }) => {
        const mutated = Buffer.from(certificateDer);
        const at = index % mutated.length;
        mutated[at] = (mutated[at] ?? 0) ^ xor;
        expect(verifyAt(NOW, mutated).ok).toBe(false);
      }),
    );
  });
});

describe('issuePersonCertificate refuses bad requests', () => {
  const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' }).publicKey;
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;

  it.each([
    ['a P-384 key', { subjectPublicKeySpkiDer: p384.export({ format: 'der', type: 'spki' }) }],
    ['an RSA key', { subjectPublicKeySpkiDer: rsa.export({ format: 'der', type: 'spki' }) }],
    ['garbage key bytes', { subjectPublicKeySpkiDer: Buffer.from('garbage') }],
    ['a zero serial', { serialNumber: '0' }],
    ['a non-decimal serial', { serialNumber: '12a' }],
    ['a serial over 20 octets', { serialNumber: (2n ** 159n).toString() }],
    ['a zero person id', { personId: 0 }],
    ['a fractional person id', { personId: 1.5 }],
    ['an empty name', { commonName: '' }],
    ['a name over 64 characters', { commonName: 'A'.repeat(65) }],
    ['a name with a newline', { commonName: 'Ana\nHorvat' }],
    ['zero days', { validityDays: 0 }],
  ])('%s', (_, overrides) => {
    expect(() => issueFor(ca, card.spkiDer, overrides)).toThrow(CertificateRequestError);
  });

  it('accepts the largest serial that fits 20 octets', () => {
    const serialNumber = (2n ** 159n - 1n).toString();
    const der = issueFor(ca, card.spkiDer, { serialNumber });
    expect(new X509Certificate(der).serialNumber).toBe(
      (2n ** 159n - 1n).toString(16).toUpperCase(),
    );
  });
});

describe('verifyP1363Signature', () => {
  it('accepts what WebCrypto signed with the certified key', async () => {
    const result = verifyAt(NOW);
    if (!result.ok) throw new Error(result.reason);
    const signatureBase64 = await signOnCard(card, TEXT);
    expect(verifyP1363Signature({ publicKey: result.publicKey, text: TEXT, signatureBase64 })).toBe(
      true,
    );
    expect(verifyP1363SignatureWithSpki(card.spkiDer, TEXT, signatureBase64)).toBe(true);
  });

  it('refuses a changed text, another key, or a damaged signature', async () => {
    const signatureBase64 = await signOnCard(card, TEXT);
    const otherCard = await generateCardKey();
    const signature = Buffer.from(signatureBase64, 'base64');
    const derSignature = sign('sha256', Buffer.from(TEXT), {
      key: createPrivateKey({ key: ca.privateKeyPkcs8Der, format: 'der', type: 'pkcs8' }),
    }).toString('base64');
    expect(verifyP1363SignatureWithSpki(card.spkiDer, `${TEXT} `, signatureBase64)).toBe(false);
    expect(verifyP1363SignatureWithSpki(otherCard.spkiDer, TEXT, signatureBase64)).toBe(false);
    for (const damaged of [
      signature.subarray(0, 63).toString('base64'),
      Buffer.concat([signature, Buffer.from([0])]).toString('base64'),
      signatureBase64.replace(/=*$/, '!'),
      '',
      derSignature, // DER, not P1363, and from another key
    ]) {
      expect(verifyP1363SignatureWithSpki(card.spkiDer, TEXT, damaged)).toBe(false);
    }
    expect(verifyP1363SignatureWithSpki(Buffer.from('garbage'), TEXT, signatureBase64)).toBe(false);
  });

  it('never throws on random input', () => {
    const result = verifyAt(NOW);
    if (!result.ok) throw new Error(result.reason);
    const signature = fc.oneof(
      fc.string(),
      fc.uint8Array({ minLength: 64, maxLength: 64 }).map((b) => Buffer.from(b).toString('base64')),
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.string(), signature, (spki, text, sig) => {
        const publicKey = result.publicKey;
        expect(verifyP1363Signature({ publicKey, text, signatureBase64: sig })).toBe(false);
        expect(verifyP1363SignatureWithSpki(Buffer.from(spki), text, sig)).toBe(false);
      }),
    );
  });
});

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
if (!hasOpenssl) console.log('SKIPPED: openssl not installed');

describe('OpenSSL agrees', () => {
  let directory: string;
  let caPem: string;
  let personPem: string;

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'poslovno-certificates-'));
    // OpenSSL checks validity against the real clock, so these are issued now.
    const liveCa = createDemoCertificateAuthority({ name: 'Demo banka d.d.', now: new Date() });
    const liveCertificate = issueFor(liveCa, card.spkiDer, { now: new Date() });
    caPem = join(directory, 'ca.pem');
    personPem = join(directory, 'person.pem');
    writeFileSync(caPem, new X509Certificate(liveCa.certificateDer).toString());
    writeFileSync(personPem, new X509Certificate(liveCertificate).toString());
  });

  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  function runOpenssl(args: string[]): string {
    const run = spawnSync('openssl', args, { encoding: 'utf8' });
    return `${run.stdout}${run.stderr}`;
  }

  it.skipIf(!hasOpenssl)('verifies the chain strictly, for client authentication', () => {
    const args = ['verify', '-x509_strict', '-purpose', 'sslclient', '-CAfile', caPem, personPem];
    expect(runOpenssl(args).trim()).toBe(`${personPem}: OK`);
  });

  it.skipIf(!hasOpenssl)('shows the person certificate as a signing leaf', () => {
    const text = runOpenssl(['x509', '-in', personPem, '-noout', '-text']);
    expect(text).toContain('Digital Signature, Non Repudiation');
    expect(text).toContain('CA:FALSE');
    expect(text).toContain('TLS Web Client Authentication');
    expect(text).toContain('ecdsa-with-SHA256');
  });

  it.skipIf(!hasOpenssl)('shows the CA certificate as a CA', () => {
    const text = runOpenssl(['x509', '-in', caPem, '-noout', '-text']);
    expect(text).toContain('CA:TRUE');
    expect(text).toContain('Certificate Sign, CRL Sign');
  });
});
