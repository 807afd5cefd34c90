import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeHr40CheckDigits,
  computeMod10CheckDigit,
  computeMod10ZbCheckDigit,
  computeMod11IniCheckDigit,
  computeMod11P7CheckDigit,
  isValidMod11Jmb,
} from './check-digits';
import { computeMod11Radix10CheckDigit } from './iso7064';
import {
  REFERENCE_MODELS,
  SPECIAL_THIRD_GROUPS,
  isSpecialThirdGroup,
  normalizeReferenceModel,
  splitReferenceType,
  validateReference,
  type TReferenceOptions,
} from './reference';
import { findSharedReferenceFile, readCsvRows } from './test-support/reference-data';

function codeOf(model: string, reference: string, options?: TReferenceOptions) {
  const result = validateReference(model, reference, options);
  return result.ok ? 'ok' : `${result.code}${result.detail ? `:${result.detail}` : ''}`;
}

/** Appends the MOD11INI check digit, as a payee builds a reference. */
function ini(body: string): string {
  return body + computeMod11IniCheckDigit(body);
}
function oib(body: string): string {
  return body + computeMod11Radix10CheckDigit(body);
}

describe('FINA check-digit algorithms, with the document’s worked examples (§4)', () => {
  it('§3 and §4.5 MOD11INI: 10230578901 -> 6 (sum 214), 33444555666 -> 9 (sum 321)', () => {
    expect(computeMod11IniCheckDigit('10230578901')).toBe(6);
    expect(computeMod11IniCheckDigit('33444555666')).toBe(9);
  });
  it('§4.5: remainders 0 and 1 both give 0', () => {
    expect(computeMod11IniCheckDigit('0')).toBe(0); // sum 0, remainder 0
    expect(computeMod11IniCheckDigit('6')).toBe(0); // sum 12, remainder 1
    expect(computeMod11IniCheckDigit('5')).toBe(1); // sum 10, 11 - 10
    expect(computeMod11IniCheckDigit('11')).toBe(6); // sum 5, 11 - 5
  });
  it('§4.1 MOD11JMB: 2004940339319 sums to 154, a multiple of 11; one repeated digit is refused', () => {
    expect(isValidMod11Jmb('2004940339319')).toBe(true);
    expect(isValidMod11Jmb('2004940339318')).toBe(false);
    expect(isValidMod11Jmb('0000000000000')).toBe(false);
  });
  it('§4.2 MOD11P7: 345678901 -> 2 (sum 196, remainder 9)', () => {
    expect(computeMod11P7CheckDigit('345678901')).toBe(2);
  });
  it('§4.3 MOD10ZB: 223344556 -> 8 (sum 48)', () => {
    expect(computeMod10ZbCheckDigit('223344556')).toBe(8);
  });
  it('§4.4 ISO 7064 (11,10): 234000 -> 9', () => {
    expect(computeMod11Radix10CheckDigit('234000')).toBe(9);
  });
  it('§4.6 HR40: 54370395 -> K1 3 (sum 37), K2 8 (sum 135); three equal digits in a row refused', () => {
    expect(computeHr40CheckDigits('54370395')).toBe('38');
    expect(computeHr40CheckDigits('54470005')).toBeUndefined();
  });
  it('§4.7 modulo 10: 54370395 -> 3', () => {
    expect(computeMod10CheckDigit('54370395')).toBe(3);
  });
});

describe('reference models: the worked examples of FINA §3', () => {
  it.each([
    ['HR01', '102-3057-89016'],
    ['HR01', '10230578-9016'],
    ['HR01', '10-2305789016'],
    ['HR01', '10-230578901-6'],
    ['HR02', '1023-5789010'],
    ['HR02', '578901-10235'],
    ['HR02', '1023-5789-9016'],
    ['HR02', '1023-57894-19'],
    ['HR06', '102-3057-89015'],
    ['HR06', '102-30-5789015'],
    ['HR06', '102-30578-9015'],
    ['HR06', '102-30578901-5'],
    ['HR06', '102305-789011'],
    ['HR06', '102-305789015'],
    ['HR06', '10230578-9016'],
  ])('%s %s is valid', (model, reference) => {
    expect(codeOf(model, reference)).toBe('ok');
  });

  it('accepts the slip’s printed form with spaces around the dashes and a lower-case model', () => {
    expect(validateReference('hr01', ' 102 - 3057 - 89016 ')).toEqual({
      ok: true,
      value: { model: 'HR01', reference: '102-3057-89016', groups: ['102', '3057', '89016'] },
      warnings: [],
    });
    expect(normalizeReferenceModel('01')).toBe('HR01');
  });

  it('refuses each example with one digit changed', () => {
    expect(codeOf('HR01', '102-3057-89017')).toBe('REFERENCE_CHECK_DIGIT:P3');
    expect(codeOf('HR02', '1023-5789-9015')).toBe('REFERENCE_CHECK_DIGIT:P3');
    expect(codeOf('HR06', '102-3057-89016')).toBe('REFERENCE_CHECK_DIGIT:P3');
  });
});

describe('reference models: every model’s structure', () => {
  // Valid references per model, check digits computed by an independent script from FINA §4.
  it.each([
    ['HR00', '123-456-789'],
    ['HR03', '124-3450-67890'],
    ['HR04', '124-999-67890'],
    ['HR05', '12345679-12345678901-7'],
    ['HR07', '0-12343-9'],
    ['HR08', '12-3455-6785'],
    ['HR09', '12-3455-9'],
    ['HR10', '124-34-50'],
    ['HR11', '124-345-5'],
    ['HR12', '2004940339319-1-2'],
    ['HR13', '3456789012-1'],
    ['HR14', '2233445568-1'],
    ['HR15', '54370390-12345678903'],
    ['HR16', '12343-5673-12345678'],
    ['HR17', '123450-1-2'],
    ['HR18', '345679-1'],
    ['HR19', '1234567890-12345678903'],
    ['HR23', '6122-1-2-3'],
    ['HR24', '5126-1234567890123-1-2'],
    ['HR25', '123-1234567'],
    ['HR26', '5126-19-12345678903-1'],
    ['HR27', '5126-12343'],
    ['HR28', '5126-124-123455-123456'],
    ['HR29', '5126-124-3450'],
    ['HR30', '1234567890-1234-123456'],
    ['HR31', '123450-1-2-3'],
    ['HR33', '123450-1234568-1234567'],
    ['HR34', '123450-1234568-12340'],
    ['HR35', '1234567890-12345678903'],
    ['HR40', '05437039538-1-2'],
    ['HR40', '5437039538'],
    ['HR41', '2004940339319-1236-1'],
    ['HR42', '2004940-339319'],
    ['HR43', '123-12345679-12345-123'],
    ['HR50', '12343-123456789012-1'],
    ['HR55', '123455-1-2'],
    ['HR62', '5126-12340-123455-1'],
    ['HR63', '5126-12340-1234567890'],
    ['HR64', '5126-19-12345678903-1'],
    ['HR64', '5126-12340-123'],
    ['HR65', '5126-124-12340'],
    ['HR65', '5126-124-123455-1'],
    ['HR65', '5126-124-12345678903'],
    ['HR67', '12345678903-123-456'],
    ['HR68', '5126-12345678903-12345'],
    ['HR69', '40002-12345678903-100'],
    ['HR69', '12343-12345678903'],
    ['HR83', '5126-01234-123456'],
    ['HR83', '5126-0123456'],
    ['HR83', '5126-3123456789012345'],
    ['HR84', '5126-1234-1234567890'],
    ['HR84', '5126-12345678'],
    ['HR99', ''],
  ])('%s %s is valid', (model, reference) => {
    expect(codeOf(model, reference)).toBe('ok');
  });

  it('covers every model of the FINA list', () => {
    expect(REFERENCE_MODELS).toEqual(
      expect.arrayContaining(['HR00', 'HR19', 'HR25', 'HR50', 'HR69', 'HR83', 'HR84', 'HR99']),
    );
    expect(REFERENCE_MODELS).toHaveLength(48);
    expect(normalizeReferenceModel('HR20')).toBeUndefined();
    expect(normalizeReferenceModel('HR1')).toBeUndefined();
  });

  it.each([
    ['HR20', '1', 'REFERENCE_MODEL_INVALID'],
    ['', '1', 'REFERENCE_MODEL_INVALID'],
    ['HR01', '', 'REFERENCE_REQUIRED'],
    ['HR00', '   ', 'REFERENCE_REQUIRED'],
    ['HR99', '1', 'REFERENCE_NOT_ALLOWED'],
    ['HR00', '12a-3', 'REFERENCE_INVALID_CHARACTERS'],
    ['HR00', '12/3', 'REFERENCE_INVALID_CHARACTERS'],
    ['HR00', '１２', 'REFERENCE_INVALID_CHARACTERS'],
    ['HR00', '1234567890-1234567890-1', 'REFERENCE_TOO_LONG'],
    ['HR00', '1--2', 'REFERENCE_EMPTY_GROUP'],
    ['HR00', '-12', 'REFERENCE_EMPTY_GROUP'],
    ['HR00', '12-', 'REFERENCE_EMPTY_GROUP'],
    ['HR00', '1-2-3-4-5', 'REFERENCE_TOO_MANY_GROUPS'],
    ['HR00', '1-2-3-4', 'REFERENCE_TOO_MANY_GROUPS'],
    ['HR15', '54370390-12345678903-1', 'REFERENCE_TOO_MANY_GROUPS'],
    ['HR16', '12343-5673', 'REFERENCE_TOO_FEW_GROUPS'],
    ['HR43', '123-12345679-12345', 'REFERENCE_TOO_FEW_GROUPS'],
    ['HR19', '1234567890', 'REFERENCE_TOO_FEW_GROUPS'],
    ['HR00', '1234567890123', 'REFERENCE_GROUP_LENGTH:P1'],
    ['HR13', '345678901', 'REFERENCE_GROUP_LENGTH:P1'],
    ['HR13', '2456789016', 'REFERENCE_GROUP_FIRST_DIGIT:P1'],
    ['HR23', '5126-1', 'REFERENCE_GROUP_FIRST_DIGIT:P1'],
    ['HR34', '123450-1234568-02343', 'REFERENCE_GROUP_FIRST_DIGIT:P3'],
    ['HR62', '5126-02343-123455', 'REFERENCE_GROUP_FIRST_DIGIT:P2'],
    ['HR06', '102-3057-09015', 'REFERENCE_GROUP_FIRST_DIGIT:P3'],
    ['HR40', '12345678972', 'REFERENCE_GROUP_FIRST_DIGIT:P1'],
    ['HR40', '5437039539', 'REFERENCE_CHECK_DIGIT:P1'],
    ['HR12', '2004940339318', 'REFERENCE_CHECK_DIGIT:P1'],
    ['HR12', '1111111111111', 'REFERENCE_CHECK_DIGIT:P1'],
    ['HR14', '2233445567', 'REFERENCE_CHECK_DIGIT:P1'],
    ['HR67', '12345678904', 'REFERENCE_CHECK_DIGIT:P1'],
    ['HR68', '5126-12345678904', 'REFERENCE_CHECK_DIGIT:P2'],
    ['HR42', '2004940-339318', 'REFERENCE_CHECK_DIGIT:P2'],
    ['HR69', '40002-12345678903-999', 'REFERENCE_GROUP_INVALID:P3'],
    ['HR69', '12343-12345678903-100', 'REFERENCE_GROUP_INVALID:P1'],
    ['HR83', '5126-0123456-123456', 'REFERENCE_TOO_MANY_GROUPS'],
    ['HR83', '5126-123456', 'REFERENCE_GROUP_LENGTH:P2'],
    ['HR83', '5126-51234', 'REFERENCE_GROUP_FIRST_DIGIT:P2'],
    ['HR84', '5126-1234', 'REFERENCE_GROUP_LENGTH:P2'],
  ])('%s %s -> %s', (model, reference, expected) => {
    expect(codeOf(model, reference)).toBe(expected);
  });

  it('binds HR19 to FINA’s fee account (model-to-account match)', () => {
    const reference = '1234567890-12345678903';
    expect(codeOf('HR19', reference, { creditorIban: 'HR70 2340 0091 5109 4633 8' })).toBe('ok');
    expect(codeOf('HR19', reference, { creditorIban: 'HR1210010051863000160' })).toBe(
      'REFERENCE_MODEL_ACCOUNT_MISMATCH',
    );
  });

  it('checks HR05’s P2 as an OIB only after a city code of the Naputak', () => {
    const districtCodes = new Set(['3301']);
    expect(codeOf('HR05', '3301-12345678904', { districtCodes })).toBe('REFERENCE_CHECK_DIGIT:P2');
    expect(codeOf('HR05', '3301-12345678903', { districtCodes })).toBe('ok');
    expect(codeOf('HR05', '12345679-12345678904')).toBe('ok');
  });

  it('requires the third group of special revenue types and checks its form', () => {
    const options: TReferenceOptions = {
      specialRevenueTypes: {
        HR68: { '5126': 'PERIOD_MMYY', '6122': 'COMPANY_SIZE' },
        HR64: { '5126': 'DISTRICT_CODE' },
      },
    };
    expect(codeOf('HR68', '5126-12345678903', options)).toBe('REFERENCE_TOO_FEW_GROUPS:P3');
    expect(codeOf('HR68', '5126-12345678903-1126', options)).toBe('ok');
    expect(codeOf('HR68', '5126-12345678903-1326', options)).toBe('REFERENCE_PERIOD_INVALID:P3');
    expect(codeOf('HR68', '5126-12345678903-126', options)).toBe('REFERENCE_PERIOD_INVALID:P3');
    expect(codeOf('HR68', '6122-12345678903-003', options)).toBe('ok');
    expect(codeOf('HR68', '6122-12345678903-005', options)).toBe(
      'REFERENCE_COMPANY_SIZE_INVALID:P3',
    );
    expect(codeOf('HR64', '5126-12340-3301', options)).toBe('ok');
    expect(codeOf('HR64', '5126-12340-3302', options)).toBe('REFERENCE_DISTRICT_INVALID:P3');
    expect(
      codeOf('HR64', '5126-12340-3302', { ...options, districtCodes: new Set(['3302']) }),
    ).toBe('ok');
    // Other revenue types keep P3 optional.
    expect(codeOf('HR68', '1201-12345678903', options)).toBe('ok');
  });

  it('knows the three kinds of third group by name', () => {
    expect(SPECIAL_THIRD_GROUPS.every(isSpecialThirdGroup)).toBe(true);
    expect(isSpecialThirdGroup('MMYY')).toBe(false);
  });
});

describe('reference type (000 §5)', () => {
  it('takes the first four characters as the type: two capitals and two digits', () => {
    expect(splitReferenceType('HR01102-3057-89016')).toEqual({
      ok: true,
      value: { type: 'HR01', reference: '102-3057-89016' },
      warnings: [],
    });
    expect(splitReferenceType('RF18539007547034').ok).toBe(true);
    expect(splitReferenceType('hr01123').ok).toBe(false);
    expect(splitReferenceType('H101').ok).toBe(false);
    expect(splitReferenceType('').ok).toBe(false);
  });
});

describe('reference vectors of ../shared/reference', () => {
  const path = findSharedReferenceFile('vectors/hr_reference_vectors.csv');
  it.skipIf(path === undefined)('agrees with every verdict of hr_reference_vectors.csv', () => {
    const rows = readCsvRows(path ?? '');
    expect(rows.length).toBeGreaterThan(30);
    for (const row of rows) {
      const model = row.model ?? '';
      const reference = row.reference ?? '';
      expect(validateReference(model, reference).ok, `${model} ${reference}`).toBe(
        row.valid === 'true',
      );
    }
  });
});

describe('reference rules on untrusted input (property-based)', () => {
  const anyText = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: fc.constantFrom('0', '1', '9', '-', ' ', '\u0000', '٣'), maxLength: 30 }),
    fc.string({ minLength: 20_000, maxLength: 20_050 }),
  );
  const anyModel = fc.oneof(
    fc.constantFrom(...REFERENCE_MODELS, 'HR20', 'hr01', '01', ''),
    anyText,
  );

  it('never throws and accepts only digits-and-dashes of at most 4 groups and 22 characters', () => {
    fc.assert(
      fc.property(anyModel, anyText, (model, reference) => {
        const result = validateReference(model, reference);
        if (result.ok) {
          expect(result.value.reference).toMatch(/^(\d+(-\d+){0,3})?$/);
          expect(result.value.reference.length).toBeLessThanOrEqual(22);
          expect(REFERENCE_MODELS).toContain(result.value.model);
        }
      }),
      { numRuns: 2000 },
    );
    // 2,000 runs of arbitrary text: seconds on a loaded two-core machine, not a hang.
  }, 30_000);

  it('accepts any HR00 reference of digit groups within the limits, and HR99 only when empty', () => {
    const digitGroup = fc.string({
      unit: fc.constantFrom(...'0123456789'),
      minLength: 1,
      maxLength: 6,
    });
    fc.assert(
      fc.property(fc.array(digitGroup, { minLength: 1, maxLength: 3 }), (groups) => {
        expect(validateReference('HR00', groups.join('-')).ok).toBe(true);
        expect(validateReference('HR99', groups.join('-')).ok).toBe(false);
      }),
    );
  });

  it('accepts any HR01 body with its MOD11INI digit appended, split anywhere', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 19 }),
        fc.nat(),
        (body, cut) => {
          const digits = ini(body);
          const at = 1 + (cut % (digits.length - 1 || 1));
          const reference =
            digits.length > 12 ? `${digits.slice(0, at)}-${digits.slice(at)}` : digits;
          const tooLongGroup = reference.split('-').some((part) => part.length > 12);
          expect(validateReference('HR01', reference).ok).toBe(!tooLongGroup);
        },
      ),
    );
  });

  it('accepts an OIB with a valid ISO 7064 digit in HR67 and refuses the other nine digits', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 10, maxLength: 10 }),
        (body) => {
          const valid = oib(body);
          expect(validateReference('HR67', valid).ok).toBe(true);
          for (let digit = 0; digit <= 9; digit += 1) {
            if (String(digit) !== valid.slice(-1))
              expect(validateReference('HR67', body + String(digit)).ok).toBe(false);
          }
        },
      ),
    );
  });
});
