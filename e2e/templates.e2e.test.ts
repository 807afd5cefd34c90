import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  buildCroatianIban,
  formatDateForLocale,
  formatIbanGrouped,
  getZagrebWallClock,
} from '@poslovno/domain';
import { type TBrowserPage, openBrowserPage, scanAccessibility } from './support/browser';
import { getServerNow } from './support/clock';
import {
  PaymentFormPage,
  PaymentsOverviewPage,
  Shell,
  SignInPage,
  TemplateFormPage,
  TemplatesPage,
} from './pages/app-pages';

const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');
const COMPANY = 'Slavonska žitna d.o.o.';
/** A client of PBZ, which the simulated clearing credits. */
const PBZ_PAYEE_IBAN = buildCroatianIban('234000', '110044221');
/** A valid Croatian IBAN of a bank code no bank has: the server cannot identify the payee. */
const UNKNOWN_BANK_IBAN = buildCroatianIban('999999', '110044221');
const TEMPLATE_NAME = 'Agro Baranja – najam';
const RENAMED = 'Agro Baranja – mjesečni najam';
const PAYEE = 'Agro Baranja d.o.o.';

const THEMES = [
  { value: 'dark', hr: 'Tamna', en: 'Dark' },
  { value: 'light', hr: 'Svijetla', en: 'Light' },
  { value: 'high-contrast', hr: 'Visoki kontrast', en: 'High contrast' },
] as const;

/** Signs a demo person in through the mock page, by the card with their name. */
async function signInAs(page: Page, personName: string): Promise<void> {
  await new SignInPage(page).open();
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: personName }) })
    .getByRole('button', { name: `Prijava u ${COMPANY}` })
    .click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A screenshot of the page as it is now, for a person to look at (e2e/artifacts, not committed). */
async function capture(name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await marko.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

let ui: TBrowserPage;
let marko: Page;
let list: TemplatesPage;
let form: TemplateFormPage;
/** The payment Marko makes from the template; the last spec deletes it again. */
let paymentId = '';
/** The first template's id, read from the address of its edit form. */
let favoriteId = '';

beforeAll(async () => {
  ui = await openBrowserPage(inject('e2eBaseUrl'));
  marko = ui.page;
  list = new TemplatesPage(marko);
  form = new TemplateFormPage(marko);
  await signInAs(marko, 'Marko Šimić');
});
afterAll(() => ui?.close());

describe('a template round trip', () => {
  it('creates a domestic template from the empty list and shows it there', async () => {
    // From the dashboard by the menu, which collapses again once the pointer leaves it.
    await new Shell(marko)
      .menu('Glavni izbornik')
      .getByRole('link', { name: 'Predlošci', exact: true })
      .click();
    await marko.waitForURL(/\/templates$/);
    // The pointer leaves the menu as a person's would, towards the page.
    await marko.mouse.move(900, 400);
    await marko.getByRole('link', { name: 'Izradi prvi predložak', exact: true }).waitFor();
    await capture('templates-empty-dark-hr');
    await marko.getByRole('link', { name: 'Izradi prvi predložak', exact: true }).click();
    await form.heading('Novi predložak').waitFor();
    await form.textbox('Naziv predloška').fill(TEMPLATE_NAME);
    await form.choose('Račun platitelja', '110000002');
    await form.textbox('IBAN primatelja').fill(PBZ_PAYEE_IBAN);
    await form.textbox('Naziv primatelja').fill(PAYEE);
    await form.textbox('Ulica i kućni broj').fill('Vukovarska 12');
    await form.textbox('Poštanski broj i mjesto').fill('31300 Beli Manastir');
    await form.textbox('Iznos').fill('250,00');
    await form.textbox('Opis plaćanja').fill('Najam skladišta');
    // A template keeps no urgency: it is chosen on the payment.
    expect(await marko.getByRole('radiogroup', { name: 'Način izvršenja' }).count()).toBe(0);
    expect(await scanAccessibility(marko)).toEqual([]);
    await form.saveTemplate();

    await list.notice(`Predložak ${TEMPLATE_NAME} je izrađen.`).waitFor();
    const row = list.row(TEMPLATE_NAME);
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('Nacionalni');
    expect(text).toContain(PAYEE);
    expect(text).toContain(formatIbanGrouped(PBZ_PAYEE_IBAN));
    expect(text).toContain('250,00');
    await marko.getByText('Predlošci: 1 od 50', { exact: true }).waitFor();
    await capture('templates-created-dark-hr');
    expect(await scanAccessibility(marko)).toEqual([]);
  });

  it('pays from it: the payment form is prefilled, and the saved payment is STORED', async () => {
    await list.act('Plati', TEMPLATE_NAME);
    const payment = new PaymentFormPage(marko);
    await payment.heading('Novi nalog iz predloška').waitFor();
    await marko.getByText(`Podaci su preuzeti iz predloška ${TEMPLATE_NAME}.`).waitFor();
    expect(await payment.textbox('Naziv primatelja').inputValue()).toBe(PAYEE);
    expect(await payment.textbox('IBAN primatelja').inputValue()).toBe(
      formatIbanGrouped(PBZ_PAYEE_IBAN),
    );
    expect(await payment.textbox('Iznos').inputValue()).toBe('250,00');
    expect(await payment.textbox('Opis plaćanja').inputValue()).toBe('Najam skladišta');
    // The template has no date: the payment gets the earliest, today before the cut-off.
    const today = getZagrebWallClock(getServerNow()).date;
    expect(await payment.textbox('Datum izvršenja').inputValue()).toBe(
      formatDateForLocale(today, 'hr'),
    );
    await capture('payment-from-template-dark-hr');
    await payment.save();
    await payment.heading('Provjera podataka naloga').waitFor();
    paymentId = await payment.savedPaymentId();
    expect(paymentId).toMatch(/^\d+$/);
    expect(await marko.locator('[data-status]').first().getAttribute('data-status')).toBe('STORED');
    await marko.getByRole('link', { name: 'Spremi kao predložak', exact: true }).waitFor();
    await capture('recapitulation-dark-hr');
  });

  it("edits the template's name", async () => {
    await list.open();
    await list.act('Uredi', TEMPLATE_NAME);
    await form.heading(`Uređivanje predloška ${TEMPLATE_NAME}`).waitFor();
    favoriteId = new URL(marko.url()).searchParams.get('id') ?? '';
    expect(favoriteId).not.toBe('');
    expect(await form.textbox('Iznos').inputValue()).toBe('250,00');
    await form.textbox('Naziv predloška').fill(RENAMED);
    await form.saveTemplate('Spremi izmjene');
    await list.notice(`Izmjene predloška ${RENAMED} su spremljene.`).waitFor();
    await list.row(RENAMED).waitFor();
    expect(await list.row(TEMPLATE_NAME).count()).toBe(0);
  });

  it("saves a template from the payment's details, named after the payee", async () => {
    const overview = new PaymentsOverviewPage(marko);
    await overview.open(`?paymentId=${paymentId}`);
    await overview
      .details()
      .getByRole('heading', { name: `Nalog ${paymentId}` })
      .waitFor();
    await capture('payment-details-dark-hr');
    await overview.details().getByRole('link', { name: 'Spremi kao predložak' }).click();
    await form.heading(`Novi predložak iz naloga ${paymentId}`).waitFor();
    expect(await form.textbox('Naziv predloška').inputValue()).toBe(PAYEE);
    expect(await form.textbox('Opis plaćanja').inputValue()).toBe('Najam skladišta');
    await form.saveTemplate();
    await list.notice(`Predložak ${PAYEE} je izrađen.`).waitFor();
    await expect.poll(() => list.rows().count()).toBe(2);
    await marko.getByText('Predlošci: 2 od 50', { exact: true }).waitFor();
  });

  it('finds a template by its name or payee, without the diacritics', async () => {
    await list.search().fill('mjesecni');
    await expect.poll(() => list.rows().count()).toBe(1);
    await list.row(RENAMED).waitFor();
    await list.search().fill('nepostojeći');
    await marko.getByText('Nijedan predložak ne odgovara traženju.').waitFor();
    await list.search().fill('');
    await expect.poll(() => list.rows().count()).toBe(2);
  });
});

describe('a refused template', () => {
  it("shows the server's message on the payee's IBAN and on the name, in Croatian and in English", async () => {
    await form.openNew();
    await form.textbox('IBAN primatelja').fill(UNKNOWN_BANK_IBAN);
    await form.textbox('Naziv primatelja').fill('Nepoznata banka d.o.o.');
    await form.saveTemplate();
    await form.templateSummary().waitFor();
    expect(await form.fieldMessage(form.textbox('IBAN primatelja'))).toContain(
      'Račun primatelja nije moguće prepoznati.',
    );
    expect(await form.fieldMessage(form.textbox('Naziv predloška'))).toContain(
      'Polje je obavezno.',
    );
    expect(await form.templateSummary().textContent()).toContain(
      'Naziv predloška: Polje je obavezno.',
    );
    expect(await scanAccessibility(marko)).toEqual([]);
    await capture('template-refused-dark-hr');

    const shell = new Shell(marko);
    await shell.chooseLanguage('Engleski');
    // The language is the person's setting on the server: the next specs work in Croatian.
    try {
      await form.heading('New template').waitFor();
      expect(await form.fieldMessage(form.textbox("Payee's IBAN"))).toContain(
        "The payee's account cannot be identified.",
      );
      expect(await form.fieldMessage(form.textbox('Template name'))).toContain(
        'This field is required.',
      );
      await capture('template-refused-dark-en');
    } finally {
      await shell.chooseLanguage('Croatian');
    }
  });
});

/** Chooses a theme in the settings dialog, in the language the interface shows. */
async function chooseTheme(theme: (typeof THEMES)[number], language: 'hr' | 'en'): Promise<void> {
  const dialog = await new Shell(marko).openSettings(language === 'hr' ? 'Postavke' : 'Settings');
  await dialog.getByRole('radio', { name: theme[language], exact: true }).check({ force: true });
  await dialog
    .getByRole('button', { name: language === 'hr' ? 'Zatvori' : 'Close' })
    .first()
    .click();
  expect(await marko.getAttribute('html', 'data-theme')).toBe(theme.value);
}

/** /templates and the edit form in every theme: the axe scan (AAA contrast in high contrast) and a screenshot. */
async function checkScreensInThemes(language: 'hr' | 'en'): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  for (const theme of THEMES) {
    await chooseTheme(theme, language);
    const options = { isEnhancedContrast: theme.value === 'high-contrast' };
    await list.open(language);
    await list.table(language).getByRole('rowheader').first().waitFor();
    expect(await scanAccessibility(marko, options), `/templates ${theme.value}`).toEqual([]);
    await marko.screenshot({
      path: path.join(ARTIFACTS, `templates-${theme.value}-${language}.png`),
      fullPage: true,
    });
    await marko.goto(`/template?id=${favoriteId}`);
    // Scanned once the form speaks the chosen language and nothing on it is still loading: a
    // label of one language over a control named in the other is what axe must not see.
    const nameLabel = language === 'hr' ? /^Naziv predloška/ : /^Template name/;
    await marko.getByRole('textbox', { name: nameLabel }).waitFor();
    await marko.waitForFunction(
      () =>
        document.querySelector('[aria-busy="true"], [role="progressbar"]:not([aria-valuenow])') ===
        null,
    );
    expect(await scanAccessibility(marko, options), `/template ${theme.value}`).toEqual([]);
    await marko.screenshot({
      path: path.join(ARTIFACTS, `template-${theme.value}-${language}.png`),
      fullPage: true,
    });
  }
}

describe('the templates screens in every theme and language', () => {
  it('pass the accessibility scan in Croatian', async () => {
    await list.open();
    await checkScreensInThemes('hr');
  });

  it('pass the accessibility scan in English', async () => {
    const shell = new Shell(marko);
    await shell.chooseLanguage('Engleski');
    try {
      await checkScreensInThemes('en');
    } finally {
      await chooseTheme(THEMES[0], 'en');
      await shell.chooseLanguage('Croatian');
    }
  });
});

describe('deleting templates', () => {
  it('deletes a template after the confirmation', async () => {
    await list.open();
    await list.act('Obriši', PAYEE);
    await list.deleteDialog().getByText(`Predložak ${PAYEE} bit će obrisan.`).waitFor();
    await list.confirmDeletion();
    await list.notice(`Predložak ${PAYEE} je obrisan.`).waitFor();
    await expect.poll(() => list.row(PAYEE).count()).toBe(0);
  });

  it('answers the delete error for a template deleted meanwhile elsewhere', async () => {
    await list.act('Obriši', RENAMED);
    await list.deleteDialog().waitFor();
    // The same person deletes it in another tab of the same session.
    const status = await marko.evaluate(async (id) => {
      const token = sessionStorage.getItem('poslovno.sessionToken') ?? '';
      const answer = await fetch(`/mw/api/v1/favorites/${id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      return answer.status;
    }, favoriteId);
    expect(status).toBe(204);
    await list.confirmDeletion();
    await list.deleteDialog().getByText('Pogreška pri brisanju predloška.').waitFor();
    await capture('templates-delete-error-dark-hr');
    await list.deleteDialog().getByRole('button', { name: 'Odustani', exact: true }).click();
    await marko.getByRole('link', { name: 'Izradi prvi predložak', exact: true }).waitFor();

    // The payment made from the template is not the template's: it stays until deleted itself.
    const overview = new PaymentsOverviewPage(marko);
    await overview.open(`?paymentId=${paymentId}`);
    await overview
      .details()
      .getByRole('heading', { name: `Nalog ${paymentId}` })
      .waitFor();
    await overview.takeAction('Obriši', 'Obriši');
    await marko.getByText(`Nalog ${paymentId}: obrisan`, { exact: true }).waitFor();
  });
});
