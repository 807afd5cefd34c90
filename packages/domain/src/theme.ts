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
