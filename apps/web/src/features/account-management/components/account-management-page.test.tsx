import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import type { TAuthorizedPersons, TFrontendConfig, TSession } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { stubApi, type TStubbedAnswer, type TStubbedCall } from '../../../../test/api-stub';
import { renderInLocale } from '../../../../test/render';
import { ConfigContext } from '../../../app/config/config-context';
import { SessionContext, type TSessionContext } from '../../../app/session/session-context';
import {
  ANA_ID,
  AUTHORITY_CHALLENGE,
  AUTHORIZED_PERSONS,
  BRANCH_ACCOUNT_ID,
  MAIN_ACCOUNT_ID,
  MARKO_ID,
  PAYROLL_ACCOUNT_ID,
  PETAR_ID,
  createAuthorityRequest,
} from '../test-support/authority-fixtures';
import AccountManagementPage from './account-management-page';

const CONFIG = { demoMode: false } as TFrontendConfig['configuration'];

const SESSION_STATE: TSessionContext = {
  session: { permission: { customerDetails: { customerId: 100245 } } } as TSession,
  hasSignedOut: false,
  startSession: () => Promise.resolve(),
  signOut: () => Promise.resolve(),
  switchCompany: () => Promise.resolve(),
  finishSignOut: () => undefined,
};

/** A whole flow typed and pressed like a person: slower than the 5 s default on a busy machine. */
const FLOW_TIMEOUT_MS = 20_000;

function ShownAddress() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(
  answer: (call: TStubbedCall) => TStubbedAnswer | undefined = () => undefined,
  {
    locale = 'hr',
    entry = '/account-management',
    persons = AUTHORIZED_PERSONS,
  }: { locale?: TLocale; entry?: string; persons?: TAuthorizedPersons } = {},
) {
  const calls = stubApi(
    (call) =>
      answer(call) ??
      (call.path === '/account-management/authorized-persons'
        ? { body: persons }
        : { status: 404, body: {} }),
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  const rendered = renderInLocale(
    <QueryClientProvider client={queryClient}>
      <ConfigContext.Provider value={CONFIG}>
        <SessionContext.Provider value={SESSION_STATE}>
          <MemoryRouter initialEntries={[entry]}>
            <AccountManagementPage />
            <ShownAddress />
          </MemoryRouter>
        </SessionContext.Provider>
      </ConfigContext.Provider>
    </QueryClientProvider>,
    { locale },
  );
  return { ...rendered, calls };
}

function posts(calls: readonly TStubbedCall[]) {
  return calls.filter(
    (call) => call.method === 'POST' && call.path === '/authority-level-change-requests',
  );
}

function personCard(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function accountRow(container: HTMLElement, accountId: string): HTMLElement {
  const row = container.querySelector<HTMLElement>(`[data-account="${accountId}"]`);
  if (!row) throw new Error(`no row for ${accountId}`);
  return row;
}

function formLine(accountId: string): HTMLElement {
  const line = document.querySelector<HTMLElement>(`[data-account-line="${accountId}"]`);
  if (!line) throw new Error(`no form line for ${accountId}`);
  return line;
}

async function choose(
  user: ReturnType<typeof renderPage>['user'],
  container: HTMLElement,
  field: RegExp,
  option: string,
) {
  await user.click(within(container).getByRole('button', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/account-management, the authorised persons', () => {
  it('shows every person with their authority per account, the marks and a request in progress', async () => {
    renderPage();
    const ana = await screen.findByRole('region', { name: 'Ana Kovačević' });
    expect(ana.textContent).toContain('Zastupnik tvrtke');
    expect(ana.textContent).toContain('Vi');
    expect(ana.textContent).toContain('Prijava: Unos i autorizacija naloga');
    const anaMain = accountRow(ana, MAIN_ACCOUNT_ID);
    expect(anaMain.textContent).toContain('Glavni račun');
    expect(anaMain.textContent).toContain('2 potpisa');
    expect(anaMain.textContent).toContain('Unos i autorizacija');
    expect(anaMain.textContent).toContain('Po transakciji');
    expect(anaMain.textContent).toContain('10.000,00 EUR');
    expect(anaMain.textContent).toContain('Domaća i strana');
    expect(accountRow(ana, BRANCH_ACCOUNT_ID).textContent).toContain('Bez ovlasti');
    expect(accountRow(ana, BRANCH_ACCOUNT_ID).getAttribute('data-level')).toBe('NONE');

    const marko = personCard('Marko Šimić');
    const pending = within(marko).getByRole('link', { name: 'Zahtjev 17 u tijeku' });
    expect(pending.getAttribute('href')).toBe('/permission-requests?requestId=17');
    expect(accountRow(marko, MAIN_ACCOUNT_ID).textContent).toContain('Bez limita');
    expect(personCard('Ivana Jurić').textContent).toContain('Prijava: Samo autorizacija naloga');
    expect(personCard('Petar Babić').textContent).toContain('Prijava: Samo unos naloga');
    expect(
      within(marko).getByRole('button', { name: 'Promijeni ovlaštenja: Marko Šimić' }),
    ).toBeTruthy();
    expect(screen.getByText('Prikazane su 4 osobe.')).toBeTruthy();
  });

  it('writes amounts the English way in English', async () => {
    renderPage(undefined, { locale: 'en' });
    const ana = await screen.findByRole('region', { name: 'Ana Kovačević' });
    expect(accountRow(ana, MAIN_ACCOUNT_ID).textContent).toContain('10,000.00 EUR');
    expect(ana.textContent).toContain('Company representative');
    expect(screen.getByRole('heading', { level: 1, name: 'Authorised persons' })).toBeTruthy();
  });

  it('filters by account and by person, keeping both in the address', async () => {
    const { user } = renderPage();
    const filters = await screen.findByRole('group', { name: 'Filtri' });
    await choose(user, filters, /Račun$/, 'Podružnica Zagreb');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ana Kovačević' })).toBeNull());
    expect(screen.getByTestId('address').textContent).toBe(
      `/account-management?account=${BRANCH_ACCOUNT_ID}`,
    );
    expect(screen.getByText('Bez ovlasti na ovom računu: Ana Kovačević.')).toBeTruthy();
    const marko = personCard('Marko Šimić');
    expect(marko.querySelectorAll('tbody tr')).toHaveLength(1);

    await choose(user, filters, /Osoba$/, 'Petar Babić');
    expect(screen.getByTestId('address').textContent).toBe(
      `/account-management?account=${BRANCH_ACCOUNT_ID}&person=${PETAR_ID}`,
    );
    expect(screen.queryByRole('region', { name: 'Marko Šimić' })).toBeNull();
    expect(personCard('Petar Babić')).toBeTruthy();
    expect(screen.getByText('Prikazana je 1 osoba.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Prikaži sve' }));
    expect(screen.getByTestId('address').textContent).toBe('/account-management');
    expect(await screen.findByRole('region', { name: 'Ana Kovačević' })).toBeTruthy();
  });

  it('opens filtered from a link, and offers no change to a person who may not ask for one', async () => {
    renderPage(undefined, {
      entry: `/account-management?person=${MARKO_ID}`,
      persons: { ...AUTHORIZED_PERSONS, canRequest: false },
    });
    expect(await screen.findByRole('region', { name: 'Marko Šimić' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ana Kovačević' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Promijeni ovlaštenja/ })).toBeNull();
    expect(screen.getByText(/Ovlaštenja možete pregledati/)).toBeTruthy();
  });
});

describe('/account-management?change=…, the change of a person’s authority', () => {
  it(
    'offers the limit type only for a level that signs and the amount only for a type with one',
    async () => {
      const { user } = renderPage(undefined, { entry: `/account-management?change=${MARKO_ID}` });
      await screen.findByRole('heading', {
        level: 1,
        name: 'Promjena ovlaštenja: Marko Šimić',
      });
      const main = formLine(MAIN_ACCOUNT_ID);
      const limitType = () => within(main).getByRole('button', { name: /Vrsta limita$/ });
      const amount = () => within(main).getByRole('textbox', { name: /Iznos limita/ });
      // Prefilled with what holds now: enter and authorise, no limit, so no amount.
      expect(within(main).getByRole('button', { name: /Ovlast$/ }).textContent).toContain(
        'Unos i autorizacija',
      );
      expect(limitType().textContent).toContain('Bez limita');
      expect(amount()).toHaveProperty('disabled', true);

      await choose(user, main, /Vrsta limita$/, 'Po transakciji');
      expect(amount()).toHaveProperty('disabled', false);

      await choose(user, main, /Ovlast$/, 'Unos');
      expect(limitType()).toHaveProperty('disabled', true);
      expect(limitType().textContent).toContain('Bez limita');
      expect(amount()).toHaveProperty('disabled', true);

      await choose(user, main, /Ovlast$/, 'Autorizacija');
      expect(limitType()).toHaveProperty('disabled', false);
      expect(main.textContent).toContain('promijenjeno');
      expect(screen.getByText('Promijenjen je 1 račun.')).toBeTruthy();
    },
    FLOW_TIMEOUT_MS,
  );

  it('says the request changes nothing when nothing changed, and sends nothing', async () => {
    const { user, calls } = renderPage(undefined, {
      entry: `/account-management?change=${MARKO_ID}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Nastavi na provjeru' }));
    expect(
      await screen.findByText('Zahtjev ništa ne mijenja: osoba već ima ta ovlaštenja.'),
    ).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Promjena ovlaštenja: Marko Šimić',
    );
  });

  it(
    'asks for an amount where the limit takes one, then sends only the changed account after a recapitulation of before and after, and signs',
    async () => {
      const { user, calls } = renderPage((call) =>
        call.method === 'POST'
          ? {
              status: 201,
              body: {
                request: createAuthorityRequest(),
                preauthorization: AUTHORITY_CHALLENGE,
              },
            }
          : call.method === 'PATCH'
            ? {
                body: createAuthorityRequest({
                  status: 'PARTIALLY_AUTHORIZED',
                  displayStatus: 'ALREADY_SIGNED',
                  signatures: [
                    {
                      personName: 'Ana Kovačević',
                      method: 'TOKEN',
                      signedAt: '2026-11-27T09:01:00Z',
                    },
                  ],
                }),
              }
            : undefined,
      );
      await user.click(
        await screen.findByRole('button', { name: 'Promijeni ovlaštenja: Marko Šimić' }),
      );
      const main = formLine(MAIN_ACCOUNT_ID);
      await choose(user, main, /Vrsta limita$/, 'Po transakciji');
      await user.click(screen.getByRole('button', { name: 'Nastavi na provjeru' }));
      expect(
        (await screen.findAllByText('Glavni račun, Iznos limita: Upišite iznos limita.')).length,
      ).toBe(1);
      expect(posts(calls)).toHaveLength(0);

      await user.type(within(main).getByRole('textbox', { name: /Iznos limita/ }), '1.000,00');
      await user.click(screen.getByRole('button', { name: 'Nastavi na provjeru' }));
      await screen.findByRole('heading', {
        level: 1,
        name: 'Provjera promjene ovlaštenja: Marko Šimić',
      });
      const recap = screen.getByRole('table', {
        name: 'Ovlaštenja po računima prije i nakon promjene',
      });
      const rows = within(recap).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.textContent).toContain('Glavni račun');
      const [before, after] = within(rows[0] as HTMLElement).getAllByRole('cell');
      expect(before?.textContent).toBe('Unos i autorizacijabez limita');
      expect(after?.textContent).toContain('do 1.000,00 EUR po transakciji (promijenjeno)');
      expect(after?.textContent).not.toContain('Unos i autorizacija (promijenjeno)');
      expect(screen.getByText('Ostali računi ostaju nepromijenjeni.')).toBeTruthy();
      expect(posts(calls)).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Potvrdi i potpiši' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Potpisivanje zahtjeva za ovlaštenja',
      });
      expect(posts(calls)).toHaveLength(1);
      expect(posts(calls)[0]?.body).toEqual({
        customerId: 100245,
        personId: MARKO_ID,
        actionType: 'CHANGE',
        accounts: [
          {
            accountId: MAIN_ACCOUNT_ID,
            authorityLevel: 'ENTER_AND_AUTHORIZE',
            limitType: 'PER_TRANSACTION',
            limitAmount: '1000.00',
          },
        ],
      });
      expect(posts(calls)[0]?.headers['idempotency-key']).toBeTruthy();
      // The create answer's challenge is signed first: no preauthorisation of its own.
      expect(calls.some((call) => call.path.endsWith('/preauthorization'))).toBe(false);
      expect(within(dialog).getByText('Marko Šimić')).toBeTruthy();
      expect(within(dialog).getByText('Promjena ovlaštenja')).toBeTruthy();
      expect(within(dialog).getByText('Glavni račun')).toBeTruthy();
      expect(
        within(dialog).getByText('Unos i autorizacija, do 1.000,00 EUR po transakciji'),
      ).toBeTruthy();

      await user.type(within(dialog).getByRole('textbox', { name: 'Kod s tokena' }), '87654321');
      await user.click(within(dialog).getByRole('button', { name: 'Potpiši' }));
      expect(
        await within(dialog).findByText('Zahtjev je potpisan i čeka drugog zastupnika'),
      ).toBeTruthy();
      expect(dialog.textContent).toContain('Drugi zastupnik zahtjev potpisuje');
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "puts the server's refusals on the rows of the lines it names",
    async () => {
      const { user } = renderPage(
        (call) =>
          call.method === 'POST'
            ? {
                status: 422,
                body: {
                  errorId: 'e1',
                  errorCode: 'VALIDATION_FAILED',
                  description: 'Zahtjev nije ispravan.',
                  validations: [
                    {
                      field: 'accounts[0].limitAmount',
                      code: 'AMOUNT_TOO_LARGE',
                      description: 'x',
                    },
                    {
                      field: 'accounts[1].authorityLevel',
                      code: 'ACCOUNT_WITHOUT_SIGNATORY',
                      description: 'y',
                    },
                  ],
                  traceId: 't1',
                },
              }
            : undefined,
        { entry: `/account-management?change=${MARKO_ID}` },
      );
      await screen.findByRole('heading', { level: 1, name: 'Promjena ovlaštenja: Marko Šimić' });
      const main = formLine(MAIN_ACCOUNT_ID);
      await choose(user, main, /Vrsta limita$/, 'Dnevni limit');
      await user.type(within(main).getByRole('textbox', { name: /Iznos limita/ }), '5.000,00');
      await choose(user, formLine(PAYROLL_ACCOUNT_ID), /Ovlast$/, 'Bez ovlasti');
      await user.click(screen.getByRole('button', { name: 'Nastavi na provjeru' }));
      await user.click(await screen.findByRole('button', { name: 'Potvrdi i potpiši' }));
      await screen.findByText('Zahtjev nije spremljen');

      const mainAmount = within(formLine(MAIN_ACCOUNT_ID)).getByRole('textbox', {
        name: /Iznos limita/,
      });
      expect(mainAmount.getAttribute('aria-invalid')).toBe('true');
      expect(formLine(PAYROLL_ACCOUNT_ID).textContent).toContain(
        'Promjenom bi račun ostao bez osobe koja može potpisati njegove naloge.',
      );
      expect(formLine(MAIN_ACCOUNT_ID).textContent).toContain(
        'Iznos smije imati najviše 12 znamenki',
      );
      expect(formLine(MAIN_ACCOUNT_ID).textContent).not.toContain('Promjenom bi račun ostao');
      // Each refusal is named with its account in the summary at the top.
      const summary = screen.getByRole('alert');
      expect(summary.textContent).toContain('Glavni račun, Iznos limita:');
      expect(summary.textContent).toContain('1100000024 EUR, Ovlast:');
    },
    FLOW_TIMEOUT_MS,
  );

  it('reminds the person that a change of their own authority needs a second representative', async () => {
    renderPage(undefined, { entry: `/account-management?change=${ANA_ID}` });
    expect(await screen.findByText(/Mijenjate vlastita ovlaštenja/)).toBeTruthy();
    expect(screen.getByText(/mora ga potpisati i drugi zastupnik tvrtke/)).toBeTruthy();
  });
});

describe('/account-management?revoke=…, the revocation of a person’s authority', () => {
  it(
    'says what a revocation does before anything, then recapitulates and sends a revoke',
    async () => {
      const { user, calls } = renderPage((call) =>
        call.method === 'POST'
          ? {
              status: 201,
              body: {
                request: createAuthorityRequest({ actionType: 'REVOKE', personId: PETAR_ID }),
                preauthorization: null,
              },
            }
          : undefined,
      );
      await user.click(
        await screen.findByRole('button', { name: 'Opozovi ovlaštenja: Petar Babić' }),
      );
      const question = await screen.findByRole('alertdialog', {
        name: 'Opozvati ovlaštenja: Petar Babić?',
      });
      const text = question.textContent ?? '';
      expect(text).toContain('Osobi se oduzimaju sva ovlaštenja na svim računima tvrtke.');
      expect(text).toContain('gube pristup tvrtki');
      expect(text).toContain('samo u poslovnici banke');
      expect(text).toContain('Ovlaštenja za kartice i ovlaštenja kod Fine');
      expect(text).toContain('ne mijenjaju');
      expect(posts(calls)).toHaveLength(0);

      await user.click(
        within(question).getByRole('button', { name: 'Nastavi na provjeru opoziva' }),
      );
      await screen.findByRole('heading', {
        level: 1,
        name: 'Provjera opoziva ovlaštenja: Petar Babić',
      });
      const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(4);
      expect(rows[0]?.textContent).toContain('Unos');
      expect(rows[0]?.textContent).toContain('Bez ovlasti (promijenjeno)');

      await user.click(screen.getByRole('button', { name: 'Potvrdi i potpiši' }));
      expect(await screen.findByText(/Zahtjev 42 je spremljen/)).toBeTruthy();
      expect(posts(calls)[0]?.body).toEqual({
        customerId: 100245,
        personId: PETAR_ID,
        actionType: 'REVOKE',
        accounts: [],
      });
    },
    FLOW_TIMEOUT_MS,
  );

  it('goes back to the list when the question is answered no, in English', async () => {
    const { user, calls } = renderPage(undefined, {
      locale: 'en',
      entry: `/account-management?revoke=${PETAR_ID}`,
    });
    const question = await screen.findByRole('alertdialog', {
      name: 'Revoke the authority of Petar Babić?',
    });
    expect(question.textContent).toContain('Card and FINA authorisations are not changed');
    expect(question.textContent).toContain('only at a branch of the bank');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/account-management'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Authorised persons' }),
    ).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });
});
