import { formatMessage, type TMessageValues } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { en } from './en';
import { hr, type TMessageKey } from './hr';

export type { TMessageKey } from './hr';
export type { TMessageValues } from '@poslovno/contract';

/** The messages are ICU MessageFormat (DESIGN.md §6); packages/contract formats them, compiled once. */
export const CATALOGUES: Readonly<Record<TLocale, Readonly<Record<TMessageKey, string>>>> = {
  hr,
  en,
};

/** A value left out stays visible as `{name}`, so it gets noticed (and splitMessage can fill it). */
export function translate(locale: TLocale, key: TMessageKey, values?: TMessageValues): string {
  return formatMessage(locale, CATALOGUES[locale][key], values);
}

export type TMessagePart = { kind: 'text'; text: string } | { kind: 'placeholder'; name: string };

/**
 * Splits a translated text around the `{name}` of the values it was given without, for messages
 * that embed an element (a live countdown): `splitMessage(t('logout.countdown'))`.
 */
export function splitMessage(text: string): TMessagePart[] {
  const parts: TMessagePart[] = [];
  let lastIndex = 0;
  for (const match of text.matchAll(/\{(\w+)\}/g)) {
    if (match.index > lastIndex)
      parts.push({ kind: 'text', text: text.slice(lastIndex, match.index) });
    parts.push({ kind: 'placeholder', name: match[1] ?? '' });
    lastIndex = match.index + match[0].length;
  }
  if (lastIndex < text.length) parts.push({ kind: 'text', text: text.slice(lastIndex) });
  return parts;
}
