import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TPaymentDraft } from '@poslovno/domain';
import { renderInLocale } from '../../../../test/render';
import { setBankTime } from '../../../lib/bank-clock';
import { paymentQueryKeys } from '../api/payments-query-keys';
import { createEmptyDraft, fillCountriesFromIban } from '../model/payment-draft';
import { DraftForm } from './draft-form';

/** A whole payment form renders and types slowly in jsdom on a busy machine. */
const FORM_TIMEOUT = { timeout: 20_000 };

const GERMAN_IBAN = 'DE89370400440532013000';
const AUSTRIAN_IBAN = 'AT611904300234573201';

function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(paymentQueryKeys.holidays(2026, 'hr'), { items: [] });
  queryClient.setQueryData(paymentQueryKeys.holidays(2027, 'hr'), { items: [] });
  queryClient.setQueryData(paymentQueryKeys.purposeCodes('hr'), { items: [] });
  queryClient.setQueryData(paymentQueryKeys.countries('hr'), {
    items: [
      { code: 'AT', name: 'Austrija' },
      { code: 'DE', name: 'Njemačka' },
    ],
  });
  queryClient.setQueryData(paymentQueryKeys.codebook('hr'), {
    foreignTurnoverCodes: [],
    chargeBearers: [],
    paymentInstruments: [],
    urgencies: [],
    referenceModels: [],
  });
  return queryClient;
}

function renderForeignForm() {
  return renderInLocale(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <DraftForm
          initialDraft={createEmptyDraft('FOREIGN', '2026-11-27')}
          debitAccounts={[]}
          isTemplate={false}
          failure={null}
          onSubmit={vi.fn<(draft: TPaymentDraft) => void>()}
          isSaving={false}
          submitLabel="Spremi i provjeri"
          summaryTitle="Nalog nije spremljen. Ispravite sljedeće:"
          cancelTo="/payments"
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const accountInput = () =>
  screen.getByRole('textbox', { name: 'Račun primatelja (IBAN ili broj računa)' });
const countryInput = () => screen.getByRole('combobox', { name: /Država primatelja/ });

/** jsdom has no IntersectionObserver, which the country list's paging asks for; no page follows. */
class IntersectionObserverStub {
  observe = () => undefined;
  unobserve = () => undefined;
  disconnect = () => undefined;
  takeRecords = () => [];
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
  setBankTime('2026-11-27T10:00:00.000Z', Date.now());
  // The foreign form asks the server which fields the payee needs; here nobody answers.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('offline'))),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  setBankTime(new Date().toISOString(), Date.now());
});

describe("the foreign form takes the payee's country from the IBAN", FORM_TIMEOUT, () => {
  it('fills an empty country once the typed IBAN is valid, and leaves it editable', async () => {
    const { user } = renderForeignForm();
    await user.click(accountInput());
    await user.keyboard(GERMAN_IBAN.slice(0, -1));
    expect(countryInput()).toHaveProperty('value', '');
    await user.keyboard(GERMAN_IBAN.slice(-1));
    expect(countryInput()).toHaveProperty('value', 'DE – Njemačka');
    await user.clear(countryInput());
    await user.type(countryInput(), 'Austr');
    await user.click(await screen.findByRole('option', { name: 'AT – Austrija' }));
    expect(countryInput()).toHaveProperty('value', 'AT – Austrija');
  });

  it('keeps a country already chosen when an IBAN of another country is typed', async () => {
    const { user } = renderForeignForm();
    await user.click(accountInput());
    await user.paste(GERMAN_IBAN);
    expect(countryInput()).toHaveProperty('value', 'DE – Njemačka');
    await user.clear(accountInput());
    await user.paste(AUSTRIAN_IBAN);
    expect(countryInput()).toHaveProperty('value', 'DE – Njemačka');
  });
});

describe('fillCountriesFromIban', () => {
  const empty = createEmptyDraft('FOREIGN', '2026-11-27');

  it("fills the payee's and the bank's country when both are empty", () => {
    expect(fillCountriesFromIban(empty, GERMAN_IBAN)).toEqual({
      creditorCountry: 'DE',
      creditorAgentCountry: 'DE',
    });
  });

  it('fills only what is empty, and nothing from an invalid IBAN', () => {
    expect(fillCountriesFromIban({ ...empty, creditorCountry: 'AT' }, GERMAN_IBAN)).toEqual({
      creditorAgentCountry: 'DE',
    });
    expect(fillCountriesFromIban(empty, 'DE89370400440532013001')).toEqual({});
  });
});
