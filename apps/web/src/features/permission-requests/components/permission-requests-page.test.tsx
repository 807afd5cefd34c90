import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import type { TAuthorityChangeRequest, TFrontendConfig } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { stubApi, type TStubbedAnswer, type TStubbedCall } from '../../../../test/api-stub';
import { renderInLocale } from '../../../../test/render';
import { ConfigContext } from '../../../app/config/config-context';
import {
  REVOKE_CHALLENGE,
  createChangeRequest,
  createRejectedRequest,
  createRevokeRequest,
} from '../test-support/request-fixtures';
import PermissionRequestsPage from './permission-requests-page';

const CONFIG = { demoMode: false } as TFrontendConfig['configuration'];

/** A whole flow typed and pressed like a person: slower than the 5 s default on a busy machine. */
const FLOW_TIMEOUT_MS = 20_000;

const REQUESTS: TAuthorityChangeRequest[] = [
  createChangeRequest(),
  createRevokeRequest(),
  createRejectedRequest(),
];

/** A request older than the list's first page: only asking for it by its id finds it. */
const OLDER = createChangeRequest({
  requestId: '12',
  status: 'EXECUTED',
  displayStatus: 'EXECUTED',
  createdAt: '2026-10-02T08:00:00.000Z',
  actions: { canAuthorize: false, canDelete: false },
});

function ShownAddress() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(
  answer: (call: TStubbedCall) => TStubbedAnswer | undefined = () => undefined,
  { locale = 'hr', entry = '/permission-requests' }: { locale?: TLocale; entry?: string } = {},
) {
  const calls = stubApi((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.method === 'GET' && call.path === '/authority-level-change-requests')
      return { body: { requests: REQUESTS, metadata: { nextCursor: null } } };
    const one = /^\/authority-level-change-requests\/(\d+)$/.exec(call.path);
    if (call.method === 'GET' && one) {
      const found = [...REQUESTS, OLDER].find((request) => request.requestId === one[1]);
      return found
        ? { body: found }
        : {
            status: 404,
            body: { errorId: 'e', errorCode: 'NOT_FOUND', description: 'Nema.', traceId: 't' },
          };
    }
    return { status: 404, body: {} };
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  const rendered = renderInLocale(
    <QueryClientProvider client={queryClient}>
      <ConfigContext.Provider value={CONFIG}>
        <MemoryRouter initialEntries={[entry]}>
          <PermissionRequestsPage />
          <ShownAddress />
        </MemoryRouter>
      </ConfigContext.Provider>
    </QueryClientProvider>,
    { locale },
  );
  return { ...rendered, calls };
}

function requestCard(requestId: string): HTMLElement {
  const card = document.querySelector<HTMLElement>(`[data-request="${requestId}"]`);
  if (!card) throw new Error(`no request ${requestId}`);
  return card;
}

/** The addresses fetch was called with, queries included. */
function fetchedUrls(): string[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) =>
      input instanceof Request ? input.url : input instanceof URL ? input.href : input,
    );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/permission-requests', () => {
  it('shows each request with its person, action, status, author, signers and only the actions the server offers', async () => {
    renderPage();
    await screen.findByRole('heading', {
      level: 3,
      name: 'Zahtjev 42: Promjena ovlaštenja, Marko Šimić',
    });
    const waiting = requestCard('42');
    expect(waiting.textContent).toContain('Čeka potpis');
    expect(waiting.textContent).toContain('(Ana Kovačević)');
    expect(waiting.textContent).toContain('još nitko nije potpisao');
    expect(within(waiting).getByRole('button', { name: 'Potpiši zahtjev 42' })).toBeTruthy();
    expect(within(waiting).getByRole('button', { name: 'Obriši zahtjev 42' })).toBeTruthy();
    expect(within(waiting).getByRole('button', { name: 'Preuzmi PDF zahtjeva 42' })).toBeTruthy();

    const revoke = requestCard('41');
    expect(revoke.textContent).toContain('Zahtjev 41: Opoziv ovlaštenja, Petar Babić');
    expect(revoke.textContent).toContain('Djelomično autoriziran');
    expect(revoke.textContent).toContain('Čeka potpis drugog zastupnika tvrtke.');
    expect(revoke.textContent).toMatch(/Ana Kovačević, 26\.11\.2026\. 15:01/);

    const rejected = requestCard('40');
    expect(rejected.textContent).toContain('Odbijen');
    expect(rejected.textContent).toContain(
      'Razlog odbijanja: Promjenom bi račun ostao bez osobe koja može potpisati njegove naloge.',
    );
    expect(rejected.textContent).toContain('Željka Đurđević');
    expect(within(rejected).queryByRole('button', { name: /Potpiši|Obriši/ })).toBeNull();
    expect(within(rejected).getByRole('button', { name: 'Preuzmi PDF zahtjeva 40' })).toBeTruthy();

    // The recapitulation waits behind Details: before and after per account.
    const details = within(waiting).getByText('Detalji: ovlaštenja prije i nakon promjene');
    expect(details.closest('details')?.open).toBe(false);
    const table = within(waiting).getByRole('table');
    expect(table.textContent).toContain('Glavni račun');
    expect(table.textContent).toContain('do 1.000,00 EUR po transakciji');
  });

  it('opens the request a link names with its details, where it stands in the list', async () => {
    renderPage(undefined, { entry: '/permission-requests?requestId=41' });
    await screen.findByRole('heading', { level: 3, name: /Zahtjev 41/ });
    const card = requestCard('41');
    expect(card.getAttribute('data-linked')).toBe('true');
    expect(card.querySelector('details')?.open).toBe(true);
    expect(requestCard('42').querySelector('details')?.open).toBe(false);
    const rows = within(card).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toContain('Plaće');
    expect(rows[1]?.textContent).toContain('Bez ovlasti (promijenjeno)');
    expect(document.querySelectorAll('[data-request="41"]')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Zahtjev iz poveznice' })).toBeNull();
  });

  it('shows a linked request the list does not hold above the list', async () => {
    renderPage(undefined, { entry: '/permission-requests?requestId=12' });
    const linked = await screen.findByRole('region', { name: 'Zahtjev iz poveznice' });
    const card = within(linked).getByRole('article');
    expect(card.getAttribute('data-request')).toBe('12');
    expect(card.textContent).toContain('Proveden');
    expect(card.querySelector('details')?.open).toBe(true);
    expect(within(card).queryByRole('button', { name: /Potpiši|Obriši/ })).toBeNull();
  });

  it('says so when the linked request is not there', async () => {
    renderPage(undefined, { entry: '/permission-requests?requestId=99' });
    expect(await screen.findByText('Zahtjev 99 nije pronađen.')).toBeTruthy();
  });

  it(
    'lets a second representative sign with a challenge of their own, showing what is signed',
    async () => {
      const { user, calls } = renderPage((call) =>
        call.method === 'PATCH' && call.path.endsWith('/preauthorization')
          ? { body: REVOKE_CHALLENGE }
          : call.method === 'PATCH' && call.path.endsWith('/authorization')
            ? {
                body: createRevokeRequest({
                  status: 'AUTHORIZED',
                  displayStatus: 'AUTHORIZED',
                  actions: { canAuthorize: false, canDelete: false },
                }),
              }
            : undefined,
      );
      await user.click(await screen.findByRole('button', { name: 'Potpiši zahtjev 41' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Potpisivanje zahtjeva za ovlaštenja',
      });
      expect(await within(dialog).findByText('Petar Babić')).toBeTruthy();
      expect(within(dialog).getByText('Opoziv ovlaštenja')).toBeTruthy();
      expect(within(dialog).getByText('Plaće')).toBeTruthy();
      expect(within(dialog).getAllByText('Bez ovlasti')).toHaveLength(2);
      expect(
        calls.some(
          (call) =>
            call.method === 'PATCH' &&
            call.path === '/authority-level-change-requests/41/preauthorization',
        ),
      ).toBe(true);
      await user.type(within(dialog).getByRole('textbox', { name: 'Kod s tokena' }), '12345678');
      await user.click(within(dialog).getByRole('button', { name: 'Potpiši' }));
      expect(await within(dialog).findByText('Zahtjev je autoriziran')).toBeTruthy();
      expect(dialog.textContent).toContain('provesti u kratkom roku');
    },
    FLOW_TIMEOUT_MS,
  );

  it('deletes an unsigned request after the question, by keyboard, in English', async () => {
    const { user, calls } = renderPage(
      (call) => (call.method === 'DELETE' ? { status: 204 } : undefined),
      { locale: 'en' },
    );
    await user.click(await screen.findByRole('button', { name: 'Delete request 42' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete request 42?' });
    expect(question.textContent).toContain(
      'Authority change for Marko Šimić will not go to the bank. The authority stays as it is.',
    );
    // The safe answer has the focus; Shift+Tab reaches the deletion, Enter confirms it.
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Request 42 is deleted.')).toBeTruthy();
    expect(
      calls.some(
        (call) => call.method === 'DELETE' && call.path === '/authority-level-change-requests/42',
      ),
    ).toBe(true);
  });

  it('filters by status, asking the server and keeping it in the address', async () => {
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 3, name: /Zahtjev 42/ });
    await user.click(screen.getByRole('button', { name: /Status$/ }));
    await user.click(await screen.findByRole('option', { name: 'Odbijen' }));
    await waitFor(() =>
      expect(fetchedUrls().some((url) => url.includes('status=REJECTED'))).toBe(true),
    );
    expect(screen.getByTestId('address').textContent).toBe('/permission-requests?status=REJECTED');
  });

  it('downloads the request as a PDF from its document route in the interface language', async () => {
    const createObjectURL = vi.fn(() => 'blob:request-42');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const { user, calls } = renderPage((call) =>
      call.path.endsWith('/document') ? { body: {} } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Preuzmi PDF zahtjeva 42' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls.some((call) => call.path === '/authority-level-change-requests/42/document')).toBe(
      true,
    );
    expect(fetchedUrls().some((url) => url.includes('/42/document?locale=hr_hr'))).toBe(true);
  });
});
