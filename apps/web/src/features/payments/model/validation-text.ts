import { describeErrorCode } from '../../../i18n/messages';
import { isErrorCode, type TLocale } from '@poslovno/domain';

/**
 * A validation's text in the interface language: the catalogue's description of its code (the same
 * table the server's description comes from), so the message follows a change of language; a code
 * the catalogue does not know keeps the server's words.
 */
export function describeValidation(
  validation: { code: string; description: string },
  locale: TLocale,
): string {
  return isErrorCode(validation.code)
    ? describeErrorCode(locale, validation.code)
    : validation.description;
}
