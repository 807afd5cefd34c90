import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { readZip } from '../apps/server/src/modules/statements/test-support/read-zip';
import { type TBrowserPage, openBrowserPage, scanAccessibility } from './support/browser';
import { Shell, SignInPage, StatementsPage } from './pages/app-pages';

let ui: TBrowserPage;
let page: Page;
let statements: StatementsPage;

async function readDownload(download: Download): Promise<Buffer> {
  return readFileSync(await download.path());
}

beforeAll(async () => {
  ui = await openBrowserPage(inject('e2eBaseUrl'));
  page = ui.page;
  statements = new StatementsPage(page);
  await new SignInPage(page).open();
  await new SignInPage(page).signInTo('Slavonska žitna d.o.o.');
  await page.waitForURL('**/dashboard');
});
afterAll(() => ui?.close());

describe('statements', () => {
  it('opens from the menu with the statements of the contracted accounts', async () => {
    await new Shell(page).menu('Glavni izbornik').getByRole('link', { name: 'Izvodi' }).click();
    await statements.heading().waitFor();
    await expect.poll(() => statements.rows().count()).toBeGreaterThan(1);
    expect(await scanAccessibility(page)).toEqual([]);
  });

  it('filters individual statements not downloaded yet, kept in the address', async () => {
    await statements.choose('Vrsta izvoda', 'Pojedinačni');
    await statements.choose('Preuzimanje', 'Nepreuzeti');
    await statements.applyFilters();
    await page.waitForURL(/type=INDIVIDUAL/);
    const readStates = async () => {
      const states = await statements.table().locator('[data-status]').allInnerTexts();
      return [...new Set(states.map((state) => state.replace(/^\W+/, '')))];
    };
    await expect.poll(() => statements.rows().count()).toBeGreaterThan(1);
    await expect.poll(readStates).toEqual(['Nije preuzet']);
  });

  it('downloads two selected statements as a ZIP of PDFs and shows them as downloaded', async () => {
    const chosen = (await statements.rowIdentities()).slice(0, 2);
    await statements.selectRow(0);
    await statements.selectRow(1);
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      statements.downloadSelectedButton('PDF').click(),
    ]);
    expect(zip.suggestedFilename()).toMatch(/^Izvodi_\d{4}-\d{2}-\d{2}\.zip$/);
    const files = readZip(await readDownload(zip));
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file.name).toMatch(/^Izvod_HR\d{19}_\d{4}-\d{2}-\d{2}_\d+\.pdf$/);
      expect(file.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    await page
      .getByRole('alertdialog', { name: /Preuzeto: Izvodi_/ })
      .first()
      .waitFor();
    await statements.choose('Preuzimanje', 'Preuzeti');
    await statements.applyFilters();
    await page.waitForURL(/downloadState=DOWNLOADED/);
    // Other files (the dashboard's) download this company's statements at the same time:
    // the two chosen here must be among the downloaded ones, whatever else is.
    await expect.poll(() => statements.rowIdentities()).toEqual(expect.arrayContaining(chosen));
    expect(await statements.table().innerText()).toContain('Ana Kovačević');
  });
});
