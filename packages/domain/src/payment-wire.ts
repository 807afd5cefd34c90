import { normalizeIban } from './iban';
import { URGENCIES, type TUrgency } from './calendar';
import { fail, succeed, type TRuleResult } from './result';
import { DESCRIPTION_MAX_LENGTH, truncateToCodePoints } from './text';

/**
 * UAE banks report every incoming payment under a Central Bank purpose-of-payment code (three
 * letters, e.g. GDS) and read it from the first 35-character line of the remittance information
 * in the regulatory-reporting form of SWIFT field 77B: `/BENEFRES/AE//GDS`. The prefix is padded
 * with spaces to that whole line, so the description starts on the second line and keeps
 * 140 − 35 = 105 characters (000 §5), and the prefix reads back unambiguously on copy.
 */
const PURPOSE_CODE_LINE_LENGTH = 35;
export const UAE_DESCRIPTION_MAX_LENGTH = DESCRIPTION_MAX_LENGTH - PURPOSE_CODE_LINE_LENGTH;

const UAE_PURPOSE_CODE = /^[A-Z]{3}$/;
const PURPOSE_CODE_PREFIX = /^\/BENEFRES\/AE\/\/([A-Z]{3})(?: {1,18}|$)/;

/** A payee in the UAE: the description carries the purpose-code line (000 §5). */
export function isUaeIban(iban: string): boolean {
  return normalizeIban(iban.slice(0, 100)).startsWith('AE');
}

function formatPurposeCodeLine(purposeCode: string): string {
  return `/BENEFRES/AE//${purposeCode}`.padEnd(PURPOSE_CODE_LINE_LENGTH, ' ');
}

/** The wire description; only a payment to a UAE IBAN needs (and gets) the purpose code. */
export function addPurposeCodePrefix(
  description: string,
  purposeCode: string | null,
  creditorIban: string,
): TRuleResult<string> {
  if (!isUaeIban(creditorIban)) return succeed(description);
  if (purposeCode === null || purposeCode === '') return fail('FIELD_REQUIRED');
  if (!UAE_PURPOSE_CODE.test(purposeCode)) return fail('FIELD_INVALID');
  const shortened = truncateToCodePoints(description, UAE_DESCRIPTION_MAX_LENGTH);
  return succeed(formatPurposeCodeLine(purposeCode) + shortened);
}

/** Splits a wire description back into the purpose code and the description a copy starts from. */
export function parsePurposeCodePrefix(description: string): {
  purposeCode: string | null;
  description: string;
} {
  const match = PURPOSE_CODE_PREFIX.exec(description);
  if (!match) return { purposeCode: null, description };
  return { purposeCode: match[1] ?? null, description: description.slice(match[0].length) };
}

export type TChargeBearer = 'SHA' | 'OUR';
export type TWireChargeBearer = 'SHAR' | 'DEBT';

export function mapChargeBearerToWire(chargeBearer: TChargeBearer): TWireChargeBearer {
  return chargeBearer === 'SHA' ? 'SHAR' : 'DEBT';
}

/** An unknown wire value is refused rather than read as DEBT, which would bill the client all fees. */
export function mapChargeBearerFromWire(wire: string): TRuleResult<TChargeBearer> {
  if (wire === 'SHAR') return succeed('SHA');
  if (wire === 'DEBT') return succeed('OUR');
  return fail('FIELD_INVALID');
}

export interface TUrgencyWire {
  readonly urgency: 'NORMAL' | 'HIGH' | 'INSTANT';
  readonly instructionPriority: 'HIGH' | 'NORMAL';
  readonly localInstrument: 'INST' | null;
}

/** What a backend sends back; any field may be missing, any value unexpected. */
export interface TReceivedUrgencyWire {
  readonly urgency?: string | null;
  readonly instructionPriority?: string | null;
  readonly localInstrument?: string | null;
}

// An instant payment is not prioritised within its channel: it goes on the SEPA Instant channel.
const URGENCY_WIRE: Readonly<Record<TUrgency, TUrgencyWire>> = {
  NORMAL: { urgency: 'NORMAL', instructionPriority: 'NORMAL', localInstrument: null },
  URGENT: { urgency: 'HIGH', instructionPriority: 'HIGH', localInstrument: null },
  INSTANT: { urgency: 'INSTANT', instructionPriority: 'NORMAL', localInstrument: 'INST' },
};

export function mapUrgencyToWire(choice: TUrgency): TUrgencyWire {
  return URGENCY_WIRE[choice];
}

function readChoiceFromChannel(wire: TReceivedUrgencyWire): TUrgency {
  if (wire.localInstrument === 'INST') return 'INSTANT';
  return wire.instructionPriority === 'HIGH' ? 'URGENT' : 'NORMAL';
}

function isAbsentOrEqual(value: string | null | undefined, expected: string | null): boolean {
  return value === undefined || value === null || value === expected;
}

/**
 * The `urgency` field decides when present, else the priority and the channel do (a missing
 * priority is NORMAL, as in pain.001); every field that is present must agree with the choice.
 */
export function mapUrgencyFromWire(wire: TReceivedUrgencyWire): TRuleResult<TUrgency> {
  const choice =
    wire.urgency === undefined || wire.urgency === null
      ? readChoiceFromChannel(wire)
      : URGENCIES.find((candidate) => URGENCY_WIRE[candidate].urgency === wire.urgency);
  if (choice === undefined) return fail('FIELD_INVALID');
  const expected = URGENCY_WIRE[choice];
  const isConsistent =
    isAbsentOrEqual(wire.instructionPriority, expected.instructionPriority) &&
    isAbsentOrEqual(wire.localInstrument, expected.localInstrument);
  return isConsistent ? succeed(choice) : fail('FIELD_INVALID');
}
