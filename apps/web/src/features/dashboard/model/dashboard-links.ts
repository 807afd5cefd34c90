import type { TTransaction } from '@poslovno/contract';
import { addDaysToIsoDate, type TIsoDate } from '@poslovno/domain';
import { toFilterSearchParams } from '../../../lib/filter-search-params';

export type TDirection = 'CREDIT' | 'DEBIT';

// The transactions and statements screens read their filters from these address keys.
const TRANSACTION_KEYS = ['accountId', 'from', 'to', 'minAmount', 'maxAmount', 'direction'];
const STATEMENT_KEYS = ['period', 'from', 'to', 'downloadState'];

function toPath(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The first day of a window of `numberOfDays` that ends today (today counts as one). */
export function getWindowStart(today: TIsoDate, numberOfDays: number): TIsoDate {
  return addDaysToIsoDate(today, 1 - numberOfDays);
}

/**
 * The transactions screen narrowed to one transaction: its account, value date, direction and
 * amount, so the row the person chose is what the list shows (with its PDF confirmation).
 */
export function buildTransactionPath(transaction: TTransaction): string {
  const amount = transaction.amount.replace(/^-/, '');
  return toPath(
    '/transactions',
    toFilterSearchParams(TRANSACTION_KEYS, {
      accountId: transaction.accountId,
      from: transaction.valueDate,
      to: transaction.valueDate,
      minAmount: amount,
      maxAmount: amount,
      direction: transaction.creditDebitIndicator === 'CRDT' ? 'CREDIT' : 'DEBIT',
    }),
  );
}

/** All money in (or out) of the card's window, on the transactions screen. */
export function buildDirectionPath(
  direction: TDirection,
  today: TIsoDate,
  numberOfDays: number,
): string {
  return toPath(
    '/transactions',
    toFilterSearchParams(TRANSACTION_KEYS, {
      from: getWindowStart(today, numberOfDays),
      to: today,
      direction,
    }),
  );
}

/** The statements not downloaded yet over the notifications' window, on the statements screen. */
export function buildStatementsPath(today: TIsoDate, numberOfDays: number): string {
  return toPath(
    '/statements',
    toFilterSearchParams(STATEMENT_KEYS, {
      period: 'SELECTED',
      from: getWindowStart(today, numberOfDays),
      to: today,
      downloadState: 'NOT_DOWNLOADED',
    }),
  );
}

/** The payments overview on the orders that still wait for signatures (000 §4 filter groups). */
export const ORDERS_TO_SIGN_PATH = `/payments?${new URLSearchParams({
  status: ['UNAUTHORIZED', 'FOR_AUTHORIZATION'].join(','),
}).toString()}`;

/**
 * An item's `path` comes from the server; only a path inside the app becomes a link, so a bad
 * answer can never send the person to another site ("//host" and "/\host" leave the origin).
 */
export function isAppPath(path: string): boolean {
  return /^\/(?![/\\])/.test(path);
}
