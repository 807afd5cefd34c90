import {
  DEFAULT_THEME_SETTINGS,
  FONT_SIZE_FACTORS,
  LETTER_SPACING_FACTORS,
  LINE_SPACING_FACTORS,
  readPartialThemeSettings,
  type TThemeSettings,
} from '@poslovno/domain';
import { readStoredValue } from '../lib/browser-storage';

/** Kept in localStorage so that a reload, even before sign-in, keeps the person's choice. */
export const THEME_STORAGE_KEY = 'poslovno.theme';

export type TThemeCssVariables = Readonly<
  Record<'--font-scale' | '--line-height-factor' | '--letter-spacing', string>
>;

/** Floats like 0.95 - 1 carry noise; four decimals are more than any screen shows. */
function roundFactor(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

export function computeThemeCssVariables(settings: TThemeSettings): TThemeCssVariables {
  return {
    '--font-scale': String(FONT_SIZE_FACTORS[settings.fontSize]),
    '--line-height-factor': String(LINE_SPACING_FACTORS[settings.lineSpacing]),
    '--letter-spacing': `${roundFactor(LETTER_SPACING_FACTORS[settings.letterSpacing] - 1)}em`,
  };
}

/** Whatever is stored (nothing, old or foreign JSON), the result is a complete, valid setting. */
export function parseStoredThemeSettings(stored: string | null): TThemeSettings {
  if (!stored) return DEFAULT_THEME_SETTINGS;
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    // Broken JSON in storage is someone else's leftover; the defaults replace it.
    return DEFAULT_THEME_SETTINGS;
  }
  const settings = readPartialThemeSettings(json);
  return settings ? { ...DEFAULT_THEME_SETTINGS, ...settings } : DEFAULT_THEME_SETTINGS;
}

export function applyThemeSettings(root: HTMLElement, settings: TThemeSettings): void {
  root.dataset.theme = settings.name;
  root.dataset.accessibleText = String(settings.accessibleText);
  for (const [name, value] of Object.entries(computeThemeCssVariables(settings)))
    root.style.setProperty(name, value);
}

export function readStoredThemeSettings(): TThemeSettings {
  return parseStoredThemeSettings(readStoredValue('localStorage', THEME_STORAGE_KEY));
}
