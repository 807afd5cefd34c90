import type { TBasket, TBasketPayment, TOrderChallengeAnswer } from '@poslovno/contract';
import {
  formatIbanGrouped,
  isValidElectronicIban,
  normalizeIban,
  type TLocale,
} from '@poslovno/domain';
import { formatWireAmount } from '../../../lib/account-format';
import type { TSigningResult } from '../../../signing/signing-outcome';

/**
 * What the baskets' screens read from a basket (000 §3, §4): its totals in words, where its
 * signature left it, its payments that changed or still wait, and what its challenge signs.
 */

/** `/baskets?list`: the list even when it holds one basket (000 §4's flag). */
export const LIST_FLAG = 'list';

/** The list's navigation state after a basket was deleted on its details page. */
export function toDeletedState(referenceNumber: string): { deletedReference: string } {
  return { deletedReference: referenceNumber };
}

export function readDeletedReference(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('deletedReference' in state)) return null;
  return typeof state.deletedReference === 'string' ? state.deletedReference : null;
}

/** A wire amount in the interface language; one it cannot read stays as it came. */
export function formatBasketMoney(
  money: { amount: string; currency: string },
  locale: TLocale,
): string {
  return (
    formatWireAmount(money.amount, money.currency, locale) ??
    `${money.amount.replace(/^-/, '\u2212')} ${money.currency}`
  );
}

/** An account: an IBAN in groups of four, another account number as it was given. */
export function formatBasketAccount(account: string): string {
  return isValidElectronicIban(normalizeIban(account)) ? formatIbanGrouped(account) : account;
}

/** One sum per currency, in the order the server gave (000 §9's order of currencies). */
export function formatBasketTotals(totals: TBasket['totals'], locale: TLocale): string[] {
  return totals.map((total) => formatBasketMoney(total, locale));
}

/** Payments edited or gone since they joined: the basket cannot be signed until it is made again. */
export function listChangedPayments(basket: Pick<TBasket, 'payments'>): TBasketPayment[] {
  return basket.payments.filter((payment) => payment.isChanged);
}

/** After a signature that did not sign every payment in full: the payments that still wait. */
export function listWaitingPayments(basket: Pick<TBasket, 'payments'>): TBasketPayment[] {
  return basket.payments.filter((payment) => !payment.isAuthorized && !payment.isChanged);
}

/** Still active: it may be signed (if nothing changed) or deleted. */
export function isBasketActive(basket: Pick<TBasket, 'status'>): boolean {
  return basket.status === 'INITIATED' || basket.status === 'PARTIAL';
}

/**
 * The basket the authorize call answered, read as the signing dialog's result: signed in full
 * (each payment went on to the bank, or will once the bank's system answers), or some payments
 * waiting for a further signature, of anyone or of the mandatory signee.
 */
export function readBasketSigningResult(
  basket: Pick<TBasket, 'status' | 'statusCodes'>,
): TSigningResult {
  if (basket.statusCodes.includes('PROPAGATION_FAILED')) return 'PROPAGATION_FAILED';
  if (basket.status === 'SIGNED') return 'AUTHORIZED';
  if (basket.statusCodes.includes('MANDATORY_SIGNEE_NEEDED')) return 'MANDATORY_SIGNEE_NEEDED';
  return 'PARTIALLY_AUTHORIZED';
}

/** One payment a basket's signature covers, as its challenge binds it. */
export interface TSignedBasketItem {
  /** The payment's number, when the challenge names the members one for one with its items. */
  paymentId: string | undefined;
  creditorName: string;
  creditorAccount: string;
  amount: string;
  currency: string;
}

/** What a basket's challenge signs: its reference, the total per currency and every payment. */
export interface TSignedBasket {
  reference: string | undefined;
  /** The total as the server bound it ("1250.00 EUR, 80.00 USD"), one entry per currency. */
  totals: { amount: string; currency: string }[];
  /** The bound total when it is not of that form: shown as it came, never hidden. */
  totalText: string | undefined;
  items: TSignedBasketItem[];
  /** Fields the app does not read, shown by their own name and value. */
  others: { name: string; value: string }[];
}

const TOTAL_PART = /^(-?\d+(?:\.\d+)?) ([A-Z]{3})$/;

function readTotals(value: string): TSignedBasket['totals'] | undefined {
  const parts = value.split(', ').map((part) => TOTAL_PART.exec(part.trim()));
  if (parts.length === 0 || parts.some((part) => part === null)) return undefined;
  return parts.flatMap((part) =>
    part?.[1] && part[2] ? [{ amount: part[1], currency: part[2] }] : [],
  );
}

const KNOWN_FIELDS = new Set(['basket', 'total', 'members']);

/**
 * The challenge of a basket read for the signer (PSD2 dynamic linking): the basket's reference,
 * its total, and every payee with its amount. The `members` field names the payments (with the
 * version signed) in the order of the items; when the two do not pair up one for one, the items stand without their numbers.
 */
export function readSignedBasket(
  challenge: Pick<TOrderChallengeAnswer, 'signedFields' | 'signedItems'>,
): TSignedBasket {
  const field = (name: string) => challenge.signedFields.find((one) => one.name === name)?.value;
  const totalValue = field('total');
  const totals = totalValue === undefined ? undefined : readTotals(totalValue);
  // Each member as "id@version": the payment's number, and the version of it that is signed.
  const members = (field('members') ?? '')
    .split(',')
    .map((member) => member.trim().split('@')[0] ?? '')
    .filter(Boolean);
  const signedItems = challenge.signedItems ?? [];
  const isPaired = members.length === signedItems.length;
  return {
    reference: field('basket'),
    totals: totals ?? [],
    totalText: totals === undefined ? totalValue : undefined,
    items: signedItems.map((item, index) => ({
      paymentId: isPaired ? members[index] : undefined,
      creditorName: item.creditorName,
      creditorAccount: item.creditorAccount,
      amount: item.amount,
      currency: item.currency,
    })),
    others: challenge.signedFields.filter((one) => !KNOWN_FIELDS.has(one.name)),
  };
}
