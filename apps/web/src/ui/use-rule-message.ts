import { describeErrorCode } from '../i18n/messages';
import type { TErrorCode } from '@poslovno/domain';
import { useI18n } from '../i18n/i18n-context';

/**
 * The text a field shows for a rule's failure code, in the interface language: the same
 * description the server sends for that code (the contract's error texts of the language, catalogue area 'errors').
 */
export function useRuleMessage(): (code: TErrorCode) => string {
  const { locale } = useI18n();
  return (code) => describeErrorCode(locale, code);
}
