import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildCroatianIban,
  computeIbanCheckDigits,
  formatIbanGrouped,
  getIbanShortForm,
  hasValidIbanChecksum,
  isValidCroatianIban,
  normalizeIban,
} from './iban';
import { computeMod11Radix10CheckDigit, isValidMod11Radix10 } from './iso7064';

const vectorsPath = fileURLToPath(
  new URL('../../../../shared/reference/vectors/iban_vectors.csv', import.meta.url),
);
const hasVectors = existsSync(vectorsPath);
if (!hasVectors)
  console.warn(`SKIPPED: IBAN reference vectors not found at ${vectorsPath} (../shared is absent)`);

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
