import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@poslovno/domain';
import { describeError, ERROR_TEXTS } from './errors';
import {
  findCatalogueProblems,
  findPlainMessageMismatches,
  findRenderingChanges,
} from './message-checks';
import { formatMessage } from './messages';

const NALOZI = '{count, plural, one {# nalog} few {# naloga} other {# naloga}}';

describe('formatMessage', () => {
  it('picks the Croatian plural form: 1 nalog, 3 naloga, 5 naloga, 21 nalog, 11 naloga', () => {
    expect([1, 3, 5, 21, 11].map((count) => formatMessage('hr', NALOZI, { count }))).toEqual([
      '1 nalog',
      '3 naloga',
      '5 naloga',
      '21 nalog',
      '11 naloga',
    ]);
  });

  it('prints # by the language, a bare argument as it is', () => {
    expect(formatMessage('hr', NALOZI, { count: 1000 })).toBe('1.000 naloga');
    expect(
      formatMessage('en', '{count, plural, one {# order} other {# orders}}', { count: 1000 }),
    ).toBe('1,000 orders');
    expect(formatMessage('hr', 'Izvod br. {number}/{year}', { number: 12, year: 2026 })).toBe(
      'Izvod br. 12/2026',
    );
  });

  it("treats ' as a quote only next to a brace, and < > as plain characters", () => {
    expect(formatMessage('en', "The payee's bank, '{'not an argument'}'")).toBe(
      "The payee's bank, {not an argument}",
    );
    expect(formatMessage('en', "It''s buy > middle < sell")).toBe("It's buy > middle < sell");
  });

  it('leaves an argument it was not given visible', () => {
    expect(formatMessage('hr', 'Prijava za {seconds} s')).toBe('Prijava za {seconds} s');
    expect(formatMessage('hr', '{a} i {b}', { a: 'x' })).toBe('x i {b}');
  });

  it('refuses a message that does not parse', () => {
    expect(() => formatMessage('hr', 'Prijava za {seconds s')).toThrow();
  });
});

describe('the catalogue checks', () => {
  it('find a missing key, a message that does not parse, a missing plural form and differing arguments', () => {
    expect(
      findCatalogueProblems({
        hr: {
          onlyHr: 'a',
          broken: 'a {b',
          plural: '{n, plural, one {# nalog} other {# naloga}}',
          exact: '{n, plural, =1 {datoteku} other {datoteke}}',
          names: 'Izvod {number}',
        },
        en: {
          broken: 'a',
          plural: '{n, plural, one {# order} other {# orders}}',
          exact: '{n, plural, =1 {a file} other {files}}',
          names: 'Statement {id}',
        },
      }),
    ).toEqual([
      'onlyHr: missing in en',
      'broken (hr): does not parse (EXPECT_ARGUMENT_CLOSING_BRACE)',
      'plural (hr): the plural n: few is missing',
      'names: hr has {number}, en has {id}',
    ]);
  });

  it("find a ' that ICU now reads as a quote", () => {
    expect(findRenderingChanges('en', { quoted: "'{name}' is set" })).toEqual([
      `quoted (en): "'‹name›' is set" became "{name} is set"`,
    ]);
  });
});

describe('the error catalogue', () => {
  const catalogues = {
    hr: Object.fromEntries(ERROR_CODES.map((code) => [code, ERROR_TEXTS.hr[code]])),
    en: Object.fromEntries(ERROR_CODES.map((code) => [code, ERROR_TEXTS.en[code]])),
  };

  it('is ICU MessageFormat in both languages, with the same arguments', () => {
    expect(findCatalogueProblems(catalogues)).toEqual([]);
  });

  it('describes every code as its text reads', () => {
    expect(findRenderingChanges('hr', catalogues.hr)).toEqual([]);
    expect(findRenderingChanges('en', catalogues.en)).toEqual([]);
    expect(describeError('GENERAL_ERROR', 'en')).toBe(ERROR_TEXTS.en.GENERAL_ERROR);
  });

  it('formats a text without braces or doubled apostrophes as itself, as its parse says', () => {
    expect(findPlainMessageMismatches(catalogues.hr)).toEqual([]);
    expect(findPlainMessageMismatches(catalogues.en)).toEqual([]);
  });
});
