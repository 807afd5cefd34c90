import { assert } from './assert';
import type { TAccountStatus } from './account';
import {
  PAYMENT_CONFIRMATION_FEE_CURRENCY,
  PAYMENT_CONFIRMATION_FEE_MINOR,
} from './business-limits';
import type { TErrorCode, TRuleViolation } from './error-codes';
import { DOMESTIC_CURRENCY, type TMinor } from './money';
import {
  BACK_OFFICE_REQUEST_STATUSES,
  BACK_OFFICE_REQUEST_VOCABULARY,
  type TBackOfficeRequestStatus,
} from './order-lifecycle';

/**
 * Confirmations of executed payments (001 §7 "Generic confirmation"): the company asks the bank
 * to confirm one or more of its executed payments; the request is an order of its own, signed on
 * the account that pays the fee, and the bank books a fee per payment and gives each payment its
 * confirmation, a document with the bank's number (docs/decisions.md "Payment confirmations").
 */

/** The spec names no statuses for the request: 001 §4's generic ones, as a GDPR consent's. */
export const PAYMENT_CONFIRMATION_STATUSES = BACK_OFFICE_REQUEST_STATUSES;
export type TPaymentConfirmationStatus = TBackOfficeRequestStatus;
export const PAYMENT_CONFIRMATION_VOCABULARY = BACK_OFFICE_REQUEST_VOCABULARY;

/** As many payments as one download of payment documents takes (000 §9: 50 at once). */
export const MAX_PAYMENTS_PER_CONFIRMATION = 50;

/**
 * The list of payments a request names: at least one, at most 50, each once. The ids are the
 * wire's canonical decimal numbers (no leading zeros), so equal ids are equal strings.
 */
export function checkConfirmationSelection(paymentIds: readonly string[]): TRuleViolation[] {
  if (paymentIds.length === 0) return [{ field: 'paymentIds', code: 'FIELD_REQUIRED' }];
  if (paymentIds.length > MAX_PAYMENTS_PER_CONFIRMATION)
    return [{ field: 'paymentIds', code: 'FIELD_OUT_OF_RANGE' }];
  const seen = new Set<string>();
  const violations: TRuleViolation[] = [];
  paymentIds.forEach((paymentId, index) => {
    if (seen.has(paymentId))
      violations.push({ field: `paymentIds.${index}`, code: 'PAYMENT_LISTED_TWICE' });
    seen.add(paymentId);
  });
  return violations;
}

/** What the rules need to know of a payment the person may see. */
export interface TConfirmablePayment {
  /** The payment's own status (000 §4). */
  status: string;
  /** It has a confirmation, or one is with the bank: a second would only charge the fee again. */
  isConfirmed: boolean;
}

/** Only a payment the bank executed can be confirmed as executed, and only once. */
export function checkPaymentConfirmable(payment: TConfirmablePayment): TErrorCode | undefined {
  if (payment.status !== 'EXECUTED') return 'PAYMENT_NOT_EXECUTED';
  if (payment.isConfirmed) return 'PAYMENT_ALREADY_CONFIRMED';
  return undefined;
}

/** The account that pays the fee: one of the company's, active, in the fee's (domestic) currency. */
export function checkFeeAccount(
  account: { currency: string; status: TAccountStatus } | undefined,
): TErrorCode | undefined {
  if (account === undefined) return 'DEBTOR_ACCOUNT_UNIDENTIFIABLE';
  if (account.status !== 'ACTIVE') return 'DEBTOR_ACCOUNT_INACTIVE';
  if (account.currency !== PAYMENT_CONFIRMATION_FEE_CURRENCY) return 'FEE_ACCOUNT_NOT_DOMESTIC';
  return undefined;
}

export interface TConfirmationFees {
  perPaymentMinor: TMinor;
  totalMinor: TMinor;
  currency: string;
}

/** The tariff's fee for each payment and for the request, in domestic currency (001 §9). */
export function computeConfirmationFees(paymentCount: number): TConfirmationFees {
  assert(
    Number.isInteger(paymentCount) &&
      paymentCount >= 1 &&
      paymentCount <= MAX_PAYMENTS_PER_CONFIRMATION,
    `a confirmation covers 1 to ${MAX_PAYMENTS_PER_CONFIRMATION} payments, got ${paymentCount}`,
  );
  assert(
    PAYMENT_CONFIRMATION_FEE_CURRENCY === DOMESTIC_CURRENCY,
    'the confirmation fee is in domestic currency',
  );
  return {
    perPaymentMinor: PAYMENT_CONFIRMATION_FEE_MINOR,
    totalMinor: PAYMENT_CONFIRMATION_FEE_MINOR * BigInt(paymentCount),
    currency: PAYMENT_CONFIRMATION_FEE_CURRENCY,
  };
}

/** "POT" (potvrda): the bank's confirmations, apart from its order references ("JPB-…"). */
const CONFIRMATION_NUMBER_PREFIX = 'POT';
const CONFIRMATION_NUMBER_MIN_DIGITS = 6;

/**
 * The number the bank gives a confirmation, "POT-2026-000042": the year it was issued and the
 * bank's running number of confirmations, unique because the number is.
 */
export function formatConfirmationNumber(year: number, number: bigint): string {
  assert(Number.isInteger(year) && year >= 1000 && year <= 9999, `a four-digit year, got ${year}`);
  assert(
    number > 0n && number < 10n ** 15n,
    `a confirmation number of 1 to 15 digits, got ${number}`,
  );
  const digits = number.toString().padStart(CONFIRMATION_NUMBER_MIN_DIGITS, '0');
  return `${CONFIRMATION_NUMBER_PREFIX}-${year}-${digits}`;
}
