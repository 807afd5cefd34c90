import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Debian Chromium is missing at ${CHROMIUM_PATH}: run "apt-get install -y chromium" (.ci/run does).`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    locale: 'hr-HR',
    timezoneId: 'Europe/Zagreb',
    viewport: { width: 1280, height: 900 },
  });
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface TAxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** Each element at fault: its selector and the start of its HTML, which a failure shows. */
  nodes: { target: string[]; html: string }[];
}

/**
 * Runs axe-core in the page (evaluated through the DevTools protocol, so the app's strict CSP
 * stays on) against WCAG 2.0, 2.1 and 2.2 A and AA; with `isEnhancedContrast`, also the AAA text contrast
 * (7:1) that the high-contrast theme promises. Returns the violations, formatted for a readable
 * failure.
 */
export async function scanAccessibility(
  page: Page,
  { isEnhancedContrast = false }: { isEnhancedContrast?: boolean } = {},
): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (withEnhancedContrast) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<{ violations: TAxeViolation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
      },
    });
    if (!withEnhancedContrast) return result.violations;
    const enhanced = await axe.run(document, {
      runOnly: { type: 'rule', values: ['color-contrast-enhanced'] },
    });
    return [...result.violations, ...enhanced.violations];
  }, isEnhancedContrast);
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.nodes
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 300)}`)
        .join(', ')}`,
  );
}

export interface TBrowserPage {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** One browser, one fresh context (no cookies, no storage) and one page for a spec file. */
export async function openBrowserPage(baseURL: string): Promise<TBrowserPage> {
  const browser = await launchBrowser();
  const context = await newContext(browser, baseURL);
  const page = await context.newPage();
  return {
    browser,
    context,
    page,
    close: async () => {
      await context.close();
      await browser.close();
    },
  };
}

/**
 * Gives the person signed in on the page the default settings again (Croatian, the dark theme,
 * no accessibility modifiers): settings follow the person to every browser, and the other files
 * sign the same demo persons in expecting the defaults.
 */
export async function resetPersonalSettings(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const token = sessionStorage.getItem('poslovno.sessionToken') ?? '';
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const current = await fetch('/mw/api/v1/sessions/current', { headers });
    const session = (await current.json()) as { permission: { personId: number } };
    const response = await fetch(
      `/mw/api/v1/personal-settings?personIdOrSno=${session.permission.personId}`,
      {
        method: 'PATCH',
        headers,
        body: JSON.stringify({
          language: 'hr',
          accountsView: 'card',
          theme: {
            name: 'dark',
            accessibleText: false,
            fontSize: 'DEFAULT',
            lineSpacing: 'DEFAULT',
            letterSpacing: 'DEFAULT',
          },
        }),
      },
    );
    return response.status;
  });
  if (status !== 200) throw new Error(`resetting the personal settings answered ${status}`);
}
