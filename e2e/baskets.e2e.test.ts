import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildCroatianIban, getZagrebWallClock } from '@poslovno/domain';
import {
  type TBrowserPage,
  newContext,
  openBrowserPage,
  resetPersonalSettings,
  scanAccessibility,
} from './support/browser';
import { getServerNow } from './support/clock';
import { computeDemoSigningCode, signInAsDemoPerson } from './support/demo-people';
import { PaymentsOverviewPage, Shell, SigningDialogModel } from './pages/app-pages';
import { BasketPage } from './pages/basket-pages';

/**
 * Payment baskets (000 §2, §4, §8). In Croatian, Ana selects three payments of the payroll account
 * (one signature, which she gives alone) in the overview, adds them to a basket, signs the basket
 * once with her demo token by keyboard alone, and the three go on to the bank as orders of their
 * own. Željka, who signs foreign payments only, is refused a basket of domestic ones with the
 * code and the payments named. In English, Ana chooses three other payments in the "New basket"
 * picker on /baskets by keyboard, creates the basket, signs it once and the three are executed;
 * a basket whose payment changed since it joined is marked, explained and deleted. The screens
 * (the picker open among them) pass axe in the three themes and both languages.
 * Every basket ends signed or deleted and every payment left unsigned is deleted: the dashboard's
 * tests after this file count its cards.
 */

const API = '/mw/api/v1';
const SLAVONSKA = 100245;
const ANA = 2000101;
const ANA_TOKEN = '12000101';
/** The payroll account "1100000027 EUR": one signature, which Ana gives alone. */
const PAYROLL_IBAN = buildCroatianIban('299999', '110000002');
/** A client of PBZ, which the simulated clearing credits. */
const PBZ_PAYEE_IBAN = buildCroatianIban('234000', '110044221');
/** The engine runs in the server (TEST_FAST_EXECUTION: the clearing answers in a second). */
const BANK_TIMEOUT = { timeout: 20_000, interval: 1_000 };
const THEMES = ['dark', 'light', 'high-contrast'] as const;

let ui: TBrowserPage;
let ana: Page;
let anaToken = '';
/** Everything this file made, so that what it leaves unsigned goes at the end. */
const madePaymentIds: string[] = [];

/** A call of the API with Ana's own session (not the browser's), as the bank's tests make them. */
async function callAsAna<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${inject('e2eBaseUrl')}${API}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${anaToken}`,
      'idempotency-key': randomUUID(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A domestic payment from the payroll account, stored for Ana to sign, executed today. */
async function storePayment(creditorName: string, amount: string): Promise<string> {
  const { paymentId } = await callAsAna<{ paymentId: string }>('POST', '/payments', {
    type: 'DOMESTIC',
    debtorAccount: { iban: PAYROLL_IBAN },
    creditorAccount: { iban: PBZ_PAYEE_IBAN },
    creditorName,
    creditorAddress: { street: 'Vukovarska 12', residence: '31300 Beli Manastir', country: 'HR' },
    instructedAmount: { amount, currency: 'EUR' },
    remittanceInformationStructured: { referenceType: 'HR99', reference: '' },
    remittanceInformationUnstructured: `Košarica e2e ${creditorName}`,
    requestedExecutionDate: getZagrebWallClock(getServerNow()).date,
  });
  madePaymentIds.push(paymentId);
  return paymentId;
}

function makeBasket(paymentIds: string[]): Promise<{ id: string }> {
  return callAsAna('POST', '/signing-baskets', { paymentIds });
}

/** Presses Tab until the focus is on what `isTarget` recognises: keyboard only, as a person would. */
async function tabTo(page: Page, isTarget: () => boolean, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(isTarget)) return;
  }
  throw new Error('the keyboard never reached the control');
}

/** axe in the three themes, set as the settings set them, in the language shown. */
async function scanInThemes(page: Page, label: string): Promise<void> {
  for (const theme of THEMES) {
    await page.evaluate((name) => {
      document.documentElement.dataset.theme = name;
    }, theme);
    expect(
      await scanAccessibility(page, { isEnhancedContrast: theme === 'high-contrast' }),
      `${label} ${theme}`,
    ).toEqual([]);
  }
  await page.evaluate(() => {
    document.documentElement.dataset.theme = 'dark';
  });
}

beforeAll(async () => {
  const login = await fetch(`${inject('e2eBaseUrl')}${API}/login/mock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ personId: ANA, customerId: SLAVONSKA }),
  });
  anaToken = ((await login.json()) as { token: string }).token;
  ui = await openBrowserPage(inject('e2eBaseUrl'));
  ana = ui.page;
  await signInAsDemoPerson(ana, 'Ana Kovačević');
});

afterAll(async () => {
  // No basket stays active and no payment of this file waits for a signature.
  if (anaToken) {
    const { baskets } = await callAsAna<{ baskets: { id: string }[] }>(
      'GET',
      '/active-payment-baskets',
    );
    for (const basket of baskets) await callAsAna('DELETE', `/payment-baskets/${basket.id}`);
    if (madePaymentIds.length > 0)
      await callAsAna('DELETE', '/payments/cancellations', { paymentIds: madePaymentIds });
  }
  if (ana) await resetPersonalSettings(ana);
  await ui?.close();
});

describe('in Croatian: three payments signed with one signature', () => {
  const payees = [
    ['Agro Baranja d.o.o.', '125.00'],
    ['Ured plus d.o.o.', '80.40'],
    ['Mlinar Osijek d.o.o.', '19.99'],
  ] as const;
  let paymentIds: string[] = [];
  let basketId = '';

  it('Ana selects them in the overview and adds them to a new basket', async () => {
    paymentIds = [];
    for (const [name, amount] of payees) paymentIds.push(await storePayment(name, amount));
    const overview = new PaymentsOverviewPage(ana);
    await overview.open();
    for (const paymentId of paymentIds)
      await overview
        .rows()
        .filter({ hasText: paymentId })
        .getByRole('checkbox')
        .check({ force: true });
    await ana.getByRole('button', { name: 'Dodaj u košaricu (3)', exact: true }).click();
    await ana.waitForURL(/\/baskets\/\d+$/);
    basketId = /\/baskets\/(\d+)$/.exec(ana.url())?.[1] ?? '';

    const basket = new BasketPage(ana);
    await basket.heading().waitFor();
    for (const paymentId of paymentIds) await basket.paymentRow(paymentId).waitFor();
    expect(await basket.payments().innerText()).toContain('Mlinar Osijek d.o.o.');
    // 125,00 + 80,40 + 19,99
    await ana.getByText('3 naloga · 225,39 EUR', { exact: true }).waitFor();
    // The menu counts the basket; the overview marks its payments and leads to it.
    await new Shell(ana)
      .menu('Glavni izbornik')
      .getByRole('link', { name: /^Košarice\s*1 aktivna košarica$/ })
      .waitFor();
    await overview.open();
    await overview
      .rows()
      .filter({ hasText: paymentIds[0] ?? '' })
      .getByRole('link', { name: `U košarici: otvori košaricu naloga ${paymentIds[0]}` })
      .click();
    await ana.waitForURL(new RegExp(`/baskets/${basketId}$`));
  });

  it('Željka, who signs foreign payments only, is refused with the code and each payment named', async () => {
    const context = await newContext(ui.browser, inject('e2eBaseUrl'));
    try {
      const zeljka = await context.newPage();
      await signInAsDemoPerson(zeljka, 'Željka Đurđević');
      const basket = new BasketPage(zeljka);
      await basket.open(basketId);
      await basket.signButton().click();
      const dialog = new SigningDialogModel(zeljka).dialog();
      await dialog
        .getByText(
          'Nemate ovlast za sve naloge u grupi. (šifra: NO_AUTHORITY_FOR_GROUPED_PAYMENTS)',
          { exact: true },
        )
        .waitFor();
      const words = await dialog.innerText();
      for (const [index, [name]] of payees.entries())
        expect(words).toContain(`Nalog ${paymentIds[index]} (${name}):`);
      // Refused before any code is asked for.
      expect(await dialog.getByText(/^\d{8}$/).count()).toBe(0);
      expect(await scanAccessibility(zeljka)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Ana signs it once with her demo token, by keyboard alone, reading every payee and the total first', async () => {
    const basket = new BasketPage(ana);
    await basket.open(basketId);
    await tabTo(ana, () => document.activeElement?.textContent === 'Potpiši košaricu');
    await ana.keyboard.press('Enter');
    const signing = new SigningDialogModel(ana);
    const challenge = await signing.readChallenge();
    const words = await signing.dialog().innerText();
    for (const [name, amount] of payees) {
      expect(words).toContain(name);
      expect(words).toContain(`${amount.replace('.', ',')} EUR`);
    }
    expect(words).toContain('225,39 EUR');
    expect(words).toContain('Vašim potpisom svi nalozi košarice su autorizirani');
    await scanInThemes(ana, 'signing dialog');

    await tabTo(
      ana,
      () => (document.activeElement as HTMLInputElement | null)?.name === 'signingCode',
    );
    await ana.keyboard.type(computeDemoSigningCode(ANA_TOKEN, challenge));
    await ana.keyboard.press('Enter');
    await signing.result('Košarica je potpisana').waitFor();
    expect(await signing.statusBadge().getAttribute('data-status')).toBe('SIGNED');
    await ana.keyboard.press('Escape');
    await ana
      .getByText('Svi nalozi su potpisani i idu banci svaki kao samostalni nalog.', {
        exact: false,
      })
      .waitFor();
  });

  it('the three go on to the bank as orders of their own and are executed', async () => {
    const overview = new PaymentsOverviewPage(ana);
    await expect
      .poll(async () => {
        await overview.open();
        return Promise.all(
          paymentIds.map((paymentId) =>
            overview
              .rows()
              .filter({ hasText: paymentId })
              .locator('[data-status]')
              .first()
              .getAttribute('data-status'),
          ),
        );
      }, BANK_TIMEOUT)
      .toEqual(['EXECUTED', 'EXECUTED', 'EXECUTED']);
    // Signed in full, the basket left the active list, and its payments left the basket.
    expect(
      await overview
        .table()
        .getByRole('link', { name: /^U košarici/ })
        .count(),
    ).toBe(0);
  });
});

describe('in English: three payments chosen in the "New basket" picker, signed with one signature', () => {
  // Amounts of their own: the picker may offer other payments Ana could sign.
  const payees = [
    ['Drava Energija d.d.', '260.00'],
    ['Osijek Print d.o.o.', '41.10'],
    ['Baranja Transport d.o.o.', '7.35'],
  ] as const;
  let paymentIds: string[] = [];

  /** The picker's checkbox of one payment, named by its payee and amount (and date). */
  function candidate(page: Page, [name, amount]: readonly [string, string], decimal: ',' | '.') {
    const shown = amount.replace('.', decimal);
    return page.getByRole('dialog').getByRole('checkbox', {
      name: new RegExp(`^${name.replace(/\./g, '\\.')}, ${shown} EUR, `),
    });
  }

  it('the picker passes axe in every theme in Croatian', async () => {
    paymentIds = [];
    for (const [name, amount] of payees) paymentIds.push(await storePayment(name, amount));
    const list = new BasketPage(ana, 'hr');
    await list.openList();
    await ana.getByRole('button', { name: 'Nova košarica', exact: true }).click();
    const picker = ana.getByRole('dialog', { name: 'Nova košarica naloga' });
    for (const payee of payees) await candidate(ana, payee, ',').waitFor();
    await candidate(ana, payees[0], ',').check({ force: true });
    await picker.getByText(/^Odabran 1 nalog, ukupno:/).waitFor();
    await scanInThemes(ana, 'picker hr');
    await ana.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
  });

  it('Ana chooses them by keyboard, sees the count and total, and creates the basket', async () => {
    await new Shell(ana).chooseLanguage('Engleski');
    const list = new BasketPage(ana, 'en');
    await list.openList();
    // No basket is active (the Croatian one is signed): the list's empty state offers a new one.
    await ana.getByText('There are no active baskets.', { exact: true }).waitFor();
    await ana.getByRole('button', { name: 'New basket', exact: true }).click();
    const picker = ana.getByRole('dialog', { name: 'New payment basket' });
    for (const payee of payees) {
      const box = candidate(ana, payee, '.');
      await box.focus();
      await ana.keyboard.press('Space');
      expect(await box.isChecked()).toBe(true);
    }
    // 260.00 + 41.10 + 7.35
    await picker.getByRole('status').getByText('308.45 EUR', { exact: true }).waitFor();
    expect(await picker.getByRole('status').innerText()).toMatch(/^3 payments selected, total:/);
    await scanInThemes(ana, 'picker en');

    await picker.getByRole('button', { name: 'Create basket (3)', exact: true }).focus();
    await ana.keyboard.press('Enter');
    await ana.waitForURL(/\/baskets\/\d+$/);
    const basket = new BasketPage(ana, 'en');
    await basket.heading().waitFor();
    for (const paymentId of paymentIds) await basket.paymentRow(paymentId).waitFor();
    await ana.getByText('3 payments · 308.45 EUR', { exact: true }).waitFor();
  });

  it('Ana signs it once and the three are executed', async () => {
    const basket = new BasketPage(ana, 'en');
    await basket.signButton().click();
    const signing = new SigningDialogModel(ana);
    const challenge = await signing.readChallenge();
    const words = await signing.dialog().innerText();
    for (const [name] of payees) expect(words).toContain(name);
    expect(words).toContain('308.45 EUR');
    await signing.signWithCode(computeDemoSigningCode(ANA_TOKEN, challenge), 'en');
    await signing.result('The basket is signed').waitFor();
    await ana.keyboard.press('Escape');

    await expect
      .poll(async () => {
        await ana.goto('/payments');
        await ana.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
        return Promise.all(
          paymentIds.map((paymentId) =>
            ana
              .getByRole('row')
              .filter({ hasText: paymentId })
              .locator('[data-status]')
              .first()
              .getAttribute('data-status'),
          ),
        );
      }, BANK_TIMEOUT)
      .toEqual(['EXECUTED', 'EXECUTED', 'EXECUTED']);
    await new Shell(ana).chooseLanguage('Croatian');
  });
});

describe('in English: a basket whose payment changed since it joined', () => {
  it('is marked and explained, passes axe in every theme and language, and is deleted', async () => {
    const kept = await storePayment('Agro Baranja d.o.o.', '45.00');
    const changed = await storePayment('Ured plus d.o.o.', '12.50');
    const { id } = await makeBasket([kept, changed]);
    await callAsAna('DELETE', '/payments/cancellations', { paymentIds: [changed] });

    const shell = new Shell(ana);
    await shell.chooseLanguage('Engleski');
    const basket = new BasketPage(ana, 'en');
    await basket.open(id);
    await basket.paymentRow(changed).getByText('Changed since it joined').waitFor();
    expect(await basket.paymentRow(kept).getByText('Changed since it joined').count()).toBe(0);
    await ana.getByText('The basket cannot be signed', { exact: true }).waitFor();
    expect(await basket.signButton().count()).toBe(0);
    await scanInThemes(ana, `/baskets/${id} en`);
    await basket.openList();
    await scanInThemes(ana, '/baskets en');

    await shell.chooseLanguage('Croatian');
    const croatian = new BasketPage(ana, 'hr');
    await croatian.open(id);
    await ana.getByText('Promijenjen nakon dodavanja').waitFor();
    await scanInThemes(ana, `/baskets/${id} hr`);
    await croatian.openList();
    await scanInThemes(ana, '/baskets hr');

    await shell.chooseLanguage('Engleski');
    await basket.open(id);
    const reference = await basket.referenceNumber();
    await basket.deleteButton().click();
    const question = ana.getByRole('alertdialog');
    await question.getByText('The payments are not deleted', { exact: false }).waitFor();
    await question.getByRole('button', { name: 'Delete basket', exact: true }).click();
    await ana.waitForURL(/\/baskets\?list$/);
    await ana
      .getByText(
        `Basket ${reference} is deleted. Its payments stay in the payments overview as payments of their own.`,
        { exact: true },
      )
      .waitFor();
    await shell.chooseLanguage('Croatian');
  });
});
