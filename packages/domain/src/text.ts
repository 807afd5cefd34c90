import type { TRuleViolation } from './error-codes';
import {
  fail,
  MAX_RULE_INPUT_LENGTH,
  succeed,
  type TRuleFailure,
  type TRuleResult,
} from './result';

// Every length limit in this file counts Unicode code points, not UTF-16 code units: a limit of
// 70 means 70 characters as the clearing and the user see them, whatever plane they come from.

export type TCharacterSet = 'SEPA_HR' | 'SEPA_LATIN' | 'FREE_TEXT' | 'FILTER';

/**
 * What payment text may contain, as shown to the user: the SEPA Latin set of the EPC guidelines
 * plus the Croatian letters, which the Croatian clearing carries (000 §5).
 */
export const SEPA_CHARACTER_SET = "a-z A-Z 0-9 / - ? : ( ) . , ' + (space) Č č Ć ć Đ đ Š š Ž ž";

const CHARACTER_PATTERNS: Readonly<Record<TCharacterSet, RegExp>> = {
  SEPA_HR: /^[a-zA-Z0-9/\-?:().,'+ ČčĆćĐđŠšŽž]$/u,
  // The EPC's basic SEPA Latin set, for files of other schemes, whose clearing has no Croatian letters.
  SEPA_LATIN: /^[a-zA-Z0-9/\-?:().,'+ ]$/u,
  // Names entered by a person: letters of any script, digits, spaces and ordinary punctuation;
  // control characters and markup are refused.
  FREE_TEXT: /^[\p{L}\p{N} .,\-–/'’"()+:;?!&%]$/u,
  // Filters allow "no special characters" (000 §5): what a name, a description or a number holds.
  FILTER: /^[\p{L}\p{Nd} .,\-/]$/u,
};

export const DESCRIPTION_MAX_LENGTH = 140;
export const ADDRESS_AND_RESIDENCE_MAX_LENGTH = 70;
export const TEMPLATE_CREDITOR_NAME_MAX_LENGTH = 70;
export const TEMPLATE_DESCRIPTION_MAX_LENGTH = 140;
export const TEMPLATE_ADDRESS_MAX_LENGTH = 70;
/** The longest template name, as the creditor name it usually repeats. */
export const TEMPLATE_NAME_MAX_LENGTH = 70;

const INVALID_DESCRIPTION_START = /^[-:]/;

export function countCodePoints(text: string): number {
  let count = 0;
  for (const _character of text) count += 1;
  return count;
}

const COMBINING_MARKS = /\p{M}/gu;

/**
 * The text's letters without their marks, as banks transliterate Croatian for ASCII-only channels
 * and as a search ignores them: č→c, Š→S, and đ→d, Đ→D (which Unicode does not decompose).
 */
export function removeDiacritics(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
}

/** Cuts after `maxCodePoints` characters; a surrogate pair is kept whole or dropped whole. */
export function truncateToCodePoints(text: string, maxCodePoints: number): string {
  let end = 0;
  for (let count = 0; count < maxCodePoints && end < text.length; count += 1) {
    end += (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  }
  return text.slice(0, end);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a text can be kept as it was sent: PostgreSQL's text refuses a NUL, and a lone surrogate
 * has no UTF-8 form (it would be stored as U+FFFD, a value other than the one on screen).
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** The first character outside the set, whole (never half a surrogate pair), for the message. */
export function findDisallowedCharacter(text: string, charset: TCharacterSet): string | undefined {
  const pattern = CHARACTER_PATTERNS[charset];
  for (const character of text) {
    if (!pattern.test(character)) return character;
  }
  return undefined;
}

export function hasOnlyAllowedCharacters(text: string): boolean {
  return findDisallowedCharacter(text, 'FREE_TEXT') === undefined;
}

interface TTextCheck {
  maxLength: number;
  charset: TCharacterSet;
  isRequired?: boolean;
}

function checkText(value: string, check: TTextCheck): TRuleFailure | undefined {
  if (value === '') return check.isRequired ? fail('FIELD_REQUIRED') : undefined;
  if (countCodePoints(value) > check.maxLength) return fail('FIELD_TOO_LONG');
  const character = findDisallowedCharacter(value, check.charset);
  return character === undefined ? undefined : fail('FIELD_INVALID_CHARACTERS', character);
}

// A letter typed as base plus combining mark (pasted from a PDF, macOS input) is the same letter
// as its precomposed form, which is the only one the character sets list.
function normalizeText(text: string): string {
  return text.normalize('NFC').trim();
}

function validateText(text: string, check: TTextCheck): TRuleResult<string> {
  if (text.length > MAX_RULE_INPUT_LENGTH) return fail('FIELD_TOO_LONG');
  const value = normalizeText(text);
  return checkText(value, check) ?? succeed(value);
}

/** Validates an optional free-text field: trimmed length and character set. */
export function validateFreeText(
  field: string,
  value: string,
  maxLength: number,
): TRuleViolation[] {
  if (value.length > MAX_RULE_INPUT_LENGTH) return [{ field, code: 'FIELD_TOO_LONG' }];
  const failure = checkText(value.trim(), { maxLength, charset: 'FREE_TEXT' });
  return failure ? [{ field, code: failure.code }] : [];
}

/** A payment text field (names, addresses, references to the creditor): the SEPA set, trimmed. */
export function validatePaymentText(
  text: string,
  options: { maxLength: number; isRequired?: boolean },
): TRuleResult<string> {
  return validateText(text, { ...options, charset: 'SEPA_HR' });
}

function refuseInvalidStart(result: TRuleResult<string>): TRuleResult<string> {
  if (result.ok && INVALID_DESCRIPTION_START.test(result.value)) {
    return fail('DESCRIPTION_INVALID_START', result.value.charAt(0));
  }
  return result;
}

/** The unstructured remittance text; a leading '-' or ':' would read as a SWIFT field marker. */
export function validateDescription(
  text: string,
  options: { maxLength?: number; isRequired?: boolean } = {},
): TRuleResult<string> {
  const { maxLength = DESCRIPTION_MAX_LENGTH, isRequired } = options;
  return refuseInvalidStart(validatePaymentText(text, { maxLength, isRequired }));
}

/**
 * Address and residence (town) travel as one line, `address residence`, so the joining space
 * counts towards the 70 characters when both are given. Characters are checked per field.
 */
export function validateAddressAndResidence(
  address: string,
  residence: string,
): TRuleResult<{ address: string; residence: string }> {
  if (address.length + residence.length > MAX_RULE_INPUT_LENGTH) return fail('ADDRESS_TOO_LONG');
  const value = { address: normalizeText(address), residence: normalizeText(residence) };
  const separatorLength = value.address !== '' && value.residence !== '' ? 1 : 0;
  const joinedLength =
    countCodePoints(value.address) + separatorLength + countCodePoints(value.residence);
  return joinedLength > ADDRESS_AND_RESIDENCE_MAX_LENGTH
    ? fail('ADDRESS_TOO_LONG')
    : succeed(value);
}

/** A search field of a list filter; empty means "not filtered". */
export function validateFilterText(text: string, maxLength: number): TRuleResult<string> {
  return validateText(text, { maxLength, charset: 'FILTER' });
}

/** The description filter of transactions follows the description's start rule too (000 §5). */
export function validateFilterDescription(text: string, maxLength: number): TRuleResult<string> {
  return refuseInvalidStart(validateFilterText(text, maxLength));
}

export interface TTemplateText {
  creditorName: string;
  description: string;
  /** The address's two parts are each cut to the address limit. */
  street: string;
  residence: string;
}

/** What a favourite stores is cut to the template limits, not refused (000 §5). */
export function truncateForTemplate(template: TTemplateText): TTemplateText {
  return {
    creditorName: truncateToCodePoints(template.creditorName, TEMPLATE_CREDITOR_NAME_MAX_LENGTH),
    description: truncateToCodePoints(template.description, TEMPLATE_DESCRIPTION_MAX_LENGTH),
    street: truncateToCodePoints(template.street, TEMPLATE_ADDRESS_MAX_LENGTH),
    residence: truncateToCodePoints(template.residence, TEMPLATE_ADDRESS_MAX_LENGTH),
  };
}
