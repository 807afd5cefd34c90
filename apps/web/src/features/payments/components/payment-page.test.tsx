import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createTestAccount } from '../../../../test/account-fixtures';
import { renderInLocale } from '../../../../test/render';
import { SessionContext } from '../../../app/session/session-context';
import { setBankTime } from '../../../lib/bank-clock';
import { paymentQueryKeys } from '../api/payments-query-keys';
import { SIGNED_IN } from '../test-support/session';
import { createStoredPayment } from '../../../api/test-support/stored-payment';
import PaymentPage from './payment-page';

/** A whole payment form renders and types slowly in jsdom on a busy machine. */
const FORM_TIMEOUT = { timeout: 20_000 };

/** The debit accounts and the form's lookups already answered; only the save goes out. */
function renderPaymentPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(paymentQueryKeys.debitAccounts(1), [
    createTestAccount({ id: 'a-1', iban: 'HR4029999921100000027' }),
  ]);
  queryClient.setQueryData(paymentQueryKeys.holidays(2026, 'hr'), { items: [] });
  queryClient.setQueryData(paymentQueryKeys.holidays(2027, 'hr'), { items: [] });
  queryClient.setQueryData(paymentQueryKeys.purposeCodes('hr'), { items: [] });
  return renderInLocale(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={SIGNED_IN}>
        <MemoryRouter initialEntries={['/payment?type=DOMESTIC']}>
          <PaymentPage />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setBankTime('2026-11-27T10:00:00.000Z', Date.now());
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(createStoredPayment()), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  setBankTime(new Date().toISOString(), Date.now());
});

describe('PaymentPage after a save', FORM_TIMEOUT, () => {
  it("moves the focus to the recapitulation's title, the form and its button being gone", async () => {
    const { user } = renderPaymentPage();
    await user.type(screen.getByRole('textbox', { name: 'Iznos' }), '1.250,00');
    await user.click(screen.getByRole('button', { name: 'Spremi i provjeri' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Provjera podataka naloga',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('sends nothing while the amount as typed is refused', async () => {
    const { user } = renderPaymentPage();
    await user.type(screen.getByRole('textbox', { name: 'Iznos' }), '1,234.50');
    await user.click(screen.getByRole('button', { name: 'Spremi i provjeri' }));
    expect(screen.getByRole('alert').textContent).toContain('Iznos: Iznos nije ispravan broj.');
    expect(fetch).not.toHaveBeenCalled();
  });
});
