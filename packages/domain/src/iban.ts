import { countrySpecs, isValidBBAN } from 'ibantools';
import { assert } from './assert';
import type { TErrorCode } from './error-codes';
import { fail, succeed, type TRuleResult } from './result';
import { computeMod11Radix10CheckDigit, isValidMod11Radix10 } from './iso7064';

/** Removes spaces and uppercases, as users type and paste IBANs grouped and in lower case. */
export function normalizeIban(input: string): string {
  return /[\sa-z]/.test(input) ? input.replace(/\s+/g, '').toUpperCase() : input;
}

function addMod97(remainder: number, code: number): number {
  const value = code >= 65 ? code - 55 : code - 48;
  return value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
}

function computeMod97(alphanumeric: string): number {
  let remainder = 0;
  for (let i = 0; i < alphanumeric.length; i += 1)
    remainder = addMod97(remainder, alphanumeric.charCodeAt(i));
  return remainder;
}

/** Mod-97 of the rearranged IBAN (BBAN, then country and check digits) without building it. */
function computeIbanMod97(iban: string): number {
  let remainder = 0;
  for (let i = 4; i < iban.length; i += 1) remainder = addMod97(remainder, iban.charCodeAt(i));
  for (let i = 0; i < 4; i += 1) remainder = addMod97(remainder, iban.charCodeAt(i));
  return remainder;
}

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/;

/** ISO 13616 mod-97 check of an IBAN in electronic (compact, uppercase) form. */
export function hasValidIbanChecksum(iban: string): boolean {
  return IBAN_SHAPE.test(iban) && computeIbanMod97(iban) === 1;
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

/**
 * Jersey, Guernsey and the Isle of Man are outside the SWIFT registry but issue IBANs in the GB
 * format under their own country codes (iban4j accepts them too).
 */
const IBAN_FORMAT_ALIASES: Readonly<Record<string, string>> = { GG: 'GB', IM: 'GB', JE: 'GB' };

function getIbanFormatCountry(countryCode: string): string {
  return IBAN_FORMAT_ALIASES[countryCode] ?? countryCode;
}

/** The IBAN registry's length per country, from ibantools' maintained country table. */
function getIbanLength(countryCode: string): number | undefined {
  const spec = countrySpecs[getIbanFormatCountry(countryCode)];
  return spec?.chars ?? undefined;
}

export function isIbanCountry(countryCode: string): boolean {
  return getIbanLength(countryCode) !== undefined;
}

/**
 * An IBAN in electronic form (no spaces, upper case) as files and the wire carry it: the country's
 * registered length, mod-97, the country's BBAN format and national check digits (for HR the
 * bank-code and account MOD 11,10 digits).
 */
export function isValidElectronicIban(iban: string): boolean {
  return validateElectronicIban(iban) === undefined;
}

function validateElectronicIban(iban: string): TErrorCode | undefined {
  if (!/^[A-Z0-9]+$/.test(iban)) return 'IBAN_INVALID_CHARACTERS';
  if (!/^[A-Z]{2}\d{2}/.test(iban)) return 'IBAN_INVALID';
  const country = iban.slice(0, 2);
  const length = getIbanLength(country);
  if (length === undefined) return 'IBAN_UNKNOWN_COUNTRY';
  if (iban.length !== length) return 'IBAN_INVALID_LENGTH';
  if (computeIbanMod97(iban) !== 1) return 'IBAN_INVALID';
  if (!isValidBBAN(iban.slice(4), getIbanFormatCountry(country))) return 'IBAN_INVALID';
  if (iban.startsWith('HR') && !isValidCroatianIban(iban)) return 'IBAN_INVALID';
  return undefined;
}

/**
 * A typed or pasted IBAN: spaces, hyphens and dots removed and upper-cased (000 §5 "creditor IBAN
 * is uppercased").
 * `domestic` asks for a Croatian IBAN of exactly 21 characters (domestic payments).
 */
export function validateIban(
  text: string,
  options: { domestic?: boolean } = {},
): TRuleResult<string> {
  if (text.length > 100) return fail('IBAN_INVALID_LENGTH');
  // Pasted IBANs come grouped by spaces, hyphens or dots; the checksum still guards the digits.
  const iban = normalizeIban(text).replace(/[-.]/g, '');
  if (iban === '') return fail('IBAN_REQUIRED');
  if (options.domestic === true) {
    if (!/^[A-Z0-9]+$/.test(iban)) return fail('IBAN_INVALID_CHARACTERS');
    if (!iban.startsWith('HR')) return fail('IBAN_INVALID');
    if (iban.length !== CROATIAN_IBAN_LENGTH) return fail('IBAN_INVALID_LENGTH');
  }
  const code = validateElectronicIban(iban);
  return code === undefined ? succeed(iban) : fail(code);
}

const BIC_PATTERN = /^[A-Z]{4}([A-Z]{2})[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** ISO 9362 BIC: 8 or 11 characters, bank code, a real country code, location, optional branch. */
export function validateBic(text: string): TRuleResult<string> {
  if (text.length > 100) return fail('BIC_INVALID');
  const bic = text.replace(/\s+/g, '').toUpperCase();
  const match = BIC_PATTERN.exec(bic);
  const country = match?.[1] ?? '';
  return match && Object.hasOwn(countrySpecs, country) ? succeed(bic) : fail('BIC_INVALID');
}

/**
 * The payee account of a foreign payment: an IBAN is checked as one; another account number is
 * accepted with the IBAN_EXPECTED warning when the payee's country uses IBAN (000 §5).
 */
export function validateForeignAccount(
  text: string,
  payeeCountryCode: string,
): TRuleResult<string> {
  if (text.length > 100) return fail('IBAN_INVALID_LENGTH');
  const account = normalizeIban(text);
  if (account === '') return fail('IBAN_REQUIRED');
  if (/^[A-Z]{2}\d{2}/.test(account) && isIbanCountry(account.slice(0, 2)))
    return validateIban(account);
  if (!/^[A-Z0-9]{1,34}$/.test(account)) return fail('IBAN_INVALID_CHARACTERS');
  const country = payeeCountryCode.trim().toUpperCase();
  return succeed(account, isIbanCountry(country) ? ['IBAN_EXPECTED'] : []);
}
