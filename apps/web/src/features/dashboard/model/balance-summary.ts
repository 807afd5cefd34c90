import type { TAccount } from '@poslovno/contract';
import {
  compareCurrenciesForDisplay,
  isKnownCurrency,
  parseDecimalToMinor,
  type TBalanceType,
  type TMinor,
} from '@poslovno/domain';
import { toFilterSearchParams } from '../../../lib/filter-search-params';

/** 000 §3's reservations by their cause; RESERVED is their total, so it is not added again. */
const RESERVATION_TYPES = [
  'RESERVED_BY_PAYMENT',
  'RESERVED_BY_CARD_TRANSACTION',
  'RESERVED_BY_ENFORCEMENT',
] as const satisfies readonly TBalanceType[];

export interface TAccountBalanceLine {
  account: TAccount;
  /** Null when the core bank gave no balances for the account (000 §8 LOXON_UNAVAILABLE). */
  figures: {
    expectedMinor: TMinor;
    bookedMinor: TMinor;
    reservedMinor: TMinor;
    reservedByPaymentMinor: TMinor;
  } | null;
}

export interface TCurrencyTotal {
  currency: string;
  expectedMinor: TMinor;
  bookedMinor: TMinor;
  reservedMinor: TMinor;
}

export interface TBalanceSummary {
  lines: TAccountBalanceLine[];
  /** One per currency in the order of 000 §9; a currency with an account without balances has none. */
  totals: TCurrencyTotal[];
}

function readMinor(account: TAccount, type: TBalanceType): TMinor | undefined {
  const balance = account.balances.find((candidate) => candidate.balanceType === type);
  if (!balance || !isKnownCurrency(balance.currency)) return undefined;
  return parseDecimalToMinor(balance.amount, balance.currency);
}

function readFigures(account: TAccount): TAccountBalanceLine['figures'] {
  const expectedMinor = readMinor(account, 'EXPECTED');
  const bookedMinor = readMinor(account, 'BOOKED');
  if (expectedMinor === undefined || bookedMinor === undefined) return null;
  const reservedMinor = RESERVATION_TYPES.reduce(
    (sum, type) => sum + (readMinor(account, type) ?? 0n),
    0n,
  );
  const reservedByPaymentMinor = readMinor(account, 'RESERVED_BY_PAYMENT') ?? 0n;
  return { expectedMinor, bookedMinor, reservedMinor, reservedByPaymentMinor };
}

/**
 * The dashboard's balances: each account the person holds (a closed one holds no money and is
 * left to the accounts screen), and per currency the sum of its accounts, in minor units. A total
 * is given only when every account of its currency has balances: a sum that silently leaves an
 * account out would be a wrong figure a person trusts.
 */
export function summarizeBalances(
  accounts: readonly TAccount[],
  domesticCurrency: string,
): TBalanceSummary {
  const lines = accounts
    .filter((account) => account.accountDetails.status !== 'CLOSED')
    .map((account) => ({ account, figures: readFigures(account) }));
  const byCurrency = new Map<string, TAccountBalanceLine[]>();
  for (const line of lines) {
    const currency = line.account.accountDetails.currency;
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), line]);
  }
  const totals: TCurrencyTotal[] = [];
  for (const [currency, currencyLines] of byCurrency) {
    const figures = currencyLines.map((line) => line.figures);
    if (figures.some((figure) => figure === null)) continue;
    const sum = (pick: (figure: NonNullable<TAccountBalanceLine['figures']>) => TMinor) =>
      figures.reduce((total, figure) => total + (figure ? pick(figure) : 0n), 0n);
    totals.push({
      currency,
      expectedMinor: sum((figure) => figure.expectedMinor),
      bookedMinor: sum((figure) => figure.bookedMinor),
      reservedMinor: sum((figure) => figure.reservedMinor),
    });
  }
  totals.sort((a, b) => compareCurrenciesForDisplay(a.currency, b.currency, domesticCurrency));
  return { lines, totals };
}

/**
 * 000 §4: the money reserved for payments belongs to orders authorised in full and handed to the
 * core, not yet executed (ORDER-PENDING and ORDERED, the overview's AUTHORIZED and
 * WAITING_EXECUTION groups); the overview's own address keys (payments/model/overview-filter.ts).
 */
export function buildReservingOrdersPath(iban: string): string {
  const params = toFilterSearchParams(['debtorIban', 'status'], {
    debtorIban: iban,
    status: ['AUTHORIZED', 'WAITING_EXECUTION'].join(','),
  });
  return `/payments?${params.toString()}`;
}
