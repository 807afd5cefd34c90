import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { TBasket, TFrontendConfig } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { stubApi, type TStubbedAnswer, type TStubbedCall } from '../../../../test/api-stub';
import { renderInLocale } from '../../../../test/render';
import { ConfigContext } from '../../../app/config/config-context';
import { createBasket, createWaitingPayment } from '../test-support/basket-fixtures';
import BasketsPage from './baskets-page';

/** 000 §2 baskets made on /baskets: "New basket", the payments to choose, the request, refusals. */

const CONFIG = { demoMode: false } as TFrontendConfig['configuration'];

/** Typed and pressed like a person: slower than the 5 s default on a busy machine. */
const FLOW_TIMEOUT_MS = 20_000;

const AGRO = createWaitingPayment();
const URED = createWaitingPayment({
  paymentId: '1000002',
  creditorName: 'Ured plus d.o.o.',
  instructedAmount: { amount: '318.40', currency: 'EUR' },
  requestedExecutionDate: '2026-12-01',
  status: 'FOR-AUTHORIZATION',
  displayStatus: 'PARTIALLY_AUTHORIZED',
});
const DOLLARS = createWaitingPayment({
  paymentId: '1000003',
  creditorName: 'Atlantic Supply Inc.',
  instructedAmount: { amount: '89.99', currency: 'USD' },
});
/** In a basket already: not offered. */
const IN_BASKET = createWaitingPayment({
  paymentId: '1000004',
  creditorName: 'Mlinar Osijek d.o.o.',
  basketId: '1000009',
});
/** Signed by Ana already, waiting for someone else: not offered. */
const SIGNED_BY_ANA = createWaitingPayment({
  paymentId: '1000005',
  creditorName: 'Hrvatski Telekom d.d.',
  status: 'FOR-AUTHORIZATION',
  displayStatus: 'ALREADY_SIGNED',
  actions: { ...AGRO.actions, canAuthorize: false },
});
const WAITING = [AGRO, URED, DOLLARS, IN_BASKET, SIGNED_BY_ANA];

const CREATED = createBasket({ id: '1000010', referenceNumber: 'K-2026-1000010' });

function refusal(code: string, description: string, position: number): TStubbedAnswer {
  return {
    status: 409,
    body: {
      errorId: 'e',
      errorCode: code,
      description,
      validations: [{ field: `paymentIds[${position}]`, code, description }],
      traceId: 't',
    },
  };
}

function ShownAddress() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname}</output>;
}

function renderBaskets({
  entry = '/baskets',
  baskets = [],
  waiting = WAITING,
  created = () => ({ status: 201, body: CREATED }),
  locale = 'hr',
}: {
  entry?: string;
  baskets?: TBasket[];
  waiting?: typeof WAITING;
  created?: (call: TStubbedCall) => TStubbedAnswer;
  locale?: TLocale;
} = {}) {
  const calls = stubApi((call) => {
    if (call.method === 'GET' && call.path === '/active-payment-baskets')
      return { body: { baskets } };
    if (call.method === 'GET' && call.path === '/payments/overview')
      return { body: { payments: waiting, metadata: { nextCursor: null } } };
    if (call.method === 'POST' && call.path === '/signing-baskets') return created(call);
    if (call.method === 'GET' && call.path === '/accounts') return { body: { accounts: [] } };
    return { status: 404, body: {} };
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  const rendered = renderInLocale(
    <QueryClientProvider client={queryClient}>
      <ConfigContext.Provider value={CONFIG}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/baskets" element={<BasketsPage />} />
            <Route path="*" element={null} />
          </Routes>
          <ShownAddress />
        </MemoryRouter>
      </ConfigContext.Provider>
    </QueryClientProvider>,
    { locale },
  );
  return { ...rendered, calls };
}

/** The query strings of the overview's calls, as the browser sent them. */
function readOverviewQueries(): URLSearchParams[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) =>
      input instanceof Request ? new URL(input.url) : new URL(input, 'http://localhost'),
    )
    .filter((url) => url.pathname.endsWith('/payments/overview'))
    .map((url) => url.searchParams);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('"New basket" on /baskets', () => {
  it(
    'offers the payments waiting for Ana’s signature, chosen by keyboard, with a running count and total per currency',
    async () => {
      const { user, calls } = renderBaskets();
      // With no active basket the list's empty state offers it.
      await screen.findByText('Nema aktivnih košarica.');
      await user.click(screen.getByRole('button', { name: 'Nova košarica' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nova košarica naloga' });
      const group = await within(dialog).findByRole('group', {
        name: '3 naloga čekaju vaš potpis',
      });
      const boxes = within(group).getAllByRole('checkbox');
      expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual([
        'Agro Baranja d.o.o., 1.250,00 EUR, 30.11.2026.',
        'Ured plus d.o.o., 318,40 EUR, 1.12.2026.',
        'Atlantic Supply Inc., 89,99 USD, 30.11.2026.',
      ]);
      expect(dialog.textContent).not.toContain('Mlinar Osijek');
      expect(dialog.textContent).not.toContain('Hrvatski Telekom');
      expect(readOverviewQueries()[0]?.get('status')).toBe('UNAUTHORIZED,FOR_AUTHORIZATION');
      // The description names the payment's number and the account it leaves.
      const first = within(group).getByRole('checkbox', { name: /^Agro Baranja/ });
      const describedBy = first.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)?.textContent).toBe(
        'Nalog 1000001 · s računa HR40 2999 9921 1000 0002 7 · Račun 2026-118',
      );

      const summary = within(dialog).getByRole('status');
      expect(summary.textContent).toBe('Nijedan nalog nije odabran.');
      const create = within(dialog).getByRole('button', { name: 'Napravi košaricu' });
      expect(create.hasAttribute('disabled')).toBe(true);

      first.focus();
      await user.keyboard(' ');
      await user.tab();
      expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Ured plus/);
      await user.keyboard(' ');
      expect(summary.textContent).toBe('Odabrana 2 naloga, ukupno: 1.568,40 EUR');
      await user.tab();
      await user.keyboard(' ');
      expect(summary.textContent).toBe('Odabrana 3 naloga, ukupno: 1.568,40 EUR · 89,99 USD');
      // Space again takes it out.
      await user.keyboard(' ');
      expect(summary.textContent).toBe('Odabrana 2 naloga, ukupno: 1.568,40 EUR');
      await user.tab();
      expect(document.activeElement?.textContent).toBe('Napravi košaricu (2)');
      await user.keyboard('{Enter}');

      await waitFor(() =>
        expect(screen.getByTestId('address').textContent).toBe('/baskets/1000010'),
      );
      const posted = calls.filter((call) => call.path === '/signing-baskets');
      expect(posted).toHaveLength(1);
      expect(posted[0]?.body).toEqual({ paymentIds: ['1000001', '1000002'] });
      expect(posted[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'shows a refusal with its code and names the payment at fault, keeping the choice',
    async () => {
      const { user, calls } = renderBaskets({
        created: () => refusal('BASKET_NOT_SAVED', 'Košarica nije spremljena.', 1),
      });
      await screen.findByText('Nema aktivnih košarica.');
      await user.click(screen.getByRole('button', { name: 'Nova košarica' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(await within(dialog).findByRole('button', { name: 'Odaberi sve' }));
      expect(within(dialog).getByRole('status').textContent).toBe(
        'Odabrana 3 naloga, ukupno: 1.568,40 EUR · 89,99 USD',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Napravi košaricu (3)' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert.closest('section')?.getAttribute('aria-label')).toBe(
        'Košarica nije napravljena',
      );
      expect(alert.textContent).toContain('Košarica nije spremljena. (šifra: BASKET_NOT_SAVED)');
      expect(alert.textContent).toContain(
        'Nalog 1000002 (Ured plus d.o.o.): Košarica nije spremljena.',
      );
      expect(screen.getByTestId('address').textContent).toBe('/baskets');
      expect(calls.find((call) => call.path === '/signing-baskets')?.body).toEqual({
        paymentIds: ['1000001', '1000002', '1000003'],
      });
      // The payments are read again (another basket may have taken one); the choice stays.
      await waitFor(() => expect(readOverviewQueries().length).toBeGreaterThan(1));
      expect(
        within(dialog)
          .getAllByRole('checkbox')
          .every((box) => (box as HTMLInputElement).checked),
      ).toBe(true);
    },
    FLOW_TIMEOUT_MS,
  );

  it('names the payment another basket took meanwhile (CONCURRENT_BASKET_CREATE_ATTEMPT)', async () => {
    const { user } = renderBaskets({
      created: () =>
        refusal('CONCURRENT_BASKET_CREATE_ATTEMPT', 'Nalog je već u drugoj košarici.', 0),
    });
    await screen.findByText('Nema aktivnih košarica.');
    await user.click(screen.getByRole('button', { name: 'Nova košarica' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: /^Atlantic Supply/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Napravi košaricu (1)' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(
      'Nalog je već u drugoj košarici. (šifra: CONCURRENT_BASKET_CREATE_ATTEMPT)',
    );
    expect(alert.textContent).toContain(
      'Nalog 1000003 (Atlantic Supply Inc.): Nalog je već u drugoj košarici.',
    );
  });

  it('in English, beside the active baskets, says when no payment waits for the signature', async () => {
    const { user } = renderBaskets({
      entry: '/baskets?list',
      baskets: [createBasket()],
      waiting: [IN_BASKET, SIGNED_BY_ANA],
      locale: 'en',
    });
    await screen.findByRole('row', { name: /K-2026-1000004/ });
    await user.click(screen.getByRole('button', { name: 'New basket' }));
    const dialog = await screen.findByRole('dialog', { name: 'New payment basket' });
    await within(dialog).findByText('No payments wait for your signature');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Create basket/ })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Payments overview' })).toBeTruthy();
  });

  it('in English, names each payment by payee, amount and date', async () => {
    const { user } = renderBaskets({ locale: 'en' });
    await screen.findByText('There are no active baskets.');
    await user.click(screen.getByRole('button', { name: 'New basket' }));
    const dialog = await screen.findByRole('dialog', { name: 'New payment basket' });
    const group = await within(dialog).findByRole('group', {
      name: '3 payments wait for your signature',
    });
    await user.click(within(group).getByRole('checkbox', { name: /^Ured plus/ }));
    expect(within(dialog).getByRole('status').textContent).toBe(
      '1 payment selected, total: 318.40 EUR',
    );
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-label')),
    ).toEqual([
      'Agro Baranja d.o.o., 1,250.00 EUR, 11/30/2026',
      'Ured plus d.o.o., 318.40 EUR, 12/1/2026',
      'Atlantic Supply Inc., 89.99 USD, 11/30/2026',
    ]);
  });
});
