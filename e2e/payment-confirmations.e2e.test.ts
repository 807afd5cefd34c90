import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildCroatianIban } from '@poslovno/domain';
import {
  type TBrowserPage,
  openBrowserPage,
  resetPersonalSettings,
  scanAccessibility,
} from './support/browser';
import { computeDemoSigningCode, signInAsDemoPerson } from './support/demo-people';
import { PaymentFormPage, Shell, SigningDialogModel } from './pages/app-pages';
import { PaymentConfirmationsPage } from './pages/limit-and-confirmation-pages';

/**
 * 001 §7 generic confirmation, in English: Ana pays two invoices from the payroll account, the
 * bank executes them, she asks for their confirmations from the overview, reads the fee of each
 * and the total before signing, signs, and downloads a confirmation the bank issued as a PDF.
 */

const PBZ_PAYEE_IBAN = buildCroatianIban('234000', '110044221');
const ANA_TOKEN = '12000101';

function signingCode(challenge: string): string {
  return computeDemoSigningCode(ANA_TOKEN, challenge);
}

let ui: TBrowserPage;
let ana: Page;
const paymentIds: string[] = [];

beforeAll(async () => {
  ui = await openBrowserPage(inject('e2eBaseUrl'));
  ana = ui.page;
  await signInAsDemoPerson(ana, 'Ana Kovačević');
  await new Shell(ana).chooseLanguage('Engleski');
});
afterAll(async () => {
  // The language is the person's setting on the server: the other files work in Croatian.
  if (ana) await resetPersonalSettings(ana);
  await ui?.close();
});

/** A domestic payment from the payroll account, which Ana signs alone. */
async function payInvoice(amount: string, description: string): Promise<string> {
  const form = new PaymentFormPage(ana);
  await form.open();
  await form.choose("Payer's account", '110000002');
  await form.textbox("Payee's IBAN").fill(PBZ_PAYEE_IBAN);
  await form.textbox("Payee's name").fill('Agro Baranja d.o.o.');
  await form.textbox('Amount').fill(amount);
  await form.textbox('Payment description').fill(description);
  await form.save('Save and check');
  await form.heading('Check the payment').waitFor();
  const paymentId = await form.savedPaymentId('en');
  await ana.getByRole('button', { name: 'Sign', exact: true }).click();
  const signing = new SigningDialogModel(ana);
  await signing.signWithCode(signingCode(await signing.readChallenge()), 'en');
  await signing.result('The payment is authorised').waitFor();
  await ana.keyboard.press('Escape');
  return paymentId;
}

/** The payment's status as the English overview shows it, its details closed again. */
async function readStatusInEnglish(paymentId: string): Promise<string | null> {
  await ana.goto(`/payments?paymentId=${paymentId}`);
  await ana.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
  await ana.getByRole('dialog').waitFor();
  await ana.keyboard.press('Escape');
  return ana
    .getByRole('grid', { name: 'Payment orders' })
    .getByRole('row')
    .filter({ hasText: paymentId })
    .locator('[data-status]')
    .first()
    .getAttribute('data-status');
}

describe('confirmations of two executed payments', () => {
  it('pays two invoices, which the bank executes', async () => {
    paymentIds.push(await payInvoice('212.40', 'Invoice 2026-131'));
    paymentIds.push(await payInvoice('87.15', 'Invoice 2026-132'));
    for (const paymentId of paymentIds)
      await expect
        .poll(() => readStatusInEnglish(paymentId), { timeout: 30_000, interval: 1_000 })
        .toBe('EXECUTED');
  }, 120_000);

  it('shows the fee of each and the total before signing, and signs the request', async () => {
    await ana.goto('/payments');
    await ana.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
    const table = ana.getByRole('grid', { name: 'Payment orders' });
    for (const paymentId of paymentIds)
      await table
        .getByRole('row')
        .filter({ hasText: paymentId })
        .getByRole('checkbox')
        .check({ force: true });
    await ana
      .getByRole('button', { name: 'Request execution confirmations (2 payments)', exact: true })
      .click();
    const dialog = ana.getByRole('dialog', {
      name: 'Request for payment execution confirmations',
    });
    await dialog.waitFor();
    expect(await scanAccessibility(ana)).toEqual([]);
    await dialog.getByRole('button', { name: 'Calculate the fee', exact: true }).click();

    const recap = ana.getByRole('dialog', { name: /^Check request \d+$/ });
    const items = recap.getByRole('table', { name: 'Payments and fees' });
    await items.waitFor();
    const rows = await items.getByRole('row').allInnerTexts();
    expect(rows.filter((row) => row.includes('2.00 EUR'))).toHaveLength(2);
    expect(rows.find((row) => row.startsWith('Total fee'))).toContain('4.00 EUR');
    expect(await scanAccessibility(ana)).toEqual([]);
    await recap.getByRole('button', { name: 'Sign', exact: true }).click();

    const signing = new SigningDialogModel(ana);
    await signing.dialog().getByText('4.00 EUR').waitFor();
    await signing.signWithCode(signingCode(await signing.readChallenge()), 'en');
    await signing.result('The request is authorised').waitFor();
    await ana.keyboard.press('Escape');
  });

  it('downloads a confirmation the bank issued, a PDF', async () => {
    const confirmations = new PaymentConfirmationsPage(ana);
    const [first = ''] = paymentIds;
    await expect
      .poll(
        async () => {
          await confirmations.open();
          return confirmations.downloadButton(first).count();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(1);
    expect(await scanAccessibility(ana)).toEqual([]);
    const [download] = await Promise.all([
      ana.waitForEvent('download'),
      confirmations.downloadButton(first).click(),
    ]);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  });
});
