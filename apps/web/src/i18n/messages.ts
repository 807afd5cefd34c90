import { formatMessage, type TMessageValues } from '@poslovno/contract';
import type { TErrorCode, TLocale } from '@poslovno/domain';
import { readErrorText, readMessage } from './catalogues';
import type { TMessageKey } from './hr';

export type { TMessageKey } from './hr';
export type { TMessageValues } from '@poslovno/contract';

const reportedMissing = new Set<string>();

/** A text whose area was not loaded is a programmer error: the key shows, and the console says so. */
function reportMissing(locale: TLocale, key: string): string {
  const id = `${locale}:${key}`;
  if (!reportedMissing.has(id)) {
    reportedMissing.add(id);
    console.error(`The message ${key} is not loaded in ${locale}: its catalogue area is missing`);
  }
  return key;
}

/**
 * The messages are ICU MessageFormat (DESIGN.md §6); packages/contract formats them, compiled once.
 * A value left out stays visible as `{name}`, so it gets noticed (and splitMessage can fill it).
 */
export function translate(locale: TLocale, key: TMessageKey, values?: TMessageValues): string {
  const message = readMessage(locale, key);
  if (message === undefined) return reportMissing(locale, key);
  return formatMessage(locale, message, values);
}

/** An error code's description from the contract's texts of the language (area 'errors'). */
export function describeErrorCode(
  locale: TLocale,
  code: TErrorCode,
  values?: TMessageValues,
): string {
  const message = readErrorText(locale, code);
  if (message === undefined) return reportMissing(locale, code);
  return formatMessage(locale, message, values);
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
