import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildOib, isValidOib, validateOib, validateTaxId } from './oib';

describe('OIB', () => {
  it('accepts OIBs whose check digit holds', () => {
    expect(isValidOib('69435151530')).toBe(true);
    expect(isValidOib(buildOib('6945541476'))).toBe(true);
  });

  it.each(['69435151531', '6943515153', '694351515300', 'abcdefghijk', ''])('refuses %j', (oib) => {
    expect(isValidOib(oib)).toBe(false);
  });

  it('builds valid OIBs from any base', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (base) => {
        expect(isValidOib(buildOib(base))).toBe(true);
      }),
    );
  });
});

describe('tax ids', () => {
  it('validates an OIB field', () => {
    expect(validateOib(' 69435151530 ')).toEqual({ ok: true, value: '69435151530', warnings: [] });
    expect(validateOib('69435151531')).toMatchObject({ ok: false, code: 'OIB_INVALID' });
    expect(validateOib('')).toMatchObject({ ok: false, code: 'FIELD_REQUIRED' });
  });

  it('needs an OIB for a Croatian party and 7 characters for a foreign one', () => {
    expect(validateTaxId('69435151530', 'HR').ok).toBe(true);
    expect(validateTaxId('69435151531', 'hr')).toMatchObject({ code: 'OIB_INVALID' });
    expect(validateTaxId('DE12345', 'DE').ok).toBe(true);
    expect(validateTaxId('DE1234', 'DE')).toMatchObject({ code: 'TAX_ID_TOO_SHORT' });
    expect(validateTaxId('12345678901', 'IT').ok).toBe(true);
    expect(validateTaxId('DE<123456>', 'DE')).toMatchObject({ code: 'FIELD_INVALID_CHARACTERS' });
    expect(validateTaxId('1'.repeat(36), 'DE')).toMatchObject({ code: 'FIELD_TOO_LONG' });
  });

  it('never throws and never accepts fewer than 7 characters or an invalid OIB', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.stringMatching(/^\d{11}$/)),
        fc.constantFrom('HR', 'DE', 'IT', ''),
        (text, country) => {
          const result = validateTaxId(text, country);
          if (!result.ok) return;
          expect([...result.value].length).toBeGreaterThanOrEqual(7);
          if (country === 'HR') expect(isValidOib(result.value)).toBe(true);
        },
      ),
    );
  });
});
