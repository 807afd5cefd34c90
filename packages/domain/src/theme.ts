/** Themes and accessibility modifiers of 000 §3 and §9. Default: dark with default modifiers. */
export const THEME_NAMES = ['dark', 'light', 'high-contrast'] as const;
export type TThemeName = (typeof THEME_NAMES)[number];

/** 000 §9 font-size multipliers 0.75, 1.305 and 2.2707 around the default 1. */
export const FONT_SIZE_FACTORS = {
  SMALL: 0.75,
  DEFAULT: 1,
  LARGE: 1.305,
  LARGEST: 2.2707,
} as const;
export type TFontSize = keyof typeof FONT_SIZE_FACTORS;

/** 000 §9 line spacing: default and "double" with the factor 1.025 as the spec gives it. */
export const LINE_SPACING_FACTORS = { DEFAULT: 1, DOUBLE: 1.025 } as const;
export type TLineSpacing = keyof typeof LINE_SPACING_FACTORS;

/** 000 §9 letter spacing: none 0.95, default 1, slightly 1.025, significantly 1.125. */
export const LETTER_SPACING_FACTORS = {
  NONE: 0.95,
  DEFAULT: 1,
  SLIGHTLY: 1.025,
  SIGNIFICANTLY: 1.125,
} as const;
export type TLetterSpacing = keyof typeof LETTER_SPACING_FACTORS;

export const ACCOUNTS_VIEWS = ['card', 'list'] as const;
export type TAccountsView = (typeof ACCOUNTS_VIEWS)[number];
export const DEFAULT_ACCOUNTS_VIEW: TAccountsView = 'card';

export interface TThemeSettings {
  name: TThemeName;
  accessibleText: boolean;
  fontSize: TFontSize;
  lineSpacing: TLineSpacing;
  letterSpacing: TLetterSpacing;
}

export const DEFAULT_THEME_SETTINGS: TThemeSettings = {
  name: 'dark',
  accessibleText: false,
  fontSize: 'DEFAULT',
  lineSpacing: 'DEFAULT',
  letterSpacing: 'DEFAULT',
};

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/**
 * Theme settings kept by a browser (localStorage): the fields given, when every one of them is
 * valid; anything else (another app's leftover, an old format) is no settings at all.
 */
export function readPartialThemeSettings(value: unknown): Partial<TThemeSettings> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const fields = value as Record<string, unknown>;
  const settings: Partial<TThemeSettings> = {};
  const checks: Record<keyof TThemeSettings, (field: unknown) => boolean> = {
    name: (field) => isOneOf(THEME_NAMES, field),
    accessibleText: (field) => typeof field === 'boolean',
    fontSize: (field) => isOneOf(Object.keys(FONT_SIZE_FACTORS), field),
    lineSpacing: (field) => isOneOf(Object.keys(LINE_SPACING_FACTORS), field),
    letterSpacing: (field) => isOneOf(Object.keys(LETTER_SPACING_FACTORS), field),
  };
  for (const [name, check] of Object.entries(checks) as [
    keyof TThemeSettings,
    (f: unknown) => boolean,
  ][]) {
    if (!(name in fields) || fields[name] === undefined) continue;
    if (!check(fields[name])) return undefined;
    Object.assign(settings, { [name]: fields[name] });
  }
  return settings;
}
