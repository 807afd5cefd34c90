import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TStatement, TStatementTypes } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { renderInLocale } from '../../../../test/render';
import { getStatementListQueryKey, statementTypesQueryKey } from '../api/statement-query-keys';
import StatementsPage from './statements-page';

const ACCOUNT = {
  id: '0b7e1f52-3c1a-4d8e-9f60-2a4b5c6d7e8f',
  iban: 'HR1210010051863000160',
  currency: 'EUR',
  nickname: 'Glavni račun',
  personalizedNickname: null,
};

function createStatement(number: number, statementDate: string): TStatement {
  return {
    id: `5d0c3a1e-8b7f-4c2d-9e6a-1f2b3c4d5e${String(number).padStart(2, '0')}`,
    type: 'INDIVIDUAL',
    number,
    year: 2026,
    statementDate,
    periodFrom: statementDate,
    periodTo: statementDate,
    currency: 'EUR',
    account: ACCOUNT,
    groupAccounts: [],
    openingBalance: '1000.00',
    closingBalance: '750.00',
    debitTurnover: '250.00',
    creditTurnover: '0.00',
    debitCount: 1,
    creditCount: 0,
    createdAt: `${statementDate}T20:00:00.000Z`,
    cutOffAt: null,
    isDownloaded: false,
    downloadedAt: null,
    downloadedBy: null,
  };
}

const TYPES: TStatementTypes = {
  groupStatementEnabled: false,
  deliveryScope: 'FULL',
  statementsByAccount: [{ account: ACCOUNT, statementTypes: ['INDIVIDUAL'] }],
};

/** The delivery contract and the first page of statements, already answered. */
function renderStatementsPage(locale: TLocale) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(statementTypesQueryKey, TYPES);
  queryClient.setQueryData([...getStatementListQueryKey({}), { pageSize: 10 }], {
    pages: [
      {
        items: [createStatement(17, '2026-11-19'), createStatement(16, '2026-11-18')],
        nextCursor: null,
      },
    ],
    pageParams: [null],
  });
  return renderInLocale(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/statements']}>
        <StatementsPage />
      </MemoryRouter>
    </QueryClientProvider>,
    { locale },
  );
}

function readHeaders(): string[] {
  const table = screen.getByRole('grid');
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '')
    .filter((text) => text !== '');
}

describe('StatementsPage', () => {
  it('keeps "download selected" disabled until a statement is selected', async () => {
    const { user } = renderStatementsPage('hr');
    const pdf = screen.getByRole('button', { name: 'Preuzmi odabrane (PDF)' });
    const xml = screen.getByRole('button', { name: 'Preuzmi odabrane (camt.053 XML)' });
    expect([pdf, xml].map((button) => (button as HTMLButtonElement).disabled)).toEqual([
      true,
      true,
    ]);
    const row = screen.getAllByRole('row')[1];
    if (!row) throw new Error('no statement row');
    const checkbox = within(row).getByRole('checkbox');
    await user.click(checkbox);
    expect([pdf, xml].map((button) => (button as HTMLButtonElement).disabled)).toEqual([
      false,
      false,
    ]);
    await user.click(checkbox);
    expect((pdf as HTMLButtonElement).disabled).toBe(true);
    // The whole page renders and react-aria's grid handles each click: slow on a busy machine.
  }, 20_000);

  it.each([
    ['en', 'Download status', 'Files'],
    ['hr', 'Status preuzimanja', 'Datoteke'],
  ] as const)('names every column differently (%s)', (locale, state, files) => {
    renderStatementsPage(locale);
    const headers = readHeaders();
    expect(headers.slice(-2)).toEqual([state, files]);
    expect(new Set(headers).size).toBe(headers.length);
  });

  it('gives each row its PDF and XML in one group of actions', () => {
    renderStatementsPage('hr');
    const row = screen.getAllByRole('row')[1];
    if (!row) throw new Error('no statement row');
    const pdf = within(row).getByRole('button', { name: /kao PDF$/ });
    const xml = within(row).getByRole('button', { name: /kao camt\.053 XML$/ });
    expect(pdf.parentElement).toBe(xml.parentElement);
  });
});
