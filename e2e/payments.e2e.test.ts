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
  DashboardPage,
  PaymentFormPage,
  PaymentsOverviewPage,
  Shell,
  SignInPage,
  SigningDialogModel,
  TransactionsPage,
} from './pages/app-pages';

const COMPANY = 'Slavonska žitna d.o.o.';
/** A client of PBZ, which the simulated clearing credits. */
const PBZ_PAYEE_IBAN = buildCroatianIban('234000', '110044221');
/** A valid Croatian IBAN of a bank code no bank has: the server cannot identify the payee. */
const UNKNOWN_BANK_IBAN = buildCroatianIban('999999', '110044221');
/** A PBZ account the simulated recipient bank does not have (its number ends 991). */
const REJECTED_PAYEE_IBAN = buildCroatianIban('234000', '110000991');
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

  it('the engine executes it on its day: executed in the overview, booked in the transactions and on the dashboard', async () => {
    const overview = new PaymentsOverviewPage(marko);
    // The engine runs in the server (TEST_FAST_EXECUTION: the clearing answers in a second).
    await expect
      .poll(
        async () => {
          await overview.open(`?paymentId=${paymentId}`);
          return overview.statuses();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toEqual(['EXECUTED']);
    await marko.keyboard.press('Escape');

    await marko.goto('/transactions');
    const transactions = new TransactionsPage(marko);
    await transactions.heading().waitFor();
    await transactions
      .rows()
      .filter({ hasText: 'Agro Baranja d.o.o.' })
      .filter({ hasText: '1.250,00' })
      .first()
      .waitFor();

    await marko.goto('/dashboard');
    const dashboard = new DashboardPage(marko);
    await dashboard.heading().waitFor();
    await dashboard
      .items('Posljednji odljevi')
      .filter({ hasText: 'Agro Baranja d.o.o.' })
      .filter({ hasText: '1.250,00' })
      .first()
      .waitFor();
  });
});

describe('the same in English', () => {
  it('Marko enters and signs a payment in English, Ana second-signs it in English: ordered', async () => {
    const shell = new Shell(marko);
    await shell.chooseLanguage('Engleski');
    const context = await newContext(ui.browser, inject('e2eBaseUrl'));
    const ana = await context.newPage();
    try {
      await form.open();
      await form.heading('New payment order').waitFor();
      await form.choose("Payer's account", '110000002');
      await form.textbox("Payee's IBAN").fill(PBZ_PAYEE_IBAN);
      await form.textbox("Payee's name").fill('Agro Baranja d.o.o.');
      await form.textbox('Amount').fill('321.00');
      await form.textbox('Payment description').fill('Invoice 2026-120');
      await form.save('Save and check');
      await form.heading('Check the payment').waitFor();
      const englishId = await form.savedPaymentId('en');
      await marko.getByRole('button', { name: 'Sign', exact: true }).click();
      const signing = new SigningDialogModel(marko);
      await signing.signWithCode(signingCode(MARKO_TOKEN, await signing.readChallenge()), 'en');
      await signing.result('The payment is partially authorised').waitFor();

      await signInAs(ana, 'Ana Kovačević');
      await new Shell(ana).chooseLanguage('Engleski');
      const overview = new PaymentsOverviewPage(ana);
      await ana.goto(`/payments?paymentId=${englishId}`);
      await overview
        .details()
        .getByRole('heading', { name: `Payment ${englishId}` })
        .waitFor();
      await overview.takeAction('Sign', 'Go on to sign');
      const anaSigning = new SigningDialogModel(ana);
      await anaSigning.signWithCode(signingCode(ANA_TOKEN, await anaSigning.readChallenge()), 'en');
      await anaSigning.result('The payment is authorised').waitFor();
      expect(await anaSigning.statusBadge().getAttribute('data-status')).toBe('ORDERED');
    } finally {
      // The language is each person's setting on the server: the next specs work in Croatian.
      // A signing dialog still open keeps the page behind it out of reach.
      await marko.keyboard.press('Escape');
      await shell.chooseLanguage('Croatian');
      if (ana.url().includes('/payments')) {
        await ana.keyboard.press('Escape');
        await new Shell(ana).chooseLanguage('Croatian');
      }
      await context.close();
    }
  });
});

describe('a payment the recipient bank rejects', () => {
  it('shows REJECTED with the reason and the mark that it needs attention', async () => {
    const context = await newContext(ui.browser, inject('e2eBaseUrl'));
    try {
      const ana = await context.newPage();
      await signInAs(ana, 'Ana Kovačević');
      const anaForm = new PaymentFormPage(ana);
      await anaForm.open();
      await anaForm.choose('Račun platitelja', '110000002');
      // The simulated recipient bank has no account ending 991 (SIRIUS_NONEXISTENT_ACCOUNT).
      await anaForm.textbox('IBAN primatelja').fill(REJECTED_PAYEE_IBAN);
      await anaForm.textbox('Naziv primatelja').fill('Nepostojeći d.o.o.');
      await anaForm.textbox('Iznos').fill('12,34');
      await anaForm.textbox('Opis plaćanja').fill('Uplata koja se vraća');
      await anaForm.save();
      await anaForm.heading('Provjera podataka naloga').waitFor();
      const rejectedId = await anaForm.savedPaymentId();
      await ana.getByRole('button', { name: 'Potpiši', exact: true }).click();
      const signing = new SigningDialogModel(ana);
      await signing.signWithCode(signingCode(ANA_TOKEN, await signing.readChallenge()));
      await signing.result('Nalog je autoriziran').waitFor();

      const overview = new PaymentsOverviewPage(ana);
      // The list and the opened details are two calls: the bank may reject the payment between
      // them, so both are read again until both show the rejection.
      await expect
        .poll(
          async () => {
            await overview.open(`?paymentId=${rejectedId}`);
            const isReasonShown = await overview
              .details()
              .getByText('Nalog je odbijen jer račun ne postoji.', { exact: false })
              .waitFor({ timeout: 3_000 })
              .then(
                () => true,
                () => false,
              );
            return { statuses: await overview.statuses(), isReasonShown };
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toEqual({ statuses: ['REJECTED'], isReasonShown: true });
      expect(await scanAccessibility(ana)).toEqual([]);
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

  it('refuses a typed Saturday and a pasted foreign amount in both languages, and saves nothing', async () => {
    const description = `Odbijeni unos ${Date.now()}`;
    const countPayments = () =>
      marko.evaluate(async (text) => {
        const token = sessionStorage.getItem('poslovno.sessionToken') ?? '';
        const query = new URLSearchParams({ description: text });
        const response = await fetch(`/mw/api/v1/payments/overview?${query.toString()}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await response.json()) as { payments: unknown[] }).payments.length;
      }, description);
    const paste = (field: ReturnType<PaymentFormPage['textbox']>, text: string) =>
      field.evaluate((input, pasted) => {
        const data = new DataTransfer();
        data.setData('text/plain', pasted);
        input.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      }, text);
    await form.open();
    await fillDomesticPayment(PBZ_PAYEE_IBAN);
    await form.textbox('Opis plaćanja').fill(description);
    const date = form.textbox('Datum izvršenja');
    await date.fill('28.11.2026.');
    const amount = form.textbox('Iznos');
    await amount.fill('');
    await paste(amount, '1,234.50');
    await form.save();
    await form.summary().waitFor();
    expect(await amount.inputValue()).toBe('1,234.50');
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(await date.inputValue()).toBe('28.11.2026.');
    expect(await form.fieldMessage(date)).toContain('28.11.2026. je subota');
    const summary = await form.summary().innerText();
    expect(summary).toContain('Datum izvršenja: 28.11.2026. je subota');
    expect(summary).toContain('Iznos:');

    const shell = new Shell(marko);
    await shell.chooseLanguage('Engleski');
    try {
      await form.heading('New payment order').waitFor();
      const enDate = form.textbox('Execution date');
      const enAmount = form.textbox('Amount');
      await enDate.fill('11/28/2026');
      await enAmount.fill('');
      await paste(enAmount, '1.234,50');
      await form.save('Save and check');
      await form.summary().waitFor();
      expect(await enAmount.inputValue()).toBe('1.234,50');
      expect(await enAmount.getAttribute('aria-invalid')).toBe('true');
      expect(await form.summary().innerText()).toContain(
        'Execution date: 11/28/2026 is a Saturday',
      );
    } finally {
      await shell.chooseLanguage('Croatian');
    }
    expect(await countPayments()).toBe(0);
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
