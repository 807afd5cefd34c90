import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { buildCroatianIban } from '@poslovno/domain';
import {
  type TBrowserPage,
  newContext,
  openBrowserPage,
  resetPersonalSettings,
  scanAccessibility,
} from './support/browser';
import { restoreDemoPersonAuthority } from './support/authority-operator';
import { computeDemoSigningCode, signInAsDemoPerson } from './support/demo-people';
import {
  DashboardPage,
  PaymentFormPage,
  PaymentsOverviewPage,
  Shell,
  SigningDialogModel,
} from './pages/app-pages';
import { AccountManagementPage, PermissionRequestsPage } from './pages/account-management-pages';

/**
 * Issue 23, account management, by two of Slavonska žitna's representatives (every authority
 * change takes two: dual control). In Croatian, Ana lowers Marko's limit on the main account from
 * none to 1.000,00 EUR per transaction, Željka signs second from her dashboard, the bank carries it
 * out, and Marko's payment above it is refused. In English, Petar's authority is revoked the same
 * way, and his session, open since before, loses the company. At the end the demo is as it was:
 * Marko's limit is raised back by another request, and the bank's operator restores Petar
 * (`npm run bank -- authority restore`), for the files after this one.
 */

const SLAVONSKA = 100245;
const PETAR = 2000104;
const MAIN_ACCOUNT = 'Glavni račun';
const ANA_TOKEN = '12000101';
const ZELJKA_TOKEN = '12000105';
const PBZ_PAYEE_IBAN = buildCroatianIban('234000', '110044221');

/** The server's time runs for the bank's decision (BANK_PROCESSING_DELAY_S 0 under test). */
const BANK_TIMEOUT = { timeout: 20_000, interval: 1_000 };

let ui: TBrowserPage;
let ana: Page;
let zeljkaContext: BrowserContext | undefined;
let zeljka: Page;
let petarContext: BrowserContext | undefined;

beforeAll(async () => {
  ui = await openBrowserPage(inject('e2eBaseUrl'));
  ana = ui.page;
  await signInAsDemoPerson(ana, 'Ana Kovačević');
  zeljkaContext = await newContext(ui.browser, inject('e2eBaseUrl'));
  zeljka = await zeljkaContext.newPage();
  await signInAsDemoPerson(zeljka, 'Željka Đurđević');
});

afterAll(async () => {
  // Settings follow the person, and the other files expect Petar with his authority.
  if (ana) await resetPersonalSettings(ana);
  if (zeljka) await resetPersonalSettings(zeljka);
  await restoreDemoPersonAuthority(SLAVONSKA, PETAR);
  await petarContext?.close();
  await zeljkaContext?.close();
  await ui?.close();
});

/** The request the dashboard's orders to sign lead to, opened from Željka's dashboard. */
async function openFromDashboard(page: Page, language: 'hr' | 'en'): Promise<string> {
  await page.goto('/dashboard');
  const dashboard = new DashboardPage(page);
  await dashboard.heading(language).waitFor();
  const item = dashboard.items(language === 'hr' ? 'Nalozi za potpis' : 'Orders to sign').filter({
    hasText: language === 'hr' ? 'Zahtjev za promjenu ovlaštenja' : 'Authority change request',
  });
  await item.first().waitFor();
  await item.first().getByRole('link').click();
  await page.waitForURL(/\/permission-requests\?requestId=\d+/);
  return new URL(page.url()).searchParams.get('requestId') ?? '';
}

/** Željka signs the request second; the bank then carries it out, which the list shows itself. */
async function signSecondAndWaitForTheBank(
  requestId: string,
  language: 'hr' | 'en',
): Promise<void> {
  const requests = new PermissionRequestsPage(zeljka, language);
  await requests.heading().waitFor();
  await requests.request(requestId).waitFor();
  expect(await requests.request(requestId).locator('details').getAttribute('open')).not.toBeNull();
  await requests.sign(requestId);
  const signing = new SigningDialogModel(zeljka);
  const challenge = await signing.readChallenge();
  expect(await scanAccessibility(zeljka)).toEqual([]);
  await signing.signWithCode(computeDemoSigningCode(ZELJKA_TOKEN, challenge), language);
  await signing
    .result(language === 'hr' ? 'Zahtjev je autoriziran' : 'The request is authorised')
    .waitFor();
  await zeljka.keyboard.press('Escape');
  await expect.poll(() => requests.status(requestId), BANK_TIMEOUT).toBe('EXECUTED');
}

/** Ana's first signature of the request she just confirmed: it waits for a second one. */
async function signFirst(language: 'hr' | 'en'): Promise<void> {
  const signing = new SigningDialogModel(ana);
  const challenge = await signing.readChallenge();
  expect(await scanAccessibility(ana)).toEqual([]);
  await signing.signWithCode(computeDemoSigningCode(ANA_TOKEN, challenge), language);
  await signing
    .result(
      language === 'hr'
        ? 'Zahtjev je potpisan i čeka drugog zastupnika'
        : 'The request is signed and waits for a second representative',
    )
    .waitFor();
  await ana.keyboard.press('Escape');
}

describe('in Croatian: Marko’s limit on the main account, lowered by two representatives', () => {
  it('Ana asks for 1.000,00 EUR per transaction instead of no limit, checks it and signs first', async () => {
    const persons = new AccountManagementPage(ana);
    await persons.open();
    expect(await persons.authority('Marko Šimić', MAIN_ACCOUNT).innerText()).toContain(
      'Bez limita',
    );
    expect(await scanAccessibility(ana)).toEqual([]);

    await persons.change('Marko Šimić');
    await persons.chooseLimitType(MAIN_ACCOUNT, 'Po transakciji');
    await persons.amount(MAIN_ACCOUNT).fill('1.000,00');
    expect(await scanAccessibility(ana)).toEqual([]);
    await persons.continueToCheck('Marko Šimić');
    const rows = persons.recapitulation().getByRole('row');
    // The header and the one account that changes: only it is sent.
    expect(await rows.count()).toBe(2);
    const line = await rows.nth(1).innerText();
    expect(line).toContain(MAIN_ACCOUNT);
    expect(line).toContain('bez limita');
    expect(line).toContain('do 1.000,00 EUR po transakciji');
    expect(await scanAccessibility(ana)).toEqual([]);

    await persons.confirmAndSign();
    await new SigningDialogModel(ana).dialog().getByText('Marko Šimić').waitFor();
    await signFirst('hr');
    await persons.heading().waitFor();
  });

  it('Željka signs it second from her dashboard, and the bank carries it out', async () => {
    const requestId = await openFromDashboard(zeljka, 'hr');
    await signSecondAndWaitForTheBank(requestId, 'hr');
    expect(await scanAccessibility(zeljka)).toEqual([]);

    const persons = new AccountManagementPage(ana);
    await persons.open();
    const main = await persons.authority('Marko Šimić', MAIN_ACCOUNT).innerText();
    expect(main).toContain('Po transakciji');
    expect(main).toContain('1.000,00 EUR');
  });

  it('refuses Marko’s signature of a payment above his new limit', async () => {
    const context = await newContext(ui.browser, inject('e2eBaseUrl'));
    try {
      const marko = await context.newPage();
      await signInAsDemoPerson(marko, 'Marko Šimić');
      const form = new PaymentFormPage(marko);
      await form.open();
      await form.choose('Račun platitelja', '110000001');
      await form.textbox('IBAN primatelja').fill(PBZ_PAYEE_IBAN);
      await form.textbox('Naziv primatelja').fill('Agro Baranja d.o.o.');
      await form.textbox('Iznos').fill('1.500,00');
      await form.textbox('Opis plaćanja').fill('Iznad limita ovlaštene osobe');
      await form.save();
      await form.heading('Provjera podataka naloga').waitFor();
      const paymentId = await form.savedPaymentId();
      await marko.getByRole('button', { name: 'Potpiši', exact: true }).click();
      const signing = new SigningDialogModel(marko);
      await signing
        .dialog()
        .getByText('Nemate ovlast za potpisivanje naloga na ovaj iznos.')
        .waitFor();
      expect(
        await signing
          .dialog()
          .getByText(/^\d{8}$/)
          .count(),
      ).toBe(0);
      await marko.keyboard.press('Escape');

      // The unsigned payment goes, so the files after this one find the main account as it was.
      const overview = new PaymentsOverviewPage(marko);
      await overview.open();
      await overview.openDetails(paymentId);
      await overview.takeAction('Obriši', 'Obriši');
      await marko.getByText(`Nalog ${paymentId}: obrisan`, { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('in English: Petar’s authority revoked by two representatives', () => {
  let petar: Page;

  beforeAll(async () => {
    // Petar's session is open before the revocation, and stays open in its own browser.
    petarContext = await newContext(ui.browser, inject('e2eBaseUrl'));
    petar = await petarContext.newPage();
    await signInAsDemoPerson(petar, 'Petar Babić');
    await new DashboardPage(petar).heading().waitFor();
    await new Shell(ana).chooseLanguage('Engleski');
    await new Shell(zeljka).chooseLanguage('Engleski');
  });

  it('Ana reads what a revocation does, checks it and signs first', async () => {
    const persons = new AccountManagementPage(ana, 'en');
    await persons.open();
    const question = await persons.revoke('Petar Babić');
    const words = await question.innerText();
    expect(words).toContain(
      "All of the person's authority on all of the company's accounts is removed.",
    );
    expect(words).toContain("The person's open sessions lose access to the company");
    expect(words).toContain('The authority can be restored only at a branch of the bank.');
    expect(words).toContain('Card and FINA authorisations are not changed by this revocation');
    expect(await scanAccessibility(ana)).toEqual([]);

    await persons.continueToRevokeCheck('Petar Babić');
    const rows = persons.recapitulation().getByRole('row');
    expect(await rows.count()).toBeGreaterThan(1);
    expect(await rows.nth(1).innerText()).toContain('No authority');
    expect(await scanAccessibility(ana)).toEqual([]);
    await persons.confirmAndSign();
    await new SigningDialogModel(ana).dialog().getByText('Authority revocation').waitFor();
    await signFirst('en');
  });

  it('Željka signs it second, the bank carries it out, and Petar is no longer listed', async () => {
    const requestId = await openFromDashboard(zeljka, 'en');
    await signSecondAndWaitForTheBank(requestId, 'en');
    const persons = new AccountManagementPage(ana, 'en');
    await persons.open();
    expect(await persons.person('Petar Babić').count()).toBe(0);
  });

  it('ends Petar’s open session: his next step lands on the sign-in page, which says why', async () => {
    // A screen whose data the session has not read yet: its first call is refused.
    await new Shell(petar)
      .menu('Glavni izbornik')
      .getByRole('link', { name: 'Promet', exact: true })
      .click();
    await petar.waitForURL(/\/login/, { timeout: 15_000 });
    // Told why, not that the session expired.
    await petar
      .getByText('Vaša su ovlaštenja u tvrtki opozvana i sesija je završena.', { exact: false })
      .first()
      .waitFor();
  });
});

describe('the demo as it was, for the files after this one', () => {
  it('Ana raises Marko back to no limit, and Željka signs it second', async () => {
    const persons = new AccountManagementPage(ana, 'en');
    await persons.open();
    await persons.change('Marko Šimić');
    await persons.chooseLimitType(MAIN_ACCOUNT, 'No limit');
    await persons.continueToCheck('Marko Šimić');
    expect(await persons.recapitulation().innerText()).toContain('no limit');
    await persons.confirmAndSign();
    await signFirst('en');

    const requestId = await openFromDashboard(zeljka, 'en');
    await signSecondAndWaitForTheBank(requestId, 'en');
    await persons.open();
    expect(await persons.authority('Marko Šimić', MAIN_ACCOUNT).innerText()).toContain('No limit');
  });

  it('the bank’s operator restores Petar, who signs in again with his authority', async () => {
    expect(await restoreDemoPersonAuthority(SLAVONSKA, PETAR)).toBe(true);
    const persons = new AccountManagementPage(ana, 'en');
    await persons.open();
    expect(await persons.authority('Petar Babić', MAIN_ACCOUNT).innerText()).toContain('Entry');
    const context = await newContext(ui.browser, inject('e2eBaseUrl'));
    try {
      const petar = await context.newPage();
      await signInAsDemoPerson(petar, 'Petar Babić');
      await new DashboardPage(petar).heading().waitFor();
    } finally {
      await context.close();
    }
  });
});
