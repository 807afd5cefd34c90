import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  encodeBitString,
  encodeBoolean,
  encodeExplicit,
  encodeImplicitPrimitive,
  encodeInteger,
  encodeLength,
  encodeNamedBitString,
  encodeNull,
  encodeOctetString,
  encodeOid,
  encodePrintableString,
  encodeSequence,
  encodeSet,
  encodeTime,
  encodeUtf8String,
} from './der';
import { DerError, decodeOid, readChildren, readDer } from './der-reader';

const hex = (buffer: Buffer) => buffer.toString('hex');

describe('DER encoder (X.690)', () => {
  it.each([
    ['1.2.840.10045.4.3.2', '06082a8648ce3d040302'],
    ['1.2.840.10045.2.1', '06072a8648ce3d0201'],
    ['1.2.840.113549.1.1.11', '06092a864886f70d01010b'],
    ['2.5.4.3', '0603550403'],
    ['2.999.3', '0603883703'],
    ['1.3.6.1.5.5.7.3.2', '06082b06010505070302'],
  ])('OID %s', (dotted, expected) => {
    expect(hex(encodeOid(dotted))).toBe(expected);
  });

  it('refuses what is not an OID', () => {
    for (const bad of ['', '1', '3.1', '1.40', '1.2.03', '1..2']) {
      expect(() => encodeOid(bad)).toThrow();
    }
  });

  it.each([
    [0n, '020100'],
    [127n, '02017f'],
    [128n, '02020080'],
    [256n, '02020100'],
    [65535n, '020300ffff'],
    [-1n, '0201ff'],
    [-128n, '020180'],
    [-129n, '0202ff7f'],
    [-256n, '0202ff00'],
  ])('INTEGER %s', (value, expected) => {
    expect(hex(encodeInteger(value))).toBe(expected);
  });

  it('reads a Buffer INTEGER as an unsigned magnitude', () => {
    expect(hex(encodeInteger(Buffer.from([0x80])))).toBe('02020080');
    expect(hex(encodeInteger(Buffer.from([0, 0, 1])))).toBe('020101');
    expect(hex(encodeInteger(Buffer.alloc(0)))).toBe('020100');
  });

  it('uses the long length form from 128 on', () => {
    expect(hex(encodeLength(127))).toBe('7f');
    expect(hex(encodeLength(128))).toBe('8180');
    expect(hex(encodeLength(255))).toBe('81ff');
    expect(hex(encodeLength(256))).toBe('820100');
    expect(hex(encodeLength(70000))).toBe('83011170');
    expect(hex(encodeOctetString(Buffer.alloc(200)).subarray(0, 3))).toBe('0481c8');
  });

  it('encodes strings, BOOLEAN, NULL and constructed types', () => {
    expect(hex(encodeUtf8String('Đ'))).toBe('0c02c490');
    expect(hex(encodePrintableString('HR'))).toBe('13024852');
    expect(() => encodePrintableString('a@b')).toThrow();
    expect(hex(encodeBoolean(true))).toBe('0101ff');
    expect(hex(encodeBoolean(false))).toBe('010100');
    expect(hex(encodeNull())).toBe('0500');
    expect(hex(encodeSequence())).toBe('3000');
    expect(hex(encodeSequence(encodeNull(), encodeBoolean(true)))).toBe('30050500' + '0101ff');
    // SET OF elements are sorted by their encodings whatever the argument order.
    expect(hex(encodeSet(encodeInteger(2n), encodeInteger(1n)))).toBe('3106020101020102');
    expect(hex(encodeExplicit(0, encodeInteger(2n)))).toBe('a003020102');
    expect(hex(encodeExplicit(3, encodeSequence()))).toBe('a3023000');
    expect(hex(encodeImplicitPrimitive(0, Buffer.from([1, 2])))).toBe('80020102');
  });

  it('picks UTCTime before 2050 and GeneralizedTime after, truncating milliseconds', () => {
    const utc = encodeTime(new Date('2024-01-02T03:04:05.999Z'));
    expect(hex(utc)).toBe(`170d${hex(Buffer.from('240102030405Z'))}`);
    const generalized = encodeTime(new Date('2050-01-01T00:00:00Z'));
    expect(hex(generalized)).toBe(`180f${hex(Buffer.from('20500101000000Z'))}`);
    expect(encodeTime(new Date('2049-12-31T23:59:59Z'))[0]).toBe(0x17);
    expect(encodeTime(new Date('1949-12-31T23:59:59Z'))[0]).toBe(0x18);
  });

  it('encodes BIT STRINGs, named ones without trailing zero bits', () => {
    expect(hex(encodeBitString(Buffer.from([0xab])))).toBe('030200ab');
    expect(hex(encodeNamedBitString([0, 1]))).toBe('030206c0');
    expect(hex(encodeNamedBitString([5, 6]))).toBe('03020106');
    expect(hex(encodeNamedBitString([0]))).toBe('03020780');
    expect(hex(encodeNamedBitString([8]))).toBe('0303070080');
    expect(hex(encodeNamedBitString([]))).toBe('030100');
  });
});

/** Two's complement back to a bigint, to check the encoder from the other side. */
function decodeIntegerContent(content: Buffer): bigint {
  const unsigned = BigInt(`0x${content.toString('hex')}`);
  const isNegative = ((content[0] ?? 0) & 0x80) !== 0;
  return isNegative ? unsigned - (1n << BigInt(content.length * 8)) : unsigned;
}

describe('DER encoder properties', () => {
  it('encodes any INTEGER minimally and reversibly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 200n), max: 2n ** 200n }), (value) => {
        const { content } = readDer(encodeInteger(value));
        expect(decodeIntegerContent(content)).toBe(value);
        // Minimal: the first nine bits are never all equal.
        const [first = 0, second = 0] = content;
        const isRedundant =
          content.length > 1 && (first === 0 ? second < 0x80 : first === 0xff && second >= 0x80);
        expect(isRedundant).toBe(false);
      }),
    );
  });

  it('round-trips any OID through the reader', () => {
    const arc = fc.bigInt({ min: 0n, max: 2n ** 70n });
    const oid = fc
      .tuple(fc.integer({ min: 0, max: 2 }), fc.bigInt({ min: 0n, max: 39n }), fc.array(arc))
      .map(([first, second, rest]) => [first, second, ...rest].join('.'));
    fc.assert(
      fc.property(oid, (dotted) => {
        expect(decodeOid(readDer(encodeOid(dotted)))).toBe(dotted);
      }),
    );
  });

  it('round-trips any length through the reader', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 70_000 }), (length) => {
        const node = readDer(encodeOctetString(Buffer.alloc(length, 7)));
        expect(node.content.length).toBe(length);
      }),
    );
  });
});

describe('DER reader strictness', () => {
  it.each([
    ['040100ff', 'trailing bytes'],
    ['048105' + '00'.repeat(5), 'long form below 128'],
    ['04820080' + '00'.repeat(128), 'leading zero length byte'],
    ['0480', 'indefinite length'],
    ['0405000000', 'content past the end'],
    ['1f0100', 'high tag number'],
    ['', 'nothing at all'],
  ])('refuses %s (%s)', (bytes) => {
    expect(() => readDer(Buffer.from(bytes, 'hex'))).toThrow(DerError);
  });

  it('refuses non-minimal and truncated OIDs', () => {
    expect(decodeOid(readDer(Buffer.from('0603550403', 'hex')))).toBe('2.5.4.3');
    expect(() => decodeOid(readDer(Buffer.from('0603558003', 'hex')))).toThrow(DerError);
    expect(() => decodeOid(readDer(Buffer.from('060380ff03', 'hex')))).toThrow(DerError);
    expect(() => decodeOid(readDer(Buffer.from('06025586', 'hex')))).toThrow(DerError);
    expect(() => decodeOid(readDer(Buffer.from('0600', 'hex')))).toThrow(DerError);
  });

  it('lists the children of a constructed value only', () => {
    const children = readChildren(readDer(encodeSequence(encodeNull(), encodeBoolean(true))));
    expect(children.map((child) => child.tag)).toEqual([0x05, 0x01]);
    expect(() => readChildren(readDer(encodeNull()))).toThrow(DerError);
  });
});
