import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TFrontendConfig, TReactivation, TReactivationAuthorized } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { stubApi, type TStubbedAnswer, type TStubbedCall } from '../../../../test/api-stub';
import { createOrderChallenge } from '../../../../test/order-fixtures';
import { renderInLocale } from '../../../../test/render';
import { ConfigContext } from '../../../app/config/config-context';
import ReactivationPage from './reactivation-page';

const CREATED: TReactivation = {
  id: '77',
  status: 'CREATED',
  success: true,
  mobilePhone: '+385912345678',
  reason: 'NEW_PHONE',
  tokenSerial: 'M3000201',
  activationCode: null,
  codeExpiresAt: null,
  activatedAt: null,
  rejectionCode: null,
  createdAt: '2026-11-27T08:00:00.000Z',
};

const AUTHORIZED: TReactivationAuthorized = {
  ...CREATED,
  status: 'AUTHORIZED',
  activationCode: '48213',
  codeExpiresAt: '2026-11-28T08:01:00.000Z',
  bankStatus: 'SUCCESSFUL',
};

const CHALLENGE = createOrderChallenge({
  orderType: 'MOBILE_TOKEN_REACTIVATION',
  devices: [{ id: '6f1c0f4e-59a4-4d2e-a0b1-1c2d3e4f5a6b', kind: 'TOKEN', serial: '13000201' }],
  signedFields: [
    { name: 'tokenSerial', value: 'M3000201' },
    { name: 'mobilePhone', value: '+385912345678' },
    { name: 'reason', value: 'NEW_PHONE' },
  ],
});

/** The server: the list answers `list()`; a request is created, signed and given its code. */
function playServer(
  list: () => TReactivation[],
  overrides: (call: TStubbedCall) => TStubbedAnswer | undefined = () => undefined,
) {
  return stubApi((call) => {
    const own = overrides(call);
    if (own) return own;
    if (call.method === 'GET') return { body: { reactivations: list() } };
    if (call.method === 'POST') return { status: 201, body: CREATED };
    if (call.path.endsWith('/preauthorize')) return { body: CHALLENGE };
    if (call.path.endsWith('/authorize')) return { body: AUTHORIZED };
    throw new Error(`unexpected call ${call.method} ${call.path}`);
  });
}

function renderPage(locale: TLocale = 'hr', entry = '/mToken/reactivation') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInLocale(
    <QueryClientProvider client={queryClient}>
      <ConfigContext.Provider value={{ demoMode: true } as TFrontendConfig['configuration']}>
        <MemoryRouter initialEntries={[entry]}>
          <ReactivationPage />
        </MemoryRouter>
      </ConfigContext.Provider>
    </QueryClientProvider>,
    { locale },
  );
}

function factValue(container: HTMLElement, label: string): string {
  return (
    within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? ''
  );
}

/** A whole flow typed and pressed like a person: slower than the 5 s default on a busy machine. */
const FLOW_TIMEOUT_MS = 20_000;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReactivationPage, a request from the form to the activation code', () => {
  it(
    'is entered, checked, signed with the token and shows the first part of the code, by keyboard',
    async () => {
      let list: TReactivation[] = [];
      const calls = playServer(() => list);
      const { user } = renderPage();
      const phone = await screen.findByRole('textbox', { name: 'Broj mobitela' });
      expect((phone as HTMLInputElement).value).toBe('+385 ');
      phone.focus();
      await user.keyboard('{End}91 234 5678');
      await user.tab();
      await user.keyboard(' ');
      expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Novi mobitel/ }).checked).toBe(
        true,
      );
      list = [CREATED];
      await user.keyboard('{Enter}');

      const recap = await screen.findByRole('region', { name: 'Provjera podataka zahtjeva' });
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        mobilePhone: '+385912345678',
        reason: 'NEW_PHONE',
      });
      expect(factValue(recap, 'Mobilni token (serijski broj)')).toBe('M3000201');
      expect(factValue(recap, 'Broj mobitela')).toBe('+385 91 234 5678');
      expect(factValue(recap, 'Razlog')).toBe('Novi mobitel');
      expect(recap.textContent).toContain('ne mobilnim tokenom koji reaktivirate');

      await user.click(within(recap).getByRole('button', { name: 'Potpiši' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Potpisivanje zahtjeva za reaktivaciju',
      });
      expect(await within(dialog).findByText('40918273')).toBeTruthy();
      expect(factValue(dialog, 'Broj mobitela')).toBe('+385 91 234 5678');
      expect(within(dialog).queryByRole('radio', { name: /Mobilni token/ })).toBeNull();
      list = [AUTHORIZED];
      await user.type(within(dialog).getByRole('textbox', { name: 'Kod s tokena' }), '87654321');
      await user.keyboard('{Enter}');
      expect(await within(dialog).findByText('Aktivacijski kod je izdan')).toBeTruthy();
      // The result's Close has the focus.
      await user.keyboard('{Enter}');

      const code = await screen.findByRole('region', { name: 'Aktivacijski kod' });
      expect(within(code).getByTestId('activation-code').textContent).toBe('48213');
      expect(code.textContent).toContain(
        'Drugi dio koda (5 znamenki) banka šalje SMS-om na broj +385 91 234 5678.',
      );
      expect(code.textContent).toContain('Kod vrijedi do 28.11.2026. 09:01:00.');
      await user.click(within(code).getByRole('button', { name: 'Kopiraj prvi dio' }));
      expect(await within(code).findByText('Prvi dio koda je kopiran.')).toBeTruthy();
      expect(await navigator.clipboard.readText()).toBe('48213');
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'says it in English',
    async () => {
      playServer(() => [CREATED]);
      renderPage('en', '/mToken/reactivation?id=77');
      const recap = await screen.findByRole('region', { name: 'Check the request' });
      expect(factValue(recap, 'Mobile phone')).toBe('+385 91 234 5678');
      expect(factValue(recap, 'Reason')).toBe('New phone');
    },
    FLOW_TIMEOUT_MS,
  );
});

describe('ReactivationPage, refusals', () => {
  it(
    'asks for the phone and the reason before it asks the bank, and moves the focus to the phone',
    async () => {
      const calls = playServer(() => []);
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Spremi i provjeri' }));
      const phone = screen.getByRole('textbox', { name: 'Broj mobitela' });
      expect(phone.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Upišite broj mobitela.')).toBeTruthy();
      expect(screen.getByText('Odaberite razlog reaktivacije.')).toBeTruthy();
      expect(document.activeElement).toBe(phone);
      expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "shows the server's PHONE_INVALID under the phone field",
    async () => {
      const description = 'Unesite broj mobitela, na primjer 091 234 5678 ili +385 91 234 5678.';
      playServer(
        () => [],
        (call) =>
          call.method === 'POST'
            ? {
                status: 400,
                body: {
                  errorId: 'e-1',
                  errorCode: 'VALIDATION_FAILED',
                  description: 'Podaci nisu ispravni.',
                  validations: [{ field: 'mobilePhone', code: 'PHONE_INVALID', description }],
                  traceId: 't-1',
                },
              }
            : undefined,
      );
      const { user } = renderPage();
      await user.type(await screen.findByRole('textbox', { name: 'Broj mobitela' }), '91 234 5678');
      await user.click(
        screen.getByRole('radio', { name: /^Mobitel je vraćen na tvorničke postavke/ }),
      );
      await user.click(screen.getByRole('button', { name: 'Spremi i provjeri' }));
      const phone = screen.getByRole('textbox', { name: 'Broj mobitela' });
      await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
      expect(phone.getAttribute('aria-describedby')).toBeTruthy();
      const messages = (phone.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
      expect(messages).toContain(description);
      expect(document.activeElement).toBe(phone);
      // The field explains the refusal: no second notice repeats it.
      expect(screen.queryByText('Podaci nisu ispravni.')).toBeNull();
      await user.type(phone, '0');
      expect(phone.getAttribute('aria-invalid')).toBeNull();
    },
    FLOW_TIMEOUT_MS,
  );
});

describe('ReactivationPage, the latest requests', () => {
  it(
    'warns before a new request that it cancels the code not used yet',
    async () => {
      playServer(() => [AUTHORIZED]);
      renderPage('en');
      expect(
        await screen.findByText(
          'You already have an activation code from the request of 11/27/2026 09:00:00 that you have not used. A new request cancels that code.',
        ),
      ).toBeTruthy();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'lists them newest first and opens one whose new phone is active',
    async () => {
      const activated: TReactivation = { ...AUTHORIZED, activatedAt: '2026-11-27T08:10:00.000Z' };
      playServer(() => [activated]);
      const { user } = renderPage();
      const table = await screen.findByRole('grid', {
        name: 'Zahtjevi za reaktivaciju mobilnog tokena, od najnovijeg',
      });
      const row = await within(table).findByRole('row', { name: /27\.11\.2026\. 09:00:00/ });
      expect(row.textContent).toContain('+385 91 234 5678');
      expect(row.textContent).toContain('Autoriziran, kod izdan');
      expect(row.textContent).toContain('Aktiviran 27.11.2026. 09:10:00');
      await user.click(
        within(row).getByRole('link', { name: 'Otvori zahtjev od 27.11.2026. 09:00:00' }),
      );
      expect(await screen.findByText('Mobilni token je aktiviran')).toBeTruthy();
      expect(screen.queryByTestId('activation-code')).toBeNull();
    },
    FLOW_TIMEOUT_MS,
  );
});
