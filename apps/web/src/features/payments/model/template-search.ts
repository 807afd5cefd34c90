import type { TTemplate } from '@poslovno/contract';
import { removeDiacritics } from '@poslovno/domain';

/**
 * The search box of /templates filters the loaded list (at most the favourites limit) in the
 * browser: by name or payee, ignoring case and the Croatian diacritics, so "zitna" finds "Žitna".
 */

function foldText(text: string): string {
  return removeDiacritics(text).toLocaleLowerCase('hr').trim();
}

export function filterTemplates(templates: readonly TTemplate[], query: string): TTemplate[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...templates];
  return templates.filter((template) => {
    const text = foldText(`${template.name} ${template.payment.creditorName}`);
    return words.every((word) => text.includes(word));
  });
}
