import { createPublicKey, KeyObject, verify } from 'node:crypto';

/**
 * Verifies what WebCrypto's ECDSA P-256 sign() produces: an IEEE P1363 signature (r ‖ s, 32 bytes
 * each), not the DER form node uses by default. All inputs are untrusted: false, never a throw.
 */

const P1363_P256_LENGTH = 64;
/** Generous for a P-256 SPKI (91 bytes), small enough that parsing costs nothing. */
const MAX_SPKI_LENGTH = 1024;
/** Canonical padded standard base64; Buffer.from(…, 'base64') alone would skip bad characters. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function isP256PublicKey(key: KeyObject): boolean {
  return (
    key instanceof KeyObject &&
    key.type === 'public' &&
    key.asymmetricKeyType === 'ec' &&
    key.asymmetricKeyDetails?.namedCurve === 'prime256v1'
  );
}

/** DER SPKI bytes of a P-256 public key (what a WebCrypto key exports); false for anything else. */
export function isP256PublicKeySpki(spki: Buffer): boolean {
  try {
    return isP256PublicKey(createPublicKey({ key: spki, format: 'der', type: 'spki' }));
  } catch {
    // Bytes that are no public key at all: refused like any other wrong key.
    return false;
  }
}

function decodeSignature(signatureBase64: unknown): Buffer | undefined {
  if (typeof signatureBase64 !== 'string' || !BASE64.test(signatureBase64)) return undefined;
  const signature = Buffer.from(signatureBase64, 'base64');
  return signature.length === P1363_P256_LENGTH ? signature : undefined;
}

export function verifyP1363Signature(input: {
  publicKey: KeyObject;
  text: string;
  signatureBase64: string;
}): boolean {
  const { publicKey, text } = input;
  const signature = decodeSignature(input.signatureBase64);
  if (!signature || typeof text !== 'string' || !isP256PublicKey(publicKey)) return false;
  const key = { key: publicKey, dsaEncoding: 'ieee-p1363' } as const;
  return verify('sha256', Buffer.from(text, 'utf8'), key, signature);
}

export function verifyP1363SignatureWithSpki(
  spkiDer: Buffer,
  text: string,
  signatureBase64: string,
): boolean {
  if (!Buffer.isBuffer(spkiDer) || spkiDer.length > MAX_SPKI_LENGTH) return false;
  let publicKey: KeyObject;
  try {
    publicKey = createPublicKey({ key: spkiDer, format: 'der', type: 'spki' });
  } catch {
    // Untrusted bytes that OpenSSL cannot read as a key cannot have signed anything.
    return false;
  }
  return verifyP1363Signature({ publicKey, text, signatureBase64 });
}
