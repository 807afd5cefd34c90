import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TPayment } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { renderInLocale } from '../../../../test/render';
import { SessionContext } from '../../../app/session/session-context';
import { answerJson } from '../test-support/fetch-answers';
import { SIGNED_IN } from '../test-support/session';
import { createStoredPayment } from '../../../api/test-support/stored-payment';
import { Recapitulation } from './recapitulation';

/** GET /payments/overview/{id} answers the saved payment with who may sign it. */
function stubPaymentAnswer(payment: TPayment) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() => answerJson(payment)),
  );
}

function renderRecapitulation(saved: TPayment, locale: TLocale = 'hr') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  return renderInLocale(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={SIGNED_IN}>
        <MemoryRouter>
          <Recapitulation saved={saved} />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
    { locale },
  );
}

beforeEach(() => {
  stubPaymentAnswer(
    createStoredPayment({ awaitingSigners: ['Ivana Jurić', 'Ana Kovačević', 'Marko Šimić'] }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Recapitulation before signing', () => {
  it('shows the fee per the tariff, the execution date and who may sign', async () => {
    renderRecapitulation(createStoredPayment());
    expect(screen.getByText('naknada prema tarifi')).toBeTruthy();
    expect(screen.getAllByText('26.11.2026.').length).toBeGreaterThan(0);
    expect(await screen.findByText('Ivana Jurić, Ana Kovačević, Marko Šimić')).toBeTruthy();
  });

  it('shows the fee the server estimated, in English', async () => {
    renderRecapitulation(
      createStoredPayment({ transactionsFee: { amount: '1.50', currency: 'EUR' } }),
      'en',
    );
    // Once in the recapitulation's summary and once among the payment's facts.
    expect(screen.getAllByText('1.50 EUR')).toHaveLength(2);
    expect(screen.queryByText('fee per the tariff')).toBeNull();
    expect(await screen.findByText('May be signed by')).toBeTruthy();
  });

  it('says when nobody in the company may sign it', async () => {
    stubPaymentAnswer(createStoredPayment({ awaitingSigners: [] }));
    renderRecapitulation(createStoredPayment());
    expect(
      await screen.findByText('nitko od osoba tvrtke ne može potpisati ovaj nalog'),
    ).toBeTruthy();
  });
});
