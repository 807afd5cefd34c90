import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type TBrowserPage, openBrowserPage, scanAccessibility } from './support/browser';
import { DashboardPage, SignInPage } from './pages/app-pages';

let ui: TBrowserPage;
let page: Page;

beforeAll(async () => {
  ui = await openBrowserPage(inject('e2eBaseUrl'));
  page = ui.page;
});
afterAll(() => ui?.close());

describe('when things go wrong', () => {
  it('shows sign-in as unavailable while the configuration cannot be loaded, and recovers on retry', async () => {
    await page.route('**/mw/api/v1/config/domains/frontend*', (route) => route.abort());
    await page.goto('/login/mock');
    await page.getByRole('heading', { level: 1, name: 'Prijava trenutno nije dostupna' }).waitFor();
    expect(await scanAccessibility(page)).toEqual([]);
    await page.unroute('**/mw/api/v1/config/domains/frontend*');
    await page.getByRole('button', { name: 'Pokušaj ponovno' }).click();
    await new SignInPage(page).heading().waitFor();
  });

  it('offers every company of a person who belongs to two', async () => {
    const buttons = page.getByRole('button', { name: /^Prijava u / });
    const names = await buttons.allInnerTexts();
    expect(names.filter((name) => name.includes('Dalmacija Čelik d.d.')).length).toBe(2);
  });

  it("answers another company's account with a not-found page, not its data", async () => {
    await new SignInPage(page).signInTo('Slavonska žitna d.o.o.');
    await new DashboardPage(page).heading().waitFor();
    const celikAccount = await page.evaluate(async () => {
      const token = sessionStorage.getItem('poslovno.sessionToken') ?? '';
      const response = await fetch('/mw/api/v1/login/mock', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ personId: 3000201, customerId: 100388 }),
      });
      const other = (await response.json()) as { token: string };
      const accounts = await fetch('/mw/api/v1/accounts', {
        headers: { authorization: `Bearer ${other.token}` },
      });
      sessionStorage.setItem('poslovno.sessionToken', token);
      return ((await accounts.json()) as { accounts: { id: string }[] }).accounts[0]?.id;
    });
    expect(celikAccount).toBeTruthy();
    await page.goto(`/accounts/${celikAccount}`);
    await page.getByRole('heading', { level: 1, name: 'Račun nije pronađen' }).waitFor();
    expect(await page.locator('main').innerText()).not.toContain('1.491.904,18');
  });
});
