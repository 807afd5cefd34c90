import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createTestAccount } from '../../../../test/account-fixtures';
import { renderInLocale } from '../../../../test/render';
import { SessionContext } from '../../../app/session/session-context';
import { setBankTime } from '../../../lib/bank-clock';
import { paymentQueryKeys } from '../api/payments-query-keys';
import { SIGNED_IN } from '../test-support/session';
import { createStoredPayment } from '../../../api/test-support/stored-payment';
import TemplatePage from './template-page';

/** A whole payment form renders and types slowly in jsdom on a busy machine. */
const FORM_TIMEOUT = { timeout: 20_000 };

const LONG_NAME = `Poljoprivredna zadruga ${'Baranja '.repeat(8)}`.trim();
const LONG_DESCRIPTION = `Plaćanje računa ${'2026-118 '.repeat(16)}`.trim();

/** A stored payment with a payee name and a description longer than a template keeps them. */
function renderTemplateFromPayment() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  const payment = createStoredPayment({
    creditorName: LONG_NAME,
    remittanceInformationUnstructured: LONG_DESCRIPTION,
  });
  queryClient.setQueryData(paymentQueryKeys.payment(payment.paymentId), payment);
  queryClient.setQueryData(paymentQueryKeys.debitAccounts(1), [
    createTestAccount({ id: 'a-1', iban: 'HR4029999921100000027' }),
  ]);
  queryClient.setQueryData(paymentQueryKeys.holidays(2026, 'hr'), { items: [] });
  queryClient.setQueryData(paymentQueryKeys.holidays(2027, 'hr'), { items: [] });
  queryClient.setQueryData(paymentQueryKeys.purposeCodes('hr'), { items: [] });
  return renderInLocale(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={SIGNED_IN}>
        <MemoryRouter initialEntries={[`/template?fromPayment=${payment.paymentId}`]}>
          <TemplatePage />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setBankTime('2026-11-27T10:00:00.000Z', Date.now());
  vi.stubGlobal('fetch', vi.fn());
});

afterEach(() => {
  vi.unstubAllGlobals();
  setBankTime(new Date().toISOString(), Date.now());
});

describe('TemplatePage from a payment ("Spremi kao predložak")', FORM_TIMEOUT, () => {
  it('shows the texts cut as the template will store them, and says which were cut', () => {
    expect(LONG_NAME.length).toBeGreaterThan(70);
    expect(LONG_DESCRIPTION.length).toBeGreaterThan(140);
    renderTemplateFromPayment();
    const name = screen.getByRole('textbox', { name: 'Naziv primatelja' });
    const description = screen.getByRole('textbox', { name: 'Opis plaćanja' });
    expect(name).toHaveProperty('value', LONG_NAME.slice(0, 70));
    expect(description).toHaveProperty('value', LONG_DESCRIPTION.slice(0, 140));
    expect(
      screen
        .getByText(
          'Predložak čuva kraće tekstove nego nalog pa su ovi skraćeni: Naziv primatelja, Opis plaćanja.',
        )
        .closest('[role="status"]'),
    ).not.toBeNull();
  });

  it('refuses longer text while typing: the inputs carry the template limits', () => {
    renderTemplateFromPayment();
    const limits = [
      'Naziv primatelja',
      'Ulica i kućni broj',
      'Poštanski broj i mjesto',
      'Opis plaćanja',
    ].map((label) => screen.getByRole('textbox', { name: label }).getAttribute('maxlength'));
    expect(limits).toEqual(['70', '70', '70', '140']);
  });
});
