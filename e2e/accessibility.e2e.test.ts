import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  addDaysToIsoDate,
  buildCroatianIban,
  getNextBusinessDay,
  getZagrebWallClock,
} from '@poslovno/domain';
import { PUBLIC_PATHS, SIGNED_IN_PATHS } from '../apps/web/src/app/route-table';
import {
  type TBrowserPage,
  openBrowserPage,
  resetPersonalSettings,
  scanAccessibility,
} from './support/browser';
import { DashboardPage, SignInPage } from './pages/app-pages';
import { setDemoPersonServices } from './support/bank-operator';
import { signInAsDemoPerson } from './support/demo-people';
import { getServerNow } from './support/clock';
import { buildPain001 } from './support/sepa-files';

/**
 * Every route of the router's table, in the three themes and both languages, scanned by axe-core
 * against WCAG 2.0, 2.1 and 2.2 A and AA (AAA contrast in high contrast). The table is the
 * router's own (a unit test keeps them equal), so a new screen is walked without a line here.
 */

const THEMES = ['dark', 'light', 'high-contrast'] as const;
const LANGUAGES = ['hr', 'en'] as const;
const THEME_STORAGE_KEY = 'poslovno.theme';

let ui: TBrowserPage;
let page: Page;
/** Texts a page asked for before their catalogue area was loaded (i18n/messages.ts says so). */
const missingTexts: string[] = [];

/** Collects the texts a page asked for before their area was loaded. */
function watchMissingTexts(watched: Page): void {
  watched.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('is not loaded in'))
      missingTexts.push(`${watched.url()}: ${message.text()}`);
  });
}

beforeAll(async () => {
  ui = await openBrowserPage(inject('e2eBaseUrl'));
  page = ui.page;
  watchMissingTexts(page);
});
afterAll(async () => {
  await ui?.close();
});

/** The theme and language a page opens in: the browser's own choices, and the person's when signed in. */
async function chooseLook(theme: (typeof THEMES)[number], language: 'hr' | 'en') {
  await page.evaluate(
    async ({ key, name, locale }) => {
      localStorage.setItem(key, JSON.stringify({ name }));
      document.cookie = `language=${locale}; path=/; SameSite=Lax`;
      const token = sessionStorage.getItem('poslovno.sessionToken');
      if (!token) return;
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const current = await fetch('/mw/api/v1/sessions/current', { headers });
      const session = (await current.json()) as { permission: { personId: number } };
      await fetch(`/mw/api/v1/personal-settings?personIdOrSno=${session.permission.personId}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ language: locale, theme: { name } }),
      });
    },
    { key: THEME_STORAGE_KEY, name: theme, locale: language },
  );
}

/** Opens a page and waits for its heading and for whatever it loads first to settle. */
async function openSettled(path: string, language: 'hr' | 'en', theme: string): Promise<void> {
  await page.goto(path);
  try {
    await page.locator('h1').first().waitFor();
    await page.waitForFunction(
      ({ lang, name }) =>
        document.documentElement.lang === lang &&
        document.documentElement.dataset.theme === name &&
        document.querySelector('[aria-busy="true"], [role="progressbar"]:not([aria-valuenow])') ===
          null,
      { lang: language, name: theme },
      { timeout: 10_000 },
    );
  } catch (error) {
    const shown = (await page.locator('body').innerText()).slice(0, 300);
    throw new Error(`${path} (${theme}, ${language}) at ${page.url()} did not settle: ${shown}`, {
      cause: error,
    });
  }
}

async function scanIn(
  theme: (typeof THEMES)[number],
  paths: readonly string[],
): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const language of LANGUAGES) {
    await chooseLook(theme, language);
    for (const path of paths) {
      await openSettled(path, language, theme);
      const violations = await scanAccessibility(page, {
        isEnhancedContrast: theme === 'high-contrast',
      });
      if (violations.length > 0) found[`${path} ${language}`] = violations;
    }
  }
  return found;
}

/** About two seconds a page on a busy machine: a theme's walk of both languages takes a while. */
const WALK_TIMEOUT_MS = 240_000;

describe('every route of the router before sign-in', () => {
  beforeAll(async () => {
    await page.goto(PUBLIC_PATHS.signIn);
  });

  it.each(THEMES)(
    'passes axe in the %s theme, in both languages',
    async (theme) => {
      expect(await scanIn(theme, Object.values(PUBLIC_PATHS))).toEqual({});
      expect(missingTexts).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});

/**
 * A SEPA file of the company with one error (a payment description of two characters), uploaded
 * as the walking person: its details and its group's lines are walked with their data. Answers
 * the file's number and its group's.
 */
async function uploadBulkFileWithError(): Promise<{ bulkPaymentId: string; groupId: string }> {
  const today = getZagrebWallClock(getServerNow()).date;
  const xml = buildPain001({
    messageId: `A11Y-${Date.now()}`,
    createdAt: `${today}T00:00:00`,
    debtorName: 'Slavonska zitna d.o.o.',
    debtorIban: buildCroatianIban('299999', '110000002'),
    executionDate: getNextBusinessDay(addDaysToIsoDate(today, 1), 'SEPA'),
    pmtInfId: 'A11Y-GROUP-1',
    payments: [
      {
        name: 'Agro Baranja d.o.o.',
        iban: buildCroatianIban('234000', '110044221'),
        amount: '125.00',
        remittance: 'Racun 2026-118',
      },
      {
        name: 'Ured plus d.o.o.',
        iban: buildCroatianIban('234000', '110044221'),
        amount: '80.40',
        remittance: 'XY',
      },
    ],
  });
  return page.evaluate(async (text) => {
    const token = sessionStorage.getItem('poslovno.sessionToken') ?? '';
    const form = new FormData();
    form.append('file', new File([text], 'pristupacnost.xml', { type: 'application/xml' }));
    const response = await fetch('/mw/api/v1/bulk-payments', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await response.json()) as {
      bulkPaymentId?: string;
      groups?: { groupId: string }[];
    };
    if (response.status !== 201) throw new Error(`the upload answered ${response.status}`);
    return { bulkPaymentId: body.bulkPaymentId ?? '', groupId: body.groups?.[0]?.groupId ?? '' };
  }, xml);
}

describe('every route of the router signed in', () => {
  let paths: string[] = [];
  let bulkPaymentId = '';

  beforeAll(async () => {
    await chooseLook('dark', 'hr');
    const signIn = new SignInPage(page);
    await signIn.open();
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Željka Đurđević' }) })
      .getByRole('button', { name: 'Prijava u Slavonska žitna d.o.o.' })
      .click();
    await new DashboardPage(page).heading().waitFor();
    const accountId = await page.evaluate(async () => {
      const token = sessionStorage.getItem('poslovno.sessionToken') ?? '';
      const response = await fetch('/mw/api/v1/accounts', {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { accounts: { id: string }[] }).accounts[0]?.id ?? '';
    });
    const personId = await page.evaluate(async () => {
      const token = sessionStorage.getItem('poslovno.sessionToken') ?? '';
      const response = await fetch('/mw/api/v1/account-management/authorized-persons', {
        headers: { authorization: `Bearer ${token}` },
      });
      const persons = ((await response.json()) as { persons: { personId: string }[] }).persons;
      return persons[0]?.personId ?? '';
    });
    const bulk = await uploadBulkFileWithError();
    bulkPaymentId = bulk.bulkPaymentId;
    paths = [
      ...Object.values(SIGNED_IN_PATHS).map((path) =>
        path === SIGNED_IN_PATHS.notFound ? '/no-such-page' : path.replace(':accountId', accountId),
      ),
      // Screens of a route that its address opens: the change of an account's instant limit, the
      // change of a person's authority and the question before its revocation.
      `${SIGNED_IN_PATHS.instantLimits}?account=${accountId}`,
      `${SIGNED_IN_PATHS.accountManagement}?change=${personId}`,
      `${SIGNED_IN_PATHS.accountManagement}?revoke=${personId}`,
      // A SEPA file with an error, and its group's lines with the error beside its payment.
      SIGNED_IN_PATHS.bulkPayment.replace(':bulkPaymentId', bulk.bulkPaymentId),
      SIGNED_IN_PATHS.bulkPaymentGroup
        .replace(':bulkPaymentId', bulk.bulkPaymentId)
        .replace(':groupId', bulk.groupId),
    ];
  });
  afterAll(async () => {
    // Stored, the file would wait for signatures on the dashboard of the files after this one.
    if (bulkPaymentId)
      await page.evaluate(async (id) => {
        const token = sessionStorage.getItem('poslovno.sessionToken') ?? '';
        await fetch(`/mw/api/v1/bulk-payments/delete/${id}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        });
      }, bulkPaymentId);
    // The person's language and theme follow them into the other files' browsers.
    await resetPersonalSettings(page);
  });

  it.each(THEMES)(
    'passes axe in the %s theme, in both languages',
    async (theme) => {
      expect(await scanIn(theme, paths)).toEqual({});
      expect(missingTexts).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});

describe('the screens of a session without a service', () => {
  const SLAVONSKA = 100245;
  const PETAR = 2000104;
  let signedInPage: Page;

  beforeAll(async () => {
    // A tab of its own (its own session), as the bank's operator took account management from
    // Petar: /allowed-services lists it as not available, and its screens are refused.
    await setDemoPersonServices(SLAVONSKA, PETAR, { without: 'ACCOUNT_MANAGEMENT' });
    signedInPage = page;
    page = await ui.context.newPage();
    watchMissingTexts(page);
    // The walks before chose other looks in this browser; the demo sign-in is read in Croatian.
    await page.goto(PUBLIC_PATHS.mockSignIn);
    await chooseLook('dark', 'hr');
    await signInAsDemoPerson(page, 'Petar Babić');
    await new DashboardPage(page).heading().waitFor();
  });
  afterAll(async () => {
    await resetPersonalSettings(page);
    await setDemoPersonServices(SLAVONSKA, PETAR, 'all');
    page = signedInPage;
  });

  it.each(THEMES)(
    'passes axe in the %s theme, in both languages',
    async (theme) => {
      const paths = [SIGNED_IN_PATHS.allowedServices, SIGNED_IN_PATHS.instantLimits];
      expect(await scanIn(theme, paths)).toEqual({});
      expect(missingTexts).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});
