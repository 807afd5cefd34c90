import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  type TBrowserPage,
  newContext,
  openBrowserPage,
  scanAccessibility,
} from './support/browser';
import { computeDemoSigningCode, signInAsDemoPerson } from './support/demo-people';
import { Shell, SigningDialogModel } from './pages/app-pages';
import { MobileTokenPhone, ReactivationPage } from './pages/device-and-consent-pages';

/** Tomislav's token and mobile token; no other spec uses his mobile token. */
const PERSON = 'Tomislav Perić';
const COMPANY = 'Dalmacija Čelik d.d.';
const TOKEN = '13000201';
const MOBILE_TOKEN = 'M3000201';

/**
 * Three browsers as three devices: the old phone (its key in its own browser storage), internet
 * banking, and the new phone; each has its own storage, as real devices do.
 */
let ui: TBrowserPage;
let oldPhonePage: Page;
let bank: Page;
let newPhoneContext: BrowserContext;
let newPhonePage: Page;
let bankContext: BrowserContext;
/** The activation code's first part, from the bank's screen. */
let firstPart = '';

beforeAll(async () => {
  ui = await openBrowserPage(inject('e2eBaseUrl'));
  oldPhonePage = ui.page;
  bankContext = await newContext(ui.browser, inject('e2eBaseUrl'));
  bank = await bankContext.newPage();
  newPhoneContext = await newContext(ui.browser, inject('e2eBaseUrl'));
  newPhonePage = await newPhoneContext.newPage();
});
afterAll(async () => {
  await bankContext?.close();
  await newPhoneContext?.close();
  await ui?.close();
});

describe('mobile token reactivation through the demo phone', () => {
  it("Tomislav's old phone activates his mobile token", async () => {
    const oldPhone = new MobileTokenPhone(oldPhonePage);
    await oldPhone.openFor(PERSON);
    await oldPhone.activate();
    await oldPhone.activeNotice().waitFor();
    expect(await oldPhone.activeNotice().textContent()).toContain(MOBILE_TOKEN);
    await oldPhone.inbox().getByText('Nema zahtjeva za potpis.').waitFor();
  });

  it('he asks the bank for a reactivation, checks it and signs it with his token: the first part of the code', async () => {
    await signInAsDemoPerson(bank, PERSON, COMPANY);
    await new Shell(bank)
      .menu('Glavni izbornik')
      .getByRole('link', { name: 'Reaktivacija mobilnog tokena' })
      .click();
    // The side menu opens while the pointer rests on it and would cover the page.
    await bank.mouse.move(900, 10);
    const reactivation = new ReactivationPage(bank);
    await reactivation.heading().waitFor();
    expect(await reactivation.phone().inputValue()).toBe('+385 ');
    await reactivation.phone().press('End');
    await reactivation.phone().pressSequentially('1 234 567');
    await reactivation.chooseReason('Novi mobitel');
    await reactivation.save();
    // A fixed-line number (01…) is not a mobile one: refused under the field.
    await bank.getByText('Unesite broj mobitela, na primjer').first().waitFor();
    expect(await reactivation.phone().getAttribute('aria-invalid')).toBe('true');
    expect(await scanAccessibility(bank)).toEqual([]);
    await reactivation.phone().fill('+385 91 234 5678');
    await reactivation.save();

    await reactivation.recapitulation().waitFor();
    expect(await reactivation.fact('Mobilni token (serijski broj)')).toBe(MOBILE_TOKEN);
    expect(await reactivation.fact('Broj mobitela')).toBe('+385 91 234 5678');
    expect(await reactivation.fact('Razlog')).toBe('Novi mobitel');
    expect(await scanAccessibility(bank)).toEqual([]);
    await reactivation
      .recapitulation()
      .getByRole('button', { name: 'Potpiši', exact: true })
      .click();

    const signing = new SigningDialogModel(bank);
    const challenge = await signing.readChallenge();
    // The mobile token being reactivated cannot sign its own reactivation.
    expect(
      await signing
        .dialog()
        .getByRole('radio', { name: /^Mobilni token/ })
        .count(),
    ).toBe(0);
    await signing.signWithCode(computeDemoSigningCode(TOKEN, challenge));
    await signing.result('Aktivacijski kod je izdan').waitFor();
    await bank.keyboard.press('Enter');
    await signing.dialog().waitFor({ state: 'detached' });

    await reactivation.code().waitFor();
    firstPart = (await reactivation.code().textContent())?.trim() ?? '';
    expect(firstPart).toMatch(/^\d{5}$/);
    await bank
      .getByText('Drugi dio koda (5 znamenki) banka šalje SMS-om na broj +385 91 234 5678.')
      .waitFor();
    expect(await scanAccessibility(bank)).toEqual([]);
  });

  it("the new phone is refused a plain activation, reads the SMS and activates with both parts; the old phone's key is refused", async () => {
    const newPhone = new MobileTokenPhone(newPhonePage);
    await newPhone.openFor(PERSON);
    await newPhone.activate();
    await newPhonePage.getByText(/Ovaj mobilni token već je aktivan/).waitFor();
    await newPhone.codeForm().waitFor();
    const sms = await newPhone.latestSms();
    expect(sms).toContain('+385 91 234 5678');
    const secondPart = /aktivacijskog koda mobilnog tokena je (\d{5})/.exec(sms)?.[1] ?? '';
    expect(secondPart).toMatch(/^\d{5}$/);
    expect(await scanAccessibility(newPhonePage)).toEqual([]);

    await newPhone.activateWithCode(firstPart, secondPart);
    await newPhonePage
      .getByText(/Mobilni token osobe Tomislav Perić aktiviran je aktivacijskim kodom/)
      .waitFor();
    await newPhone.activeNotice().waitFor();
    await newPhone.inbox().getByText('Nema zahtjeva za potpis.').waitFor();

    // The old phone's key signs nothing any more: its inbox is refused.
    const oldPhone = new MobileTokenPhone(oldPhonePage);
    await oldPhone.openFor(PERSON);
    await oldPhone.inbox().getByRole('alert').waitFor();
    expect(await oldPhone.inbox().getByText('Nema zahtjeva za potpis.').count()).toBe(0);

    // The bank's list says when the new phone was activated.
    await bank.reload();
    await bank
      .getByText(/^Aktiviran \d/)
      .first()
      .waitFor();
  });
});
