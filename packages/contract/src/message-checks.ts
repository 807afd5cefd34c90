import {
  isLiteralElement,
  isPluralElement,
  isSelectElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { LOCALES, toBcp47, type TLocale } from '@poslovno/domain';
import { collectArgumentNames, formatMessage, isPlainMessage, MESSAGE_OPTIONS } from './messages';

/**
 * The checks the web's and the server's catalogue tests share (DESIGN.md §6). Each returns every
 * problem it finds as a line, so one failing test names all the messages to fix at once.
 */

export type TTextCatalogue = Readonly<Record<string, string>>;
export type TTextCatalogues = Readonly<Record<TLocale, TTextCatalogue>>;

function parseOrReport(message: string, where: string, problems: string[]) {
  try {
    return parse(message, MESSAGE_OPTIONS);
  } catch (error) {
    problems.push(`${where}: does not parse (${(error as Error).message})`);
    return undefined;
  }
}

/**
 * A plural that chooses by form must give every form of its language (hr: one, few, other); one
 * that only matches exact values ({n, plural, =1 {…} other {…}}) chooses by value and is exempt.
 */
function findMissingPluralForms(
  elements: readonly MessageFormatElement[],
  locale: TLocale,
): string[] {
  const missing: string[] = [];
  const visit = (list: readonly MessageFormatElement[]) => {
    for (const element of list) {
      if (!isPluralElement(element) && !isSelectElement(element)) continue;
      const options = Object.keys(element.options);
      if (
        isPluralElement(element) &&
        options.some((option) => !option.startsWith('=') && option !== 'other')
      ) {
        const rules = new Intl.PluralRules(toBcp47(locale), { type: element.pluralType });
        for (const form of rules.resolvedOptions().pluralCategories) {
          if (!options.includes(form)) missing.push(`${element.value}: ${form}`);
        }
      }
      for (const option of Object.values(element.options)) visit(option.value);
    }
  };
  visit(elements);
  return missing;
}

/**
 * A key only one language has, a message the ICU parser refuses, a plural without all of its
 * language's forms, and arguments that differ between hr and en (a plural may stand in one
 * language where the other writes the bare count, but the names must be the same).
 */
export function findCatalogueProblems(catalogues: TTextCatalogues): string[] {
  const problems: string[] = [];
  const parsed: Record<TLocale, Map<string, MessageFormatElement[]>> = {
    hr: new Map(),
    en: new Map(),
  };
  for (const locale of LOCALES) {
    for (const [key, message] of Object.entries(catalogues[locale])) {
      for (const other of LOCALES) {
        if (!Object.hasOwn(catalogues[other], key)) problems.push(`${key}: missing in ${other}`);
      }
      const elements = parseOrReport(message, `${key} (${locale})`, problems);
      if (!elements) continue;
      parsed[locale].set(key, elements);
      for (const missing of findMissingPluralForms(elements, locale)) {
        problems.push(`${key} (${locale}): the plural ${missing} is missing`);
      }
    }
  }
  for (const [key, hrElements] of parsed.hr) {
    const enElements = parsed.en.get(key);
    if (!enElements) continue;
    const hrNames = collectArgumentNames(hrElements).join(', ');
    const enNames = collectArgumentNames(enElements).join(', ');
    if (hrNames !== enNames) problems.push(`${key}: hr has {${hrNames}}, en has {${enNames}}`);
  }
  return problems;
}

/** How the texts were filled before ICU: each `{name}` replaced by its value, nothing else special. */
function replacePlaceholders(message: string, values: Readonly<Record<string, string>>): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/**
 * Messages without plural or select whose ICU rendering, with a dummy value for every argument,
 * differs from the old placeholder replacement: mostly a `'` that ICU took as a quote.
 */
export function findRenderingChanges(locale: TLocale, catalogue: TTextCatalogue): string[] {
  const changes: string[] = [];
  for (const [key, message] of Object.entries(catalogue)) {
    const elements = parseOrReport(message, `${key} (${locale})`, changes);
    if (
      !elements ||
      elements.some((element) => isPluralElement(element) || isSelectElement(element))
    )
      continue;
    // The names either way of reading: a quoted `'{name}'` is an argument only to the old way.
    const names = [
      ...collectArgumentNames(elements),
      ...[...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''),
    ];
    const values = Object.fromEntries(names.map((name) => [name, `‹${name}›`]));
    const before = replacePlaceholders(message, values);
    const after = formatMessage(locale, message, values);
    if (after !== before) changes.push(`${key} (${locale}): "${before}" became "${after}"`);
  }
  return changes;
}

/**
 * The texts that formatMessage returns as they are (isPlainMessage) whose ICU parse says
 * otherwise: none may exist, or the shortcut (and the web build, which leaves them unparsed) would
 * show something other than the message.
 */
export function findPlainMessageMismatches(catalogue: TTextCatalogue): string[] {
  const mismatches: string[] = [];
  for (const [key, message] of Object.entries(catalogue)) {
    if (!isPlainMessage(message)) continue;
    const elements = parse(message, MESSAGE_OPTIONS);
    const isItself =
      message === ''
        ? elements.length === 0
        : elements.length === 1 &&
          elements[0] !== undefined &&
          isLiteralElement(elements[0]) &&
          elements[0].value === message;
    if (!isItself) mismatches.push(key);
  }
  return mismatches;
}
