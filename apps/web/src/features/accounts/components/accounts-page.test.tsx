import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import type { TAccount, TSession } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { accountsListQueryKey } from '../../../api/accounts';
import { SessionContext, type TSessionContext } from '../../../app/session/session-context';
import { createTestAccount } from '../../../../test/account-fixtures';
import { stubApi, type TStubbedAnswer, type TStubbedCall } from '../../../../test/api-stub';
import { renderInLocale } from '../../../../test/render';
import AccountsPage from './accounts-page';

const MAIN = createTestAccount({
  id: '0b7e1f52-3c1a-4d8e-9f60-2a4b5c6d7e8f',
  iban: 'HR1723600001100000013',
  nickname: 'Glavni račun',
  balances: { EXPECTED: '1250.00' },
});
const SUPPLIERS = createTestAccount({
  id: '1c8f2a63-4d2b-4e9f-8a71-3b5c6d7e8f90',
  iban: 'HR1210010051863000160',
  nickname: 'Dobavljači',
  balances: { EXPECTED: '80.00' },
});
const USD = createTestAccount({
  id: '2d903b74-5e3c-4fa0-9b82-4c6d7e8f90a1',
  iban: 'HR2124840081100000027',
  currency: 'USD',
  nickname: 'Devizni račun',
  balances: { EXPECTED: '10.00' },
});
const SAVED = [MAIN, SUPPLIERS, USD];

const SESSION: TSession = {
  id: '0b7e2a52-5c8e-4d53-9a3e-3f1f4c1d2e5a',
  createdAt: '2026-11-27T09:00:00.000Z',
  idleTimeoutSeconds: 300,
  loginType: 'MOCK',
  allowedServices: [],
  permission: {
    personId: 1001,
    personName: 'Ana Kovačević',
    authorizationLevel: 3,
    customerDetails: { customerId: 1000, name: 'Slavonska žitna d.o.o.', oib: '12345678903' },
  },
  companies: [],
};

const SIGNED_IN: TSessionContext = {
  session: SESSION,
  hasSignedOut: false,
  startSession: () => Promise.resolve(),
  signOut: () => Promise.resolve(),
  switchCompany: () => Promise.resolve(),
  finishSignOut: () => undefined,
};

/** PATCH /accounts as the server answers it: the accounts in the order sent. */
function acceptOrder(call: TStubbedCall): TStubbedAnswer {
  const { order } = call.body as { order: string[] };
  return {
    body: { accounts: order.map((id) => SAVED.find((account) => account.id === id)) },
  };
}

/** The saved order already in the cache; a menu link beside the page, as the shell has. */
function renderAccountsPage(
  answer: (call: TStubbedCall) => TStubbedAnswer = acceptOrder,
  { locale = 'hr' }: { locale?: TLocale } = {},
) {
  const calls = stubApi(answer);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(accountsListQueryKey, { accounts: SAVED });
  const rendered = renderInLocale(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={SIGNED_IN}>
        <MemoryRouter initialEntries={['/accounts']}>
          <nav>
            <Link to="/payments">Plaćanja</Link>
          </nav>
          <Routes>
            <Route path="/accounts" element={<AccountsPage />} />
            <Route path="/payments" element={<h1>Pregled plaćanja</h1>} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
    { locale },
  );
  const patches = () =>
    calls.filter((call) => call.method === 'PATCH' && call.path === '/accounts');
  return { ...rendered, calls, patches, queryClient };
}

const NAMES = SAVED.map((account) => account.accountDetails.nickname ?? '');

function readOrder(): string[] {
  return screen
    .getAllByTestId('account-order-row')
    .map((row) => NAMES.find((name) => row.textContent?.includes(name)) ?? '');
}

function readCardOrder(): string[] {
  return screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')
    .filter((text) => NAMES.includes(text));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/accounts, the order as an edit mode', () => {
  it('keeps the moves on screen and saves them with one PATCH of the whole order shown', async () => {
    const { user, patches, queryClient } = renderAccountsPage();
    await user.click(screen.getByRole('button', { name: 'Promijeni redoslijed' }));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Promjena redoslijeda računa' }),
    );
    // The rows lead nowhere while the mode is open; the view switch waits for it to end.
    expect(screen.queryByRole('link', { name: /Glavni račun/ })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Prikaz računa' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pomakni dolje: Glavni račun' }));
    await user.click(screen.getByRole('button', { name: 'Pomakni gore: Devizni račun' }));
    expect(readOrder()).toEqual(['Dobavljači', 'Devizni račun', 'Glavni račun']);
    expect(patches()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Spremi redoslijed' }));
    await screen.findByRole('button', { name: 'Promijeni redoslijed' });
    expect(patches()).toHaveLength(1);
    expect(patches()[0]?.body).toEqual({ order: [SUPPLIERS.id, USD.id, MAIN.id] });
    expect(readCardOrder()).toEqual(['Dobavljači', 'Devizni račun', 'Glavni račun']);
    expect(
      queryClient
        .getQueryData<{ accounts: TAccount[] }>(accountsListQueryKey)
        ?.accounts.map((a) => a.id),
    ).toEqual([SUPPLIERS.id, USD.id, MAIN.id]);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Promijeni redoslijed' }),
      ),
    );
  });

  it('asks before a cancel throws moves away, keeps them on "keep changing", and restores the saved order', async () => {
    const { user, patches } = renderAccountsPage();
    await user.click(screen.getByRole('button', { name: 'Promijeni redoslijed' }));
    await user.click(screen.getByRole('button', { name: 'Pomakni dolje: Glavni račun' }));
    await user.click(screen.getByRole('button', { name: 'Odustani' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Odbaciti promjene redoslijeda?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Nastavi s promjenom' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(readOrder()).toEqual(['Dobavljači', 'Glavni račun', 'Devizni račun']);

    await user.click(screen.getByRole('button', { name: 'Odustani' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Odbaci promjene',
      }),
    );
    const changeOrder = await screen.findByRole('button', { name: 'Promijeni redoslijed' });
    expect(readCardOrder()).toEqual(['Glavni račun', 'Dobavljači', 'Devizni račun']);
    expect(patches()).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(changeOrder));
  });

  it('leaves at once on a cancel without moves, and a move undone by hand counts as none', async () => {
    const { user, patches } = renderAccountsPage();
    await user.click(screen.getByRole('button', { name: 'Promijeni redoslijed' }));
    await user.click(screen.getByRole('button', { name: 'Odustani' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Promijeni redoslijed' })).toBe(
      document.activeElement,
    );

    await user.click(screen.getByRole('button', { name: 'Promijeni redoslijed' }));
    await user.click(screen.getByRole('button', { name: 'Pomakni dolje: Glavni račun' }));
    await user.click(screen.getByRole('button', { name: 'Pomakni gore: Glavni račun' }));
    await user.click(screen.getByRole('button', { name: 'Odustani' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(readCardOrder()).toEqual(['Glavni račun', 'Dobavljači', 'Devizni račun']);
    expect(patches()).toHaveLength(0);
  });

  it("keeps the unsaved order and the mode when the server refuses it, in the server's words", async () => {
    const { user, patches } = renderAccountsPage(() => ({
      status: 400,
      body: {
        errorId: 'e1',
        errorCode: 'VALIDATION_FAILED',
        description: 'Provjerite unesene podatke.',
        validations: [
          { field: 'order', code: 'FIELD_INVALID', description: 'Redoslijed nije ispravan.' },
        ],
        traceId: 't1',
      },
    }));
    await user.click(screen.getByRole('button', { name: 'Promijeni redoslijed' }));
    await user.click(screen.getByRole('button', { name: 'Pomakni gore: Devizni račun' }));
    await user.click(screen.getByRole('button', { name: 'Spremi redoslijed' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Provjerite unesene podatke.');
    expect(alert.textContent).toContain('Redoslijed nije ispravan.');
    expect(patches()).toHaveLength(1);
    expect(readOrder()).toEqual(['Glavni račun', 'Devizni račun', 'Dobavljači']);
    expect(screen.getByRole('button', { name: 'Spremi redoslijed' })).toBeTruthy();
  });

  it('moves by Alt and the arrows on a focused account, keeps the focus on it and says its place', async () => {
    const { user, patches } = renderAccountsPage();
    await user.click(screen.getByRole('button', { name: 'Promijeni redoslijed' }));
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Pomakni dolje: Glavni račun' }),
    );

    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(readOrder()).toEqual(['Dobavljači', 'Glavni račun', 'Devizni račun']);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Pomakni dolje: Glavni račun' }),
    );
    expect(screen.getByRole('status').textContent).toBe('Glavni račun: 2. mjesto od 3.');

    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(readOrder()).toEqual(['Dobavljači', 'Devizni račun', 'Glavni račun']);
    // Last now: its down button is off, so its up button takes the focus.
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Pomakni gore: Glavni račun' }),
    );
    expect(screen.getByRole('status').textContent).toBe('Glavni račun: 3. mjesto od 3.');

    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByRole('status').textContent).toBe('Glavni račun je već na zadnjem mjestu.');

    // The buttons by Enter move it too, and the focus stays with the account.
    await user.keyboard('{Enter}');
    expect(readOrder()).toEqual(['Dobavljači', 'Glavni račun', 'Devizni račun']);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Pomakni gore: Glavni račun' }),
    );
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(readOrder()).toEqual(['Glavni račun', 'Dobavljači', 'Devizni račun']);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Pomakni dolje: Glavni račun' }),
    );
    expect(patches()).toHaveLength(0);
  });

  it('asks before a menu link leaves unsaved moves: Stay keeps them, Leave goes', async () => {
    const { user, patches } = renderAccountsPage();
    await user.click(screen.getByRole('button', { name: 'Promijeni redoslijed' }));
    await user.click(screen.getByRole('button', { name: 'Pomakni dolje: Glavni račun' }));

    await user.click(screen.getByRole('link', { name: 'Plaćanja' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Napustiti stranicu bez spremanja?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Ostani na stranici' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(readOrder()).toEqual(['Dobavljači', 'Glavni račun', 'Devizni račun']);

    await user.click(screen.getByRole('link', { name: 'Plaćanja' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Napusti stranicu',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Pregled plaćanja' });
    expect(patches()).toHaveLength(0);
  });

  it('lets a menu link go without asking when nothing was moved', async () => {
    const { user } = renderAccountsPage();
    await user.click(screen.getByRole('button', { name: 'Promijeni redoslijed' }));
    await user.click(screen.getByRole('link', { name: 'Plaćanja' }));
    await screen.findByRole('heading', { level: 1, name: 'Pregled plaćanja' });
  });

  it('speaks English', async () => {
    const { user } = renderAccountsPage(acceptOrder, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Change order' }));
    await user.click(screen.getByRole('button', { name: 'Move up: Devizni račun' }));
    expect(screen.getByRole('status').textContent).toBe('Devizni račun: position 2 of 3.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Discard the changes to the order?',
    });
    expect(within(dialog).getByRole('button', { name: 'Keep changing' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Discard changes' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await screen.findByRole('button', { name: 'Change order' });
  });
});
