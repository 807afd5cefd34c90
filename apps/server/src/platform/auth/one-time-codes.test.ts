import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  computeHotp,
  computeOcra,
  computeTotp,
  findTotpStep,
  isOcraCodeValid,
  parseOcraSuite,
  type TOcraSuite,
} from './one-time-codes';

const KEY20 = Buffer.from('12345678901234567890', 'ascii');
const KEY32 = Buffer.from('12345678901234567890123456789012', 'ascii');
const KEY64 = Buffer.from(
  '1234567890123456789012345678901234567890123456789012345678901234',
  'ascii',
);

function suite(text: string): TOcraSuite {
  const parsed = parseOcraSuite(text);
  if (!parsed) throw new Error(`not a suite: ${text}`);
  return parsed;
}

describe('HOTP (RFC 4226 appendix D)', () => {
  it.each([
    [0n, '755224'],
    [1n, '287082'],
    [2n, '359152'],
    [3n, '969429'],
    [9n, '520489'],
  ])('counter %s gives %s', (counter, code) => {
    expect(computeHotp(KEY20, counter)).toBe(code);
  });
});

describe('TOTP (RFC 6238 appendix B)', () => {
  it.each([
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ])('at %s s: SHA1 %s, SHA256 %s, SHA512 %s', (seconds, sha1, sha256, sha512) => {
    const instant = new Date(seconds * 1000);
    const base = { digits: 8, stepSeconds: 30 } as const;
    expect(computeTotp(KEY20, instant, { ...base, algorithm: 'sha1' })).toBe(sha1);
    expect(computeTotp(KEY32, instant, { ...base, algorithm: 'sha256' })).toBe(sha256);
    expect(computeTotp(KEY64, instant, { ...base, algorithm: 'sha512' })).toBe(sha512);
  });

  it('finds the step of a code within the allowed drift, and only there', () => {
    const now = new Date(1_800_000_000_000);
    const twoStepsAgo = new Date(now.getTime() - 60_000);
    const code = computeTotp(KEY20, twoStepsAgo);
    expect(findTotpStep(KEY20, code, now, 2)).toBe(
      BigInt(Math.floor(twoStepsAgo.getTime() / 30_000)),
    );
    expect(findTotpStep(KEY20, code, now, 1)).toBeUndefined();
    expect(findTotpStep(KEY20, '12345', now, 2)).toBeUndefined();
    expect(findTotpStep(KEY20, 'abcdef', now, 2)).toBeUndefined();
  });
});

describe('OCRA (RFC 6287 appendix C)', () => {
  it.each([
    ['00000000', '237653'],
    ['11111111', '243178'],
    ['22222222', '653583'],
    ['33333333', '740991'],
    ['44444444', '608993'],
    ['55555555', '388898'],
    ['66666666', '816933'],
    ['77777777', '224598'],
    ['88888888', '750600'],
    ['99999999', '294470'],
  ])('OCRA-1:HOTP-SHA1-6:QN08, Q %s gives %s', (question, code) => {
    expect(computeOcra(KEY20, suite('OCRA-1:HOTP-SHA1-6:QN08'), { question })).toBe(code);
  });

  it('OCRA-1:HOTP-SHA256-8:C-QN08-PSHA1 with PIN 1234', () => {
    const pinHash = createHash('sha1').update('1234').digest();
    const expected = ['65347737', '86775851', '78192410', '71565254', '10104329'];
    expected.forEach((code, counter) => {
      const input = { question: '12345678', counter: BigInt(counter), pinHash };
      expect(computeOcra(KEY32, suite('OCRA-1:HOTP-SHA256-8:C-QN08-PSHA1'), input)).toBe(code);
    });
  });

  it('OCRA-1:HOTP-SHA256-8:QN08-PSHA1 with PIN 1234', () => {
    const pinHash = createHash('sha1').update('1234').digest();
    const cases = [
      ['00000000', '83238735'],
      ['11111111', '01501458'],
      ['22222222', '17957585'],
    ] as const;
    for (const [question, code] of cases) {
      const input = { question, pinHash };
      expect(computeOcra(KEY32, suite('OCRA-1:HOTP-SHA256-8:QN08-PSHA1'), input)).toBe(code);
    }
  });

  it('OCRA-1:HOTP-SHA512-8:QN08-T1M', () => {
    const instant = new Date(0x132d0b6 * 60_000);
    const input = { question: '00000000', instant };
    expect(computeOcra(KEY64, suite('OCRA-1:HOTP-SHA512-8:QN08-T1M'), input)).toBe('95209754');
  });

  it('binds the code to its challenge', () => {
    const signing = suite('OCRA-1:HOTP-SHA256-8:QN08');
    const code = computeOcra(KEY32, signing, { question: '48213597' });
    expect(isOcraCodeValid(KEY32, signing, { question: '48213597' }, code)).toBe(true);
    expect(isOcraCodeValid(KEY32, signing, { question: '48213598' }, code)).toBe(false);
  });

  it('refuses suites outside the supported form', () => {
    expect(parseOcraSuite('OCRA-2:HOTP-SHA1-6:QN08')).toBeUndefined();
    expect(parseOcraSuite('OCRA-1:HOTP-MD5-6:QN08')).toBeUndefined();
    expect(parseOcraSuite('OCRA-1:HOTP-SHA1-3:QN08')).toBeUndefined();
  });
});
