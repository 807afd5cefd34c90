import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SERVICE_CODES } from '@poslovno/domain';
import { setDemoPersonServices } from './support/bank-operator';
import {
  type TBrowserPage,
  openBrowserPage,
  resetPersonalSettings,
  scanAccessibility,
} from './support/browser';
import { signInAsDemoPerson } from './support/demo-people';
import { DashboardPage, Shell } from './pages/app-pages';

const SLAVONSKA = 100245;
const PETAR = 2000104;

let ui: TBrowserPage;
let page: Page;

beforeAll(async () => {
  // The bank takes account management from Petar (npm run bank -- services … without …).
  await setDemoPersonServices(SLAVONSKA, PETAR, { without: 'ACCOUNT_MANAGEMENT' });
  ui = await openBrowserPage(inject('e2eBaseUrl'));
  page = ui.page;
  await signInAsDemoPerson(page, 'Petar Babić');
  await new DashboardPage(page).heading().waitFor();
});
afterAll(async () => {
  if (page) await resetPersonalSettings(page);
  await ui?.close();
  await setDemoPersonServices(SLAVONSKA, PETAR, 'all');
});

function allowedServicesHeading(name: string) {
  return page.getByRole('heading', { level: 1, name });
}

describe('a session without account management', () => {
  it('hides its menu entries, refuses its addresses and says where the services are listed', async () => {
    const services = await page.evaluate(async () => {
      const token = sessionStorage.getItem('poslovno.sessionToken') ?? '';
      const response = await fetch('/mw/api/v1/allowed-services', {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { allowedServices: string[] }).allowedServices;
    });
    expect(services).toEqual(SERVICE_CODES.filter((code) => code !== 'ACCOUNT_MANAGEMENT'));

    const menu = new Shell(page).menu('Glavni izbornik');
    await menu.getByRole('link', { name: 'Dopuštene usluge' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Limiti instant plaćanja' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Privole za marketing' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Plaćanja', exact: true }).count()).toBe(1);

    await page.goto('/instant-limits');
    await allowedServicesHeading('Nije dostupno u ovoj sesiji').waitFor();
    await page
      .getByText(
        'Ovaj zaslon pripada usluzi „Upravljanje računima”, koja nije uključena u ovu sesiju',
      )
      .waitFor();
    expect(await scanAccessibility(page)).toEqual([]);

    await page.getByRole('link', { name: 'Pogledajte dopuštene usluge' }).click();
    await allowedServicesHeading('Dopuštene usluge').waitFor();
    expect(new URL(page.url()).pathname).toBe('/allowed-services');
    const unavailable = page.getByRole('region', { name: 'Nije dostupno u ovoj sesiji' });
    const management = unavailable.getByRole('article').filter({
      has: page.getByRole('heading', { name: 'Upravljanje računima' }),
    });
    await management.getByText('Nije dostupno').waitFor();
    expect(await management.getByRole('link').count()).toBe(0);
    await unavailable.getByText(/administrator internetskog bankarstva vaše tvrtke/).waitFor();
    const available = page.getByRole('region', { name: 'Dostupno u ovoj sesiji' });
    await available
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Plaćanja' }) })
      .getByRole('link', { name: 'Plaćanja', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Plaćanja' }).waitFor();
  });

  it('says the same in English', async () => {
    await new Shell(page).chooseLanguage('Engleski');
    await page.goto('/gdpr-consent');
    await allowedServicesHeading('Not available in this session').waitFor();
    await page.getByRole('link', { name: 'See the allowed services' }).click();
    const unavailable = page.getByRole('region', { name: 'Not available in this session' });
    await unavailable.getByRole('heading', { name: 'Account management' }).waitFor();
    expect(await scanAccessibility(page)).toEqual([]);
  });
});
