import type { TLocale } from '@poslovno/domain';
import { en } from './en';
import { hr, type TMessageKey } from './hr';

export type { TMessageKey } from './hr';

export type TMessageValues = Readonly<Record<string, string | number>>;

export const CATALOGUES: Readonly<Record<TLocale, Readonly<Record<TMessageKey, string>>>> = {
  hr,
  en,
};

/** Replaces `{name}` placeholders; an unknown placeholder stays visible so it gets noticed. */
export function interpolate(template: string, values: TMessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

export function translate(locale: TLocale, key: TMessageKey, values?: TMessageValues): string {
  return interpolate(CATALOGUES[locale][key], values);
}

export type TMessagePart = { kind: 'text'; text: string } | { kind: 'placeholder'; name: string };

/** Splits a message around its placeholders, for messages that embed an element (a live countdown). */
export function splitMessage(template: string): TMessagePart[] {
  const parts: TMessagePart[] = [];
  let lastIndex = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    if (match.index > lastIndex)
      parts.push({ kind: 'text', text: template.slice(lastIndex, match.index) });
    parts.push({ kind: 'placeholder', name: match[1] ?? '' });
    lastIndex = match.index + match[0].length;
  }
  if (lastIndex < template.length) parts.push({ kind: 'text', text: template.slice(lastIndex) });
  return parts;
}
