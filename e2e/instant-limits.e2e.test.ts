import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildCroatianIban } from '@poslovno/domain';
import {
  type TBrowserPage,
  newContext,
  openBrowserPage,
  scanAccessibility,
} from './support/browser';
import { computeDemoSigningCode, signInAsDemoPerson } from './support/demo-people';
import {
  DashboardPage,
  PaymentFormPage,
  PaymentsOverviewPage,
  SigningDialogModel,
} from './pages/app-pages';
import { InstantLimitsPage } from './pages/limit-and-confirmation-pages';

/**
 * 001 §2, §5: Slavonska žitna's main account takes two signatures. Marko raises its instant
 * payment limit to 80.000,00 EUR per transaction, Ivana signs second from the dashboard's link,
 * the bank applies it (BANK_PROCESSING_DELAY_S is 0 under NODE_ENV=test); then an instant payment
 * above the new limit is refused and one above the bank's default (50.000,00) but below it executes.
 */

const MAIN_ACCOUNT = 'Glavni račun';
const PBZ_PAYEE_IBAN = buildCroatianIban('234000', '110044221');
const MARKO_TOKEN = '12000102';
const IVANA_TOKEN = '12000103';

let ui: TBrowserPage;
let marko: Page;

beforeAll(async () => {
  ui = await openBrowserPage(inject('e2eBaseUrl'));
  marko = ui.page;
  await signInAsDemoPerson(marko, 'Marko Šimić');
});
afterAll(() => ui?.close());

/** An instant domestic payment from the main account, saved; the answer is on the screen. */
async function enterInstantPayment(amount: string, description: string): Promise<PaymentFormPage> {
  const form = new PaymentFormPage(marko);
  await form.open();
  await form.choose('Račun platitelja', '110000001');
  await form.textbox('IBAN primatelja').fill(PBZ_PAYEE_IBAN);
  await form.textbox('Naziv primatelja').fill('Agro Baranja d.o.o.');
  await form.textbox('Iznos').fill(amount);
  await form.textbox('Opis plaćanja').fill(description);
  await marko.getByRole('radio', { name: /^Trenutno/ }).check({ force: true });
  await form.save();
  return form;
}

describe('the instant payment limit of the main account, raised by two signers', () => {
  it('shows the bank default in words, and Marko asks for 80.000,00 per transaction and signs first', async () => {
    const limits = new InstantLimitsPage(marko);
    await limits.open();
    const row = limits.row(MAIN_ACCOUNT);
    expect(await row.innerText()).toContain('po transakciji do 50.000,00 EUR');
    expect(await row.innerText()).toContain('zadano banke');
    expect(await scanAccessibility(marko)).toEqual([]);

    await limits.change(MAIN_ACCOUNT);
    await limits.chooseType('Dnevni limit');
    await limits.chooseType('Po transakciji');
    await limits.amount().fill('80.000,00');
    expect(await scanAccessibility(marko)).toEqual([]);
    await limits.continueToCheck();
    await marko.getByText('po transakciji do 80.000,00 EUR', { exact: true }).waitFor();
    expect(await scanAccessibility(marko)).toEqual([]);
    await limits.saveAndSign();

    const signing = new SigningDialogModel(marko);
    await signing.dialog().getByText('po transakciji do 80.000,00 EUR').waitFor();
    const challenge = await signing.readChallenge();
    expect(await scanAccessibility(marko)).toEqual([]);
    await signing.signWithCode(computeDemoSigningCode(MARKO_TOKEN, challenge));
    await signing.result('Zahtjev je djelomično autoriziran').waitFor();
    await marko.keyboard.press('Escape');
    await limits.heading().waitFor();
    // Marko reads the request in progress as the one he signed.
    await expect.poll(() => limits.row(MAIN_ACCOUNT).innerText()).toContain('Potpisali ste');
  });

  it('Ivana opens it from her dashboard and signs it; the bank applies the new limit', async () => {
    const context = await newContext(ui.browser, inject('e2eBaseUrl'));
    try {
      const ivana = await context.newPage();
      await signInAsDemoPerson(ivana, 'Ivana Jurić');
      const dashboard = new DashboardPage(ivana);
      await dashboard.heading().waitFor();
      const item = dashboard
        .items('Nalozi za potpis')
        .filter({ hasText: 'Zahtjev za promjenu limita instant plaćanja' });
      await item.first().waitFor();
      await item.first().getByRole('link').click();
      await ivana.waitForURL(/\/instant-limit-requests\?requestId=\d+/);
      const requestId = new URL(ivana.url()).searchParams.get('requestId') ?? '';
      await ivana.getByRole('button', { name: `Potpiši zahtjev ${requestId}` }).click();
      const signing = new SigningDialogModel(ivana);
      await signing.dialog().getByText('po transakciji do 80.000,00 EUR').waitFor();
      await signing.signWithCode(
        computeDemoSigningCode(IVANA_TOKEN, await signing.readChallenge()),
      );
      await signing.result('Zahtjev je autoriziran').waitFor();
      expect(await signing.dialog().innerText()).toContain('primijeniti u kratkom roku');
    } finally {
      await context.close();
    }

    const limits = new InstantLimitsPage(marko);
    await expect
      .poll(
        async () => {
          await limits.open();
          return limits.row(MAIN_ACCOUNT).innerText();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .not.toContain('zadano banke');
    expect(await limits.row(MAIN_ACCOUNT).innerText()).toContain('po transakciji do 80.000,00 EUR');
  });

  it('refuses an instant payment above the new limit', async () => {
    await enterInstantPayment('90.000,00', 'Iznad limita instant plaćanja');
    await marko
      .getByText('Iznos je veći od limita za trenutna plaćanja.', { exact: false })
      .first()
      .waitFor();
    expect(await marko.getByRole('heading', { name: 'Provjera podataka naloga' }).count()).toBe(0);
  });

  it('executes one above the old default and below the new limit, signed by both', async () => {
    const form = await enterInstantPayment('60.000,00', 'Ispod novog limita');
    await form.heading('Provjera podataka naloga').waitFor();
    const paymentId = await form.savedPaymentId();
    await marko.getByRole('button', { name: 'Potpiši', exact: true }).click();
    const signing = new SigningDialogModel(marko);
    await signing.signWithCode(computeDemoSigningCode(MARKO_TOKEN, await signing.readChallenge()));
    await signing.result('Nalog je djelomično autoriziran').waitFor();
    await marko.keyboard.press('Escape');

    const context = await newContext(ui.browser, inject('e2eBaseUrl'));
    try {
      const ivana = await context.newPage();
      await signInAsDemoPerson(ivana, 'Ivana Jurić');
      const overview = new PaymentsOverviewPage(ivana);
      await ivana.goto(`/payments?paymentId=${paymentId}`);
      await overview
        .details()
        .getByRole('heading', { name: `Nalog ${paymentId}` })
        .waitFor();
      await overview.takeAction('Potpiši', 'Nastavi na potpis');
      const ivanaSigning = new SigningDialogModel(ivana);
      await ivanaSigning.signWithCode(
        computeDemoSigningCode(IVANA_TOKEN, await ivanaSigning.readChallenge()),
      );
      await ivanaSigning.result('Nalog je autoriziran').waitFor();
    } finally {
      await context.close();
    }

    const overview = new PaymentsOverviewPage(marko);
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
  });
});
