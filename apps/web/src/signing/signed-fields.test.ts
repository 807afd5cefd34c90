import { describe, expect, it } from 'vitest';
import type { TLocale } from '@poslovno/domain';
import { loadWholeCatalogues } from '../../test/whole-catalogues';
import { translate } from '../i18n/messages';
import type { TTranslate } from '../i18n/i18n-context';
import { describeSignedFields, formatMobilePhone } from './signed-fields';

loadWholeCatalogues();

const say =
  (locale: TLocale): TTranslate =>
  (key, values) =>
    translate(locale, key, values);

describe('describeSignedFields', () => {
  it("words a consent request's two switches as the signer reads them", () => {
    const fields = [
      { name: 'communicationAllowed', value: 'false' },
      { name: 'profilingAllowed', value: 'true' },
    ];
    expect(describeSignedFields(fields, say('hr'))).toEqual([
      ['Marketinška komunikacija', 'isključeno'],
      ['Profiliranje', 'uključeno'],
    ]);
    expect(describeSignedFields(fields, say('en'))).toEqual([
      ['Marketing communication', 'off'],
      ['Profiling', 'on'],
    ]);
  });

  it("words a reactivation's token, phone and reason", () => {
    const fields = [
      { name: 'tokenSerial', value: 'M2000101' },
      { name: 'mobilePhone', value: '+385912345678' },
      { name: 'reason', value: 'FACTORY_SETTINGS_RESTORED' },
    ];
    expect(describeSignedFields(fields, say('hr'))).toEqual([
      ['Mobilni token (serijski broj)', 'M2000101'],
      ['Broj mobitela', '+385 91 234 5678'],
      ['Razlog', 'Mobitel je vraćen na tvorničke postavke'],
    ]);
  });

  it('shows a field it does not know by its own name and value, never hiding what is signed', () => {
    expect(describeSignedFields([{ name: 'limitType', value: 'DAILY' }], say('hr'))).toEqual([
      ['limitType', 'DAILY'],
    ]);
    expect(
      describeSignedFields([{ name: 'communicationAllowed', value: 'maybe' }], say('en')),
    ).toEqual([['Marketing communication', 'maybe']]);
  });
});

describe('formatMobilePhone', () => {
  it('groups a Croatian mobile number and leaves any other E.164 number whole', () => {
    expect(formatMobilePhone('+385912345678')).toBe('+385 91 234 5678');
    expect(formatMobilePhone('+38598123456')).toBe('+385 98 123 456');
    expect(formatMobilePhone('+4915112345678')).toBe('+4915112345678');
    expect(formatMobilePhone('not a number')).toBe('not a number');
  });
});
