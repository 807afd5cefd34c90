import { assert } from './assert';
import { computeMod11Radix10CheckDigit, isValidMod11Radix10 } from './iso7064';

/** Removes spaces and uppercases, as users type and paste IBANs grouped and in lower case. */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

function computeMod97(alphanumeric: string): number {
  let remainder = 0;
  for (const char of alphanumeric) {
    const code = char.charCodeAt(0);
    const value = code >= 65 ? code - 55 : code - 48;
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/;

/** ISO 13616 mod-97 check of an IBAN in electronic (compact, uppercase) form. */
export function hasValidIbanChecksum(iban: string): boolean {
  if (!IBAN_SHAPE.test(iban)) return false;
  return computeMod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

export function computeIbanCheckDigits(countryCode: string, bban: string): string {
  assert(
    /^[A-Z]{2}$/.test(countryCode) && /^[A-Z0-9]+$/.test(bban),
    'IBAN parts must be uppercase alphanumerics',
  );
  const check = 98 - computeMod97(bban + countryCode + '00');
  return check.toString().padStart(2, '0');
}

/** "HR12 1001 0051 8630 0016 0": groups of four for reading aloud and comparing. */
export function formatIbanGrouped(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/** 000 §9: an IBAN is shown as its last 10 characters. */
export function getIbanShortForm(iban: string): string {
  return normalizeIban(iban).slice(-10);
}

export const CROATIAN_IBAN_LENGTH = 21;

/**
 * A Croatian account: 7-digit bank code (VBDI) and 10-digit account number, each ending in an
 * ISO 7064 MOD 11,10 check digit, inside an HR IBAN of 21 characters.
 */
export function isValidCroatianIban(iban: string): boolean {
  if (iban.length !== CROATIAN_IBAN_LENGTH || !/^HR\d{19}$/.test(iban)) return false;
  if (!hasValidIbanChecksum(iban)) return false;
  return isValidMod11Radix10(iban.slice(4, 11)) && isValidMod11Radix10(iban.slice(11));
}

/** Builds a valid HR IBAN from a 6-digit bank code base and a 9-digit account base. */
export function buildCroatianIban(bankCodeBase: string, accountBase: string): string {
  assert(
    /^\d{6}$/.test(bankCodeBase) && /^\d{9}$/.test(accountBase),
    'bank code base 6 digits, account base 9',
  );
  const bankCode = bankCodeBase + computeMod11Radix10CheckDigit(bankCodeBase);
  const accountNumber = accountBase + computeMod11Radix10CheckDigit(accountBase);
  const bban = bankCode + accountNumber;
  return `HR${computeIbanCheckDigits('HR', bban)}${bban}`;
}
