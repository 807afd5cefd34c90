import type { TAccount } from '@poslovno/contract';
import {
  formatMoney,
  getAccountDisplayLabel,
  isKnownCurrency,
  parseDecimalToMinor,
  toBcp47,
  type TBalanceType,
  type TLocale,
} from '@poslovno/domain';

export function getAccountLabel(
  account: Pick<TAccount, 'accountDetails' | 'accountIdentification'>,
): string {
  return getAccountDisplayLabel({
    personalizedNickname: account.accountDetails.personalizedNickname,
    nickname: account.accountDetails.nickname,
    iban: account.accountIdentification.iban,
    currency: account.accountDetails.currency,
  });
}

/** A wire amount for display, or undefined when it cannot be read exactly (never through a float). */
export function formatWireAmount(
  amount: string,
  currency: string,
  locale: TLocale,
): string | undefined {
  if (!isKnownCurrency(currency)) return undefined;
  const minor = parseDecimalToMinor(amount, currency);
  return minor === undefined ? undefined : formatMoney(minor, currency, locale);
}

export function findBalance(
  balances: TAccount['balances'],
  type: TBalanceType,
): TAccount['balances'][number] | undefined {
  return balances.find((balance) => balance.balanceType === type);
}

/** 000 §3 balance option: the expected balance, or undefined for "temporarily unavailable". */
export function formatExpectedBalance(
  account: Pick<TAccount, 'balances'>,
  locale: TLocale,
): string | undefined {
  const expected = findBalance(account.balances, 'EXPECTED');
  return expected ? formatWireAmount(expected.amount, expected.currency, locale) : undefined;
}

/** "7.5000" -> "7,5" (hr) or "7.5" (en); Intl reads the decimal string exactly. */
export function formatInterestRate(rate: string, locale: TLocale): string {
  if (!/^-?\d+(\.\d+)?$/.test(rate)) return rate;
  return new Intl.NumberFormat(toBcp47(locale), { maximumFractionDigits: 4 }).format(
    rate as Intl.StringNumericLiteral,
  );
}

/** The order after moving one id by an offset; the same order when the move would leave the list. */
export function moveId(ids: readonly string[], id: string, offset: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** Puts accounts in the given id order; accounts missing from it keep their place at the end. */
export function sortAccountsByIds<T extends { id: string }>(
  accounts: readonly T[],
  ids: readonly string[],
): T[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return [...accounts].sort(
    (a, b) => (position.get(a.id) ?? ids.length) - (position.get(b.id) ?? ids.length),
  );
}
