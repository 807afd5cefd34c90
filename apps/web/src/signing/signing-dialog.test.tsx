import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type {
  TFrontendConfig,
  TOrderChallengeAnswer,
  TSigningProofInput,
} from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { renderInLocale } from '../../test/render';
import { ApiError } from '../api/api-client';
import { ConfigContext } from '../app/config/config-context';
import type { TAuthorizeOptions, TSigningPurpose } from './signing-calls';
import { APPROVAL_POLL_INTERVAL_MS } from './mobile-token-signing';
import { SigningDialog } from './signing-dialog';
import type { TSigningTarget } from './signing-target';

/**
 * An order type without an amount, as a feature other than payments gives it: a GDPR consent
 * request (001 §3), signed by its canonical fields (the generic challenge's signedFields, named
 * by the feature's words), its answer a status of its own.
 */
interface TConsentAnswer {
  requestId: string;
  status: 'PARTIALLY_AUTHORIZED' | 'AUTHORIZED' | 'REVOKED';
}

const FIELD_WORDS: Readonly<Record<TLocale, Readonly<Record<string, string>>>> = {
  hr: {
    communicationAllowed: 'Marketinška komunikacija',
    profilingAllowed: 'Profiliranje',
    true: 'uključeno',
    false: 'isključeno',
  },
  en: {
    communicationAllowed: 'Marketing communication',
    profilingAllowed: 'Profiling',
    true: 'on',
    false: 'off',
  },
};

const CHALLENGE: TOrderChallengeAnswer = {
  challengeId: '5b0e7c1a-2f4d-4e6a-9b8c-0d1e2f3a4b5c',
  challenge: '40918273',
  digest: 'a'.repeat(64),
  expiresAt: '2026-11-27T09:05:00.000Z',
  devices: [
    { id: '6f1c0f4e-59a4-4d2e-a0b1-1c2d3e4f5a6b', kind: 'TOKEN', serial: '12000101' },
    { id: '7a2d1e5f-6ab5-4e3f-b1c2-2d3e4f5a6b7c', kind: 'MOBILE_TOKEN', serial: 'MT-12000101' },
  ],
  outcome: 'AUTHORIZED',
  orderType: 'GDPR_CONSENT',
  signedFields: [
    { name: 'communicationAllowed', value: 'false' },
    { name: 'profilingAllowed', value: 'true' },
  ],
};

type TAuthorize = (
  proof: TSigningProofInput,
  options: TAuthorizeOptions,
) => Promise<TConsentAnswer>;

function createConsentTarget(
  locale: TLocale,
  authorize: TAuthorize,
  purpose: TSigningPurpose = 'AUTHORIZE',
): TSigningTarget<TConsentAnswer, TOrderChallengeAnswer> {
  const words = FIELD_WORDS[locale];
  return {
    order: { orderType: 'GDPR_CONSENT', orderId: '42', purpose },
    preauthorize: () => Promise.resolve(CHALLENGE),
    authorize,
    describe: ({ signedFields }) =>
      signedFields.map(({ name, value }) => [words[name] ?? name, words[value] ?? value] as const),
    readResult: (answer) => ({ result: answer.status }),
  };
}

const CONFIG = { demoMode: false } as TFrontendConfig['configuration'];

function renderDialog(
  target: TSigningTarget<TConsentAnswer, TOrderChallengeAnswer>,
  locale: TLocale = 'hr',
) {
  const onSigned = vi.fn<(answer: TConsentAnswer) => void>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = renderInLocale(
    <QueryClientProvider client={queryClient}>
      <ConfigContext.Provider value={CONFIG}>
        <SigningDialog target={target} onClose={() => undefined} onSigned={onSigned} />
      </ConfigContext.Provider>
    </QueryClientProvider>,
    { locale },
  );
  return { ...rendered, onSigned };
}

function factValue(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SigningDialog, an order type without an amount signed by token', () => {
  it('shows the canonical fields it signs, no amount, and the general words', async () => {
    const authorize = vi.fn<TAuthorize>(() =>
      Promise.resolve({ requestId: '42', status: 'AUTHORIZED' }),
    );
    const { user, onSigned } = renderDialog(createConsentTarget('hr', authorize));
    const dialog = await screen.findByRole('dialog', { name: 'Potpisivanje naloga' });
    expect(await within(dialog).findByText('Marketinška komunikacija')).toBeTruthy();
    expect(factValue('Marketinška komunikacija')).toBe('isključeno');
    expect(factValue('Profiliranje')).toBe('uključeno');
    expect(within(dialog).queryByText('Iznos')).toBeNull();
    expect(dialog.textContent).not.toMatch(/0,00|0\.00/);
    expect(dialog.textContent).toContain('Vašim potpisom nalog je autoriziran i predaje se banci.');
    expect(dialog.textContent).toContain('40918273');

    await user.type(within(dialog).getByRole('textbox', { name: 'Kod s tokena' }), '87654321');
    await user.click(within(dialog).getByRole('button', { name: 'Potpiši' }));

    expect(await within(dialog).findByText('Nalog je autoriziran')).toBeTruthy();
    expect(authorize).toHaveBeenCalledWith(
      {
        method: 'TOKEN',
        challengeId: CHALLENGE.challengeId,
        serial: '12000101',
        code: '87654321',
      },
      { idempotencyKey: expect.any(String) as string },
    );
    expect(onSigned).toHaveBeenCalledWith({ requestId: '42', status: 'AUTHORIZED' });
    // The type gave no status of its own: the result says what happened, with no status line.
    expect(dialog.textContent).not.toContain('Status naloga');
  });

  it('says it in English', async () => {
    const authorize = vi.fn<TAuthorize>(() =>
      Promise.resolve({ requestId: '42', status: 'AUTHORIZED' }),
    );
    const { user } = renderDialog(createConsentTarget('en', authorize), 'en');
    const dialog = await screen.findByRole('dialog', { name: 'Sign the order' });
    expect(await within(dialog).findByText('Marketing communication')).toBeTruthy();
    expect(factValue('Marketing communication')).toBe('off');
    expect(within(dialog).queryByText('Amount')).toBeNull();
    expect(dialog.textContent).toContain(
      'With your signature the order is authorised and goes to the bank.',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Code from the token' }),
      '87654321',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await within(dialog).findByText('The order is authorised')).toBeTruthy();
  });

  it('asks for all eight digits before it sends anything', async () => {
    const authorize = vi.fn<TAuthorize>();
    const { user } = renderDialog(createConsentTarget('hr', authorize));
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByRole('textbox', { name: 'Kod s tokena' }), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Potpiši' }));
    expect(await within(dialog).findByText('Upišite svih 8 znamenki koda s tokena.')).toBeTruthy();
    expect(authorize).not.toHaveBeenCalled();
  });
});

describe('SigningDialog, an order type without an amount approved in the mobile token', () => {
  const notApproved = new ApiError({
    name: 'SIGNING_NOT_APPROVED',
    message: 'Not approved yet',
    code: 'SIGNING_NOT_APPROVED',
    status: 409,
  });

  async function approveInMobileToken(
    locale: TLocale,
    texts: { method: RegExp; instruction: string; waiting: string; result: string },
  ) {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const authorize = vi
      .fn<TAuthorize>()
      .mockRejectedValueOnce(notApproved)
      .mockResolvedValueOnce({ requestId: '42', status: 'PARTIALLY_AUTHORIZED' });
    const { user, onSigned } = renderDialog(createConsentTarget(locale, authorize), locale);
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: texts.method }));
    expect(dialog.textContent).toContain(texts.instruction);
    expect(await within(dialog).findByText(texts.waiting)).toBeTruthy();
    expect(authorize).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(APPROVAL_POLL_INTERVAL_MS);
    expect(await within(dialog).findByText(texts.result)).toBeTruthy();
    expect(authorize).toHaveBeenCalledTimes(2);
    const proof = { method: 'MOBILE_TOKEN', challengeId: CHALLENGE.challengeId };
    const [first, second] = authorize.mock.calls;
    expect(first?.[0]).toEqual(proof);
    expect(second?.[0]).toEqual(proof);
    // The repeats are one request retried, asked in the background.
    expect(first?.[1].idempotencyKey).toBe(second?.[1].idempotencyKey);
    expect(second?.[1].background).toBe(true);
    expect(onSigned).toHaveBeenCalledWith({ requestId: '42', status: 'PARTIALLY_AUTHORIZED' });
  }

  it('waits for the approval, then says one more signature is needed', async () => {
    await approveInMobileToken('hr', {
      method: /^Mobilni token/,
      instruction: 'Provjerite u njemu što potpisujete i odobrite potpis.',
      waiting: 'Čekamo odobrenje u mobilnom tokenu…',
      result: 'Nalog je djelomično autoriziran',
    });
  });

  it('says it in English', async () => {
    await approveInMobileToken('en', {
      method: /^Mobile token/,
      instruction: 'Check there what you sign and approve the signature.',
      waiting: 'Waiting for the approval in the mobile token…',
      result: 'The order is partially authorised',
    });
  });
});

describe('SigningDialog, a challenge the create call already answered', () => {
  it('signs it without asking for another', async () => {
    const preauthorize = vi.fn(() => Promise.resolve(CHALLENGE));
    const authorize = vi.fn<TAuthorize>(() =>
      Promise.resolve({ requestId: '42', status: 'AUTHORIZED' }),
    );
    const target = { ...createConsentTarget('hr', authorize), preauthorize };
    const { user } = renderDialog({ ...target, initialChallenge: CHALLENGE });
    const dialog = await screen.findByRole('dialog');
    await user.type(
      await within(dialog).findByRole('textbox', { name: 'Kod s tokena' }),
      '87654321',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Potpiši' }));
    expect(await within(dialog).findByText('Nalog je autoriziran')).toBeTruthy();
    expect(preauthorize).not.toHaveBeenCalled();
  });

  it('asks the server for the next one when the person renews it after its five minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const preauthorize = vi.fn(() => Promise.resolve(CHALLENGE));
    const target = { ...createConsentTarget('hr', vi.fn<TAuthorize>()), preauthorize };
    const { user } = renderDialog({ ...target, initialChallenge: CHALLENGE });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Zahtjev za potpis vrijedi još 5:00.')).toBeTruthy();
    vi.setSystemTime(Date.now() + 5 * 60 * 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(
      await within(dialog).findByText('Zahtjev za potpis je istekao. Zatražite novi.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Kod s tokena' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Novi zahtjev za potpis' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Kod s tokena' })).toBeTruthy();
    expect(preauthorize).toHaveBeenCalledTimes(1);
  });
});

describe('SigningDialog, a revocation', () => {
  it('is titled and worded as a revocation, and says the order is revoked', async () => {
    const authorize = vi.fn<TAuthorize>(() =>
      Promise.resolve({ requestId: '42', status: 'REVOKED' }),
    );
    const { user } = renderDialog(createConsentTarget('hr', authorize, 'REVOKE'));
    const dialog = await screen.findByRole('dialog', { name: 'Potpisivanje opoziva' });
    expect(
      await within(dialog).findByText('Potpisom opoziva nalog se neće izvršiti.'),
    ).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Kod s tokena' }), '87654321');
    await user.click(within(dialog).getByRole('button', { name: 'Potpiši opoziv' }));
    expect(await within(dialog).findByText('Nalog je opozvan')).toBeTruthy();
  });
});
