import { formatMinorAsDecimal, type TMinor } from './money';
import { getCurrencyDecimals } from './money';
import { toBcp47, type TLocale } from './locale';

/**
 * Money for display: hr "1.250,00", en "1,250.00" (000 §5 number input, §9 two decimals).
 * Intl formats the exact decimal string, so no float ever holds the amount.
 */
export function formatMoneyAmount(minor: TMinor, currency: string, locale: TLocale): string {
  const decimals = getCurrencyDecimals(currency);
  const formatter = new Intl.NumberFormat(toBcp47(locale), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return formatter.format(formatMinorAsDecimal(minor, currency) as Intl.StringNumericLiteral);
}

export function formatMoney(minor: TMinor, currency: string, locale: TLocale): string {
  return `${formatMoneyAmount(minor, currency, locale)} ${currency}`;
}
