import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, type InitialEntry } from 'react-router';
import type { TFrontendConfig, TTemplate } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { renderInLocale } from '../../../../test/render';
import { ConfigContext } from '../../../app/config/config-context';
import { templateQueryKeys } from '../api/payments-query-keys';
import { createSaveOutcomeState } from '../model/template-outcome';
import { createStoredTemplate, createTemplatePayment } from '../test-support/stored-template';
import TemplatesPage from './templates-page';

const AGRO = createStoredTemplate({ favoriteId: 'a', name: 'Agro Baranja' });
const MUELLER = createStoredTemplate({
  favoriteId: 'b',
  name: 'Mueller Berlin',
  type: 'FOREIGN',
  amount: null,
  payment: createTemplatePayment({
    type: 'FOREIGN',
    creditorName: 'Mueller GmbH',
    creditorAccount: { iban: 'DE89370400440532013000' },
  }),
});

function createConfig(favouritesLimit: number): TFrontendConfig['configuration'] {
  return {
    bankName: 'Jadranska poslovna banka',
    productName: 'Poslovno',
    defaultLocale: 'hr',
    domesticCurrency: 'EUR',
    demoMode: true,
    sessionIdleTimeoutSeconds: 300,
    upload: { maxFileSizeMb: 10, maxFiles: 1 },
    dashboard: {
      transactionsDays: 30,
      transactionsPerDirection: 5,
      statementNotificationsDays: 30,
      invoicesAndNoticesDays: 30,
      inboxMessages: 4,
    },
    favouritesLimit,
    bankTime: '2026-11-20T09:00:00.000Z',
    features: {},
  };
}

interface TRenderOptions {
  templates: readonly TTemplate[];
  limit?: number;
  locale?: TLocale;
  entry?: InitialEntry;
}

/** The list as the server answered it, already in the cache: the page asks nothing more. */
function renderTemplatesPage({
  templates,
  limit = 50,
  locale = 'hr',
  entry = '/templates',
}: TRenderOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(templateQueryKeys.list(locale), { favorites: [...templates] });
  const page: ReactElement = (
    <QueryClientProvider client={queryClient}>
      <ConfigContext.Provider value={createConfig(limit)}>
        <MemoryRouter initialEntries={[entry]}>
          <TemplatesPage />
        </MemoryRouter>
      </ConfigContext.Provider>
    </QueryClientProvider>
  );
  return renderInLocale(page, { locale });
}

describe('TemplatesPage', () => {
  it('lists the templates with kind, payee, grouped account and amount or a dash', () => {
    renderTemplatesPage({ templates: [AGRO, MUELLER] });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(
        'Agro BaranjaNacionalniAgro Baranja d.o.o.HR39 2340 0091 1004 4221 71.250,00 EUR',
      ),
      expect.stringContaining(
        'Mueller BerlinDevizni i SEPAMueller GmbHDE89 3704 0044 0532 0130 00—',
      ),
    ]);
    expect(screen.getByText('Predlošci: 2 od 50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Novi predložak' })).toBeTruthy();
  });

  it('filters by name or payee as the person types', async () => {
    const { user } = renderTemplatesPage({ templates: [AGRO, MUELLER] });
    await user.type(
      screen.getByRole('textbox', { name: 'Traži po nazivu ili primatelju' }),
      'gmbh',
    );
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Mueller Berlin',
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Traži po nazivu ili primatelju' }), 'x');
    expect(screen.getByText('Nijedan predložak ne odgovara traženju.')).toBeTruthy();
  });

  it('turns the new-template action off at the limit, with the catalogue message in the language', () => {
    renderTemplatesPage({ templates: [AGRO, MUELLER], limit: 2 });
    const action = screen.getByRole('button', { name: 'Novi predložak' });
    expect(action.hasAttribute('disabled') || action.getAttribute('aria-disabled') === 'true').toBe(
      true,
    );
    expect(screen.getByText(/Dosegnut je najveći broj predložaka/)).toBeTruthy();
  });

  it('says the limit in English too', () => {
    renderTemplatesPage({ templates: [AGRO, MUELLER], limit: 2, locale: 'en' });
    expect(screen.getByText(/The maximum number of templates has been reached/)).toBeTruthy();
    expect(screen.getByText('2 of 2 templates')).toBeTruthy();
  });

  it('offers to create the first template when there is none', () => {
    renderTemplatesPage({ templates: [] });
    const link = screen.getByRole('link', { name: 'Izradi prvi predložak' });
    expect(link.getAttribute('href')).toBe('/template?type=DOMESTIC');
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('says "created" only for a save without validations (000 §4)', () => {
    const state = createSaveOutcomeState({ name: 'Agro Baranja', validations: [] }, true);
    renderTemplatesPage({ templates: [AGRO], entry: { pathname: '/templates', state } });
    expect(screen.getByText('Predložak Agro Baranja je izrađen.')).toBeTruthy();
  });

  it('says "saved with notices" and lists them by field when validations came back', () => {
    const state = createSaveOutcomeState(
      {
        name: 'Mueller Berlin',
        validations: [
          {
            field: 'payment.creditorAccount.iban',
            code: 'IBAN_EXPECTED',
            description: 'server text',
          },
        ],
      },
      true,
    );
    renderTemplatesPage({ templates: [MUELLER], entry: { pathname: '/templates', state } });
    expect(screen.getByText('Predložak Mueller Berlin je spremljen uz napomene:')).toBeTruthy();
    expect(screen.queryByText(/je izrađen/)).toBeNull();
    expect(screen.getByRole('listitem').textContent).toMatch(/^Račun primatelja: /);
  });
});
