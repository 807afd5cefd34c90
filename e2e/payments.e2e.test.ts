import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SIGNING_OCRA_SUITE, buildCroatianIban } from '@poslovno/domain';
import { deriveDemoTokenSecret } from '../apps/server/src/platform/auth/demo-devices';
import { computeSigningCode } from '../apps/server/src/platform/auth/one-time-codes';
import {
  type TBrowserPage,
  newContext,
  openBrowserPage,
  scanAccessibility,
} from './support/browser';
import { getServerNow } from './support/clock';
import {
  PaymentFormPage,
  PaymentsOverviewPage,
  Shell,
  SignInPage,
  SigningDialogModel,
} from './pages/app-pages';

const COMPANY = 'Slavonska žitna d.o.o.';
/** A client of PBZ, which the simulated clearing credits. */
const PBZ_PAYEE_IBAN = buildCroatianIban('234000', '110044221');
/** A valid Croatian IBAN of a bank code no bank has: the server cannot identify the payee. */
const UNKNOWN_BANK_IBAN = buildCroatianIban('999999', '110044221');
const MARKO_TOKEN = '12000102';
const ANA_TOKEN = '12000101';

/** What the demo token shows for the challenge now, as `npm run token -- sign` prints it. */
function signingCode(serial: string, challenge: string): string {
  return computeSigningCode(
    deriveDemoTokenSecret(serial),
    SIGNING_OCRA_SUITE,
    challenge,
    getServerNow(),
  );
}

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

let ui: TBrowserPage;
let marko: Page;
let form: PaymentFormPage;
/** The payment Marko signs first and Ana second. */
let paymentId = '';

beforeAll(async () => {
  ui = await openBrowserPage(inject('e2eBaseUrl'));
  marko = ui.page;
  form = new PaymentFormPage(marko);
  await signInAs(marko, 'Marko Šimić');
});
afterAll(() => ui?.close());

async function fillDomesticPayment(payeeIban: string): Promise<void> {
  await form.choose('Račun platitelja', '110000002');
  await form.textbox('IBAN primatelja').fill(payeeIban);
  await form.textbox('Naziv primatelja').fill('Agro Baranja d.o.o.');
  await form.textbox('Ulica i kućni broj').fill('Vukovarska 12');
  await form.textbox('Poštanski broj i mjesto').fill('31300 Beli Manastir');
  await form.textbox('Iznos').fill('1.250,00');
  await form.textbox('Opis plaćanja').fill('Plaćanje računa 2026-118');
}

describe('a domestic payment signed by two persons', () => {
  it('Marko enters it from the payroll account, checks it and signs it: partially authorised', async () => {
    await form.open();
    await fillDomesticPayment(PBZ_PAYEE_IBAN);
    expect(await scanAccessibility(marko)).toEqual([]);
    await form.save();
    await form.heading('Provjera podataka naloga').waitFor();
    paymentId = await form.savedPaymentId();
    expect(paymentId).toMatch(/^\d+$/);
    await marko.getByText('Plaćanje računa 2026-118', { exact: true }).waitFor();
    expect(await scanAccessibility(marko)).toEqual([]);

    await marko.getByRole('button', { name: 'Potpiši', exact: true }).click();
    const signing = new SigningDialogModel(marko);
    await signing.dialog().getByText('Agro Baranja d.o.o.', { exact: true }).waitFor();
    const challenge = await signing.readChallenge();
    expect(await scanAccessibility(marko)).toEqual([]);
    await signing.signWithCode(signingCode(MARKO_TOKEN, challenge));
    await signing.result('Nalog je djelomično autoriziran').waitFor();
    expect(await signing.statusBadge().getAttribute('data-status')).toBe('ALREADY_SIGNED');
  });

  it('Ana opens it from the link the dashboard gives and signs it: ordered', async () => {
    const context = await newContext(ui.browser, inject('e2eBaseUrl'));
    try {
      const ana = await context.newPage();
      await signInAs(ana, 'Ana Kovačević');
      const overview = new PaymentsOverviewPage(ana);
      await ana.goto(`/payments?paymentId=${paymentId}`);
      await overview
        .details()
        .getByRole('heading', { name: `Nalog ${paymentId}` })
        .waitFor();
      await overview.takeAction('Potpiši', 'Nastavi na potpis');
      const signing = new SigningDialogModel(ana);
      await signing.signWithCode(signingCode(ANA_TOKEN, await signing.readChallenge()));
      await signing.result('Nalog je autoriziran').waitFor();
      expect(await signing.statusBadge().getAttribute('data-status')).toBe('ORDERED');
    } finally {
      await context.close();
    }
  });
});

describe('refusals on their fields', () => {
  it('shows the server’s messages under the fields, in Croatian and after a switch in English', async () => {
    await form.open();
    await form.choose('Račun platitelja', '110000002');
    await form.textbox('IBAN primatelja').fill(UNKNOWN_BANK_IBAN);
    await form.textbox('Iznos').fill('10,00');
    await form.textbox('Opis plaćanja').fill('-storno');
    await form.save();
    await form.summary().waitFor();
    expect(await form.fieldMessage(form.textbox('IBAN primatelja'))).toContain(
      'Račun primatelja nije moguće prepoznati.',
    );
    expect(await form.textbox('Naziv primatelja').getAttribute('aria-invalid')).toBe('true');
    expect(await form.fieldMessage(form.textbox('Naziv primatelja'))).toContain(
      'Polje je obavezno.',
    );
    expect(await form.fieldMessage(form.textbox('Opis plaćanja'))).toContain(
      "Opis ne smije počinjati znakom '-' ili ':'.",
    );

    const shell = new Shell(marko);
    await shell.chooseLanguage('Engleski');
    // The language is the person's setting on the server: the next specs work in Croatian.
    try {
      await form.heading('New payment order').waitFor();
      expect(await form.fieldMessage(form.textbox("Payee's IBAN"))).toContain(
        "The payee's account cannot be identified.",
      );
      expect(await form.fieldMessage(form.textbox("Payee's name"))).toContain(
        'This field is required.',
      );
      expect(await form.fieldMessage(form.textbox('Payment description'))).toContain(
        "The description may not start with '-' or ':'.",
      );
    } finally {
      await shell.chooseLanguage('Croatian');
    }
  });

  it('refuses a foreign payment without turnover code, with a bad BIC and a UAE payee without purpose code', async () => {
    await form.open('FOREIGN');
    await form.choose('Račun platitelja', 'Glavni');
    await form.choose('Država primatelja', 'AE');
    await form.textbox('Račun primatelja (IBAN ili broj računa)').fill('AE070331234567890123456');
    await form.textbox('Naziv primatelja').fill('Gulf Trading LLC');
    await form.textbox('BIC (SWIFT) banke primatelja').fill('XXXX');
    await form.textbox('Iznos').fill('100');
    await form.select('Valuta', 'USD');
    await form.textbox('Opis plaćanja').fill('Invoice 12');
    await marko.getByRole('combobox', { name: 'Šifra namjene za UAE' }).waitFor();
    await form.save();
    await form.summary().waitFor();
    expect(await form.fieldMessage(form.textbox('BIC (SWIFT) banke primatelja'))).toContain(
      'BIC nije ispravan.',
    );
    expect(
      await form.fieldMessage(marko.getByRole('combobox', { name: 'Šifra namjene za UAE' })),
    ).toContain('Polje je obavezno.');
    const summary = await form.summary().textContent();
    expect(summary).toContain('Šifra vrste posla s inozemstvom: Polje je obavezno.');
    expect(summary).toContain('Šifra namjene za UAE: Polje je obavezno.');
    expect(summary).toContain('BIC (SWIFT) banke primatelja: BIC nije ispravan.');
  });
});

describe('the overview', () => {
  it('copies the payment into a new one and deletes that with a confirmation', async () => {
    await marko.goto(`/payment?copy=${paymentId}`);
    await form.heading(`Novi nalog kao kopija naloga ${paymentId}`).waitFor();
    expect(await form.textbox('Naziv primatelja').inputValue()).toBe('Agro Baranja d.o.o.');
    // Enter in the amount saves the payment with the amount just typed, not the one before.
    await form.textbox('Iznos').fill('99,00');
    await form.textbox('Iznos').press('Enter');
    await form.heading('Provjera podataka naloga').waitFor();
    await marko.getByText('99,00 EUR', { exact: true }).waitFor();
    const copyId = await form.savedPaymentId();
    expect(copyId).not.toBe(paymentId);

    const overview = new PaymentsOverviewPage(marko);
    await overview.open();
    await overview.openDetails(copyId);
    await overview.takeAction('Obriši', 'Obriši');
    await marko.getByText(`Nalog ${copyId}: obrisan`, { exact: true }).waitFor();
    await expect
      .poll(() =>
        marko.getByRole('button', { name: new RegExp(`^Detalji naloga ${copyId},`) }).count(),
      )
      .toBe(0);
  });

  it('filters by status group, kept in the address, and passes an accessibility scan', async () => {
    await form.open();
    await fillDomesticPayment(PBZ_PAYEE_IBAN);
    await form.save();
    await form.heading('Provjera podataka naloga').waitFor();

    const overview = new PaymentsOverviewPage(marko);
    await overview.open();
    await expect.poll(() => overview.rows().count()).toBeGreaterThan(1);
    await overview.openFilters();
    await overview.checkStatusGroup('Neautorizirani');
    await overview.applyFilters();
    await marko.waitForURL(/status=UNAUTHORIZED/);
    await expect.poll(async () => [...new Set(await overview.statuses())]).toEqual(['STORED']);
    expect(await scanAccessibility(marko)).toEqual([]);
  });
});
