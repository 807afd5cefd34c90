import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_SETTINGS } from '@poslovno/domain';
import { computeThemeCssVariables, parseStoredThemeSettings } from './theme-settings';

describe('computeThemeCssVariables', () => {
  it('gives neutral values for the defaults', () => {
    expect(computeThemeCssVariables(DEFAULT_THEME_SETTINGS)).toEqual({
      '--font-scale': '1',
      '--line-height-factor': '1',
      '--letter-spacing': '0em',
    });
  });

  it('uses the factors of 000 §9, letter spacing as factor - 1 in em', () => {
    expect(
      computeThemeCssVariables({
        ...DEFAULT_THEME_SETTINGS,
        fontSize: 'LARGEST',
        lineSpacing: 'DOUBLE',
        letterSpacing: 'NONE',
      }),
    ).toEqual({
      '--font-scale': '2.2707',
      '--line-height-factor': '1.025',
      '--letter-spacing': '-0.05em',
    });
    expect(
      computeThemeCssVariables({
        ...DEFAULT_THEME_SETTINGS,
        fontSize: 'SMALL',
        letterSpacing: 'SLIGHTLY',
      }),
    ).toMatchObject({
      '--font-scale': '0.75',
      '--letter-spacing': '0.025em',
    });
    expect(
      computeThemeCssVariables({ ...DEFAULT_THEME_SETTINGS, letterSpacing: 'SIGNIFICANTLY' })[
        '--letter-spacing'
      ],
    ).toBe('0.125em');
    expect(
      computeThemeCssVariables({ ...DEFAULT_THEME_SETTINGS, fontSize: 'LARGE' })['--font-scale'],
    ).toBe('1.305');
  });
});

describe('parseStoredThemeSettings', () => {
  it('falls back to the defaults for nothing, broken JSON or foreign values', () => {
    expect(parseStoredThemeSettings(null)).toEqual(DEFAULT_THEME_SETTINGS);
    expect(parseStoredThemeSettings('{oops')).toEqual(DEFAULT_THEME_SETTINGS);
    expect(parseStoredThemeSettings('{"name":"purple"}')).toEqual(DEFAULT_THEME_SETTINGS);
  });

  it('completes a partial setting with the defaults', () => {
    expect(parseStoredThemeSettings('{"name":"light","fontSize":"LARGE"}')).toEqual({
      ...DEFAULT_THEME_SETTINGS,
      name: 'light',
      fontSize: 'LARGE',
    });
  });
});
