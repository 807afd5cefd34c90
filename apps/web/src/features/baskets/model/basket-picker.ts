import type { TPayment } from '@poslovno/contract';
import { formatMoney, parseDecimalToMinor, sumPerCurrency, type TLocale } from '@poslovno/domain';

/**
 * What the chosen payments add up to, one sum per currency in 000 §9's order, as the basket will
 * total them. An amount the client cannot read (never one the overview gives) counts as nothing.
 */
export function formatSelectedTotals(
  payments: readonly Pick<TPayment, 'instructedAmount'>[],
  locale: TLocale,
): string[] {
  return sumPerCurrency(
    payments.map(({ instructedAmount: { amount, currency } }) => ({
      amountMinor: parseDecimalToMinor(amount, currency) ?? 0n,
      currency,
    })),
  ).map((total) => formatMoney(total.amountMinor, total.currency, locale));
}
