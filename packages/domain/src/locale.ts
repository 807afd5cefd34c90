export const LOCALES = ['hr', 'en'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'hr';

/** The wire form of 000 §7: hr_hr or en_us. */
export const WIRE_LOCALES = ['hr_hr', 'en_us'] as const;
export type TWireLocale = (typeof WIRE_LOCALES)[number];

const BCP47: Record<TLocale, string> = { hr: 'hr-HR', en: 'en-US' };

export function toWireLocale(locale: TLocale): TWireLocale {
  return locale === 'hr' ? 'hr_hr' : 'en_us';
}

export function fromWireLocale(wire: TWireLocale): TLocale {
  return wire === 'hr_hr' ? 'hr' : 'en';
}

export function toBcp47(locale: TLocale): string {
  return BCP47[locale];
}

/** Picks hr or en from an Accept-Language header by quality; Croatian when neither is asked for. */
export function pickLocaleFromAcceptLanguage(header: string | undefined): TLocale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const primary = entry.tag.split('-')[0];
    if (primary === 'hr' || primary === 'en') return primary;
  }
  return DEFAULT_LOCALE;
}
