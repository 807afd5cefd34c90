import { describe, expect, it } from 'vitest';
import { getAccountDisplayLabel, isListedAuthority } from './account';
import { capitalizePersonName, isValidCustomerOrPersonId } from './person';
import { pickLocaleFromAcceptLanguage, toWireLocale } from './locale';
import { validateFreeText } from './text';

describe('account display label (000 §3)', () => {
  const iban = 'HR1210010051863000160';
  it('prefers the personalised nickname', () => {
    expect(
      getAccountDisplayLabel({
        personalizedNickname: 'Plaće',
        nickname: 'Glavni',
        iban,
        currency: 'EUR',
      }),
    ).toBe('Plaće');
  });
  it('falls back to the nickname, ignoring blanks', () => {
    expect(
      getAccountDisplayLabel({
        personalizedNickname: '  ',
        nickname: 'Glavni',
        iban,
        currency: 'EUR',
      }),
    ).toBe('Glavni');
  });
  it('falls back to the last 10 characters of the IBAN and the currency', () => {
    expect(
      getAccountDisplayLabel({ personalizedNickname: null, nickname: null, iban, currency: 'USD' }),
    ).toBe('1863000160 USD');
  });
  it('lists only accounts with an authority level', () => {
    expect(isListedAuthority('NONE')).toBe(false);
    expect(isListedAuthority('ENTER')).toBe(true);
  });
});

describe('person names and ids', () => {
  it.each([
    ['ANA-MARIJA KOVAČIĆ', 'Ana-Marija Kovačić'],
    ['đuro  šimić', 'Đuro Šimić'],
    ["d'artagnan o'brien", "D'Artagnan O'Brien"],
    ['žarko čolić', 'Žarko Čolić'],
  ])('capitalises %j as %j', (raw, shown) => {
    expect(capitalizePersonName(raw)).toBe(shown);
  });
  it('bounds customer and person ids to 1000..9999999999', () => {
    expect(isValidCustomerOrPersonId(999)).toBe(false);
    expect(isValidCustomerOrPersonId(1000)).toBe(true);
    expect(isValidCustomerOrPersonId(9_999_999_999)).toBe(true);
    expect(isValidCustomerOrPersonId(10_000_000_000)).toBe(false);
    expect(isValidCustomerOrPersonId(1000.5)).toBe(false);
  });
});

describe('locale', () => {
  it.each([
    [undefined, 'hr'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE,en;q=0.5,hr;q=0.8', 'hr'],
    ['fr', 'hr'],
    ['en;q=0', 'hr'],
  ])('picks %j -> %s', (header, locale) => {
    expect(pickLocaleFromAcceptLanguage(header)).toBe(locale);
  });
  it('maps to the wire form', () => {
    expect(toWireLocale('hr')).toBe('hr_hr');
    expect(toWireLocale('en')).toBe('en_us');
  });
});

describe('free text', () => {
  it('accepts Croatian letters and refuses markup and overlong text', () => {
    expect(validateFreeText('name', 'Žiro račun - plaće (č, ć, đ)', 35)).toEqual([]);
    expect(validateFreeText('name', '<script>', 35)).toEqual([
      { field: 'name', code: 'FIELD_INVALID_CHARACTERS' },
    ]);
    expect(validateFreeText('name', 'x'.repeat(36), 35)).toEqual([
      { field: 'name', code: 'FIELD_TOO_LONG' },
    ]);
  });
});
