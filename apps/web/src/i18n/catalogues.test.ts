import { describe, expect, it } from 'vitest';
import {
  findCatalogueProblems,
  findPlainMessageMismatches,
  findRenderingChanges,
} from '@poslovno/contract/message-checks';
import { en } from './en';
import { hr } from './hr';
import { loadWholeCatalogues } from '../../test/whole-catalogues';
import { splitMessage, translate } from './messages';

loadWholeCatalogues();

describe('catalogues', () => {
  it('have exactly the same keys in Croatian and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(hr).sort());
  });

  it('have no empty message', () => {
    for (const catalogue of [hr, en]) {
      for (const [key, value] of Object.entries(catalogue)) {
        expect(value.trim(), key).not.toBe('');
      }
    }
  });

  it('parse as ICU MessageFormat, with every plural form and the same arguments in both languages', () => {
    expect(findCatalogueProblems({ hr, en })).toEqual([]);
  });

  it('hold no text that formats as itself by its look but not by its ICU parse', () => {
    expect(findPlainMessageMismatches(hr)).toEqual([]);
    expect(findPlainMessageMismatches(en)).toEqual([]);
  });

  it('render every message without plural or select as the old {name} replacement did', () => {
    expect(findRenderingChanges('hr', hr)).toEqual([]);
    expect(findRenderingChanges('en', en)).toEqual([]);
  });

  it('keep the texts the end-to-end tests and the spec rely on', () => {
    expect(hr['signIn.title']).toBe('Demo prijava');
    expect(en['signIn.title']).toBe('Demo sign-in');
    expect(translate('hr', 'signIn.signInTo', { company: 'Slavonska žitna d.o.o.' })).toBe(
      'Prijava u Slavonska žitna d.o.o.',
    );
    expect(translate('en', 'signIn.signInTo', { company: 'Slavonska žitna d.o.o.' })).toBe(
      'Sign in to Slavonska žitna d.o.o.',
    );
    expect(hr['app.subtitle']).toBe('Internetsko bankarstvo za poslovne korisnike');
    expect(en['app.subtitle']).toBe(hr['app.subtitle']);
    expect([hr['language.hrShort'], hr['language.enShort']]).toEqual(['HRV', 'ENG']);
    expect([hr['language.hr'], hr['language.en'], en['language.hr'], en['language.en']]).toEqual([
      'Hrvatski',
      'Engleski',
      'Croatian',
      'English',
    ]);
  });
});

describe('translate', () => {
  it('chooses the Croatian plural form by the count: one, few, other', () => {
    const tooMany = (max: number) => translate('hr', 'payments.download.tooMany', { max });
    expect(tooMany(1)).toBe('Odjednom je moguće preuzeti najviše 1 nalog.');
    expect(tooMany(3)).toBe('Odjednom je moguće preuzeti najviše 3 naloga.');
    expect(tooMany(5)).toBe('Odjednom je moguće preuzeti najviše 5 naloga.');
    expect(tooMany(21)).toBe('Odjednom je moguće preuzeti najviše 21 nalog.');
    expect(tooMany(11)).toBe('Odjednom je moguće preuzeti najviše 11 naloga.');
    const window = (days: number) => translate('hr', 'dashboard.transactions.window', { days });
    expect([1, 3, 5, 21, 11].map(window)).toEqual([
      'Posljednji 1 dan',
      'Posljednja 3 dana',
      'Posljednjih 5 dana',
      'Posljednji 21 dan',
      'Posljednjih 11 dana',
    ]);
  });

  it('chooses the English plural form, and prints the count by the language', () => {
    expect(translate('en', 'payments.delete.resultTitle', { deleted: 1, count: 1 })).toBe(
      'Deleted 1 of 1 payment',
    );
    expect(translate('en', 'payments.delete.resultTitle', { deleted: 0, count: 21 })).toBe(
      'Deleted 0 of 21 payments',
    );
    expect(translate('en', 'templates.count', { count: 1, limit: 1 })).toBe('1 of 1 template');
    expect(translate('hr', 'rename.hint', { max: 1500 })).toMatch(/^Najviše 1\.500 znakova\./);
  });

  it('chooses by an exact value where a text differs for one file only', () => {
    expect(translate('hr', 'ui.fileDrop.choose', { maxFiles: 1 })).toBe('Odaberi datoteku');
    expect(translate('hr', 'ui.fileDrop.choose', { maxFiles: 21 })).toBe('Odaberi datoteke');
    expect(translate('en', 'ui.fileDrop.choose', { maxFiles: 2 })).toBe('Choose files');
  });

  it('leaves a value it was not given visible, so it gets noticed', () => {
    expect(translate('hr', 'logout.countdown')).toBe('Prijava za {seconds} s');
    expect(translate('hr', 'signIn.signInTo', {})).toBe('Prijava u {company}');
  });
});

describe('splitMessage', () => {
  it('splits a translated text around the values it was given without', () => {
    expect(splitMessage(translate('hr', 'logout.countdown'))).toEqual([
      { kind: 'text', text: 'Prijava za ' },
      { kind: 'placeholder', name: 'seconds' },
      { kind: 'text', text: ' s' },
    ]);
    expect(splitMessage('{a}')).toEqual([{ kind: 'placeholder', name: 'a' }]);
  });
});
