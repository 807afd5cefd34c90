import { describe, expect, it } from 'vitest';
import { buildCookieString, parseCookieValue, pickAllowedValue } from './cookies';

describe('buildCookieString', () => {
  it('writes a one-year, site-wide, Lax preference cookie by default', () => {
    expect(buildCookieString('language', 'en')).toBe(
      'language=en; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('escapes the value', () => {
    expect(buildCookieString('x', 'a b;c')).toContain('x=a%20b%3Bc;');
  });
});

describe('parseCookieValue', () => {
  it('finds a cookie among others', () => {
    expect(parseCookieValue('theme=x; language=en; accountsView=list', 'language')).toBe('en');
    expect(parseCookieValue('theme=x; language=en; accountsView=list', 'accountsView')).toBe(
      'list',
    );
  });

  it('does not match on a name suffix', () => {
    expect(parseCookieValue('mylanguage=en', 'language')).toBeUndefined();
  });

  it('answers undefined for a missing or broken cookie', () => {
    expect(parseCookieValue('', 'language')).toBeUndefined();
    expect(parseCookieValue('language=%E0%A4%A', 'language')).toBeUndefined();
  });

  it('decodes escaped values', () => {
    expect(parseCookieValue('x=a%20b', 'x')).toBe('a b');
  });
});

describe('pickAllowedValue', () => {
  it('keeps an allowed value and replaces anything else with the fallback', () => {
    expect(pickAllowedValue('list', ['card', 'list'], 'card')).toBe('list');
    expect(pickAllowedValue('grid', ['card', 'list'], 'card')).toBe('card');
    expect(pickAllowedValue(undefined, ['card', 'list'], 'card')).toBe('card');
  });
});
