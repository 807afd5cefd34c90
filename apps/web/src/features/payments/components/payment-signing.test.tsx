import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TFrontendConfig, TPayment, TSigningChallengeAnswer } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { renderInLocale } from '../../../../test/render';
import { ConfigContext } from '../../../app/config/config-context';
import type { TSigningPurpose } from '../../../signing/signing-calls';
import { SigningDialog } from '../../../signing/signing-dialog';
import { answerJson, readUrl } from '../test-support/fetch-answers';
import { createStoredPayment } from '../../../api/test-support/stored-payment';
import { usePaymentSigningTarget } from './payment-signing';

const CHALLENGE: TSigningChallengeAnswer = {
  challengeId: '5b0e7c1a-2f4d-4e6a-9b8c-0d1e2f3a4b5c',
  challenge: '40918273',
  digest: 'a'.repeat(64),
  expiresAt: '2026-11-27T09:05:00.000Z',
  devices: [{ id: '6f1c0f4e-59a4-4d2e-a0b1-1c2d3e4f5a6b', kind: 'TOKEN', serial: '12000101' }],
  outcome: 'AUTHORIZED',
  summary: {
    amount: '1250.00',
    currency: 'EUR',
    creditorName: 'Agro Baranja d.o.o.',
    creditorAccount: 'HR3923400091100442217',
  },
};

/**
 * The challenge calls (POST /preauthorize, POST /revoke) answer CHALLENGE; the signature calls
 * (POST /authorize, PATCH /revoke) the payment as it stands after the signature.
 */
function stubSigningCalls(signed: TPayment) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const path = new URL(readUrl(input), 'http://localhost').pathname;
    const isChallenge =
      path.endsWith('/preauthorize') || (path.endsWith('/revoke') && init?.method === 'POST');
    return answerJson(isChallenge ? CHALLENGE : signed);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function PaymentSigning({ purpose }: { purpose: TSigningPurpose }) {
  const target = usePaymentSigningTarget({ purpose, paymentId: '1000001' });
  return <SigningDialog target={target} onClose={() => undefined} onSigned={() => undefined} />;
}

function renderPaymentSigning(purpose: TSigningPurpose, locale: TLocale = 'hr') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInLocale(
    <QueryClientProvider client={queryClient}>
      <ConfigContext.Provider value={{ demoMode: false } as TFrontendConfig['configuration']}>
        <PaymentSigning purpose={purpose} />
      </ConfigContext.Provider>
    </QueryClientProvider>,
    { locale },
  );
}

async function signWithToken(
  user: UserEvent,
  dialog: HTMLElement,
  codeLabel: string,
  submit: string,
) {
  await user.type(await within(dialog).findByRole('textbox', { name: codeLabel }), '87654321');
  await user.click(within(dialog).getByRole('button', { name: submit }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signing a payment in the shared dialog', () => {
  it('shows the amount, payee and account bound to the challenge and the payment as it now stands', async () => {
    stubSigningCalls(
      createStoredPayment({
        status: 'ORDERED',
        displayStatus: 'ORDERED',
        paymentStatus: { status: 'ORDERED', validations: [] },
      }),
    );
    const { user } = renderPaymentSigning('AUTHORIZE');
    const dialog = await screen.findByRole('dialog', { name: 'Potpisivanje naloga' });
    expect(await within(dialog).findByText('1.250,00 EUR')).toBeTruthy();
    expect(within(dialog).getByText('Agro Baranja d.o.o.')).toBeTruthy();
    expect(dialog.textContent).toContain(
      'Vašim potpisom nalog je autoriziran i šalje se na izvršenje.',
    );
    await signWithToken(user, dialog, 'Kod s tokena', 'Potpiši');
    expect(await within(dialog).findByText('Nalog je autoriziran')).toBeTruthy();
    expect(dialog.textContent).toContain('Njegov tijek pratite u pregledu plaćanja.');
    expect(dialog.textContent).toContain('Status naloga 1000001:');
    expect(within(dialog).getByText('Zaprimljen')).toBeTruthy();
  });

  it('says "payment" in English, where the general words say "order"', async () => {
    stubSigningCalls(
      createStoredPayment({
        status: 'FOR-AUTHORIZATION',
        displayStatus: 'ALREADY_SIGNED',
        paymentStatus: {
          status: 'FOR-AUTHORIZATION',
          validations: [{ field: 'paymentStatus', code: 'PARTIALLY_AUTHORIZED', description: '' }],
        },
      }),
    );
    const { user } = renderPaymentSigning('AUTHORIZE', 'en');
    const dialog = await screen.findByRole('dialog', { name: 'Sign the payment' });
    expect(await within(dialog).findByText("Payee's account")).toBeTruthy();
    await signWithToken(user, dialog, 'Code from the token', 'Sign');
    expect(await within(dialog).findByText('The payment is partially authorised')).toBeTruthy();
    expect(dialog.textContent).toContain('Status of payment 1000001:');
  });

  it('signs its revocation: REVOKED', async () => {
    stubSigningCalls(
      createStoredPayment({
        status: 'REVOKED',
        displayStatus: 'REVOKED',
        paymentStatus: { status: 'REVOKED', validations: [] },
      }),
    );
    const { user } = renderPaymentSigning('REVOKE', 'en');
    const dialog = await screen.findByRole('dialog', { name: 'Sign the revocation' });
    expect(
      await within(dialog).findByText(
        'Once the revocation is signed, the payment will not execute.',
      ),
    ).toBeTruthy();
    await signWithToken(user, dialog, 'Code from the token', 'Sign the revocation');
    expect(await within(dialog).findByText('The payment is revoked')).toBeTruthy();
  });
});
