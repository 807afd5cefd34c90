import { assert } from './assert';
import type { TErrorCode, TRuleViolation } from './error-codes';
import { validateIban } from './iban';
import { validateAmount, type TMinor } from './money';
import {
  BACK_OFFICE_REQUEST_STATUSES,
  BACK_OFFICE_REQUEST_VOCABULARY,
  type TBackOfficeRequestStatus,
} from './order-lifecycle';
import { validatePaymentText } from './text';

/**
 * Instant payment limits (001 §2, §3, §5, §7): how much an account may pay by instant payment,
 * per transaction or as the day's sum, or without a limit. The company asks for a change with a
 * request signed by the account's authorities; the bank applies it. Until an account has a limit
 * of its own, the bank's default per-transaction limit applies (INSTANT_PAYMENT_LIMIT_EUR).
 */
export const INSTANT_LIMIT_TYPES = ['PER_TRANSACTION', 'DAILY_LIMIT', 'WITHOUT_LIMIT'] as const;
export type TInstantLimitType = (typeof INSTANT_LIMIT_TYPES)[number];

/** Instant payments are euro payments (SCT Inst), so every limit is in euro. */
export const INSTANT_LIMIT_CURRENCY = 'EUR';

/**
 * The largest amount the bank takes in a request online, 1,000,000.00 EUR (docs/decisions.md
 * "Instant payment limits"); the bank may hold a lower one. A client meaning no bound at all asks
 * for WITHOUT_LIMIT.
 */
export const INSTANT_LIMIT_ONLINE_MAXIMUM_MINOR: TMinor = 100_000_000n;

/** The request's own reference: optional, ISO 20022's Max35Text in the payment character set. */
export const INSTANT_LIMIT_REFERENCE_MAX_LENGTH = 35;

/**
 * The spec names no statuses for limit requests: the authority change request's (001 §4), which are
 * the generic progression of a request the bank decides, with DELETED for one withdrawn.
 */
export const INSTANT_LIMIT_REQUEST_STATUSES = BACK_OFFICE_REQUEST_STATUSES;
export type TInstantLimitRequestStatus = TBackOfficeRequestStatus;
export const INSTANT_LIMIT_REQUEST_VOCABULARY = BACK_OFFICE_REQUEST_VOCABULARY;

/** An account's limit: an amount in euro minor units for the two types that take one. */
export type TInstantLimit =
  | { limitType: 'PER_TRANSACTION' | 'DAILY_LIMIT'; limitMinor: TMinor }
  | { limitType: 'WITHOUT_LIMIT'; limitMinor: null };

export function isInstantLimitType(value: string): value is TInstantLimitType {
  return (INSTANT_LIMIT_TYPES as readonly string[]).includes(value);
}

/** Whether a limit of the type is an amount (PER_TRANSACTION, DAILY_LIMIT) or none. */
export function takesLimitAmount(limitType: TInstantLimitType): boolean {
  return limitType !== 'WITHOUT_LIMIT';
}

/** A change request as typed: the form sends one type; several (a list) break 001 §5's rule. */
export interface TInstantLimitRequestDraft {
  accountNumber: string;
  limitTypes: readonly string[];
  /** Null or empty when not given. */
  limitAmount: string | null;
  reference: string;
}

export interface TInstantLimitRequest {
  /** The account's IBAN as the rules normalised it; the server finds the account by it. */
  accountIban: string;
  limit: TInstantLimit;
  reference: string;
}

/** What the server looked up for the rules: the bank's maximum and the person's accounts. */
export interface TInstantLimitRequestContext {
  /** The bank's largest limit online, at most INSTANT_LIMIT_ONLINE_MAXIMUM_MINOR. */
  maximumMinor: TMinor;
  /** Whether the IBAN is an account of the company the person works with. */
  isKnownAccount(iban: string): boolean;
}

export type TInstantLimitRequestValidation =
  { ok: true; value: TInstantLimitRequest } | { ok: false; violations: TRuleViolation[] };

function checkLimitType(
  limitTypes: readonly string[],
): { type: TInstantLimitType } | { code: TErrorCode } {
  const named = limitTypes.map((type) => type.trim()).filter((type) => type !== '');
  if (named.length === 0) return { code: 'FIELD_REQUIRED' };
  if (named.length > 1) return { code: 'INSTANT_LIMIT_ONE_TYPE' };
  const [type = ''] = named;
  return isInstantLimitType(type) ? { type } : { code: 'FIELD_INVALID' };
}

function checkLimitAmount(
  limitType: TInstantLimitType,
  text: string,
  maximumMinor: TMinor,
): { amountMinor: TMinor | null } | { code: TErrorCode } {
  if (!takesLimitAmount(limitType))
    return text === '' ? { amountMinor: null } : { code: 'AMOUNT_NOT_ALLOWED' };
  const amount = validateAmount(text, INSTANT_LIMIT_CURRENCY);
  if (!amount.ok) return { code: amount.code };
  return amount.value > maximumMinor
    ? { code: 'AMOUNT_ABOVE_ONLINE_MAXIMUM' }
    : { amountMinor: amount.value };
}

function checkAccount(
  text: string,
  context: TInstantLimitRequestContext,
): { iban: string } | { code: TErrorCode } {
  const iban = validateIban(text);
  if (!iban.ok) return { code: iban.code };
  return context.isKnownAccount(iban.value)
    ? { iban: iban.value }
    : { code: 'DEBTOR_ACCOUNT_UNIDENTIFIABLE' };
}

/**
 * 001 §3, §5: exactly one limit type; an amount for PER_TRANSACTION and DAILY_LIMIT (greater than
 * zero, at most two decimals, at most the bank's online maximum) and none for WITHOUT_LIMIT; one
 * of the person's accounts by its IBAN; the reference optional, in the payment character set.
 * Every field is answered with its first broken rule.
 */
export function validateInstantLimitRequest(
  draft: TInstantLimitRequestDraft,
  context: TInstantLimitRequestContext,
): TInstantLimitRequestValidation {
  const { maximumMinor } = context;
  assert(maximumMinor > 0n, 'the online maximum of an instant limit is positive');
  const violations: TRuleViolation[] = [];
  const account = checkAccount(draft.accountNumber, context);
  if ('code' in account) violations.push({ field: 'accountNumber', code: account.code });
  const type = checkLimitType(draft.limitTypes);
  if ('code' in type) violations.push({ field: 'limitType', code: type.code });
  const amountText = (draft.limitAmount ?? '').trim();
  const amount =
    'type' in type ? checkLimitAmount(type.type, amountText, maximumMinor) : { amountMinor: null };
  if ('code' in amount) violations.push({ field: 'limitAmount', code: amount.code });
  const reference = validatePaymentText(draft.reference, {
    maxLength: INSTANT_LIMIT_REFERENCE_MAX_LENGTH,
  });
  if (!reference.ok) violations.push({ field: 'reference', code: reference.code });
  if ('code' in account || !('type' in type) || 'code' in amount || !reference.ok)
    return { ok: false, violations };
  const limit: TInstantLimit =
    type.type === 'WITHOUT_LIMIT'
      ? { limitType: type.type, limitMinor: null }
      : { limitType: type.type, limitMinor: amount.amountMinor ?? 0n };
  return { ok: true, value: { accountIban: account.iban, limit, reference: reference.value } };
}

/**
 * An account's standing for its next instant payment: the limit in force (its own, else the bank's
 * default per transaction) and, for a daily limit, what its instant payments of the day (Europe/
 * Zagreb) not rejected, cancelled, recalled or deleted already come to, the judged one left out.
 */
export interface TInstantLimitStanding {
  limit: TInstantLimit;
  spentTodayMinor: TMinor;
}

/** The bank's default: a per-transaction limit, nothing counted. */
export function getDefaultInstantStanding(defaultLimitMinor: TMinor): TInstantLimitStanding {
  return {
    limit: { limitType: 'PER_TRANSACTION', limitMinor: defaultLimitMinor },
    spentTodayMinor: 0n,
  };
}

export function assertInstantStanding(standing: TInstantLimitStanding): void {
  const { limit, spentTodayMinor } = standing;
  assert(
    limit.limitMinor === null ? limit.limitType === 'WITHOUT_LIMIT' : limit.limitMinor > 0n,
    'an instant limit with an amount has a positive one',
  );
  assert(spentTodayMinor >= 0n, "the day's instant payments are not negative");
}

/**
 * Whether an instant payment of this amount (euro minor units) stays within the account's limit:
 * the amount itself per transaction, the day's sum with it under a daily limit, anything without.
 */
export function isWithinInstantLimit(
  standing: TInstantLimitStanding,
  amountMinor: TMinor,
): boolean {
  assertInstantStanding(standing);
  assert(amountMinor > 0n, 'an instant payment has a positive amount');
  const { limit, spentTodayMinor } = standing;
  if (limit.limitType === 'WITHOUT_LIMIT') return true;
  const counted = limit.limitType === 'DAILY_LIMIT' ? spentTodayMinor + amountMinor : amountMinor;
  return counted <= limit.limitMinor;
}
