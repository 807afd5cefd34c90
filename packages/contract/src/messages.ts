import { IntlMessageFormat } from 'intl-messageformat';
import {
  isLiteralElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { toBcp47, type TLocale } from '@poslovno/domain';

/**
 * Every hr/en text of the web app and the server is an ICU MessageFormat message (DESIGN.md §6):
 * `{name}` inserts a value as it is (a number too, so a year stays 2026), and
 * `{count, plural, one {…} few {…} other {…}}` picks the language's plural form, where `#` prints
 * the count by the language's number format. A `'` next to `{` or `}` quotes it (`''` is one `'`).
 */
export type TMessageValues = Readonly<Record<string, string | number>>;

/** Tags are off: no text uses rich-text markup, and "buy > middle" must stay a plain character. */
export const MESSAGE_OPTIONS = { ignoreTag: true } as const;

interface TCompiledMessage {
  format: IntlMessageFormat;
  argumentNames: readonly string[];
}

// Only the catalogues' fixed texts come here, so each cache holds at most one entry per text.
const compiledByLocale: Record<TLocale, Map<string, TCompiledMessage>> = {
  hr: new Map(),
  en: new Map(),
};

/** The names of every argument of a parsed message, those inside plural and select options too. */
export function collectArgumentNames(elements: readonly MessageFormatElement[]): string[] {
  const names = new Set<string>();
  const visit = (list: readonly MessageFormatElement[]) => {
    for (const element of list) {
      if (isLiteralElement(element) || isPoundElement(element) || isTagElement(element)) continue;
      names.add(element.value);
      if (isPluralElement(element) || isSelectElement(element)) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
    }
  };
  visit(elements);
  return [...names].sort();
}

function compile(locale: TLocale, message: string): TCompiledMessage {
  const cache = compiledByLocale[locale];
  let compiled = cache.get(message);
  if (!compiled) {
    const format = new IntlMessageFormat(message, toBcp47(locale), undefined, MESSAGE_OPTIONS);
    compiled = { format, argumentNames: collectArgumentNames(format.getAst()) };
    cache.set(message, compiled);
  }
  return compiled;
}

/**
 * Formats one message in a language. An argument the caller leaves out stays visible as `{name}`,
 * so a forgotten value gets noticed instead of throwing in the middle of a page, and a caller can
 * put an element there (the web's splitMessage).
 */
export function formatMessage(
  locale: TLocale,
  message: string,
  values: TMessageValues = {},
): string {
  const { format, argumentNames } = compile(locale, message);
  const filled: Record<string, string | number> = { ...values };
  for (const name of argumentNames) {
    if (!Object.hasOwn(filled, name)) filled[name] = `{${name}}`;
  }
  return format
    .formatToParts<string>(filled)
    .map((part) => part.value)
    .join('');
}
