import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { TBasket, TFrontendConfig } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { stubApi, type TStubbedAnswer, type TStubbedCall } from '../../../../test/api-stub';
import { renderInLocale } from '../../../../test/render';
import { ConfigContext } from '../../../app/config/config-context';
import {
  BASKET_CHALLENGE,
  createBasket,
  createBasketPayment,
} from '../test-support/basket-fixtures';
import BasketPage from './basket-page';
import BasketsPage from './baskets-page';

const CONFIG = { demoMode: false } as TFrontendConfig['configuration'];

/** A whole flow typed and pressed like a person: slower than the 5 s default on a busy machine. */
const FLOW_TIMEOUT_MS = 20_000;

const BASKET = createBasket();
const OTHER = createBasket({
  id: '1000009',
  referenceNumber: 'K-2026-1000009',
  status: 'PARTIAL',
  totals: [
    { amount: '40.00', currency: 'EUR' },
    { amount: '12.50', currency: 'USD' },
  ],
  actions: { canAuthorize: false, canDelete: true },
});

function ShownAddress() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderScreens(
  entry: string,
  {
    baskets = [BASKET, OTHER],
    answer = () => undefined,
    locale = 'hr',
  }: {
    baskets?: TBasket[];
    answer?: (call: TStubbedCall) => TStubbedAnswer | undefined;
    locale?: TLocale;
  } = {},
) {
  const calls = stubApi((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.method === 'GET' && call.path === '/active-payment-baskets')
      return { body: { baskets } };
    if (call.method === 'GET' && call.path === '/accounts') return { body: { accounts: [] } };
    const one = /^\/payment-baskets\/(\d+)$/.exec(call.path);
    if (call.method === 'GET' && one) {
      const found = baskets.find((basket) => basket.id === one[1]);
      return found
        ? { body: found }
        : {
            status: 404,
            body: { errorId: 'e', errorCode: 'NOT_FOUND', description: 'Nema.', traceId: 't' },
          };
    }
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
            <Route path="/baskets/:basketId" element={<BasketPage />} />
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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/baskets', () => {
  it('lists the active baskets with what each holds, where it stands and the actions it offers', async () => {
    renderScreens('/baskets');
    const table = await screen.findByRole('grid', { name: 'Aktivne košarice naloga' });
    const first = await within(table).findByRole('row', { name: /K-2026-1000004/ });
    expect(first.textContent).toContain('Ana Kovačević');
    expect(first.textContent).toContain('28.11.2026.');
    expect(first.textContent).toContain('30.11.2026.');
    expect(first.textContent).toContain('3 naloga');
    expect(first.textContent).toContain('1.658,39 EUR');
    expect(first.textContent).toContain('Za autorizaciju');
    expect(
      within(first).getByRole('button', { name: 'Potpiši košaricu K-2026-1000004' }),
    ).toBeTruthy();
    const second = within(table).getByRole('row', { name: /K-2026-1000009/ });
    expect(second.textContent).toContain('40,00 EUR');
    expect(second.textContent).toContain('12,50 USD');
    expect(second.textContent).toContain('Djelomično potpisana');
    expect(within(second).queryByRole('button', { name: /Potpiši/ })).toBeNull();
    expect(
      within(second).getByRole('button', { name: 'Obriši košaricu K-2026-1000009' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preuzmi popis (PDF)' })).toBeTruthy();
  });

  it('opens the only basket at once (000 §4), unless the list is asked for', async () => {
    renderScreens('/baskets', { baskets: [BASKET] });
    await screen.findByRole('heading', { level: 1, name: 'Košarica naloga K-2026-1000004' });
    expect(screen.getByTestId('address').textContent).toBe('/baskets/1000004');
  });

  it('keeps the list with the ?list flag', async () => {
    renderScreens('/baskets?list', { baskets: [BASKET] });
    await screen.findByRole('grid', { name: 'Aktivne košarice naloga' });
    expect(screen.getByTestId('address').textContent).toBe('/baskets?list');
  });

  it('says how a basket is made when there is none', async () => {
    renderScreens('/baskets', { baskets: [] });
    expect(await screen.findByText('Nema aktivnih košarica.')).toBeTruthy();
    expect(screen.getByText(/odaberite naloge koji čekaju vaš potpis/)).toBeTruthy();
  });
});

describe('/baskets/:basketId', () => {
  it('shows the facts, the total and every payment with its status', async () => {
    renderScreens('/baskets/1000004');
    await screen.findByRole('heading', { level: 1, name: 'Košarica naloga K-2026-1000004' });
    const facts = screen.getByRole('region', { name: 'Podaci o košarici' });
    expect(facts.textContent).toContain('28.11.2026. 10:15:00 (Ana Kovačević)');
    expect(facts.textContent).toContain('30.11.2026., do kraja dana');
    expect(facts.textContent).toContain('još nitko nije potpisao');
    expect(facts.textContent).toContain('1.658,39 EUR');
    const table = screen.getByRole('grid', { name: 'Nalozi u košarici K-2026-1000004' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Ured plus d.o.o.');
    expect(rows[1]?.textContent).toContain('318,40 EUR');
    expect(rows[1]?.textContent).toContain('Spremljen');
    expect(
      within(table)
        .getByRole('link', { name: 'Nalog 1000002 u pregledu plaćanja' })
        .getAttribute('href'),
    ).toBe('/payments?paymentId=1000002');
    expect(screen.getByRole('button', { name: 'Potpiši košaricu' })).toBeTruthy();
  });

  it('marks a payment changed since it joined, says why the basket cannot be signed, and offers no signature', async () => {
    const changed = createBasket({
      payments: [
        createBasketPayment(),
        createBasketPayment({
          paymentId: '1000002',
          creditorName: 'Ured plus d.o.o.',
          isChanged: true,
        }),
      ],
      paymentCount: 2,
    });
    renderScreens('/baskets/1000004', { baskets: [changed], locale: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Payment basket K-2026-1000004' });
    const table = screen.getByRole('grid', { name: 'Payments in basket K-2026-1000004' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).not.toContain('Changed since it joined');
    expect(rows[1]?.textContent).toContain('Changed since it joined');
    const notice = screen.getByText('The basket cannot be signed').closest('[role="status"]');
    expect(notice?.textContent).toContain('delete the basket and make a new one');
    expect(notice?.textContent).toContain('Payment 1000002: Ured plus d.o.o., 1,250.00 EUR');
    expect(screen.queryByRole('button', { name: 'Sign basket' })).toBeNull();
  });

  it('shows a signed basket with its outcome and the way to the payments, no change mark left', async () => {
    const signed = createBasket({
      status: 'SIGNED',
      payments: [
        createBasketPayment({
          status: 'EXECUTED',
          displayStatus: 'EXECUTED',
          isAuthorized: true,
          isChanged: true,
        }),
      ],
      paymentCount: 1,
      totals: [{ amount: '1250.00', currency: 'EUR' }],
      actions: { canAuthorize: false, canDelete: false },
    });
    renderScreens('/baskets/1000004', { baskets: [signed] });
    const title = await screen.findByText('Košarica je potpisana');
    expect(title.closest('[role="status"]')?.textContent).toContain(
      'Svi nalozi su potpisani i idu banci svaki kao samostalni nalog.',
    );
    expect(screen.getByRole('link', { name: 'Pregled plaćanja' }).getAttribute('href')).toBe(
      '/payments',
    );
    expect(screen.getByText('1 nalog · 1.250,00 EUR')).toBeTruthy();
    expect(screen.queryByText('Promijenjen nakon dodavanja')).toBeNull();
    expect(screen.queryByText('Košaricu nije moguće potpisati')).toBeNull();
    expect(screen.queryByRole('button', { name: /Potpiši|Obriši/ })).toBeNull();
  });

  it('says where a partial signature left the payments, and that a full one sent them on', async () => {
    const partial = createBasket({
      status: 'PARTIAL',
      statusCodes: ['PARTIALLY_AUTHORIZED'],
      payments: [
        createBasketPayment({ isAuthorized: true, status: 'ORDERED', displayStatus: 'ORDERED' }),
        createBasketPayment({ paymentId: '1000002', creditorName: 'Ured plus d.o.o.' }),
      ],
      signatures: [
        { personName: 'Ana Kovačević', method: 'TOKEN', signedAt: '2026-11-28T09:30:00.000Z' },
      ],
    });
    renderScreens('/baskets/1000004', { baskets: [partial] });
    const title = await screen.findByText('Košarica je djelomično potpisana');
    const notice = title.closest('[role="status"]');
    expect(notice?.textContent).toContain('Ovaj nalog čeka još jedan potpis');
    expect(notice?.textContent).toContain('Nalog 1000002: Ured plus d.o.o.');
    expect(notice?.textContent).not.toContain('Nalog 1000001');
    expect(screen.getByText('Ana Kovačević, 28.11.2026. 10:30:00')).toBeTruthy();
    expect(screen.getByText('Čeka još jedan potpis')).toBeTruthy();
  });

  it(
    'signs with one signature after showing the total and every payee, and tells the payments went on',
    async () => {
      const signed = createBasket({
        status: 'SIGNED',
        actions: { canAuthorize: false, canDelete: false },
      });
      const { user, calls } = renderScreens('/baskets/1000004', {
        answer: (call) =>
          call.path.endsWith('/preauthorize')
            ? { body: BASKET_CHALLENGE }
            : call.path.endsWith('/authorize')
              ? { body: signed }
              : undefined,
      });
      await user.click(await screen.findByRole('button', { name: 'Potpiši košaricu' }));
      const dialog = await screen.findByRole('dialog', { name: 'Potpisivanje košarice naloga' });
      await within(dialog).findByText('58225572');
      const items = within(dialog).getByRole('table', { name: 'Nalozi koje potpisujete' });
      const rows = within(items).getAllByRole('row').slice(1);
      expect(rows.map((row) => row.textContent)).toEqual([
        'Agro Baranja d.o.o.HR39 2340 0091 1004 4221 7Nalog 10000011.250,00 EUR',
        'Ured plus d.o.o.HR39 2340 0091 1004 4221 7Nalog 1000002318,40 EUR',
        'Hrvatski Telekom d.d.HR39 2340 0091 1004 4221 7Nalog 100000389,99 EUR',
      ]);
      expect(dialog.textContent).toContain('Ukupno1.658,39 EUR');
      expect(dialog.textContent).toContain('K-2026-1000004');
      await user.type(within(dialog).getByRole('textbox', { name: 'Kod s tokena' }), '12345678');
      await user.click(within(dialog).getByRole('button', { name: 'Potpiši' }));
      expect(await within(dialog).findByText('Košarica je potpisana')).toBeTruthy();
      expect(within(dialog).getByRole('link', { name: 'Pregled plaćanja' })).toBeTruthy();
      const authorize = calls.find((call) => call.path === '/payment-baskets/1000004/authorize');
      expect(authorize?.body).toMatchObject({ method: 'TOKEN', code: '12345678' });
      expect(authorize?.headers['idempotency-key']).toBeTruthy();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'shows a refusal with its code and the payments at fault by number and payee',
    async () => {
      const { user } = renderScreens('/baskets/1000004', {
        answer: (call) =>
          call.path.endsWith('/preauthorize')
            ? {
                status: 403,
                body: {
                  errorId: 'e',
                  errorCode: 'NO_AUTHORITY_FOR_GROUPED_PAYMENTS',
                  description: 'Nemate ovlast za sve naloge u grupi.',
                  validations: [
                    {
                      field: 'paymentIds[2]',
                      code: 'NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION',
                      description: 'Nemate ovlast za zadavanje ovog naloga.',
                    },
                  ],
                  traceId: 't',
                },
              }
            : undefined,
      });
      await user.click(await screen.findByRole('button', { name: 'Potpiši košaricu' }));
      const dialog = await screen.findByRole('dialog', { name: 'Potpisivanje košarice naloga' });
      const alert = await within(dialog).findByRole('alert');
      expect(alert.textContent).toContain(
        'Nemate ovlast za sve naloge u grupi. (šifra: NO_AUTHORITY_FOR_GROUPED_PAYMENTS)',
      );
      expect(alert.textContent).toContain(
        'Nalog 1000003 (Hrvatski Telekom d.d.): Nemate ovlast za zadavanje ovog naloga.',
      );
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'deletes the basket after the question and names it on the list; a refusal is "Basket delete error"',
    async () => {
      let isRefused = true;
      const { user } = renderScreens('/baskets/1000004', {
        answer: (call) => {
          if (call.method !== 'DELETE') return undefined;
          if (!isRefused) return { status: 204 };
          isRefused = false;
          return {
            status: 409,
            body: {
              errorId: 'e',
              errorCode: 'BASKET_DELETE_ERROR',
              description: 'Pogreška pri brisanju košarice',
              traceId: 't',
            },
          };
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Obriši košaricu' }));
      const question = await screen.findByRole('alertdialog', {
        name: 'Obrisati košaricu K-2026-1000004?',
      });
      expect(question.textContent).toContain('s 3 naloga, ukupno 1.658,39 EUR');
      expect(question.textContent).toContain('Nalozi se ne brišu');
      await user.click(within(question).getByRole('button', { name: 'Obriši košaricu' }));
      expect(await within(question).findByText('Pogreška pri brisanju košarice')).toBeTruthy();
      await user.click(within(question).getByRole('button', { name: 'Obriši košaricu' }));
      expect(
        await screen.findByText(
          'Košarica K-2026-1000004 je obrisana. Njezini nalozi ostaju u pregledu plaćanja kao samostalni nalozi.',
        ),
      ).toBeTruthy();
      await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/baskets?list'));
    },
    FLOW_TIMEOUT_MS,
  );

  it('says a basket it cannot find is not there', async () => {
    renderScreens('/baskets/1000077');
    expect(await screen.findByText('Košarica ne postoji ili vam nije dostupna.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sve košarice' }).getAttribute('href')).toBe(
      '/baskets?list',
    );
  });
});
