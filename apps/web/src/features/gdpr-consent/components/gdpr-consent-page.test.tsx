import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TFrontendConfig, TGdprConsentRequest, TGdprConsents } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { stubApi, type TStubbedAnswer, type TStubbedCall } from '../../../../test/api-stub';
import { createOrderChallenge } from '../../../../test/order-fixtures';
import { renderInLocale } from '../../../../test/render';
import { ConfigContext } from '../../../app/config/config-context';
import { CONSENTS_POLL_INTERVAL_MS } from '../api/gdpr-consents';
import GdprConsentPage from './gdpr-consent-page';

const BOTH_ON: TGdprConsents = {
  communicationAllowed: true,
  profilingAllowed: true,
  updatedAt: '2026-11-02T09:30:00.000Z',
  canRequest: true,
  requests: [],
};

function createRequest(patch: Partial<TGdprConsentRequest> = {}): TGdprConsentRequest {
  return {
    requestId: '42',
    status: 'CREATED',
    displayStatus: 'CREATED',
    communicationAllowed: false,
    profilingAllowed: true,
    rejectionCode: null,
    createdBy: 'ANA KOVAČEVIĆ',
    createdAt: '2026-11-27T08:00:00.000Z',
    signatures: [],
    actions: { canAuthorize: true, canDelete: true },
    ...patch,
  };
}

const CHALLENGE = createOrderChallenge({
  orderType: 'GDPR_CONSENT',
  signedFields: [
    { name: 'communicationAllowed', value: 'false' },
    { name: 'profilingAllowed', value: 'true' },
  ],
});

/** The server: GET answers `consents()`, the request calls answer as a bank that takes them. */
function playServer(
  consents: () => TGdprConsents,
  overrides: (call: TStubbedCall) => TStubbedAnswer | undefined = () => undefined,
) {
  return stubApi((call) => {
    const own = overrides(call);
    if (own) return own;
    if (call.method === 'GET' && call.path === '/gdpr-consents') return { body: consents() };
    if (call.method === 'POST' && call.path === '/gdpr-consent-requests')
      return {
        status: 201,
        body: { request: createRequest(), preauthorization: CHALLENGE },
      };
    if (call.path.endsWith('/preauthorize')) return { body: CHALLENGE };
    if (call.path.endsWith('/authorize'))
      return {
        body: createRequest({
          status: 'AUTHORIZED',
          displayStatus: 'AUTHORIZED',
          signatures: [
            {
              personName: 'ANA KOVAČEVIĆ',
              method: 'TOKEN',
              signedAt: '2026-11-27T08:01:00.000Z',
            },
          ],
          actions: { canAuthorize: false, canDelete: false },
        }),
      };
    if (call.method === 'DELETE') return { status: 204 };
    throw new Error(`unexpected call ${call.method} ${call.path}`);
  });
}

function renderPage(locale: TLocale = 'hr', entry = '/gdpr-consent') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInLocale(
    <QueryClientProvider client={queryClient}>
      <ConfigContext.Provider value={{ demoMode: false } as TFrontendConfig['configuration']}>
        <MemoryRouter initialEntries={[entry]}>
          <GdprConsentPage />
        </MemoryRouter>
      </ConfigContext.Provider>
    </QueryClientProvider>,
    { locale },
  );
}

/** An option's item in the list of the company's consents. */
function option(name: 'COMMUNICATION' | 'PROFILING'): HTMLElement {
  const item = document.querySelector<HTMLElement>(`li[data-option="${name}"]`);
  if (!item) throw new Error(`no option ${name}`);
  return item;
}

/** A whole flow typed and pressed like a person: slower than the 5 s default on a busy machine. */
const FLOW_TIMEOUT_MS = 20_000;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('GdprConsentPage, a representative who signs alone', () => {
  it(
    'turns an option off by keyboard only after its confirmation, and signs the change with the challenge the save answered',
    async () => {
      const calls = playServer(() => BOTH_ON);
      const { user } = renderPage();
      const communication = await screen.findByRole('switch', { name: 'Marketinška komunikacija' });
      expect((communication as HTMLInputElement).checked).toBe(true);
      expect(
        screen.getByText('Banka je ovaj izbor evidentirala 2.11.2026. 10:30:00.'),
      ).toBeTruthy();

      communication.focus();
      await user.keyboard(' ');
      const question = await screen.findByRole('alertdialog', {
        name: 'Isključiti marketinšku komunikaciju?',
      });
      expect(question.textContent).toContain('Banka tvrtki više neće slati ponude');
      // The safe answer has the focus: Enter there keeps the option on.
      expect(document.activeElement?.textContent).toBe('Ostavi uključeno');
      await user.keyboard('{Tab}{Enter}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect((communication as HTMLInputElement).checked).toBe(false);
      expect(option('COMMUNICATION').textContent).toContain(
        'Promjena nije spremljena. Na snazi: uključeno.',
      );

      await user.click(screen.getByRole('button', { name: 'Spremi i potpiši' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Potpisivanje zahtjeva za promjenu privola',
      });
      const create = calls.find((call) => call.method === 'POST');
      expect(create?.body).toEqual({ communicationAllowed: false, profilingAllowed: true });
      expect(create?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      const signed = within(dialog).getByText('Marketinška komunikacija', { selector: 'dt' });
      expect(signed.nextElementSibling?.textContent).toBe('isključeno');
      expect(dialog.textContent).toContain(
        'Vašim potpisom zahtjev je autoriziran i predaje se banci na evidentiranje.',
      );

      await user.type(within(dialog).getByRole('textbox', { name: 'Kod s tokena' }), '87654321');
      await user.click(within(dialog).getByRole('button', { name: 'Potpiši' }));
      expect(await within(dialog).findByText('Zahtjev je autoriziran')).toBeTruthy();
      expect(dialog.textContent).toContain('Banka će ga uskoro evidentirati.');
      expect(dialog.textContent).toContain('Status zahtjeva 42:');
      expect(calls.some((call) => call.path.endsWith('/preauthorize'))).toBe(false);
      expect(calls.find((call) => call.path.endsWith('/authorize'))?.body).toMatchObject({
        method: 'TOKEN',
        code: '87654321',
      });
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'keeps the option on when the confirmation is declined, and asks for nothing unchanged',
    async () => {
      const calls = playServer(() => BOTH_ON);
      const { user } = renderPage();
      await user.click(await screen.findByRole('switch', { name: 'Profiliranje' }));
      await user.click(await screen.findByRole('button', { name: 'Ostavi uključeno' }));
      expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Profiliranje' }).checked).toBe(
        true,
      );
      await user.click(screen.getByRole('button', { name: 'Spremi i potpiši' }));
      expect(screen.getByText(/Izbor je isti kao onaj na snazi/)).toBeTruthy();
      expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'turns an option on without asking, in English',
    async () => {
      playServer(() => ({ ...BOTH_ON, communicationAllowed: false, updatedAt: null }));
      const { user } = renderPage('en');
      expect(
        await screen.findByText(/The company has not given its consents yet, so both are off/),
      ).toBeTruthy();
      await user.click(screen.getByRole('switch', { name: 'Marketing communication' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.getByText('Change not saved. In force: off.')).toBeTruthy();
    },
    FLOW_TIMEOUT_MS,
  );
});

describe('GdprConsentPage, a person who is not a representative', () => {
  it(
    'shows the choice in force as text, says why it cannot be changed, and offers no save',
    async () => {
      playServer(() => ({ ...BOTH_ON, profilingAllowed: false, canRequest: false }));
      renderPage();
      expect(await screen.findByText(/Privole mijenjaju zastupnici tvrtke/)).toBeTruthy();
      expect(screen.queryByRole('switch')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Spremi i potpiši' })).toBeNull();
      expect(option('COMMUNICATION').textContent).toContain('Uključeno');
      expect(option('PROFILING').textContent).toContain('Isključeno');
    },
    FLOW_TIMEOUT_MS,
  );
});

describe('GdprConsentPage, the requests', () => {
  it(
    "lists who signed, and a second representative signs another's request by preauthorizing it",
    async () => {
      const waiting = createRequest({
        status: 'PARTIALLY_AUTHORIZED',
        displayStatus: 'PARTIALLY_AUTHORIZED',
        createdBy: 'MARKO ŠIMIĆ',
        signatures: [
          { personName: 'MARKO ŠIMIĆ', method: 'TOKEN', signedAt: '2026-11-27T08:01:00.000Z' },
        ],
      });
      const calls = playServer(() => ({ ...BOTH_ON, requests: [waiting] }));
      const { user } = renderPage('hr', '/gdpr-consent?requestId=42');
      const table = await screen.findByRole('grid', {
        name: 'Zahtjevi za promjenu privola, od najnovijeg',
      });
      const row = within(table).getByRole('row', { name: /^42/ });
      expect(row.textContent).toContain('Marketinška komunikacija: isključeno');
      expect(row.textContent).toContain('Djelomično autoriziran');
      expect(within(row).getAllByText('Marko Šimić')).toHaveLength(2);
      expect(within(row).getAllByText('27.11.2026. 09:01:00')).toHaveLength(1);
      expect(row.textContent).toContain('Čeka potpis drugog zastupnika.');
      expect(row.dataset.current).toBeDefined();

      await user.click(within(row).getByRole('button', { name: 'Potpiši zahtjev 42' }));
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByText('40918273')).toBeTruthy();
      expect(
        calls.filter((call) => call.path === '/gdpr-consent-requests/42/preauthorize'),
      ).toHaveLength(1);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'offers no signature on a request older than the one the bank recorded, and says why',
    async () => {
      const waiting = createRequest({
        requestId: '42',
        status: 'PARTIALLY_AUTHORIZED',
        displayStatus: 'PARTIALLY_AUTHORIZED',
      });
      const recorded = createRequest({
        requestId: '43',
        status: 'EXECUTED',
        displayStatus: 'EXECUTED',
        actions: { canAuthorize: false, canDelete: false },
      });
      playServer(() => ({ ...BOTH_ON, requests: [recorded, waiting] }));
      renderPage('en');
      const table = await screen.findByRole('grid', {
        name: 'Requests to change the consents, newest first',
      });
      const row = within(table).getByRole('row', { name: /^42/ });
      expect(row.textContent).toContain('The bank has recorded a newer request already');
      expect(within(row).queryByRole('button', { name: 'Sign request 42' })).toBeNull();
      expect(within(row).getByRole('button', { name: 'Delete request 42' })).toBeTruthy();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'deletes a waiting request after its confirmation',
    async () => {
      let requests = [createRequest()];
      const calls = playServer(() => ({ ...BOTH_ON, requests }));
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Obriši zahtjev 42' }));
      const question = await screen.findByRole('alertdialog', {
        name: 'Obrisati zahtjev za promjenu privola?',
      });
      requests = [];
      await user.click(within(question).getByRole('button', { name: 'Obriši zahtjev' }));
      expect(await screen.findByText('Zahtjev 42 je obrisan.')).toBeTruthy();
      expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/42'))).toBe(
        true,
      );
      expect(await screen.findByText('Tvrtka još nije tražila promjenu privola.')).toBeTruthy();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "asks again in the background while the bank records a signed request, and shows the bank's decision",
    async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
      let consents: TGdprConsents = {
        ...BOTH_ON,
        requests: [createRequest({ status: 'AUTHORIZED', displayStatus: 'AUTHORIZED' })],
      };
      const calls = playServer(() => consents);
      renderPage();
      await vi.waitFor(() =>
        expect(screen.getByText(/Banka evidentira potpisani zahtjev/)).toBeTruthy(),
      );
      consents = {
        ...BOTH_ON,
        communicationAllowed: false,
        updatedAt: '2026-11-27T08:02:00.000Z',
        requests: [createRequest({ status: 'EXECUTED', displayStatus: 'EXECUTED' })],
      };
      await vi.advanceTimersByTimeAsync(CONSENTS_POLL_INTERVAL_MS);
      await vi.waitFor(() => expect(screen.getByText('Proveden')).toBeTruthy());
      expect(
        screen.getByRole<HTMLInputElement>('switch', { name: 'Marketinška komunikacija' }).checked,
      ).toBe(false);
      expect(screen.queryByText(/Banka evidentira potpisani zahtjev/)).toBeNull();
      const reads = calls.filter((call) => call.method === 'GET');
      expect(reads[0]?.headers['x-poslovno-background']).toBeUndefined();
      expect(reads[1]?.headers['x-poslovno-background']).toBe('true');
    },
    FLOW_TIMEOUT_MS,
  );
});
