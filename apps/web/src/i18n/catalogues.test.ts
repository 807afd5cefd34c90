import { describe, expect, it } from 'vitest';
import { en } from './en';
import { hr } from './hr';
import { interpolate, splitMessage, translate } from './messages';

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

  it('use the same placeholders in both languages', () => {
    const placeholdersOf = (text: string) =>
      [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [key, value] of Object.entries(hr)) {
      expect(placeholdersOf(en[key as keyof typeof hr]), key).toEqual(placeholdersOf(value));
    }
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

describe('interpolate', () => {
  it('fills named placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Prijava za {seconds} s', { seconds: 7 })).toBe('Prijava za 7 s');
    expect(interpolate('{a} i {b}', { a: 'x' })).toBe('x i {b}');
  });
});

describe('splitMessage', () => {
  it('splits text around placeholders', () => {
    expect(splitMessage('Prijava za {seconds} s')).toEqual([
      { kind: 'text', text: 'Prijava za ' },
      { kind: 'placeholder', name: 'seconds' },
      { kind: 'text', text: ' s' },
    ]);
    expect(splitMessage('{a}')).toEqual([{ kind: 'placeholder', name: 'a' }]);
  });
});
