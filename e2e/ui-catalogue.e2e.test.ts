import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type TBrowserPage, openBrowserPage, scanAccessibility } from './support/browser';
import { CataloguePage, Shell } from './pages/app-pages';

const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');

const THEMES = [
  { value: 'dark', hr: 'Tamna', en: 'Dark' },
  { value: 'light', hr: 'Svijetla', en: 'Light' },
  { value: 'high-contrast', hr: 'Visoki kontrast', en: 'High contrast' },
] as const;

let ui: TBrowserPage;
let page: Page;
let catalogue: CataloguePage;

beforeAll(async () => {
  ui = await openBrowserPage(inject('e2eBaseUrl'));
  page = ui.page;
  catalogue = new CataloguePage(page);
  await catalogue.open();
});
afterAll(() => ui?.close());

describe('the /ui catalogue', () => {
  it('passes the accessibility scan in every theme and language, AAA contrast in high contrast', async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const shell = new Shell(page);
    for (const language of ['hr', 'en'] as const) {
      if (language === 'en') await shell.chooseLanguage('Engleski');
      await catalogue.heading(language).waitFor();
      for (const theme of THEMES) {
        await catalogue.chooseTheme(theme[language]);
        expect(await page.getAttribute('html', 'data-theme')).toBe(theme.value);
        const violations = await scanAccessibility(page, {
          isEnhancedContrast: theme.value === 'high-contrast',
        });
        expect(violations, `${theme.value} ${language}`).toEqual([]);
        await page.screenshot({
          path: path.join(ARTIFACTS, `ui-catalogue-${theme.value}-${language}.png`),
          fullPage: true,
        });
      }
    }
    await shell.chooseLanguage('Croatian');
    await catalogue.chooseTheme('Tamna');
    await catalogue.heading('hr').waitFor();
  });

  it('takes a date typed the Croatian way and one picked in the calendar with the keyboard', async () => {
    const example = catalogue.example('Prazno polje');
    const field = example.getByRole('textbox', { name: 'Datum dokumenta' });
    await field.click();
    await page.keyboard.type('5.3.2026');
    expect(await field.inputValue()).toBe('05.03.2026');
    await page.keyboard.press('Enter');
    expect(await field.inputValue()).toBe('5.3.2026.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('application');
    await calendar.waitFor();
    // The weekday header row is hidden from assistive technology (each day cell names its weekday).
    const headers = await calendar.locator('thead th').allInnerTexts();
    expect(headers[0]).toMatch(/^pon/i);
    expect(headers[6]).toMatch(/^ned/i);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'hidden' });
    expect(await field.inputValue()).toBe('6.3.2026.');
  });

  it('takes an amount typed the Croatian way and hands it on formatted', async () => {
    const field = catalogue.example('Prazan obvezan iznos').getByRole('textbox', { name: 'Iznos' });
    await field.click();
    await page.keyboard.type('12a34,5');
    expect(await field.inputValue()).toBe('1234,5');
    await page.keyboard.press('Tab');
    expect(await field.inputValue()).toBe('1.234,50');
  });

  it('checks an IBAN as it is typed and groups it', async () => {
    const example = catalogue.example('Prazan domaći IBAN');
    const field = example.getByRole('textbox', { name: 'IBAN primatelja' });
    await field.click();
    await page.keyboard.type('hr1723600001101234565');
    await page.keyboard.press('Tab');
    expect(await field.inputValue()).toBe('HR17 2360 0001 1012 3456 5');
    await example.getByText('IBAN je ispravan.').waitFor();
  });

  it('suggests companies from the typed text and picks one with the keyboard', async () => {
    const example = catalogue.example('Prijedlozi po stranicama');
    const field = example.getByRole('combobox', { name: 'Tvrtka' });
    await field.click();
    await page.keyboard.type('Slav');
    await page.getByRole('option', { name: /^Slavonska žitna d\.o\.o\./ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await field.inputValue()).toBe('Slavonska žitna d.o.o.');
  });

  it('shows a notification that closes itself, and an error that stays until closed', async () => {
    const region = page.getByRole('region', { name: 'Obavijesti' });
    await page.getByRole('button', { name: 'Pogreška (ostaje do zatvaranja)' }).click();
    await page.getByRole('button', { name: 'Obavijest o uspjehu (5 s)' }).click();
    const success = region.getByRole('alertdialog', { name: /Nalog je poslan na potpis/ });
    const error = region.getByRole('alertdialog', { name: /Nalog nije izvršen/ });
    await success.waitFor();
    await success.waitFor({ state: 'hidden', timeout: 8000 });
    expect(await error.count()).toBe(1);
    await error.getByRole('button', { name: 'Zatvori obavijest' }).click();
    await error.waitFor({ state: 'hidden' });
  });

  it('loads more rows into the table by pages of 10 and sorts by keyboard', async () => {
    const example = catalogue.example(
      'Promet računa: sortiranje, odabir, izvoz i učitavanje po 10 redaka',
    );
    const rows = example.getByRole('row');
    expect(await rows.count()).toBe(11);
    await example.getByRole('button', { name: 'Učitaj još' }).click();
    await expect.poll(() => rows.count()).toBe(21);
    const amount = example.getByRole('columnheader', { name: /Iznos/ });
    await amount.focus();
    await page.keyboard.press('Enter');
    expect(await amount.getAttribute('aria-sort')).toBe('ascending');
    await page.keyboard.press('Enter');
    expect(await amount.getAttribute('aria-sort')).toBe('descending');
  });
});
