import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RULE_INPUT_LENGTH } from './result';
import {
  countCodePoints,
  findDisallowedCharacter,
  hasOnlyAllowedCharacters,
  isStorableText,
  removeDiacritics,
  TEMPLATE_ADDRESS_MAX_LENGTH,
  TEMPLATE_CREDITOR_NAME_MAX_LENGTH,
  TEMPLATE_DESCRIPTION_MAX_LENGTH,
  truncateForTemplate,
  truncateToCodePoints,
  validateAddressAndResidence,
  validateDescription,
  validateFilterDescription,
  validateFilterText,
  validateFreeText,
  validatePaymentText,
  type TCharacterSet,
} from './text';

const SEPA_HR = [..."abcxyzABCXYZ0189/-?:().,'+ ČčĆćĐđŠšŽž"];
const OUTSIDE_SEPA = [...'!"#$%&*;<=>@[\\]^_`{|}~\n\t\u0000\u00a0äßéЖ€😀', '\ud83d', '\ude00'];

const codeUnitString = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
});
const controlString = fc.string({
  unit: fc.integer({ min: 0, max: 0x9f }).map((code) => String.fromCharCode(code)),
});
const nearSepaString = fc.string({
  unit: fc.constantFrom(...SEPA_HR, ...SEPA_HR, ...OUTSIDE_SEPA),
  maxLength: 160,
});
const sepaString = fc.string({ unit: fc.constantFrom(...SEPA_HR), maxLength: 200 });
const anyText = fc.oneof(
  fc.string(),
  sepaString,
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  codeUnitString,
  controlString,
  nearSepaString,
  fc.string({ unit: 'binary', minLength: 9_990, maxLength: 10_020 }),
);
const charsets: TCharacterSet[] = ['SEPA_HR', 'SEPA_LATIN', 'FREE_TEXT', 'FILTER'];

function isPairSplit(text: string, index: number): boolean {
  return (
    /[\ud800-\udbff]$/.test(text.slice(0, index)) && /^[\udc00-\udfff]/.test(text.slice(index))
  );
}

describe('character sets', () => {
  it.each([
    ['Plaćanje računa 12/2026', 'SEPA_HR', undefined],
    ["O'Brien (d.o.o.) + ?:-,", 'SEPA_HR', undefined],
    ['Račun #12', 'SEPA_HR', '#'],
    ['Müller', 'SEPA_HR', 'ü'],
    ['emoji 😀 here', 'SEPA_HR', '😀'],
    ['tab\there', 'SEPA_HR', '\t'],
    ['lone \ud83d surrogate', 'SEPA_HR', '\ud83d'],
    ["O'Brien (Ltd.) + ?:-, 12/2026", 'SEPA_LATIN', undefined],
    ['Plaćanje', 'SEPA_LATIN', 'ć'],
    ['Müller', 'SEPA_LATIN', 'ü'],
    ['a_b', 'SEPA_LATIN', '_'],
    ['Müller & Söhne; "quoted"', 'FREE_TEXT', undefined],
    ['<b>', 'FREE_TEXT', '<'],
    ['Zagreb 10000, Ilica 1/2.', 'FILTER', undefined],
    ['a:b', 'FILTER', ':'],
    ['50%', 'FILTER', '%'],
  ] as const)('in %j (%s) the first refused character is %j', (text, charset, expected) => {
    expect(findDisallowedCharacter(text, charset)).toBe(expected);
  });

  it('reports a character outside the Basic Multilingual Plane whole', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(...charsets), (text, charset) => {
        const character = findDisallowedCharacter(text, charset);
        if (character === undefined) return;
        expect(text).toContain(character);
        expect(countCodePoints(character)).toBe(1);
      }),
    );
  });

  it('keeps the free-text set of account nicknames', () => {
    expect(hasOnlyAllowedCharacters('Žiro – glavni')).toBe(true);
    expect(hasOnlyAllowedCharacters('a\u0000b')).toBe(false);
    expect(validateFreeText('name', '  Glavni  ', 35)).toEqual([]);
    expect(validateFreeText('name', 'x'.repeat(36), 35)).toEqual([
      { field: 'name', code: 'FIELD_TOO_LONG' },
    ]);
    expect(validateFreeText('name', '<script>', 35)).toEqual([
      { field: 'name', code: 'FIELD_INVALID_CHARACTERS' },
    ]);
    expect(validateFreeText('name', '😀'.repeat(35), 35)).toEqual([
      { field: 'name', code: 'FIELD_INVALID_CHARACTERS' },
    ]);
    expect(validateFreeText('name', '𝐀'.repeat(35), 35)).toEqual([]);
  });
});

describe('code points', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(countCodePoints('😀a')).toBe(2);
    expect(countCodePoints('\ud83d')).toBe(1);
    expect(truncateToCodePoints('a😀b', 2)).toBe('a😀');
    expect(truncateToCodePoints('a😀b', 1)).toBe('a');
    expect(truncateToCodePoints('ab', 5)).toBe('ab');
  });
});

describe('storable text', () => {
  it('refuses a NUL and a lone surrogate, keeps every whole character', () => {
    expect(isStorableText('Plaćanje 😀 čćđšž')).toBe(true);
    expect(isStorableText('')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800b')).toBe(false);
    expect(isStorableText('a\udc00')).toBe(false);
    expect(isStorableText('\ud83d')).toBe(false);
    expect(isStorableText('\ude00\ud83d')).toBe(false);
  });

  it('agrees with a round trip through UTF-8 for any text without NUL', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const isFaithful = Buffer.from(text, 'utf8').toString('utf8') === text;
        expect(isStorableText(text)).toBe(isFaithful && !text.includes('\u0000'));
      }),
    );
  });
});

describe('payment text', () => {
  it.each([
    ['  Ivan Horvat  ', { maxLength: 70 }, { ok: true, value: 'Ivan Horvat', warnings: [] }],
    ['', { maxLength: 70 }, { ok: true, value: '', warnings: [] }],
    ['   ', { maxLength: 70, isRequired: true }, { ok: false, code: 'FIELD_REQUIRED' }],
    ['abcd', { maxLength: 3 }, { ok: false, code: 'FIELD_TOO_LONG' }],
    ['Ivan & Ana', { maxLength: 70 }, { ok: false, code: 'FIELD_INVALID_CHARACTERS', detail: '&' }],
    [
      'Ivan\nHorvat',
      { maxLength: 70 },
      { ok: false, code: 'FIELD_INVALID_CHARACTERS', detail: '\n' },
    ],
  ] as const)('%j with %j', (text, options, expected) => {
    expect(validatePaymentText(text, options)).toEqual(expected);
  });

  it('reads a Croatian letter typed with a combining mark as the letter', () => {
    expect(validatePaymentText('Koc\u030Cijan', { maxLength: 70 })).toEqual({
      ok: true,
      value: 'Kočijan',
      warnings: [],
    });
  });

  it('refuses over-long input before looking at it', () => {
    const text = ' '.repeat(MAX_RULE_INPUT_LENGTH + 1);
    expect(validatePaymentText(text, { maxLength: 70 })).toEqual({
      ok: false,
      code: 'FIELD_TOO_LONG',
    });
  });

  it('accepts only SEPA text within the limit', () => {
    fc.assert(
      fc.property(
        anyText,
        fc.integer({ min: 0, max: 200 }),
        fc.boolean(),
        (text, max, isRequired) => {
          const result = validatePaymentText(text, { maxLength: max, isRequired });
          if (!result.ok) return;
          expect(findDisallowedCharacter(result.value, 'SEPA_HR')).toBeUndefined();
          expect(countCodePoints(result.value)).toBeLessThanOrEqual(max);
          expect(result.value).toBe(result.value.trim());
          if (isRequired) expect(result.value).not.toBe('');
        },
      ),
    );
  });
});

describe('description', () => {
  it.each([
    ['Račun 12/2026', { ok: true, value: 'Račun 12/2026', warnings: [] }],
    ['-Račun', { ok: false, code: 'DESCRIPTION_INVALID_START', detail: '-' }],
    ['  :Račun', { ok: false, code: 'DESCRIPTION_INVALID_START', detail: ':' }],
    ['Račun - 12: plaćeno', { ok: true, value: 'Račun - 12: plaćeno', warnings: [] }],
    ['x'.repeat(141), { ok: false, code: 'FIELD_TOO_LONG' }],
    ['Račun #12', { ok: false, code: 'FIELD_INVALID_CHARACTERS', detail: '#' }],
  ] as const)('%j', (text, expected) => {
    expect(validateDescription(text)).toEqual(expected);
  });

  it('takes a shorter limit and a requirement', () => {
    expect(validateDescription('x'.repeat(106), { maxLength: 105 }).ok).toBe(false);
    expect(validateDescription(' ', { isRequired: true })).toEqual({
      ok: false,
      code: 'FIELD_REQUIRED',
    });
  });

  it('never accepts a description that starts with - or :', () => {
    fc.assert(
      fc.property(fc.constantFrom('-', ':', ' -', ' :'), nearSepaString, (start, rest) => {
        expect(validateDescription(start + rest).ok).toBe(false);
      }),
    );
  });

  it('never accepts text outside the SEPA set, over 140, or with a refused start', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = validateDescription(text);
        if (!result.ok) return;
        expect(findDisallowedCharacter(result.value, 'SEPA_HR')).toBeUndefined();
        expect(countCodePoints(result.value)).toBeLessThanOrEqual(140);
        expect(result.value).not.toMatch(/^[-:]/);
      }),
    );
  });
});

describe('address and residence', () => {
  it('counts the joining space when both are given', () => {
    expect(validateAddressAndResidence('a'.repeat(60), 'b'.repeat(9))).toEqual({
      ok: true,
      value: { address: 'a'.repeat(60), residence: 'b'.repeat(9) },
      warnings: [],
    });
    expect(validateAddressAndResidence('a'.repeat(60), 'b'.repeat(10))).toEqual({
      ok: false,
      code: 'ADDRESS_TOO_LONG',
    });
    expect(validateAddressAndResidence('a'.repeat(70), '  ').ok).toBe(true);
    expect(validateAddressAndResidence('', 'b'.repeat(71)).ok).toBe(false);
  });

  it('never accepts a joined line over 70 characters', () => {
    fc.assert(
      fc.property(anyText, anyText, (address, residence) => {
        const result = validateAddressAndResidence(address, residence);
        if (!result.ok) return;
        const line = [result.value.address, result.value.residence].filter(Boolean).join(' ');
        expect(countCodePoints(line)).toBeLessThanOrEqual(70);
      }),
    );
  });
});

describe('filter text', () => {
  it.each([
    ['  Horvat d.o.o. ', { ok: true, value: 'Horvat d.o.o.', warnings: [] }],
    ['', { ok: true, value: '', warnings: [] }],
    ['HR12-34/5, Zagreb', { ok: true, value: 'HR12-34/5, Zagreb', warnings: [] }],
    ["O'Brien", { ok: false, code: 'FIELD_INVALID_CHARACTERS', detail: "'" }],
    ['100%', { ok: false, code: 'FIELD_INVALID_CHARACTERS', detail: '%' }],
    ['x'.repeat(36), { ok: false, code: 'FIELD_TOO_LONG' }],
  ] as const)('%j', (text, expected) => {
    expect(validateFilterText(text, 35)).toEqual(expected);
  });

  it('refuses a description filter that starts with -', () => {
    expect(validateFilterDescription('-abc', 35)).toEqual({
      ok: false,
      code: 'DESCRIPTION_INVALID_START',
      detail: '-',
    });
    expect(validateFilterDescription(':abc', 35).ok).toBe(false);
    expect(validateFilterText('-abc', 35).ok).toBe(true);
  });

  it('accepts only letters, digits, spaces and . , - /', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = validateFilterDescription(text, 50);
        if (!result.ok) return;
        expect(result.value).toMatch(/^[\p{L}\p{Nd} .,/][\p{L}\p{Nd} .,\-/]*$|^$/u);
        expect(countCodePoints(result.value)).toBeLessThanOrEqual(50);
      }),
    );
  });
});

describe('template truncation', () => {
  it('cuts each field to its own limit', () => {
    expect(
      truncateForTemplate({
        creditorName: 'n'.repeat(80),
        description: 'd'.repeat(150),
        street: 'a'.repeat(71),
        residence: 'r'.repeat(72),
      }),
    ).toEqual({
      creditorName: 'n'.repeat(70),
      description: 'd'.repeat(140),
      street: 'a'.repeat(70),
      residence: 'r'.repeat(70),
    });
    expect(
      truncateForTemplate({ creditorName: 'Ana', description: '', street: 'x', residence: '' }),
    ).toEqual({ creditorName: 'Ana', description: '', street: 'x', residence: '' });
  });

  it('never exceeds a limit and never splits a surrogate pair', () => {
    fc.assert(
      fc.property(anyText, anyText, anyText, (creditorName, description, street) => {
        const cut = truncateForTemplate({ creditorName, description, street, residence: street });
        const cases = [
          [creditorName, cut.creditorName, TEMPLATE_CREDITOR_NAME_MAX_LENGTH],
          [description, cut.description, TEMPLATE_DESCRIPTION_MAX_LENGTH],
          [street, cut.street, TEMPLATE_ADDRESS_MAX_LENGTH],
          [street, cut.residence, TEMPLATE_ADDRESS_MAX_LENGTH],
        ] as const;
        for (const [original, value, max] of cases) {
          expect(original.startsWith(value)).toBe(true);
          expect(countCodePoints(value)).toBe(Math.min(max, countCodePoints(original)));
          expect(isPairSplit(original, value.length)).toBe(false);
        }
      }),
    );
  });
});

describe('robustness', () => {
  it('never throws on any text', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(...charsets), (text, charset) => {
        findDisallowedCharacter(text, charset);
        validateFreeText('f', text, 35);
        validatePaymentText(text, { maxLength: 70, isRequired: true });
        validateDescription(text);
        validateAddressAndResidence(text, text);
        validateFilterText(text, 35);
        validateFilterDescription(text, 35);
        truncateForTemplate({
          creditorName: text,
          description: text,
          street: text,
          residence: text,
        });
      }),
    );
  });
});

describe('removeDiacritics', () => {
  it('takes the marks off the Croatian letters, đ and Đ included', () => {
    expect(removeDiacritics('Čćđ Šž ĐURO Žitna')).toBe('Ccd Sz DURO Zitna');
  });

  it('leaves plain text and other scripts as they are', () => {
    expect(removeDiacritics('Plain 123 / ?')).toBe('Plain 123 / ?');
    expect(removeDiacritics('Ωμέγα')).toBe('Ωμεγα');
  });
});
