import {
  formatIbanGrouped,
  isValidElectronicIban,
  normalizeIban,
  type TLocale,
} from '@poslovno/domain';
import { formatWireAmount } from '../../../lib/account-format';

/**
 * A wire amount with its currency in the interface language; a text it cannot read stays as it
 * came, but for its minus: one minus sign (U+2212) wherever payments show an amount
 * (docs/decisions.md, "One minus sign").
 */
export function formatPaymentMoney(
  money: { amount: string; currency: string },
  locale: TLocale,
): string {
  return (
    formatWireAmount(money.amount, money.currency, locale) ??
    `${money.amount.replace(/^-/, '\u2212')} ${money.currency}`
  );
}

/** A payee account: an IBAN in groups of four, another account number as it was typed. */
export function formatPayeeAccount(account: string): string {
  return isValidElectronicIban(normalizeIban(account)) ? formatIbanGrouped(account) : account;
}

/** Street, postal code and place, and country, as one line without empty parts. */
export function formatAddressLine(parts: readonly string[]): string {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
