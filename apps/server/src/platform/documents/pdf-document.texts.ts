import type { TLocale } from '@poslovno/domain';

/** What every PDF's footer says; ICU messages (DESIGN.md §6) filled through formatMessage. */
export const PDF_DOCUMENT_TEXTS = {
  hr: { pageLabel: 'Stranica {page}' },
  en: { pageLabel: 'Page {page}' },
} satisfies Record<TLocale, Record<string, string>>;
