import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildOib, isValidOib } from './oib';

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
