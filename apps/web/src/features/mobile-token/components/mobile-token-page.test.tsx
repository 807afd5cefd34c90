import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TFrontendConfig, TMobileTokenRequest, TMockPersons } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { stubApi, type TStubbedAnswer, type TStubbedCall } from '../../../../test/api-stub';
import { renderInLocale } from '../../../../test/render';
import { ConfigContext } from '../../../app/config/config-context';
import type * as DeviceKeys from '../../../lib/device-keys';
import type { TDeviceRecord } from '../../../lib/device-keys';
import MobileTokenPage from './mobile-token-page';

/** The browser's key store, in memory: the page's keys are records like IndexedDB's. */
const store = vi.hoisted(() => new Map<string, unknown>());

vi.mock('../../../lib/device-keys', async (importOriginal) => {
  const original = await importOriginal<typeof DeviceKeys>();
  let created = 0;
  return {
    ...original,
    createDeviceKeyPair: () => {
      created += 1;
      return Promise.resolve({
        privateKey: { name: `key-${created}` } as unknown as CryptoKey,
        publicKeySpkiBase64: `cHVibGljLWtleS0${created}`,
      });
    },
    signText: () => Promise.resolve('c2lnbmF0dXJl'),
    saveDevice: (device: TDeviceRecord) => {
      store.set(device.id, device);
      return Promise.resolve();
    },
    listDevices: (kind: string) =>
      Promise.resolve(
        [...store.values()].filter(
          (device): device is TDeviceRecord => (device as TDeviceRecord).kind === kind,
        ),
      ),
    deleteDevice: (id: string) => {
      store.delete(id);
      return Promise.resolve();
    },
  };
});

const TOMISLAV = 3000201;

const PERSONS: TMockPersons = {
  persons: [
    {
      personId: TOMISLAV,
      name: 'Tomislav Perić',
      role: 'INDEPENDENT_SIGNEE',
      companies: [{ customerId: 100388, name: 'Dalmacija Čelik d.d.', authorizationLevel: 3 }],
    },
  ],
};

const OLD_KEY: TDeviceRecord = {
  id: 'old-key',
  kind: 'MOBILE_TOKEN',
  serial: 'M3000201',
  personId: TOMISLAV,
  personName: 'Tomislav Perić',
  certificate: null,
  privateKey: { name: 'old' } as unknown as CryptoKey,
  createdAt: '2026-11-20T09:00:00.000Z',
};

const CONSENT_REQUEST: TMobileTokenRequest = {
  id: '9b1f2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  kind: 'SIGNING',
  createdAt: '2026-11-27T08:00:00.000Z',
  expiresAt: '2026-11-27T08:05:00.000Z',
  orderType: 'GDPR_CONSENT',
  debtorAccount: '',
  executionDate: '',
  items: [],
  fields: [
    { name: 'communicationAllowed', value: 'false' },
    { name: 'profilingAllowed', value: 'true' },
  ],
  challenge: '40918273',
  digest: 'a'.repeat(64),
};

const SMS = [
  {
    phone: '+385912345678',
    text: 'Poslovno: drugi dio aktivacijskog koda mobilnog tokena je 11111.',
    sentAt: '2026-11-26T08:00:00.000Z',
  },
  {
    phone: '+385912345678',
    text: 'Poslovno: drugi dio aktivacijskog koda mobilnog tokena je 55555.',
    sentAt: '2026-11-27T08:00:00.000Z',
  },
];

function playServer(
  overrides: (call: TStubbedCall) => TStubbedAnswer | undefined = () => undefined,
) {
  return stubApi((call) => {
    const own = overrides(call);
    if (own) return own;
    if (call.path === '/login/mock/persons') return { body: PERSONS };
    if (call.path === '/demo/sms-messages') return { body: { messages: SMS } };
    if (call.path === '/mobile-token/inbox') return { body: { requests: [CONSENT_REQUEST] } };
    if (call.path === '/demo/mobile-token/activations')
      return {
        status: 201,
        body: { serial: 'M3000201', personName: 'Tomislav Perić', certificate: null },
      };
    throw new Error(`unexpected call ${call.method} ${call.path}`);
  });
}

function refusal(errorCode: string, description: string, status = 409): TStubbedAnswer {
  return { status, body: { errorId: 'e-1', errorCode, description, traceId: 't-1' } };
}

async function renderPhone(locale: TLocale = 'hr') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = renderInLocale(
    <QueryClientProvider client={queryClient}>
      <ConfigContext.Provider
        value={{ demoMode: true, bankName: 'Banka' } as TFrontendConfig['configuration']}
      >
        <MemoryRouter initialEntries={['/mobile-token']}>
          <MobileTokenPage />
        </MemoryRouter>
      </ConfigContext.Provider>
    </QueryClientProvider>,
    { locale },
  );
  await rendered.user.click(await screen.findByRole('radio', { name: /Tomislav Perić/ }));
  return rendered;
}

beforeEach(() => {
  store.clear();
});

/** A whole flow typed and pressed like a person: slower than the 5 s default on a busy machine. */
const FLOW_TIMEOUT_MS = 20_000;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MobileTokenPage, a token active in this browser', () => {
  it(
    'offers the activation with a code instead of a re-keying, and the new key replaces the old one',
    async () => {
      store.set(OLD_KEY.id, OLD_KEY);
      const calls = playServer();
      const { user } = await renderPhone();
      const form = await screen.findByRole('region', { name: 'Aktivacija aktivacijskim kodom' });
      expect(
        screen.queryByRole('button', { name: /Aktiviraj mobilni token|Aktiviraj ponovno/ }),
      ).toBeNull();

      const first = within(form).getByRole('textbox', {
        name: 'Prvi dio koda',
      });
      await user.type(first, '4821');
      await user.type(within(form).getByRole('textbox', { name: 'Drugi dio koda' }), '55555');
      await user.keyboard('{Enter}');
      expect(within(form).getByText('Upišite svih 5 znamenki prvog dijela koda.')).toBeTruthy();
      expect(document.activeElement).toBe(first);
      expect(calls.filter((call) => call.path === '/demo/mobile-token/activations')).toEqual([]);

      await user.type(first, '3');
      await user.click(within(form).getByRole('button', { name: 'Aktiviraj kodom' }));
      expect(
        await within(form).findByText(
          /Mobilni token osobe Tomislav Perić aktiviran je aktivacijskim kodom/,
        ),
      ).toBeTruthy();
      const activation = calls.find((call) => call.path === '/demo/mobile-token/activations');
      expect(activation?.body).toEqual({
        personId: TOMISLAV,
        activationCode: '48213-55555',
        publicKey: expect.stringMatching(/^cHVibGljLWtleS0/) as string,
      });
      await waitFor(() => expect(store.has(OLD_KEY.id)).toBe(false));
      expect([...store.values()]).toHaveLength(1);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "shows an order without an amount in the signing inbox by its signed fields, in the dialog's words",
    async () => {
      store.set(OLD_KEY.id, OLD_KEY);
      playServer();
      await renderPhone();
      const inbox = await screen.findByRole('region', { name: 'Zahtjevi za potpis' });
      const request = await within(inbox).findByRole('article', {
        name: 'Zahtjev za promjenu privola',
      });
      const term = within(request).getByText('Marketinška komunikacija', { selector: 'dt' });
      expect(term.nextElementSibling?.textContent).toBe('isključeno');
      expect(within(request).queryByText('Račun platitelja')).toBeNull();
      expect(within(request).queryByText('Iznos')).toBeNull();
    },
    FLOW_TIMEOUT_MS,
  );
});

describe('MobileTokenPage, a new phone', () => {
  it(
    'hears that the token needs a reactivation code and is offered the code form',
    async () => {
      const message =
        'Ovaj mobilni token već je aktivan. Za korištenje na drugom mobitelu zatražite reaktivaciju u internetskom bankarstvu.';
      playServer((call) =>
        call.path === '/demo/devices' ? refusal('REACTIVATION_REQUIRED', message) : undefined,
      );
      const { user } = await renderPhone();
      expect(screen.queryByRole('region', { name: 'Aktivacija aktivacijskim kodom' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Aktiviraj mobilni token' }));
      // The expected way on, not a failure: said politely, with what to do instead.
      const notice = (await screen.findByText(message)).closest('[role="status"]');
      expect(notice).not.toBeNull();
      expect(notice?.textContent).toContain('njegov drugi dio je u SMS porukama ispod');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Aktiviraj mobilni token' })).toBeNull();
      expect(
        await screen.findByRole('region', { name: 'Aktivacija aktivacijskim kodom' }),
      ).toBeTruthy();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "reads the bank's SMS messages newest first, and says a wrong code is refused",
    async () => {
      const wrong =
        'Aktivacijski kod nije ispravan ili više ne vrijedi. Provjerite oba dijela ili zatražite novu reaktivaciju.';
      store.set(OLD_KEY.id, OLD_KEY);
      playServer((call) =>
        call.path === '/demo/mobile-token/activations'
          ? refusal('ACTIVATION_CODE_INVALID', wrong, 422)
          : undefined,
      );
      const { user } = await renderPhone('hr');
      const sms = await screen.findByRole('list', { name: 'SMS poruke banke, od najnovije' });
      const items = await within(sms).findAllByRole('listitem');
      expect(items.map((item) => /je (\d{5})/.exec(item.textContent ?? '')?.[1])).toEqual([
        '55555',
        '11111',
      ]);
      expect(items[0]?.textContent).toContain('Na broj +385 91 234 5678, 27.11.2026. 09:00:00');

      const form = screen.getByRole('region', { name: 'Aktivacija aktivacijskim kodom' });
      await user.type(within(form).getByRole('textbox', { name: /^Prvi dio/ }), '12345');
      await user.type(within(form).getByRole('textbox', { name: /^Drugi dio/ }), '00000{Enter}');
      expect(await within(form).findByText(wrong)).toBeTruthy();
      expect(store.has(OLD_KEY.id)).toBe(true);
    },
    FLOW_TIMEOUT_MS,
  );
});
