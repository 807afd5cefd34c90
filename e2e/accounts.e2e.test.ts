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
