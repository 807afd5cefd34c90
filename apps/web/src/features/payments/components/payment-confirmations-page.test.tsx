import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { TFrontendConfig, TPaymentConfirmationRequest } from '@poslovno/contract';
import { stubApi } from '../../../../test/api-stub';
import { renderInLocale } from '../../../../test/render';
import { ConfigContext } from '../../../app/config/config-context';
import PaymentConfirmationsPage from './payment-confirmations-page';
import PaymentsPage from './payments-page';

const CONFIG = { demoMode: false } as TFrontendConfig['configuration'];

const ITEM = {
  paymentId: '1000001',
  creditorName: 'Agro Baranja d.o.o.',
  creditorAccount: 'HR3923400091100442217',
  amount: '1250.00',
  currency: 'EUR',
  executionDate: '2026-11-20',
  fee: { amount: '2.00', currency: 'EUR' },
  confirmationNumber: null,
  confirmedAt: null,
} satisfies TPaymentConfirmationRequest['items'][number];

function createRequest(patch: Partial<TPaymentConfirmationRequest>): TPaymentConfirmationRequest {
  return {
    requestId: '77',
    status: 'CREATED',
    displayStatus: 'CREATED',
    items: [ITEM],
    feeTotal: { amount: '2.00', currency: 'EUR' },
    feeAccount: {
      accountId: '6f1c0f4e-59a4-5d2e-a0b1-1c2d3e4f5a6b',
      iban: 'HR4029999921100000027',
      currency: 'EUR',
    },
    rejectionCode: null,
    createdBy: 'Ana Kovačević',
    createdAt: '2026-11-27T09:00:00.000Z',
    signatures: [],
    actions: { canAuthorize: true, canDelete: true },
    ...patch,
  };
}

const ISSUED = createRequest({
  requestId: '78',
  status: 'EXECUTED',
  displayStatus: 'EXECUTED',
  items: [
    {
      ...ITEM,
      paymentId: '1000002',
      confirmationNumber: 'POT-2026-000042',
      confirmedAt: '2026-11-27T09:02:00Z',
    },
  ],
  signatures: [{ personName: 'Ana Kovačević', method: 'TOKEN', signedAt: '2026-11-27T09:01:00Z' }],
  actions: { canAuthorize: false, canDelete: false },
});
const REJECTED = createRequest({
  requestId: '76',
  status: 'REJECTED',
  displayStatus: 'REJECTED',
  rejectionCode: 'SIRIUS_INSUFFICIENT_FUNDS',
  actions: { canAuthorize: false, canDelete: false },
});

function renderAt(entry: string) {
  const calls = stubApi((call) =>
    call.method === 'GET' && call.path === '/documents/payment-confirmation-requests'
      ? { body: { requests: [ISSUED, createRequest({}), REJECTED] } }
      : call.method === 'DELETE'
        ? { status: 204 }
        : { status: 404, body: {} },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = renderInLocale(
    <QueryClientProvider client={queryClient}>
      <ConfigContext.Provider value={CONFIG}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/payments" element={<PaymentsPage />} />
            <Route path="/payment-confirmations" element={<PaymentConfirmationsPage />} />
          </Routes>
        </MemoryRouter>
      </ConfigContext.Provider>
    </QueryClientProvider>,
  );
  return { ...rendered, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/payment-confirmations', () => {
  it('lists the requests with fees and statuses, a PDF only for an issued confirmation, and the bank’s reason', async () => {
    renderAt('/payment-confirmations');
    const issued = await screen.findByRole('region', { name: 'Zahtjev 78' });
    expect(issued.textContent).toContain('Potvrde izdane');
    expect(issued.textContent).toContain('Potvrda POT-2026-000042');
    expect(
      within(issued).getByRole('button', { name: 'Preuzmi potvrdu (PDF) za nalog 1000002' }),
    ).toBeTruthy();
    const waiting = screen.getByRole('region', { name: 'Zahtjev 77' });
    expect(waiting.textContent).toContain('Čeka potpis');
    expect(waiting.textContent).toContain('2,00 EUR');
    expect(within(waiting).queryByRole('button', { name: /Preuzmi potvrdu/ })).toBeNull();
    expect(within(waiting).getByRole('button', { name: 'Potpiši zahtjev 77' })).toBeTruthy();
    const rejected = screen.getByRole('region', { name: 'Zahtjev 76' });
    expect(within(rejected).getByRole('alert').textContent).toMatch(/^Razlog: .+/);
  });

  it('deletes a waiting request after the question, saying the fee will not be charged', async () => {
    const { user, calls } = renderAt('/payment-confirmations');
    await user.click(await screen.findByRole('button', { name: 'Obriši zahtjev 77' }));
    const question = await screen.findByRole('alertdialog', { name: 'Obrisati zahtjev 77?' });
    expect(question.textContent).toContain('naknada od 2,00 EUR neće se naplatiti');
    await user.click(within(question).getByRole('button', { name: 'Obriši zahtjev' }));
    expect(await screen.findByText('Zahtjev 77 je obrisan.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/77'))).toBe(true);
  });

  it('marks the request the dashboard’s orders to sign link to', async () => {
    renderAt('/payment-confirmations?requestId=77');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Potvrde o izvršenju plaćanja' }),
    ).toBeTruthy();
    expect((await screen.findByRole('region', { name: 'Zahtjev 77' })).dataset.linked).toBe('true');
  });
});
