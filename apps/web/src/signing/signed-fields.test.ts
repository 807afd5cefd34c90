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

  it("words an authority change's person, action and each account's new authority", () => {
    const fields = [
      { name: 'customerId', value: '100245' },
      { name: 'personName', value: 'Marko Šimić' },
      { name: 'actionType', value: 'CHANGE' },
      { name: 'account', value: 'HR1723600001100000013' },
      { name: 'authorityLevel', value: 'ENTER_AND_AUTHORIZE' },
      { name: 'limitType', value: 'PER_TRANSACTION' },
      { name: 'limitAmount', value: '1000.00' },
    ];
    expect(describeSignedFields(fields, say('hr'))).toEqual([
      ['Broj klijenta', '100245'],
      ['Osoba', 'Marko Šimić'],
      ['Vrsta zahtjeva', 'Promjena ovlaštenja'],
      ['Račun', 'HR1723600001100000013'],
      ['Ovlast', 'Unos i autorizacija'],
      ['Vrsta limita', 'Po transakciji'],
      ['Iznos limita', '1000.00'],
    ]);
    expect(describeSignedFields([{ name: 'actionType', value: 'REVOKE' }], say('en'))).toEqual([
      ['Request', 'Authority revocation'],
    ]);
  });

  it('shows a field it does not know by its own name and value, never hiding what is signed', () => {
    expect(describeSignedFields([{ name: 'frequency', value: 'DAILY' }], say('hr'))).toEqual([
      ['frequency', 'DAILY'],
    ]);
    expect(describeSignedFields([{ name: 'limitType', value: 'WEEKLY' }], say('hr'))).toEqual([
      ['Vrsta limita', 'WEEKLY'],
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
