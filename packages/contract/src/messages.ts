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

/**
 * A message as its catalogue holds it: the ICU text, or (in the web app's production build, whose
 * catalogues are parsed when it is built) the text's parsed form, formatted without the parser.
 */
export type TMessage = string | readonly MessageFormatElement[];

/** Tags are off: no text uses rich-text markup, and "buy > middle" must stay a plain character. */
export const MESSAGE_OPTIONS = { ignoreTag: true } as const;

interface TCompiledMessage {
  format: IntlMessageFormat;
  argumentNames: readonly string[];
}

// Only the catalogues' fixed texts come here, so each cache holds at most one entry per text
// (a parsed message is the catalogue's own object, which lives as long as the catalogue).
const compiledByLocale: Record<TLocale, Map<TMessage, TCompiledMessage>> = {
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

function compile(locale: TLocale, message: TMessage): TCompiledMessage {
  const cache = compiledByLocale[locale];
  let compiled = cache.get(message);
  if (!compiled) {
    const format = new IntlMessageFormat(
      message as string | MessageFormatElement[],
      toBcp47(locale),
      undefined,
      MESSAGE_OPTIONS,
    );
    compiled = { format, argumentNames: collectArgumentNames(format.getAst()) };
    cache.set(message, compiled);
  }
  return compiled;
}

/**
 * A text without braces and without a doubled apostrophe is its own ICU message: nothing in it
 * is an argument or a quote, so it formats to itself (the catalogue test proves it for every
 * such text). The web's build keeps those as they are and parses only the others.
 */
export function isPlainMessage(message: string): boolean {
  return !/[{}]|''/.test(message);
}

/**
 * Formats one message in a language. An argument the caller leaves out stays visible as `{name}`,
 * so a forgotten value gets noticed instead of throwing in the middle of a page, and a caller can
 * put an element there (the web's splitMessage).
 */
export function formatMessage(
  locale: TLocale,
  message: TMessage,
  values: TMessageValues = {},
): string {
  if (typeof message === 'string' && isPlainMessage(message)) return message;
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
