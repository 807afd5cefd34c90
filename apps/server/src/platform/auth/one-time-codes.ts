import { createHmac, timingSafeEqual } from 'node:crypto';
import { assert } from '@poslovno/domain';

/**
 * The codes a hardware or software token computes: HOTP (RFC 4226), TOTP (RFC 6238) for sign-in
 * and OCRA (RFC 6287) for signing, where the challenge is bound to what is signed.
 */

export type THashAlgorithm = 'sha1' | 'sha256' | 'sha512';

/** RFC 4226 §5.3 dynamic truncation of HMAC(key, 8-byte message) to `digits` decimal digits. */
function truncateToCode(key: Buffer, message: Buffer, algorithm: THashAlgorithm, digits: number) {
  assert(Number.isInteger(digits) && digits >= 4 && digits <= 10, 'a code has 4 to 10 digits');
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

function encodeCounter(counter: bigint): Buffer {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64BE(counter);
  return buffer;
}

export function computeHotp(
  key: Buffer,
  counter: bigint,
  digits = 6,
  algorithm: THashAlgorithm = 'sha1',
): string {
  return truncateToCode(key, encodeCounter(counter), algorithm, digits);
}

export interface TTotpParameters {
  digits: number;
  algorithm: THashAlgorithm;
  stepSeconds: number;
}

export const DEFAULT_TOTP_PARAMETERS: TTotpParameters = {
  digits: 6,
  algorithm: 'sha1',
  stepSeconds: 30,
};

/** The RFC 6238 time step of an instant: whole steps since the Unix epoch. */
export function getTotpStep(instant: Date, stepSeconds: number): bigint {
  return BigInt(Math.floor(instant.getTime() / 1000 / stepSeconds));
}

export function computeTotp(
  key: Buffer,
  instant: Date,
  parameters: TTotpParameters = DEFAULT_TOTP_PARAMETERS,
): string {
  const step = getTotpStep(instant, parameters.stepSeconds);
  return computeHotp(key, step, parameters.digits, parameters.algorithm);
}

/**
 * The step a typed TOTP belongs to within ±`driftSteps` of the instant, or undefined. The caller
 * accepts a step only once (a code is accepted once) and keeps the drift to resynchronise.
 */
export function findTotpStep(
  key: Buffer,
  code: string,
  instant: Date,
  driftSteps: number,
  parameters: TTotpParameters = DEFAULT_TOTP_PARAMETERS,
): bigint | undefined {
  return findTotpStepNear(
    key,
    code,
    getTotpStep(instant, parameters.stepSeconds),
    driftSteps,
    parameters,
  );
}

/** The step within ±`radius` of `centerStep` whose code is `code`, the nearest first. */
export function findTotpStepNear(
  key: Buffer,
  code: string,
  centerStep: bigint,
  radius: number,
  parameters: TTotpParameters = DEFAULT_TOTP_PARAMETERS,
): bigint | undefined {
  if (!new RegExp(`^\\d{${parameters.digits}}$`).test(code)) return undefined;
  for (let offset = 0; offset <= radius; offset += 1) {
    const steps =
      offset === 0 ? [centerStep] : [centerStep - BigInt(offset), centerStep + BigInt(offset)];
    for (const step of steps) {
      const expected = computeHotp(key, step, parameters.digits, parameters.algorithm);
      if (timingSafeEqualText(expected, code)) return step;
    }
  }
  return undefined;
}

/** Compares codes in constant time, so response timing does not reveal matching digits. */
function timingSafeEqualText(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** An OCRA suite such as `OCRA-1:HOTP-SHA256-8:C-QN08-PSHA1` (RFC 6287 §6). */
export interface TOcraSuite {
  text: string;
  algorithm: THashAlgorithm;
  digits: number;
  hasCounter: boolean;
  questionFormat: 'N' | 'A' | 'H';
  questionLength: number;
  pinHash?: THashAlgorithm;
  timeStepSeconds?: number;
}

const OCRA_SUITE =
  /^OCRA-1:HOTP-SHA(1|256|512)-(\d{1,2}):(C-)?Q([ANH])(\d{2})(?:-PSHA(1|256|512))?(?:-T(\d{1,2})([SMH]))?$/;
const TIME_UNIT_SECONDS = { S: 1, M: 60, H: 3600 } as const;

export function parseOcraSuite(text: string): TOcraSuite | undefined {
  const match = OCRA_SUITE.exec(text);
  if (!match) return undefined;
  const digits = Number(match[2]);
  const questionLength = Number(match[5]);
  if (digits < 4 || digits > 10 || questionLength < 4 || questionLength > 64) return undefined;
  const timeUnit = match[8] as keyof typeof TIME_UNIT_SECONDS | undefined;
  return {
    text,
    algorithm: `sha${match[1]}` as THashAlgorithm,
    digits,
    hasCounter: match[3] !== undefined,
    questionFormat: match[4] as 'N' | 'A' | 'H',
    questionLength,
    ...(match[6] === undefined ? {} : { pinHash: `sha${match[6]}` as THashAlgorithm }),
    ...(timeUnit === undefined
      ? {}
      : { timeStepSeconds: Number(match[7]) * TIME_UNIT_SECONDS[timeUnit] }),
  };
}

export interface TOcraInput {
  question: string;
  counter?: bigint;
  /** The hash of the PIN, when the suite asks for one. */
  pinHash?: Buffer;
  instant?: Date;
}

/** RFC 6287 §5.2: the challenge as hex, left-aligned in 128 bytes. */
function encodeQuestion(suite: TOcraSuite, question: string): Buffer {
  assert(question.length <= suite.questionLength, 'the challenge is longer than the suite allows');
  let hex: string;
  if (suite.questionFormat === 'N') {
    assert(/^\d+$/.test(question), 'a numeric challenge has digits only');
    hex = BigInt(question).toString(16);
  } else if (suite.questionFormat === 'H') {
    assert(/^[0-9a-fA-F]*$/.test(question), 'a hexadecimal challenge');
    hex = question;
  } else {
    hex = Buffer.from(question, 'ascii').toString('hex');
  }
  return Buffer.from(hex.padEnd(256, '0'), 'hex');
}

export function computeOcra(key: Buffer, suite: TOcraSuite, input: TOcraInput): string {
  const parts: Buffer[] = [Buffer.from(suite.text, 'ascii'), Buffer.from([0])];
  if (suite.hasCounter) {
    assert(input.counter !== undefined, 'the suite needs a counter');
    parts.push(encodeCounter(input.counter));
  }
  parts.push(encodeQuestion(suite, input.question));
  if (suite.pinHash !== undefined) {
    assert(input.pinHash !== undefined, 'the suite needs a PIN hash');
    parts.push(input.pinHash);
  }
  if (suite.timeStepSeconds !== undefined) {
    assert(input.instant !== undefined, 'the suite needs a time');
    parts.push(encodeCounter(getTotpStep(input.instant, suite.timeStepSeconds)));
  }
  return truncateToCode(key, Buffer.concat(parts), suite.algorithm, suite.digits);
}

export function isOcraCodeValid(
  key: Buffer,
  suite: TOcraSuite,
  input: TOcraInput,
  code: string,
): boolean {
  return timingSafeEqualText(computeOcra(key, suite, input), code);
}

/**
 * A signing code: OCRA over the order's challenge and the current minute. The server accepts the
 * code of this minute or the one before, so a code typed across a minute boundary still counts.
 */
export function computeSigningCode(
  key: Buffer,
  suiteText: string,
  challenge: string,
  instant: Date,
) {
  const suite = parseOcraSuite(suiteText);
  assert(suite !== undefined, `unsupported OCRA suite ${suiteText}`);
  return computeOcra(key, suite, { question: challenge, instant });
}

export function isSigningCodeValid(
  key: Buffer,
  suiteText: string,
  challenge: string,
  code: string,
  instant: Date,
): boolean {
  const suite = parseOcraSuite(suiteText);
  assert(suite?.timeStepSeconds !== undefined, `a time-based OCRA suite, got ${suiteText}`);
  const earlier = new Date(instant.getTime() - suite.timeStepSeconds * 1000);
  return [instant, earlier].some((at) =>
    isOcraCodeValid(key, suite, { question: challenge, instant: at }, code),
  );
}
