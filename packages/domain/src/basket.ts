import { compareCurrenciesForDisplay } from './money';
import type { TIsoDate } from './iso-date';
import { defineOrderVocabulary } from './order-lifecycle';
import type { TOrderPhase } from './order-lifecycle';

/**
 * Payment baskets (000 §2, §3, §4): payments grouped to be signed together with one signature
 * that covers the basket's total and its payees (PSD2 RTS Art. 5(3)(b)). A basket is an order of
 * the kernel that holds orders (the GROUP signing rule); its payments stay orders of their own.
 */

export const BASKET_ORDER_TYPE = 'BASKET';

/** The most payments one basket holds: one signature screen a person can still read through. */
export const BASKET_MAX_PAYMENTS = 100;

export const BASKET_STATUSES = ['INITIATED', 'PARTIAL', 'SIGNED', 'EXPIRED', 'DELETED'] as const;
export type TBasketStatus = (typeof BASKET_STATUSES)[number];

/**
 * 000 §4 names INITIATED (for authorisation) and PARTIAL; SIGNED (every payment signed, each goes
 * on to the bank on its own), EXPIRED and DELETED are where a basket leaves the active list.
 */
export const BASKET_VOCABULARY = defineOrderVocabulary<TBasketStatus>({
  phases: {
    INITIATED: 'STORED',
    PARTIAL: 'PARTIALLY_SIGNED',
    SIGNED: 'AUTHORIZED',
    EXPIRED: 'CANCELED',
    DELETED: 'DELETED',
  },
  kernelStatuses: {
    STORED: 'INITIATED',
    PARTIALLY_SIGNED: 'PARTIAL',
    AUTHORIZED: 'SIGNED',
    CANCELED: 'EXPIRED',
    DELETED: 'DELETED',
  },
  bankTransitions: {},
  revocable: [],
});

/** What a basket needs to know of a payment that asks to join it. */
export interface TBasketCandidate {
  phase: TOrderPhase;
  isSignedByPerson: boolean;
  /** The active basket the payment is in already, if any. */
  activeBasketId: bigint | null;
}

/**
 * Whether a payment may join a basket (000 §4, issue 24): one still waiting for signatures
 * (STORED, or signed by somebody else and waiting for another signature) that this person has not
 * signed, and that no other active basket holds.
 */
export function judgeBasketCandidate(
  candidate: TBasketCandidate,
): 'OK' | 'PAYMENT_NOT_BASKETABLE' | 'CONCURRENT_BASKET_CREATE_ATTEMPT' {
  if (candidate.phase !== 'STORED' && candidate.phase !== 'PARTIALLY_SIGNED')
    return 'PAYMENT_NOT_BASKETABLE';
  if (candidate.isSignedByPerson) return 'PAYMENT_NOT_BASKETABLE';
  if (candidate.activeBasketId !== null) return 'CONCURRENT_BASKET_CREATE_ATTEMPT';
  return 'OK';
}

/**
 * A basket expires at the end of its expiration date: the earliest execution date of its
 * payments, after which the earliest one can no longer be signed for its date anyway.
 */
export function getBasketExpirationDate(executionDates: readonly TIsoDate[]): TIsoDate {
  const [first, ...rest] = executionDates;
  if (first === undefined) throw new Error('a basket holds at least one payment');
  return rest.reduce((earliest, date) => (date < earliest ? date : earliest), first);
}

export interface TCurrencyTotal {
  currency: string;
  amountMinor: bigint;
}

/** A total of amounts in several currencies: one sum per currency, in 000 §9's order. */
export function sumPerCurrency(
  payments: readonly { amountMinor: bigint; currency: string }[],
): TCurrencyTotal[] {
  const sums = new Map<string, bigint>();
  for (const payment of payments)
    sums.set(payment.currency, (sums.get(payment.currency) ?? 0n) + payment.amountMinor);
  return [...sums.entries()]
    .map(([currency, amountMinor]) => ({ currency, amountMinor }))
    .sort((left, right) => compareCurrenciesForDisplay(left.currency, right.currency));
}
