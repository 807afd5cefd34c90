import { useT } from '../i18n/i18n-context';
import type { TMessageKey, TMessageValues } from '../i18n/messages';
import type { TSigningPurpose } from './signing-calls';
import type { TSigningTextPart, TSigningTexts } from './signing-target';

/** The general words of a part, for any order type; a revocation has its own title, button and outcome. */
export function getGeneralSigningKey(
  part: TSigningTextPart,
  purpose: TSigningPurpose,
): TMessageKey {
  if (purpose === 'REVOKE' && part === 'title') return 'signing.revoke.title';
  if (purpose === 'REVOKE' && part === 'submit') return 'signing.revoke.submit';
  if (purpose === 'REVOKE' && part.startsWith('outcome.')) return 'signing.revoke.outcome';
  return `signing.${part}`;
}

/** A part of the dialog in words, in the interface language. */
export type TSigningWords = (part: TSigningTextPart, values?: TMessageValues) => string;

/** The dialog's texts for one signing: the order type's own words where it has them. */
export function useSigningTexts(
  purpose: TSigningPurpose,
  texts: TSigningTexts | undefined,
): TSigningWords {
  const t = useT();
  return (part, values) => t(texts?.[part] ?? getGeneralSigningKey(part, purpose), values);
}
