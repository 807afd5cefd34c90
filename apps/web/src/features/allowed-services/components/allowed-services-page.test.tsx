import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SERVICE_CODES, type TLocale, type TServiceCode } from '@poslovno/domain';
import { stubApi } from '../../../../test/api-stub';
import { renderInLocale } from '../../../../test/render';
import AllowedServicesPage from './allowed-services-page';

const MANAGER = {
  firstName: 'Maja',
  lastName: 'Horvat',
  email: 'maja.horvat@banka.example',
  phone: '+385 1 4800 123',
  branch: 'Osijek, Kapucinska 29',
};

/** The server as this session's: its allowed services and the company's relationship manager. */
function playServer(allowedServices: readonly TServiceCode[]) {
  return stubApi((call) => {
    if (call.path === '/allowed-services') return { body: { allowedServices } };
    if (call.path === '/relationship-manager') return { body: MANAGER };
    throw new Error(`unexpected call ${call.method} ${call.path}`);
  });
}

function renderPage(locale: TLocale = 'hr') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInLocale(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/allowed-services']}>
        <AllowedServicesPage />
      </MemoryRouter>
    </QueryClientProvider>,
    { locale },
  );
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** A service's card in a section. */
function service(inSection: HTMLElement, code: TServiceCode): HTMLElement {
  const card = inSection.querySelector<HTMLElement>(`[data-service="${code}"]`);
  if (!card) throw new Error(`no card of ${code}`);
  return card;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AllowedServicesPage', () => {
  it('lists the services of the session with what each does and the menu entries it opens', async () => {
    const calls = playServer(SERVICE_CODES.filter((code) => code !== 'ACCOUNT_MANAGEMENT'));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dopuštene usluge' })).toBeTruthy();
    const available = await screen.findByRole('region', { name: 'Dostupno u ovoj sesiji' });
    const payments = service(available, 'PAYMENTS');
    expect(within(payments).getByRole('heading', { name: 'Plaćanja' })).toBeTruthy();
    expect(within(payments).getByText(/Zadavanje i potpisivanje domaćih, deviznih/)).toBeTruthy();
    const entries = within(payments).getByRole('list', { name: 'U izborniku' });
    expect(
      within(entries)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Plaćanja', '/payments']]);
    const sessions = within(service(available, 'SESSIONS')).getByRole('list', {
      name: 'U izborniku',
    });
    expect(
      within(sessions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sesije', 'Pouzdani preglednici', 'Reaktivacija mobilnog tokena']);
    // A service without a screen of its own yet is no part of the list.
    expect(available.querySelector('[data-service="BROKERAGE"]')).toBeNull();
    expect(calls.map((call) => call.path)).toContain('/allowed-services');
  });

  it('marks the services the session does not have, says how to get them and whom to ask', async () => {
    playServer(['DASHBOARD', 'ACCOUNTS', 'PAYMENTS', 'TEMPLATES']);
    renderPage();
    const unavailable = await screen.findByRole('region', { name: 'Nije dostupno u ovoj sesiji' });
    const management = service(unavailable, 'ACCOUNT_MANAGEMENT');
    expect(within(management).getByText('Nije dostupno')).toBeTruthy();
    expect(within(management).getByText(/Ovlaštene osobe računa/)).toBeTruthy();
    // Its entries are named, not offered as links the session may not open.
    const entries = within(management).getByRole('list', { name: 'U izborniku' });
    expect(within(entries).queryAllByRole('link')).toEqual([]);
    expect(within(entries).getByText('Limiti instant plaćanja')).toBeTruthy();
    expect(
      within(unavailable).getByText(/administrator internetskog bankarstva vaše tvrtke ili banka/),
    ).toBeTruthy();
    expect(service(unavailable, 'STATEMENTS')).toBeTruthy();
    const manager = await within(unavailable).findByRole('region', {
      name: 'Vaš savjetnik u banci',
    });
    expect(within(manager).getByText('Maja Horvat')).toBeTruthy();
    expect(within(manager).getByRole('link', { name: MANAGER.email }).getAttribute('href')).toBe(
      `mailto:${MANAGER.email}`,
    );
    expect(
      section('Dostupno u ovoj sesiji').querySelector('[data-service="ACCOUNT_MANAGEMENT"]'),
    ).toBeNull();
  });

  it('says so when the session has every service, in English', async () => {
    playServer([...SERVICE_CODES]);
    renderPage('en');
    const unavailable = await screen.findByRole('region', {
      name: 'Not available in this session',
    });
    expect(
      within(unavailable).getByText('This session has every service the application offers.'),
    ).toBeTruthy();
    const available = section('Available in this session');
    expect(
      within(service(available, 'TEMPLATES')).getByRole('heading', { name: 'Templates' }),
    ).toBeTruthy();
  });

  it('says so when the session has no service at all', async () => {
    playServer([]);
    renderPage('en');
    const available = await screen.findByRole('region', { name: 'Available in this session' });
    expect(within(available).getByText(/This session includes no service/)).toBeTruthy();
  });
});
