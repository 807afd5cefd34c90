import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { type TBrowserPage, openBrowserPage, scanAccessibility } from './support/browser';
import { Shell, SignInPage, TransactionsPage } from './pages/app-pages';

let ui: TBrowserPage;
let page: Page;
let transactions: TransactionsPage;

async function readDownload(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFileSync(path);
}

beforeAll(async () => {
  ui = await openBrowserPage(inject('e2eBaseUrl'));
  page = ui.page;
  transactions = new TransactionsPage(page);
  await new SignInPage(page).open();
  await new SignInPage(page).signInTo('Slavonska žitna d.o.o.');
  await page.waitForURL('**/dashboard');
});
afterAll(() => ui?.close());

describe('transactions', () => {
  it('opens from the menu with the newest ten and loads ten more', async () => {
    await new Shell(page).menu('Glavni izbornik').getByRole('link', { name: 'Promet' }).click();
    await transactions.heading().waitFor();
    await expect.poll(() => transactions.rows().count()).toBe(10);
    await page.getByRole('button', { name: 'Učitaj još' }).click();
    await expect.poll(() => transactions.rows().count()).toBe(20);
    expect(await scanAccessibility(page)).toEqual([]);
  });

  it('filters by account and direction, kept in the address', async () => {
    await transactions.openFilters();
    await transactions.choose('Račun', 'Glavni račun');
    await transactions.choose('Smjer', 'Odljevi');
    await transactions.applyFilters();
    await page.waitForURL(/direction=DEBIT/);
    await expect.poll(() => transactions.rows().count()).toBe(10);
    const amounts = await transactions.table().locator('[data-direction]').allInnerTexts();
    expect(amounts.length).toBe(10);
    for (const amount of amounts) expect(amount).toMatch(/^[−-][\d.]+,\d{2} EUR$/);
  });

  it('refuses a description filter that starts with a minus, next to the field', async () => {
    await transactions.openFilters();
    await page.getByRole('textbox', { name: 'Opis plaćanja' }).fill('-storno');
    await transactions.applyFilters();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Opis plaćanja' }).getAttribute('aria-invalid'))
      .toBe('true');
    await page.getByRole('textbox', { name: 'Opis plaćanja' }).fill('');
  });

  it('exports the filtered list to Excel and PDF under the server-given names', async () => {
    const [excel] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Izvoz u Excel' }).click(),
    ]);
    // Without a period the list ends today, which names it (README, "Transactions").
    expect(excel.suggestedFilename()).toMatch(/^Promet_HR\d{19}_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect((await readDownload(excel)).subarray(0, 2).toString()).toBe('PK');
    await page
      .getByRole('alertdialog', { name: /je preuzeta/ })
      .first()
      .waitFor();

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Izvoz u PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^Promet_HR\d{19}_\d{4}-\d{2}-\d{2}\.pdf$/);
    expect((await readDownload(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("downloads one transaction's confirmation", async () => {
    const [confirmation] = await Promise.all([
      page.waitForEvent('download'),
      transactions
        .table()
        .getByRole('button', { name: /PDF potvrde o transakciji/ })
        .first()
        .click(),
    ]);
    expect(confirmation.suggestedFilename()).toMatch(
      /^Potvrda-transakcije_\d+_\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    expect((await readDownload(confirmation)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reads in English, and an account shows its latest five with a link to all', async () => {
    const shell = new Shell(page);
    await shell.chooseLanguage('Engleski');
    // The language is the person's setting on the server: the next specs sign Ana in again.
    try {
      await transactions.heading('en').waitFor();
      expect(await scanAccessibility(page)).toEqual([]);
      await shell.menu('Main menu').getByRole('link', { name: 'Accounts' }).click();
      // By keyboard: the side menu, open while the pointer rests on it, may lie over the list.
      await page.mouse.move(900, 600);
      await page
        .getByRole('link', { name: /Glavni račun/ })
        .first()
        .focus();
      await page.keyboard.press('Enter');
      const latest = page
        .getByRole('grid', { name: 'Latest transactions' })
        .or(page.getByRole('table', { name: 'Latest transactions' }));
      await expect.poll(() => latest.getByRole('rowheader').count()).toBe(5);
      await page.getByRole('link', { name: 'All transactions of the account' }).click();
      await page.waitForURL(/\/transactions\?accountId=/);
      await transactions.heading('en').waitFor();
    } finally {
      await shell.chooseLanguage('Croatian');
    }
  });
});
