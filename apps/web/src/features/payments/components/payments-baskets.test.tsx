import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { TBasket, TPayment, TSession } from '@poslovno/contract';
import { stubApi, type TStubbedAnswer, type TStubbedCall } from '../../../../test/api-stub';
import { renderInLocale } from '../../../../test/render';
import { accountsListQueryKey } from '../../../api/accounts';
import { SessionContext, type TSessionContext } from '../../../app/session/session-context';
import { SIGNED_IN } from '../test-support/session';
import { createStoredPayment } from '../../../api/test-support/stored-payment';
import PaymentsPage from './payments-page';

/** 000 §2 baskets from the payments overview: which payments may go, the request, the refusal. */

const FIRST = createStoredPayment();
const SECOND = createStoredPayment({ paymentId: '1000002', creditorName: 'Dalmacija Vino d.o.o.' });
const IN_BASKET = createStoredPayment({
  paymentId: '1000003',
  creditorName: 'Ured plus d.o.o.',
  basketId: '1000009',
});
const SIGNED_BY_ME = createStoredPayment({
  paymentId: '1000004',
  creditorName: 'Mlinar Osijek d.o.o.',
  status: 'FOR-AUTHORIZATION',
  displayStatus: 'ALREADY_SIGNED',
  actions: { ...FIRST.actions, canAuthorize: false },
});

const CREATED: TBasket = {
  id: '1000010',
  basketId: '3f0c1e2d-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  referenceNumber: 'K-2026-1000010',
  status: 'INITIATED',
  creationDate: '2026-11-28T09:15:00.000Z',
  expirationDate: '2026-11-26',
  totals: [{ amount: '2500.00', currency: 'EUR' }],
  paymentCount: 2,
  payments: [],
  createdBy: 'Marko Šimić',
  signatures: [],
  statusCodes: [],
  actions: { canAuthorize: true, canDelete: true },
};

function ShownAddress() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname}</output>;
}

/** Ana may sign, and the session allows the baskets. */
function signedInWith(allowedServices: TSession['allowedServices']): TSessionContext {
  const session = SIGNED_IN.session;
  if (session === null) throw new Error('the test session is signed in');
  return {
    ...SIGNED_IN,
    session: {
      ...session,
      allowedServices,
      permission: { ...session.permission, authorizationLevel: 3 },
    },
  };
}

function renderOverview(
  answer: (call: TStubbedCall) => TStubbedAnswer | undefined,
  allowedServices: TSession['allowedServices'] = ['PAYMENTS', 'BASKETS'],
) {
  const calls = stubApi((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.path === '/payments/overview')
      return {
        body: {
          payments: [FIRST, SECOND, IN_BASKET, SIGNED_BY_ME] satisfies TPayment[],
          metadata: { nextCursor: null },
        },
      };
    return { status: 404, body: {} };
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(accountsListQueryKey, { accounts: [] });
  const rendered = renderInLocale(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={signedInWith(allowedServices)}>
        <MemoryRouter initialEntries={['/payments']}>
          <Routes>
            <Route path="/payments" element={<PaymentsPage />} />
            <Route path="*" element={null} />
          </Routes>
          <ShownAddress />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { ...rendered, calls };
}

async function findRow(name: string) {
  const payee = await screen.findByRole('rowheader', { name: new RegExp(name) });
  const row = payee.closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error('the payee is not in a row');
  return row;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PaymentsPage, payment baskets', () => {
  it('marks a payment in a basket with a link to it', async () => {
    renderOverview(() => undefined);
    const row = await findRow('Ured plus');
    const mark = within(row).getByRole('link', {
      name: 'U košarici: otvori košaricu naloga 1000003',
    });
    expect(mark.textContent).toBe('U košarici');
    expect(mark.getAttribute('href')).toBe('/baskets/1000009');
    expect(
      within(await findRow('Agro Baranja')).queryByRole('link', { name: /U košarici/ }),
    ).toBeNull();
  });

  it('adds only the payments the person may sign and no basket holds, then opens the new basket', async () => {
    const { user, calls } = renderOverview((call) =>
      call.method === 'POST' && call.path === '/signing-baskets'
        ? { status: 201, body: CREATED }
        : undefined,
    );
    for (const name of ['Agro Baranja', 'Dalmacija Vino', 'Ured plus', 'Mlinar Osijek'])
      await user.click(within(await findRow(name)).getByRole('checkbox'));
    expect(
      screen.getByText(
        '2 odabrana naloga ne idu u košaricu: ne čeka vaš potpis ili je već u košarici.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dodaj u košaricu (2)' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/baskets/1000010'));
    const created = calls.find((call) => call.path === '/signing-baskets');
    expect(created?.body).toEqual({ paymentIds: ['1000001', '1000002'] });
    expect(created?.headers['idempotency-key']).toBeTruthy();
  });

  it('offers nothing to add while no selected payment may go into a basket', async () => {
    const { user } = renderOverview(() => undefined);
    await user.click(within(await findRow('Ured plus')).getByRole('checkbox'));
    const button = screen.getByRole('button', { name: 'Dodaj u košaricu' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('neither adds nor opens baskets without the baskets service, but still marks the payment', async () => {
    renderOverview(() => undefined, ['PAYMENTS']);
    const row = await findRow('Ured plus');
    expect(row.textContent).toContain('U košarici');
    expect(within(row).queryByRole('link', { name: /U košarici/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Dodaj u košaricu/ })).toBeNull();
  });

  it('shows a refusal with its code and names the payment at fault', async () => {
    const { user } = renderOverview((call) =>
      call.method === 'POST' && call.path === '/signing-baskets'
        ? {
            status: 409,
            body: {
              errorId: 'e',
              errorCode: 'CONCURRENT_BASKET_CREATE_ATTEMPT',
              description: 'Nalog je već u drugoj košarici.',
              validations: [
                {
                  field: 'paymentIds[1]',
                  code: 'CONCURRENT_BASKET_CREATE_ATTEMPT',
                  description: 'Nalog je već u drugoj košarici.',
                },
              ],
              traceId: 't',
            },
          }
        : undefined,
    );
    await user.click(within(await findRow('Agro Baranja')).getByRole('checkbox'));
    await user.click(within(await findRow('Dalmacija Vino')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Dodaj u košaricu (2)' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Nalog je već u drugoj košarici. (šifra: CONCURRENT_BASKET_CREATE_ATTEMPT)',
    );
    expect(alert.textContent).toContain(
      'Nalog 1000002 (Dalmacija Vino d.o.o.): Nalog je već u drugoj košarici.',
    );
    expect(screen.getByTestId('address').textContent).toBe('/payments');
  });
});
