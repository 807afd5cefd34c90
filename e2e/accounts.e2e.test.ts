import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type TBrowserPage, openBrowserPage, scanAccessibility } from './support/browser';
import { AccountsPage, DashboardPage, Shell, SignInPage } from './pages/app-pages';

/** A euro amount in Croatian: grouped by dots, two decimals after a comma. */
const HR_EUR_AMOUNT = /\b\d{1,3}(?:\.\d{3})*,\d{2} EUR/;

const COMPANY = 'Slavonska žitna d.o.o.';
let ui: TBrowserPage;
let page: Page;

beforeAll(async () => {
  ui = await openBrowserPage(inject('e2eBaseUrl'));
  page = ui.page;
});
afterAll(() => ui?.close());

describe('demo sign-in and accounts', () => {
  it('sends a signed-out visitor to the sign-in; the demo sign-in passes an accessibility scan', async () => {
    await page.goto('/');
    await page.waitForURL('**/login');
    await new SignInPage(page).open();
    expect(await scanAccessibility(page)).toEqual([]);
  });

  it('signs Ana in and shows her six accounts as cards, with the label, balance and state rules', async () => {
    await new SignInPage(page).signInTo(COMPANY);
    await page.waitForURL('**/dashboard');
    await new DashboardPage(page).heading().waitFor();
    // Opened by address, not the menu, so the pointer leaves the menu collapsed for the next test.
    await page.goto('/accounts');
    const accounts = new AccountsPage(page);
    await accounts.cards().first().waitFor();
    await accounts.heading().waitFor();
    expect(await accounts.cards().count()).toBe(6);
    const texts = await accounts.cards().allInnerTexts();
    expect(texts[0]).toContain('Glavni račun');
    // An amount as 000 §5 writes it; not the seeded figure: the e2e files share one bank, whose
    // main account also executes the instant-limit file's payment.
    expect(texts[0]).toMatch(HR_EUR_AMOUNT);
    expect(texts[1]).toContain('1100000027 EUR');
    expect(texts.find((t) => t.includes('Poticaji EU'))).toContain('Račun je blokiran');
    expect(texts.find((t) => t.includes('Stari račun Osijek'))).toContain('Račun je zatvoren');
    expect(texts.join('\n')).not.toContain('Podružnica Zagreb');
    expect(
      await new Shell(page).menu('Glavni izbornik').getByRole('link', { name: 'Računi' }).count(),
    ).toBe(1);
    expect(await scanAccessibility(page)).toEqual([]);
  });

  it('keeps the side menu collapsed to icons until it is hovered', async () => {
    const menu = new Shell(page).menu('Glavni izbornik');
    const label = menu.getByText('Računi', { exact: true });
    await page.mouse.move(900, 600);
    const collapsed = { menu: await menu.boundingBox(), label: await label.boundingBox() };
    expect(collapsed.label?.width ?? 0).toBeLessThanOrEqual(1);
    await menu.hover();
    await expect.poll(async () => (await label.boundingBox())?.width ?? 0).toBeGreaterThan(20);
    const collapsedWidth = collapsed.menu?.width ?? 0;
    await expect
      .poll(async () => (await menu.boundingBox())?.width ?? 0)
      .toBeGreaterThan(collapsedWidth + 40);
    await page.mouse.move(900, 600);
  });

  it('switches to the list view, and a reload keeps the choice', async () => {
    const accounts = new AccountsPage(page);
    await accounts.chooseView('Popis');
    await accounts.table().waitFor();
    expect(await accounts.table().locator('tbody tr').count()).toBe(6);
    expect((await ui.context.cookies()).find((c) => c.name === 'accountsView')?.value).toBe('list');
    expect(await scanAccessibility(page)).toEqual([]);
    await page.reload();
    await accounts.table().waitFor();
    expect(await accounts.cards().count()).toBe(0);
  });

  it('changes the order in its own mode: keyboard moves stay unsaved, leaving asks, Save sends them', async () => {
    const accounts = new AccountsPage(page);
    const shell = new Shell(page);
    const rowNames = () => accounts.table().locator('tbody th').allInnerTexts();
    const editorRows = () => page.getByTestId('account-order-row');
    const before = await rowNames();
    const [first = '', second = ''] = before;
    expect(first).toBe('Glavni račun');
    // In-app steps first, so that Back stays in the app (the page was opened by its address,
    // and leaving the document is beforeunload's question, the browser's own).
    await shell.menu('Glavni izbornik').getByRole('link', { name: 'Početna' }).click();
    await new DashboardPage(page).heading().waitFor();
    await shell.menu('Glavni izbornik').getByRole('link', { name: 'Računi' }).click();
    await accounts.table().waitFor();
    await page.mouse.move(900, 600);

    await page.getByRole('button', { name: 'Promijeni redoslijed', exact: true }).click();
    const editor = page.getByRole('region', { name: 'Promjena redoslijeda računa' });
    await editor.waitFor();
    expect(await editor.getByRole('link').count()).toBe(0);
    // Keyboard only: from the mode's heading to the first account's down button, then Alt+↓.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Pomakni dolje: ${first}`,
    );
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => editorRows().nth(1).innerText()).toContain(first);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Pomakni dolje: ${first}`,
    );
    expect(await editor.getByRole('status').innerText()).toBe(
      `${first}: 2. mjesto od ${before.length}.`,
    );

    // The mode passes axe in both languages and the three themes (set as the settings set them).
    for (const language of ['hr', 'en'] as const) {
      if (language === 'en') await shell.chooseLanguage('Engleski');
      for (const theme of ['dark', 'light', 'high-contrast'] as const) {
        await page.evaluate((name) => {
          document.documentElement.dataset.theme = name;
        }, theme);
        expect(
          await scanAccessibility(page, { isEnhancedContrast: theme === 'high-contrast' }),
          `${theme} ${language}`,
        ).toEqual([]);
      }
    }
    await shell.chooseLanguage('Croatian');
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    await expect.poll(() => editorRows().nth(1).innerText()).toContain(first);

    // Back, a menu entry and a reload each ask before the unsaved order is lost. Back is a step
    // the page cancels, so Playwright's wait for it runs out.
    const stepping = page.goBack({ timeout: 5_000 }).catch(() => null);
    const leave = page.getByRole('alertdialog', { name: 'Napustiti stranicu bez spremanja?' });
    await leave.waitFor();
    await stepping;
    expect(new URL(page.url()).pathname).toBe('/accounts');
    expect(await scanAccessibility(page)).toEqual([]);
    await leave.getByRole('button', { name: 'Ostani na stranici' }).click();
    await leave.waitFor({ state: 'hidden' });
    await shell
      .menu('Glavni izbornik')
      .getByRole('link', { name: 'Plaćanja', exact: true })
      .click();
    await leave.getByRole('button', { name: 'Ostani na stranici' }).click();
    await leave.waitFor({ state: 'hidden' });
    await page.mouse.move(900, 600);
    expect(new URL(page.url()).pathname).toBe('/accounts');
    // A reload or close: the page asks the browser for its own question (not scriptable here).
    expect(
      await page.evaluate(() => {
        const unload = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(unload);
        return unload.defaultPrevented;
      }),
    ).toBe(true);
    expect(await editorRows().nth(1).innerText()).toContain(first);

    await editor.getByRole('button', { name: 'Spremi redoslijed' }).focus();
    await page.keyboard.press('Enter');
    await editor.waitFor({ state: 'hidden' });
    expect(await rowNames()).toEqual([second, first, ...before.slice(2)]);
    await page.reload();
    await accounts.table().waitFor();
    expect(await rowNames()).toEqual([second, first, ...before.slice(2)]);
  });

  it('gives moves up on a confirmed cancel, and puts the order back by pointer for the other files', async () => {
    const accounts = new AccountsPage(page);
    const rowNames = () => accounts.table().locator('tbody th').allInnerTexts();
    const saved = await rowNames();
    const [second = '', first = ''] = saved;
    const change = page.getByRole('button', { name: 'Promijeni redoslijed', exact: true });
    const editor = page.getByRole('region', { name: 'Promjena redoslijeda računa' });

    await change.click();
    await editor.getByRole('button', { name: `Pomakni gore: ${first}` }).click();
    await editor.getByRole('button', { name: 'Odustani' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Odbaciti promjene redoslijeda?' });
    await discard.getByRole('button', { name: 'Odbaci promjene' }).click();
    await editor.waitFor({ state: 'hidden' });
    expect(await rowNames()).toEqual(saved);

    await change.click();
    await editor.getByRole('button', { name: `Pomakni gore: ${first}` }).click();
    await editor.getByRole('button', { name: 'Spremi redoslijed' }).click();
    await editor.waitFor({ state: 'hidden' });
    expect(await rowNames()).toEqual([first, second, ...saved.slice(2)]);
  });

  it('opens an account with its balances and authorised persons', async () => {
    await page
      .getByRole('link', { name: /Glavni račun/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 2, name: 'Stanja' }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Glavni račun',
    );
    const body = await page.locator('main').innerText();
    expect(body).toMatch(HR_EUR_AMOUNT);
    expect(body).toContain('Rezervirano ovrhom');
    expect(body).toContain('Ivana Jurić');
    await page.getByRole('heading', { level: 2, name: 'Ovlaštene osobe' }).waitFor();
    expect(await scanAccessibility(page)).toEqual([]);
  });

  it('downloads the balance report as PDF and as XLS under the server-given names', async () => {
    await page.goto('/accounts');
    for (const [name, pattern, magic] of [
      ['Stanja (PDF)', /\.pdf$/, '%PDF-'],
      ['Stanja (XLS)', /\.xlsx$/, 'PK'],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name, exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(pattern);
      const bytes = readFileSync(await download.path());
      expect(bytes.subarray(0, magic.length).toString()).toBe(magic);
    }
  });

  it('signs out to the logout screen with a countdown', async () => {
    await new Shell(page).signOut();
    await page.getByRole('heading', { level: 1, name: 'Odjavljeni ste' }).waitFor();
    const first = Number(
      await page
        .getByTestId('logout-countdown')
        .textContent()
        .then((t) => t?.match(/\d+/)?.[0]),
    );
    await page.waitForTimeout(1_200);
    const second = Number(
      await page
        .getByTestId('logout-countdown')
        .textContent()
        .then((t) => t?.match(/\d+/)?.[0]),
    );
    expect(second).toBeLessThan(first);
    await page.goto('/accounts');
    await page.waitForURL('**/login');
  });
});
