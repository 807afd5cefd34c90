import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import {
  buildCroatianIban,
  computeIbanCheckDigits,
  formatIbanGrouped,
  getIbanShortForm,
  hasValidIbanChecksum,
  isValidCroatianIban,
  isValidElectronicIban,
  normalizeIban,
  validateBic,
  validateForeignAccount,
  validateIban,
} from './iban';
import { isValidIBAN } from 'ibantools';
import { findSharedReferenceFile } from './test-support/reference-data';
import { computeMod11Radix10CheckDigit, isValidMod11Radix10 } from './iso7064';

const vectorsPath = findSharedReferenceFile('vectors/iban_vectors.csv') ?? '';
const hasVectors = vectorsPath !== '';

describe('IBAN', () => {
  it('checks the Croatian register example', () => {
    expect(hasValidIbanChecksum('HR1210010051863000160')).toBe(true);
    expect(isValidCroatianIban('HR1210010051863000160')).toBe(true);
    expect(hasValidIbanChecksum('HR1210010052863000160')).toBe(false);
  });

  it('builds Croatian IBANs whose every check digit holds', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^\d{9}$/), (bank, account) => {
        const iban = buildCroatianIban(bank, account);
        expect(iban).toHaveLength(21);
        expect(isValidCroatianIban(iban)).toBe(true);
      }),
    );
  });

  it('knows the published bank codes as valid MOD 11,10 numbers', () => {
    for (const code of ['2360000', '2340009', '2402006', '2484008', '2390001', '1001005']) {
      expect(isValidMod11Radix10(code)).toBe(true);
    }
    expect(computeMod11Radix10CheckDigit('236000')).toBe(0);
  });

  it('detects every single-digit substitution (MOD 11,10 property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{10}$/),
        fc.nat(9),
        fc.integer({ min: 1, max: 9 }),
        (base, position, delta) => {
          const valid = base + computeMod11Radix10CheckDigit(base);
          const digits = [...valid];
          const index = position % digits.length;
          digits[index] = String((Number(digits[index]) + delta) % 10);
          expect(isValidMod11Radix10(digits.join(''))).toBe(false);
        },
      ),
    );
  });

  it('computes check digits that make the mod-97 check pass', () => {
    expect(computeIbanCheckDigits('HR', '10010051863000160')).toBe('12');
    expect(computeIbanCheckDigits('DE', '370400440532013000')).toBe('89');
  });

  it('normalises, groups and shortens for display', () => {
    expect(normalizeIban(' hr12 1001 0051 8630 0016 0 ')).toBe('HR1210010051863000160');
    expect(formatIbanGrouped('HR1210010051863000160')).toBe('HR12 1001 0051 8630 0016 0');
    expect(getIbanShortForm('HR1210010051863000160')).toBe('1863000160');
  });

  it.skipIf(!hasVectors)('agrees with the mod-97 verdict of the reference vectors', () => {
    const rows = readFileSync(vectorsPath, 'utf8').trim().split('\n').slice(1);
    let checked = 0;
    for (const row of rows) {
      const [raw = '', valid] = row.split(',');
      const iban = raw.replace(/[\s.-]/g, '');
      // Only rows whose verdict is about the checksum: valid ones, and invalid compact uppercase ones
      // flagged by the provenance as checksum failures (they fail mod-97).
      if (valid === 'true' && /^[A-Za-z]{2}/.test(iban)) {
        expect(hasValidIbanChecksum(iban.toUpperCase()), raw).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(250);
  });
});

describe('IBAN and BIC rules', () => {
  const codeOf = (result: { ok: boolean; code?: string; value?: unknown }) =>
    result.ok ? 'ok' : result.code;

  it('validates typed IBANs of any registry country, upper-casing and removing spaces', () => {
    expect(validateIban(' hr12 1001 0051 8630 0016 0')).toEqual({
      ok: true,
      value: 'HR1210010051863000160',
      warnings: [],
    });
    expect(codeOf(validateIban('DE89370400440532013000'))).toBe('ok');
    expect(codeOf(validateIban('AE070331234567890123456'))).toBe('ok');
    expect(codeOf(validateIban(''))).toBe('IBAN_REQUIRED');
    expect(codeOf(validateIban('HR12-1001-0051-8630-0016-0'))).toBe('ok');
    expect(codeOf(validateIban('HR12_1001'))).toBe('IBAN_INVALID_CHARACTERS');
    expect(codeOf(validateIban('QQ931234'))).toBe('IBAN_UNKNOWN_COUNTRY');
    expect(codeOf(validateIban('HR121001005186300016'))).toBe('IBAN_INVALID_LENGTH');
    expect(codeOf(validateIban('HR1210010052863000160'))).toBe('IBAN_INVALID');
    // Passes mod-97 but not the Spanish national check digits.
    expect(codeOf(validateIban('ES2121000418450200051331'))).toBe('IBAN_INVALID');
  });

  it('checks the Croatian bank-code and account check digits even when mod-97 holds', () => {
    const brokenAccount = '1001005' + '1863000161';
    const iban = `HR${computeIbanCheckDigits('HR', brokenAccount)}${brokenAccount}`;
    expect(hasValidIbanChecksum(iban)).toBe(true);
    expect(codeOf(validateIban(iban))).toBe('IBAN_INVALID');
  });

  it('asks a domestic payment for a Croatian IBAN of exactly 21 characters', () => {
    expect(codeOf(validateIban('HR1210010051863000160', { domestic: true }))).toBe('ok');
    expect(codeOf(validateIban('DE89370400440532013000', { domestic: true }))).toBe('IBAN_INVALID');
    expect(codeOf(validateIban('HR12100100518630001600', { domestic: true }))).toBe(
      'IBAN_INVALID_LENGTH',
    );
  });

  it('validates BICs of 8 and 11 characters with a real country code', () => {
    expect(validateBic('jpba hr22')).toEqual({ ok: true, value: 'JPBAHR22', warnings: [] });
    expect(codeOf(validateBic('PBZGHR2XXXX'))).toBe('ok');
    expect(codeOf(validateBic('JPBAXX22'))).toBe('BIC_INVALID');
    expect(codeOf(validateBic('JPBAHR2'))).toBe('BIC_INVALID');
    expect(codeOf(validateBic('JPBAHR22X'))).toBe('BIC_INVALID');
    expect(codeOf(validateBic('1PBAHR22'))).toBe('BIC_INVALID');
  });

  it('warns when a foreign payment to an IBAN country uses another account number', () => {
    expect(validateForeignAccount('123456789', 'DE')).toEqual({
      ok: true,
      value: '123456789',
      warnings: ['IBAN_EXPECTED'],
    });
    expect(validateForeignAccount('123456789', 'US')).toEqual({
      ok: true,
      value: '123456789',
      warnings: [],
    });
    expect(codeOf(validateForeignAccount('DE89370400440532013001', 'DE'))).toBe('IBAN_INVALID');
    expect(codeOf(validateForeignAccount('12#45', 'US'))).toBe('IBAN_INVALID_CHARACTERS');
  });

  it.skipIf(!hasVectors)('agrees with every verdict of the reference vectors', () => {
    const rows = readFileSync(vectorsPath, 'utf8').trim().split('\n').slice(1);
    for (const row of rows) {
      const [raw = '', valid = '', source = ''] = row.split(',');
      // python-stdnum normalises spaces, '-' and '.' before checking; iban4j takes only the
      // compact electronic form.
      const verdict = source.includes('python-stdnum')
        ? validateIban(raw).ok
        : isValidElectronicIban(raw);
      expect(verdict, raw).toBe(valid === 'true');
    }
  });

  it('never throws and accepts only what mod-97 and the registry length accept', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'grapheme' }),
          fc.stringMatching(/^[A-Z]{2}\d{2}[A-Z0-9 ]{8,30}$/),
        ),
        (text) => {
          const result = validateIban(text);
          validateBic(text);
          validateForeignAccount(text, 'DE');
          if (result.ok) {
            expect(hasValidIbanChecksum(result.value)).toBe(true);
            const isCrownDependency = ['GG', 'IM', 'JE'].includes(result.value.slice(0, 2));
            expect(isValidIBAN(result.value) || isCrownDependency).toBe(true);
          }
        },
      ),
    );
  });
});
