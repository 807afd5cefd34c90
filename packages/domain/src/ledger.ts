import type { TAccountStatus, TBalanceType } from './account';
import { assert } from './assert';
import { isKnownCurrency, type TMinor } from './money';
import { fail, succeed, type TRuleResult } from './result';

/**
 * Double-entry rules of the core bank (issue 6, DESIGN.md §3). A booking is a set of postings
 * whose sum is zero in every currency, so money is only ever moved, never made or lost; a
 * cross-currency booking balances each currency through the bank's FX position account.
 */

/** One leg of a booking: positive is a credit (money in), negative a debit (money out). */
export interface TPosting {
  accountId: string;
  currency: string;
  amountMinor: TMinor;
}

/** Bounds the work (and the row locks) of one booking; a bulk order is split into bookings. */
export const MAX_POSTINGS_PER_BOOKING = 100;

/**
 * The postings are built by our own code from already validated orders, so an unbalanced set is a
 * bug that must stop the booking before anything is written, never a message for the client.
 */
export function assertBalancedPostings(postings: readonly TPosting[]): void {
  assert(
    postings.length >= 2,
    () => `a booking needs at least two postings, got ${postings.length}`,
  );
  assert(
    postings.length <= MAX_POSTINGS_PER_BOOKING,
    () => `a booking has at most ${MAX_POSTINGS_PER_BOOKING} postings, got ${postings.length}`,
  );
  const sums = new Map<string, TMinor>();
  for (const posting of postings) {
    assert(isKnownCurrency(posting.currency), () => `unknown posting currency ${posting.currency}`);
    assert(posting.amountMinor !== 0n, () => `zero posting to account ${posting.accountId}`);
    sums.set(posting.currency, (sums.get(posting.currency) ?? 0n) + posting.amountMinor);
  }
  for (const [currency, sum] of sums)
    assert(sum === 0n, () => `postings in ${currency} sum to ${sum} minor units instead of 0`);
}

/** What the ledger knows about one account when it decides whether a posting may go through. */
export interface TAccountState {
  status: TAccountStatus;
  currency: string;
  bookedMinor: TMinor;
  /** Every reservation: by payment, by card transaction and by enforcement. */
  reservedMinor: TMinor;
  overdraftLimitMinor: TMinor;
}

/** Money the client may still spend: reservations are already promised, the overdraft is lent. */
export function getAvailableMinor(state: TAccountState): TMinor {
  assert(state.reservedMinor >= 0n, `negative reservations ${state.reservedMinor}`);
  assert(state.overdraftLimitMinor >= 0n, `negative overdraft ${state.overdraftLimitMinor}`);
  return state.bookedMinor - state.reservedMinor + state.overdraftLimitMinor;
}

export interface TDebitOptions {
  /**
   * The reservation this debit consumes (a payment reserved when it was authorised). It is part
   * of reservedMinor, so without giving it back the payment would be refused for its own hold.
   */
  reservationMinor?: TMinor;
}

/** 000 §8: a BLOCKED or CLOSED account refuses debits; otherwise the available amount decides. */
export function checkDebit(
  state: TAccountState,
  amountMinor: TMinor,
  { reservationMinor = 0n }: TDebitOptions = {},
): TRuleResult<void> {
  assert(amountMinor > 0n, `a debit amount must be positive, got ${amountMinor}`);
  assert(
    reservationMinor >= 0n && reservationMinor <= state.reservedMinor,
    `reservation ${reservationMinor} is not within the reserved ${state.reservedMinor}`,
  );
  if (state.status !== 'ACTIVE') return fail('SIRIUS_ACCOUNT_STATUS', state.status);
  if (amountMinor > getAvailableMinor(state) + reservationMinor)
    return fail('SIRIUS_INSUFFICIENT_FUNDS');
  return succeed(undefined);
}

/** A BLOCKED account still receives money (salaries, enforcement collections); a CLOSED one not. */
export function checkCredit(state: TAccountState): TRuleResult<void> {
  if (state.status === 'CLOSED') return fail('SIRIUS_ACCOUNT_STATUS', state.status);
  return succeed(undefined);
}

/**
 * An account holds one currency; money in another must first be converted through the FX
 * position, so a posting that skipped that step is refused rather than booked at face value.
 */
export function checkPostingCurrency(state: TAccountState, currency: string): TRuleResult<void> {
  if (currency !== state.currency) return fail('CURRENCY_MISMATCH', currency);
  return succeed(undefined);
}

export interface TBalanceSources {
  bookedMinor: TMinor;
  byPaymentMinor: TMinor;
  byCardMinor: TMinor;
  byEnforcementMinor: TMinor;
}

/** 000 §3 balance types, all derived from the booked sum and the three kinds of reservation. */
export function deriveBalances({
  bookedMinor,
  byPaymentMinor,
  byCardMinor,
  byEnforcementMinor,
}: TBalanceSources): Readonly<Record<TBalanceType, TMinor>> {
  assert(
    byPaymentMinor >= 0n && byCardMinor >= 0n && byEnforcementMinor >= 0n,
    `negative reservation (payment ${byPaymentMinor}, card ${byCardMinor}, enforcement ${byEnforcementMinor})`,
  );
  const reservedMinor = byPaymentMinor + byCardMinor + byEnforcementMinor;
  return {
    EXPECTED: bookedMinor - reservedMinor,
    BOOKED: bookedMinor,
    RESERVED: reservedMinor,
    RESERVED_BY_PAYMENT: byPaymentMinor,
    RESERVED_BY_CARD_TRANSACTION: byCardMinor,
    RESERVED_BY_ENFORCEMENT: byEnforcementMinor,
  };
}
