import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { buildHub3Payload, type THub3Slip } from '@poslovno/domain';
import { createTestAccount } from '../../../../test/account-fixtures';
import { renderInLocale } from '../../../../test/render';
import { SessionContext } from '../../../app/session/session-context';
import { setBankTime } from '../../../lib/bank-clock';
import { buildSlipPaymentState, type TSlipOrigin } from '../../../lib/slip-payment';
import type { TLocale } from '@poslovno/domain';
import { paymentQueryKeys } from '../api/payments-query-keys';
import { SIGNED_IN } from '../test-support/session';
import PaymentPage from './payment-page';

/** A whole payment form renders slowly in jsdom on a busy machine. */
const FORM_TIMEOUT = { timeout: 20_000 };

const SLIP: THub3Slip = {
  currency: 'EUR',
  amountMinor: 12_550n,
  payerName: 'Slavonska žitna d.o.o.',
  payerStreet: 'Osječka 5',
  payerPlace: '31000 Osijek',
  payeeName: 'Agro Baranja d.o.o.',
  payeeStreet: 'Vukovarska 12',
  payeePlace: '31300 Beli Manastir',
  payeeIban: 'HR3923400091100442217',
  model: 'HR01',
  reference: '1234-56',
  purposeCode: 'SUPP',
  description: 'Račun 2026-118 Žito',
};

/** The payment page opened by "Pay" on a slip: the slip in the history entry's state. */
function renderFromSlip(slip: THub3Slip, locale: TLocale = 'hr', origin: TSlipOrigin = 'UPLOAD') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(paymentQueryKeys.debitAccounts(1), [
    createTestAccount({ id: 'a-1', iban: 'HR4029999921100000027' }),
  ]);
  for (const year of [2026, 2027])
    queryClient.setQueryData(paymentQueryKeys.holidays(year, locale), { items: [] });
  queryClient.setQueryData(paymentQueryKeys.purposeCodes(locale), {
    items: [{ code: 'SUPP', name: 'Supplier payment' }],
  });
  const state = buildSlipPaymentState({
    payload: buildHub3Payload(slip),
    origin,
    returnTo: '/qr-hub3/list',
  });
  return renderInLocale(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={SIGNED_IN}>
        <MemoryRouter initialEntries={[{ pathname: '/payment', state }]}>
          <PaymentPage />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
    { locale },
  );
}

beforeEach(() => {
  setBankTime('2026-11-24T09:00:00.000Z', Date.now());
});

afterEach(() => {
  setBankTime(new Date().toISOString(), Date.now());
});

describe('PaymentPage from a payment slip', FORM_TIMEOUT, () => {
  it('fills the domestic form with everything of the slip it has a field for', async () => {
    renderFromSlip(SLIP);
    await screen.findByRole('heading', { level: 1, name: 'Novi nalog s uplatnice' });
    expect(screen.getByRole('textbox', { name: /IBAN primatelja/ })).toHaveProperty(
      'value',
      'HR39 2340 0091 1004 4221 7',
    );
    expect(screen.getByRole('textbox', { name: /Naziv primatelja/ })).toHaveProperty(
      'value',
      'Agro Baranja d.o.o.',
    );
    expect(screen.getByRole('textbox', { name: /Iznos/ })).toHaveProperty('value', '125,50');
    expect(screen.getByRole('textbox', { name: /Opis plaćanja/ })).toHaveProperty(
      'value',
      'Račun 2026-118 Žito',
    );
    expect(screen.getByText('Nalog je popunjen s učitane uplatnice.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Uplatnice' }).getAttribute('href')).toBe(
      '/qr-hub3/list',
    );
  });

  it('shows the payer, which a payment order has no field for, instead of dropping it', async () => {
    renderFromSlip(SLIP, 'en', 'CAMERA');
    await screen.findByText('The payment is filled in from the payment slip read by the camera.');
    expect(screen.getByText('Payer’s name: Slavonska žitna d.o.o.')).toBeTruthy();
    expect(screen.getByText('Payer’s street and number: Osječka 5')).toBeTruthy();
    expect(screen.getByText('Payer’s postcode and place: 31000 Osijek')).toBeTruthy();
  });

  it('opens an old kuna slip with 0 EUR and says why (000 §5)', async () => {
    renderFromSlip({ ...SLIP, currency: 'HRK', amountMinor: 75_000n });
    await screen.findByText('Uplatnica u kunama (HRK): upišite iznos u eurima');
    expect(screen.getByText(/Na uplatnici piše 750,00 HRK\./)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Iznos/ })).toHaveProperty('value', '0,00');
  });
});
