import { formatMinorAsDecimal, type TMinor } from './money';
import { getCurrencyDecimals } from './money';
import { toBcp47, type TLocale } from './locale';

// CLDR gives Croatian the minus sign (U+2212) and English the hyphen-minus: one sign for both.
const MINUS_SIGN = '\u2212';

/**
 * Money for display: hr "1.250,00", en "1,250.00" (000 §5 number input, §9 two decimals), a
 * negative amount with the minus sign in both languages ("−1.250,00", "−1,250.00").
 * Intl formats the exact decimal string, so no float ever holds the amount.
 */
export function formatMoneyAmount(minor: TMinor, currency: string, locale: TLocale): string {
  const decimals = getCurrencyDecimals(currency);
  const formatter = new Intl.NumberFormat(toBcp47(locale), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  const text = formatter.format(formatMinorAsDecimal(minor, currency) as Intl.StringNumericLiteral);
  return text.replace(/^-/, MINUS_SIGN);
}

export function formatMoney(minor: TMinor, currency: string, locale: TLocale): string {
  return `${formatMoneyAmount(minor, currency, locale)} ${currency}`;
}
