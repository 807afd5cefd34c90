import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_NAMES, type TThemeName } from '@poslovno/domain';

/*
 * The contrast promises of themes.css, checked on its own colour tokens with the WCAG 2.2 formula:
 * text at least 4.5:1 (AA) in the dark and light themes and 7:1 (AAA) in the high-contrast theme;
 * focus rings and control borders at least 3:1 (1.4.11). A token changed for looks cannot quietly
 * break them.
 */
const css = readFileSync(new URL('./themes.css', import.meta.url), 'utf8');

function readThemeTokens(theme: TThemeName): Map<string, string> {
  const selector = theme === 'dark' ? ":root,\n[data-theme='dark'] {" : `[data-theme='${theme}'] {`;
  const start = css.indexOf(selector);
  if (start < 0) throw new Error(`themes.css has no block for ${theme}`);
  const block = css.slice(start, css.indexOf('}', start));
  return new Map(
    [...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((match) => [
      match[1] ?? '',
      (match[2] ?? '').toLowerCase(),
    ]),
  );
}

function getRelativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((value) =>
    value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function getContrastRatio(foreground: string, background: string): number {
  const [light, dark] = [getRelativeLuminance(foreground), getRelativeLuminance(background)].sort(
    (a, b) => b - a,
  );
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const PAGE_SURFACES = ['color-bg', 'color-surface', 'color-surface-hover', 'color-menu'];
const TEXT_ON_SURFACES = ['color-text', 'color-text-muted', 'color-link', 'color-accent'];
const TEXT_ON_OWN_BACKGROUND: readonly [string, string][] = [
  ['color-on-accent', 'color-accent'],
  ['color-on-accent-soft', 'color-accent-soft'],
  ['color-danger-text', 'color-danger-bg'],
  ['color-warning-text', 'color-warning-bg'],
  ['color-success-text', 'color-success-bg'],
  ['color-info-text', 'color-info-bg'],
];
const NON_TEXT_ON_SURFACES = ['color-focus', 'color-border-strong'];

function listPairs(
  tokens: Map<string, string>,
  foregrounds: readonly string[],
  backgrounds: readonly string[],
): { pair: string; ratio: number }[] {
  return foregrounds.flatMap((foreground) =>
    backgrounds.map((background) => {
      const [fg, bg] = [tokens.get(foreground), tokens.get(background)];
      if (!fg || !bg) throw new Error(`missing token ${fg ? background : foreground}`);
      return { pair: `${foreground} on ${background}`, ratio: getContrastRatio(fg, bg) };
    }),
  );
}

describe('theme contrast', () => {
  it('computes the WCAG ratio (black on white is 21:1)', () => {
    expect(getContrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(getContrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  for (const theme of THEME_NAMES) {
    const minimumTextRatio = theme === 'high-contrast' ? 7 : 4.5;

    it(`${theme}: text meets ${minimumTextRatio}:1 on every surface it is drawn on`, () => {
      const tokens = readThemeTokens(theme);
      const pairs = [
        ...listPairs(tokens, TEXT_ON_SURFACES, PAGE_SURFACES),
        ...TEXT_ON_OWN_BACKGROUND.flatMap(([fg, bg]) => listPairs(tokens, [fg], [bg])),
      ];
      const failing = pairs.filter(({ ratio }) => ratio < minimumTextRatio);
      expect(failing.map(({ pair, ratio }) => `${pair}: ${ratio.toFixed(2)}`)).toEqual([]);
      expect(pairs.length).toBeGreaterThanOrEqual(22);
    });

    it(`${theme}: focus rings and control borders meet 3:1`, () => {
      const tokens = readThemeTokens(theme);
      const failing = listPairs(tokens, NON_TEXT_ON_SURFACES, PAGE_SURFACES).filter(
        ({ ratio }) => ratio < 3,
      );
      expect(failing.map(({ pair, ratio }) => `${pair}: ${ratio.toFixed(2)}`)).toEqual([]);
    });
  }
});
