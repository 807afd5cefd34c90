import { defineOrderVocabulary } from './order-lifecycle';
import { fail, succeed, type TRuleResult } from './result';

/**
 * Mobile token reactivation (001 §2, §3, §4): a person whose phone was replaced or reset asks the
 * bank for a new activation of their mobile token. It is the person's own request (the personal
 * rule), proven with another device than the token being reactivated, and the bank answers with an
 * activation code in two parts: the first shown on screen, the second sent by SMS.
 */
export const REACTIVATION_REASONS = ['NEW_PHONE', 'FACTORY_SETTINGS_RESTORED'] as const;
export type TReactivationReason = (typeof REACTIVATION_REASONS)[number];

/**
 * 001 §4: CREATED while the answer's success is true, AUTHORIZED when the bank's status is
 * SUCCESSFUL, AUTHORIZE_FAILED otherwise; PROCESSING while signed and the bank cannot be reached,
 * DELETED for a request withdrawn before its signature.
 */
export const REACTIVATION_STATUSES = [
  'CREATED',
  'PROCESSING',
  'AUTHORIZED',
  'AUTHORIZE_FAILED',
  'DELETED',
] as const;
export type TReactivationStatus = (typeof REACTIVATION_STATUSES)[number];

export const REACTIVATION_VOCABULARY = defineOrderVocabulary<TReactivationStatus>({
  phases: {
    CREATED: 'STORED',
    PROCESSING: 'AUTHORIZED',
    AUTHORIZED: 'DONE',
    AUTHORIZE_FAILED: 'FAILED',
    DELETED: 'DELETED',
  },
  kernelStatuses: { STORED: 'CREATED', AUTHORIZED: 'PROCESSING', DELETED: 'DELETED' },
  bankTransitions: { PROCESSING: ['AUTHORIZED', 'AUTHORIZE_FAILED'] },
  revocable: [],
});

/** Digits in each half of the activation code: the screen's and the SMS's. */
export const ACTIVATION_CODE_PART_DIGITS = 5;
/** An activation code is good for a day, and for this many wrong tries. */
export const ACTIVATION_CODE_LIFETIME_HOURS = 24;
export const ACTIVATION_CODE_MAX_ATTEMPTS = 5;

/** E.164: a plus, the country code and the number, 8 to 15 digits in all. */
const E164 = /^\+[1-9]\d{7,14}$/;
/** A Croatian mobile number: +385 9x and 6 or 7 more digits. */
const CROATIAN_MOBILE = /^\+3859[1-9]\d{6,7}$/;

/**
 * A mobile number as typed (spaces, dashes, brackets, 00 or a trunk 0), read as E.164 with
 * Croatia as the default country; a Croatian number must be a mobile one.
 */
export function normalizeMobilePhone(input: string): TRuleResult<string> {
  const compact = input.trim().replace(/[\s\-()./]/g, '');
  if (compact === '') return fail('FIELD_REQUIRED');
  let e164: string;
  if (compact.startsWith('+')) e164 = compact;
  else if (compact.startsWith('00')) e164 = `+${compact.slice(2)}`;
  else if (compact.startsWith('0')) e164 = `+385${compact.slice(1)}`;
  else e164 = `+385${compact}`;
  if (!E164.test(e164)) return fail('PHONE_INVALID');
  if (e164.startsWith('+385') && !CROATIAN_MOBILE.test(e164)) return fail('PHONE_INVALID');
  return succeed(e164);
}

/** The code as the demo phone takes it: both parts, with or without the dash between them. */
export function readActivationCode(input: string): { first: string; second: string } | undefined {
  const digits = input.replace(/[\s-]/g, '');
  const length = ACTIVATION_CODE_PART_DIGITS;
  if (!new RegExp(`^\\d{${length * 2}}$`).test(digits)) return undefined;
  return { first: digits.slice(0, length), second: digits.slice(length) };
}
