import type { TRuleViolation } from './error-codes';

/**
 * Characters a bank's clearing accepts in free text: letters of any script used in Croatia and
 * the EU, digits, spaces and ordinary punctuation. Control characters and markup are refused.
 */
const ALLOWED_FREE_TEXT = /^[\p{L}\p{N} .,\-–/'’"()+:;?!&%]*$/u;

export function hasOnlyAllowedCharacters(text: string): boolean {
  return ALLOWED_FREE_TEXT.test(text);
}

/** Validates an optional free-text field: trimmed length and character set. */
export function validateFreeText(
  field: string,
  value: string,
  maxLength: number,
): TRuleViolation[] {
  const trimmed = value.trim();
  if (trimmed.length > maxLength) return [{ field, code: 'FIELD_TOO_LONG' }];
  if (!hasOnlyAllowedCharacters(trimmed)) return [{ field, code: 'FIELD_INVALID_CHARACTERS' }];
  return [];
}
