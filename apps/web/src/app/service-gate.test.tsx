import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { TSession } from '@poslovno/contract';
import { SERVICE_CODES, type TLocale, type TServiceCode } from '@poslovno/domain';
import { renderInLocale } from '../../test/render';
import { lazyPage } from './lazy-page';
import { HomeRedirect, ServiceGate } from './service-gate';
import { SessionContext, type TSessionContext } from './session/session-context';

const SESSION: TSession = {
  id: '0b7e2a52-5c8e-4d53-9a3e-3f1f4c1d2e5a',
  createdAt: '2026-11-27T09:00:00.000Z',
  idleTimeoutSeconds: 300,
  loginType: 'MOCK',
  allowedServices: [],
  permission: {
    personId: 2000104,
    personName: 'Petar Babić',
    authorizationLevel: 1,
    customerDetails: { customerId: 100245, name: 'Slavonska žitna d.o.o.', oib: '12345678903' },
  },
  companies: [],
};

function signedIn(allowedServices: readonly TServiceCode[]): TSessionContext {
  return {
    session: { ...SESSION, allowedServices: [...allowedServices] },
    hasSignedOut: false,
    startSession: () => Promise.resolve(),
    signOut: () => Promise.resolve(),
    switchCompany: () => Promise.resolve(),
    finishSignOut: () => undefined,
  };
}

const screenOf = (name: string) => <h1>{name}</h1>;

/** The refusal as the router gives it: the allowed services' page of a missing service. */
const ServiceUnavailablePage = lazyPage(
  ['app', 'errors'],
  () => import('../features/allowed-services/components/service-unavailable-page'),
);

/** The signed-in routes behind the gate, each screen standing in as its heading. */
function renderAt(entry: string, allowedServices: readonly TServiceCode[], locale: TLocale = 'hr') {
  return renderInLocale(
    <SessionContext.Provider value={signedIn(allowedServices)}>
      <MemoryRouter initialEntries={[entry]}>
        <Suspense fallback={<p>…</p>}>
          <Routes>
            <Route element={<ServiceGate refusal={<ServiceUnavailablePage />} />}>
              <Route path="/" element={<HomeRedirect />} />
              <Route path="/dashboard" element={screenOf('Dashboard screen')} />
              <Route path="/accounts" element={screenOf('Accounts screen')} />
              <Route path="/accounts/:accountId" element={screenOf('Account screen')} />
              <Route path="/payments" element={screenOf('Payments screen')} />
              <Route path="/payment" element={screenOf('New payment screen')} />
              <Route path="/instant-limits" element={screenOf('Instant limits screen')} />
              <Route path="/allowed-services" element={screenOf('Allowed services screen')} />
              <Route path="*" element={screenOf('Not found screen')} />
            </Route>
          </Routes>
        </Suspense>
      </MemoryRouter>
    </SessionContext.Provider>,
    { locale },
  );
}

const WITHOUT_ACCOUNT_MANAGEMENT = SERVICE_CODES.filter(
  (service) => service !== 'ACCOUNT_MANAGEMENT',
);

describe('the router gate of allowed services', () => {
  it('opens a screen of a service the session has', async () => {
    renderAt('/payment', ['PAYMENTS']);
    expect(await screen.findByRole('heading', { name: 'New payment screen' })).toBeTruthy();
  });

  it("refuses a screen of a service the session lacks, naming it, and links to the session's services", async () => {
    const { user } = renderAt('/instant-limits', WITHOUT_ACCOUNT_MANAGEMENT);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nije dostupno u ovoj sesiji' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Instant limits screen' })).toBeNull();
    expect(
      screen.getByText(
        'Ovaj zaslon pripada usluzi „Upravljanje računima”, koja nije uključena u ovu sesiju, pa se ne prikazuje.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/može uključiti administrator internetskog bankarstva/)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Pogledajte dopuštene usluge' }));
    expect(await screen.findByRole('heading', { name: 'Allowed services screen' })).toBeTruthy();
  });

  it("refuses a detail or a form by its area's service, in English too", async () => {
    renderAt('/accounts/0b7e1f52-3c1a-4d8e-9f60-2a4b5c6d7e8f', ['PAYMENTS'], 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not available in this session' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'This screen belongs to the service “Accounts”, which this session does not include, so it is not shown.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the allowed services' })).toBeTruthy();
  });

  it('opens the allowed services and an unknown address to a session with no service at all', async () => {
    renderAt('/allowed-services', []);
    expect(await screen.findByRole('heading', { name: 'Allowed services screen' })).toBeTruthy();
  });

  it('shows an unknown address as not found, not as refused', async () => {
    renderAt('/no-such-page', []);
    expect(await screen.findByRole('heading', { name: 'Not found screen' })).toBeTruthy();
  });

  it('sends / to the dashboard of a session that has it', async () => {
    renderAt('/', [...SERVICE_CODES]);
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeTruthy();
  });

  it('sends / to the first area of the menu the session may use when it has no dashboard', async () => {
    renderAt('/', ['PAYMENTS', 'ACCOUNTS']);
    expect(await screen.findByRole('heading', { name: 'Accounts screen' })).toBeTruthy();
  });
});
