import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  type TBrowserPage,
  openBrowserPage,
  resetPersonalSettings,
  scanAccessibility,
} from './support/browser';
import { computeDemoSigningCode, signInAsDemoPerson } from './support/demo-people';
import { Shell, SigningDialogModel } from './pages/app-pages';
import { GdprConsentPage, type TConsentOption } from './pages/device-and-consent-pages';

const COMPANY = 'Slavonska žitna d.o.o.';
/** Ana represents Slavonska žitna alone: her signature is the only one a consent request needs. */
const ANA_TOKEN = '12000101';

const WORDS = {
  hr: {
    menu: 'Glavni izbornik',
    sign: 'Potpiši',
    authorised: 'Zahtjev je autoriziran',
    close: 'Zatvori',
    recorded: 'Proveden',
    off: 'Isključeno',
  },
  en: {
    menu: 'Main menu',
    sign: 'Sign',
    authorised: 'The request is authorised',
    close: 'Close',
    recorded: 'Recorded',
    off: 'Off',
  },
} as const;

type TLanguage = keyof typeof WORDS;

let ui: TBrowserPage;
let page: Page;

beforeAll(async () => {
  ui = await openBrowserPage(inject('e2eBaseUrl'));
  page = ui.page;
  await signInAsDemoPerson(page, 'Ana Kovačević', COMPANY);
});
afterAll(async () => {
  // The person's language follows them into the other files' browsers.
  if (page) await resetPersonalSettings(page);
  await ui?.close();
});

/**
 * Saves the choice shown, signs the request with Ana's token in the dialog the save opens, and
 * waits on the screen for the bank to record it (the screen reads the consents again by itself).
 */
async function saveAndSign(consents: GdprConsentPage, language: TLanguage): Promise<void> {
  const words = WORDS[language];
  await consents.save();
  const signing = new SigningDialogModel(page);
  const challenge = await signing.readChallenge();
  expect(await scanAccessibility(page)).toEqual([]);
  await signing.signWithCode(computeDemoSigningCode(ANA_TOKEN, challenge), language);
  await signing.result(words.authorised).waitFor();
  const result = (await signing.dialog().textContent()) ?? '';
  const requestId = /(?:zahtjeva|request) (\d+):/.exec(result)?.[1] ?? '';
  expect(requestId).toMatch(/^\d+$/);
  await signing.dialog().getByRole('button', { name: words.close, exact: true }).last().click();
  await signing.dialog().waitFor({ state: 'detached' });
  const status = consents.request(requestId).locator('[data-status]');
  await expect.poll(() => status.getAttribute('data-status'), { timeout: 30_000 }).toBe('EXECUTED');
  expect(await status.textContent()).toContain(words.recorded);
}

async function turnOn(consents: GdprConsentPage, option: TConsentOption, language: TLanguage) {
  if (await consents.switch(option).isChecked()) return;
  await consents.turn(option);
  await saveAndSign(consents, language);
  // What the bank recorded, read afresh: the switches shown right after the signature do not
  // always follow the recording yet (noticed in issue 23, left for an issue of its own).
  await page.reload();
  await consents.heading().waitFor();
  await expect.poll(() => consents.switch(option).isChecked(), { timeout: 10_000 }).toBe(true);
}

describe.each(['hr', 'en'] as const)('marketing consents in %s', (language) => {
  const words = WORDS[language];

  it('Ana turns marketing communication off after its confirmation, signs it with her token, and the bank records it', async () => {
    const shell = new Shell(page);
    await page.goto('/dashboard');
    await shell.menu('Glavni izbornik').or(shell.menu('Main menu')).waitFor();
    if ((await page.getAttribute('html', 'lang')) !== language)
      await shell.chooseLanguage(language === 'hr' ? 'Croatian' : 'Engleski');
    const consents = new GdprConsentPage(page, language);
    await shell
      .menu(words.menu)
      .getByRole('link', {
        name: language === 'hr' ? 'Privole za marketing' : 'Marketing consents',
      })
      .click();
    // The side menu opens while the pointer rests on it and would cover the page.
    await page.mouse.move(900, 10);
    await consents.heading().waitFor();
    await turnOn(consents, 'COMMUNICATION', language);

    await consents.turn('COMMUNICATION');
    await consents.confirmation().waitFor();
    expect(await scanAccessibility(page)).toEqual([]);
    await consents.confirmTurningOff();
    await consents.confirmation().waitFor({ state: 'detached' });
    expect(await consents.switch('COMMUNICATION').isChecked()).toBe(false);
    await saveAndSign(consents, language);

    // Read afresh, as turnOn does: the switches shown right after the signature do not always
    // follow the bank's recording yet (the consent screen's bug, left for an issue of its own).
    await page.reload();
    await consents.heading().waitFor();
    await expect
      .poll(() => consents.switch('COMMUNICATION').isChecked(), { timeout: 10_000 })
      .toBe(false);
    await expect
      .poll(() =>
        page.locator('li[data-option="COMMUNICATION"] [data-state]').getAttribute('data-state'),
      )
      .toBe('off');
    expect(await page.locator('li[data-option="COMMUNICATION"] [data-state]').textContent()).toBe(
      words.off,
    );
    expect(await consents.withBankNotice().count()).toBe(0);
    expect(await scanAccessibility(page)).toEqual([]);
  });
});
