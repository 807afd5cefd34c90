import { assert } from '@poslovno/domain';

/**
 * A minimal DER (X.690) encoder: just the types an X.509 v3 certificate needs. Every function
 * returns the whole TLV, so certificates are built by nesting calls.
 */

export const DER_TAG = {
  boolean: 0x01,
  integer: 0x02,
  bitString: 0x03,
  octetString: 0x04,
  null: 0x05,
  oid: 0x06,
  utf8String: 0x0c,
  printableString: 0x13,
  utcTime: 0x17,
  generalizedTime: 0x18,
  sequence: 0x30,
  set: 0x31,
} as const;

/** Definite length: short form below 128, else the minimal big-endian byte count (X.690 §10.1). */
export function encodeLength(length: number): Buffer {
  assert(Number.isSafeInteger(length) && length >= 0, 'a DER length is a non-negative integer');
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

export function encodeTlv(tag: number, content: Buffer): Buffer {
  assert(Number.isInteger(tag) && tag >= 0 && tag <= 0xff, 'only single-byte tags are supported');
  return Buffer.concat([Buffer.from([tag]), encodeLength(content.length), content]);
}

/** Two's complement, minimal: strip redundant 0x00/0xff bytes but keep the sign bit right. */
function encodeSignedBigInt(value: bigint): Buffer {
  const isNegative = value < 0n;
  // For a negative value, the magnitude of (-value - 1) has the complement bits of its encoding.
  let hex = (isNegative ? -value - 1n : value).toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  let bytes = Buffer.from(hex, 'hex');
  if (isNegative) bytes = Buffer.from(bytes.map((byte) => ~byte & 0xff));
  const padding = isNegative ? 0xff : 0x00;
  const needsPadding = ((bytes[0] ?? 0) & 0x80) !== (padding & 0x80);
  return needsPadding ? Buffer.concat([Buffer.from([padding]), bytes]) : bytes;
}

/** A Buffer is an unsigned big-endian magnitude (serial numbers, key material). */
export function encodeInteger(value: bigint | Buffer): Buffer {
  const signed = typeof value === 'bigint' ? value : BigInt(`0x${value.toString('hex') || '0'}`);
  return encodeTlv(DER_TAG.integer, encodeSignedBigInt(signed));
}

/** Base-128, high bit set on all but the last byte (X.690 §8.19). */
function encodeOidArc(arc: bigint): number[] {
  const bytes = [Number(arc & 0x7fn)];
  for (let rest = arc >> 7n; rest > 0n; rest >>= 7n) bytes.unshift(Number(rest & 0x7fn) | 0x80);
  return bytes;
}

export function encodeOid(dotted: string): Buffer {
  assert(/^[0-2](\.(0|[1-9]\d*))+$/.test(dotted), `not a dotted OID: ${dotted}`);
  const [first = 0n, second = 0n, ...rest] = dotted.split('.').map((arc) => BigInt(arc));
  assert(first === 2n || second < 40n, `the second arc under 0 or 1 is below 40: ${dotted}`);
  // The first two arcs share one subidentifier (X.690 §8.19.4).
  const arcs = [first * 40n + second, ...rest];
  return encodeTlv(DER_TAG.oid, Buffer.from(arcs.flatMap(encodeOidArc)));
}

export function encodeSequence(...items: Buffer[]): Buffer {
  return encodeTlv(DER_TAG.sequence, Buffer.concat(items));
}

/** DER sorts the elements of a SET OF by their encodings (X.690 §11.6). */
export function encodeSet(...items: Buffer[]): Buffer {
  return encodeTlv(DER_TAG.set, Buffer.concat([...items].sort((a, b) => Buffer.compare(a, b))));
}

export function encodeUtf8String(text: string): Buffer {
  return encodeTlv(DER_TAG.utf8String, Buffer.from(text, 'utf8'));
}

export function encodePrintableString(text: string): Buffer {
  assert(/^[A-Za-z0-9 '()+,\-./:=?]*$/.test(text), `not a PrintableString: ${text}`);
  return encodeTlv(DER_TAG.printableString, Buffer.from(text, 'ascii'));
}

/**
 * RFC 5280 §4.1.2.5: UTCTime for 1950..2049, GeneralizedTime otherwise, always UTC with seconds
 * and no fraction. Milliseconds are truncated, so a notBefore never lies after the given instant.
 */
export function encodeTime(instant: Date): Buffer {
  assert(!Number.isNaN(instant.getTime()), 'a certificate time is a valid date');
  const year = instant.getUTCFullYear();
  assert(year >= 0 && year <= 9999, 'a certificate year has four digits');
  const digits = instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:T]/g, '');
  const isUtcTime = year >= 1950 && year < 2050;
  const text = isUtcTime ? digits.slice(2) : digits;
  return encodeTlv(isUtcTime ? DER_TAG.utcTime : DER_TAG.generalizedTime, Buffer.from(text));
}

export function encodeBitString(bytes: Buffer, unusedBits = 0): Buffer {
  assert(Number.isInteger(unusedBits) && unusedBits >= 0 && unusedBits <= 7, 'unused bits 0..7');
  assert(unusedBits === 0 || bytes.length > 0, 'an empty BIT STRING has no unused bits');
  return encodeTlv(DER_TAG.bitString, Buffer.concat([Buffer.from([unusedBits]), bytes]));
}

/**
 * A named BIT STRING such as KeyUsage: bit 0 is the most significant bit of the first byte and DER
 * drops trailing zero bits (X.690 §11.2.2), which is why it is not a plain byte array.
 */
export function encodeNamedBitString(setBits: readonly number[]): Buffer {
  assert(
    setBits.every((bit) => Number.isInteger(bit) && bit >= 0),
    'bit numbers are >= 0',
  );
  if (setBits.length === 0) return encodeBitString(Buffer.alloc(0));
  const highest = Math.max(...setBits);
  const bytes = Buffer.alloc(Math.floor(highest / 8) + 1);
  for (const bit of setBits) bytes[bit >> 3] = (bytes[bit >> 3] ?? 0) | (0x80 >> (bit & 7));
  return encodeBitString(bytes, 7 - (highest & 7));
}

export function encodeOctetString(bytes: Buffer): Buffer {
  return encodeTlv(DER_TAG.octetString, bytes);
}

/** DER allows only 0xff for TRUE (X.690 §11.1). */
export function encodeBoolean(value: boolean): Buffer {
  return encodeTlv(DER_TAG.boolean, Buffer.from([value ? 0xff : 0x00]));
}

export function encodeNull(): Buffer {
  return encodeTlv(DER_TAG.null, Buffer.alloc(0));
}

/** [n] EXPLICIT: a constructed context tag wrapping a whole TLV, e.g. version [0], extensions [3]. */
export function encodeExplicit(tagNumber: number, inner: Buffer): Buffer {
  assert(Number.isInteger(tagNumber) && tagNumber >= 0 && tagNumber < 31, 'low tag numbers only');
  return encodeTlv(0xa0 | tagNumber, inner);
}

/** [n] IMPLICIT on a primitive value, e.g. AuthorityKeyIdentifier.keyIdentifier [0]. */
export function encodeImplicitPrimitive(tagNumber: number, content: Buffer): Buffer {
  assert(Number.isInteger(tagNumber) && tagNumber >= 0 && tagNumber < 31, 'low tag numbers only');
  return encodeTlv(0x80 | tagNumber, content);
}
