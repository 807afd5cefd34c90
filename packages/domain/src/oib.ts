import { computeMod11Radix10CheckDigit, isValidMod11Radix10 } from './iso7064';
import { assert } from './assert';
import { fail, MAX_RULE_INPUT_LENGTH, succeed, type TRuleResult } from './result';

/** OIB, the Croatian personal identification number: 11 digits, the last an ISO 7064 MOD 11,10 check digit. */
export function isValidOib(oib: string): boolean {
  return /^\d{11}$/.test(oib) && isValidMod11Radix10(oib);
}

export function buildOib(base10: string): string {
  assert(/^\d{10}$/.test(base10), 'OIB base is 10 digits');
  return base10 + computeMod11Radix10CheckDigit(base10);
}

export function validateOib(text: string): TRuleResult<string> {
  if (text.length > 100) return fail('OIB_INVALID');
  const oib = text.trim();
  if (oib === '') return fail('FIELD_REQUIRED');
  return isValidOib(oib) ? succeed(oib) : fail('OIB_INVALID');
}

/** 000 §5 / 001 §5: a tax id (an OIB or a foreign one) has at least 7 characters. */
export const TAX_ID_MIN_LENGTH = 7;
export const TAX_ID_MAX_LENGTH = 35;

/**
 * A tax id of a payee or debtor: for a Croatian party an OIB; a foreign one needs 7..35 letters,
 * digits and the usual separators (an 11-digit foreign id, such as an Italian VAT number, is fine).
 */
export function validateTaxId(text: string, countryCode: string): TRuleResult<string> {
  if (text.length > MAX_RULE_INPUT_LENGTH) return fail('FIELD_TOO_LONG');
  if (countryCode.trim().toUpperCase() === 'HR') return validateOib(text);
  const taxId = text.trim();
  if (taxId === '') return fail('FIELD_REQUIRED');
  if (!/^[\p{L}\p{N}\-/. ]+$/u.test(taxId)) return fail('FIELD_INVALID_CHARACTERS');
  if ([...taxId].length < TAX_ID_MIN_LENGTH) return fail('TAX_ID_TOO_SHORT');
  if ([...taxId].length > TAX_ID_MAX_LENGTH) return fail('FIELD_TOO_LONG');
  return succeed(taxId);
}
