import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  type TBrowserPage,
  newContext,
  openBrowserPage,
  resetPersonalSettings,
  scanAccessibility,
} from './support/browser';
import { AccountsPage, DashboardPage, Shell, SignInPage } from './pages/app-pages';

let ui: TBrowserPage;
let page: Page;

beforeAll(async () => {
  ui = await openBrowserPage(inject('e2eBaseUrl'));
  page = ui.page;
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInTo('Dalmacija Čelik d.d.');
  await new DashboardPage(page).heading().waitFor();
  await page.goto('/accounts');
  await new AccountsPage(page).cards().first().waitFor();
});
afterAll(async () => {
  // The person's language, theme and spacing follow them into the other files' browsers.
  if (ui) await resetPersonalSettings(page);
  await ui?.close();
});

const THEMES = [
  { value: 'dark', hr: 'Tamna', en: 'Dark' },
  { value: 'light', hr: 'Svijetla', en: 'Light' },
  { value: 'high-contrast', hr: 'Visoki kontrast', en: 'High contrast' },
] as const;

describe('language and theme', () => {
  it('switches to English, keeps it across a reload, and back to Croatian', async () => {
    const shell = new Shell(page);
    await shell.chooseLanguage('Engleski');
    await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await new AccountsPage(page).cards().first().innerText()).toContain('1,491,904.18 EUR');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
    expect(await shell.menu('Main menu').count()).toBe(1);
    await shell.chooseLanguage('Croatian');
    await page.getByRole('heading', { level: 1, name: 'Računi' }).waitFor();
  });

  it('applies every theme from the settings and keeps the choice across a reload', async () => {
    const shell = new Shell(page);
    for (const theme of THEMES) {
      const dialog = await shell.openSettings();
      await dialog.getByRole('radio', { name: theme.hr, exact: true }).check({ force: true });
      await dialog.getByRole('button', { name: 'Zatvori' }).first().click();
      expect(await page.getAttribute('html', 'data-theme')).toBe(theme.value);
    }
    await page.reload();
    await new AccountsPage(page).heading().waitFor();
    expect(await page.getAttribute('html', 'data-theme')).toBe('high-contrast');
  });

  it('applies the accessibility modifiers as CSS factors', async () => {
    const dialog = await new Shell(page).openSettings();
    await dialog
      .getByRole('radiogroup', { name: 'Razmak između slova' })
      .getByRole('radio')
      .last()
      .check({ force: true });
    await dialog.getByRole('button', { name: 'Zatvori' }).first().click();
    const letterSpacing = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--letter-spacing').trim(),
    );
    expect(letterSpacing).toBe('0.125em');
  });

  it('passes the accessibility scan on the smoke screens in every theme and language', async () => {
    const shell = new Shell(page);
    // The smoke subset: accounts, transactions and statements, each with its data loaded.
    const screens = [
      { path: '/accounts', ready: () => new AccountsPage(page).cards().first() },
      { path: '/transactions', ready: () => page.getByRole('button', { name: /^PDF/ }).first() },
      { path: '/statements', ready: () => page.getByRole('checkbox').nth(1) },
    ];
    for (const language of ['hr', 'en'] as const) {
      if (language === 'en') await shell.chooseLanguage('Engleski');
      for (const theme of THEMES) {
        const dialog = await shell.openSettings(language === 'hr' ? 'Postavke' : 'Settings');
        await dialog
          .getByRole('radio', { name: theme[language], exact: true })
          .check({ force: true });
        await dialog
          .getByRole('button', { name: language === 'hr' ? 'Zatvori' : 'Close' })
          .first()
          .click();
        for (const screen of screens) {
          await page.goto(screen.path);
          await screen.ready().waitFor();
          expect(
            await scanAccessibility(page),
            `${screen.path} ${theme.value} ${language}`,
          ).toEqual([]);
        }
        await page.goto('/accounts');
      }
    }
  });

  it('follows the person: a fresh browser gets the saved language and theme at sign-in', async () => {
    const saved = {
      lang: await page.getAttribute('html', 'lang'),
      theme: await page.getAttribute('html', 'data-theme'),
    };
    expect(saved).toEqual({ lang: 'en', theme: 'high-contrast' });
    const freshContext = await newContext(ui.browser, inject('e2eBaseUrl'));
    try {
      const fresh = await freshContext.newPage();
      const signIn = new SignInPage(fresh);
      await signIn.open();
      expect(await fresh.getAttribute('html', 'data-theme')).toBe('dark');
      await signIn.signInTo('Dalmacija Čelik d.d.');
      await new DashboardPage(fresh).heading('en').waitFor();
      expect(await fresh.getAttribute('html', 'data-theme')).toBe('high-contrast');
    } finally {
      await freshContext.close();
    }
  });
});
