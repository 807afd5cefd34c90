import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type {
  TFrontendConfig,
  TOrderChallengeAnswer,
  TPayment,
  TPaymentConfirmationRequest,
} from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { stubApi, type TStubbedAnswer, type TStubbedCall } from '../../../../test/api-stub';
import { renderInLocale } from '../../../../test/render';
import { ConfigContext } from '../../../app/config/config-context';
import { SessionContext } from '../../../app/session/session-context';
import { SIGNED_IN } from '../test-support/session';
import { createStoredPayment } from '../../../api/test-support/stored-payment';
import { ConfirmationRequestDialog, type TConfirmationOutcome } from './confirmation-request';

const CONFIG = { demoMode: false } as TFrontendConfig['configuration'];

const EXECUTED: TPayment[] = [
  createStoredPayment({ paymentId: '1000001', status: 'EXECUTED', displayStatus: 'EXECUTED' }),
  createStoredPayment({
    paymentId: '1000002',
    status: 'EXECUTED',
    displayStatus: 'EXECUTED',
    creditorName: 'Mlin Đakovo d.o.o.',
    instructedAmount: { amount: '320.00', currency: 'EUR' },
  }),
];

const FEE_ACCOUNT = {
  accountId: '6f1c0f4e-59a4-5d2e-a0b1-1c2d3e4f5a6b',
  iban: 'HR4029999921100000027',
  currency: 'EUR',
};

function createRequest(
  patch: Partial<TPaymentConfirmationRequest> = {},
): TPaymentConfirmationRequest {
  return {
    requestId: '77',
    status: 'CREATED',
    displayStatus: 'CREATED',
    items: EXECUTED.map((payment) => ({
      paymentId: payment.paymentId,
      creditorName: payment.creditorName,
      creditorAccount: payment.creditorAccount.iban,
      amount: payment.instructedAmount.amount,
      currency: payment.instructedAmount.currency,
      executionDate: '2026-11-20',
      fee: { amount: '2.00', currency: 'EUR' },
      confirmationNumber: null,
      confirmedAt: null,
    })),
    feeTotal: { amount: '4.00', currency: 'EUR' },
    feeAccount: FEE_ACCOUNT,
    rejectionCode: null,
    createdBy: 'Ana Kovačević',
    createdAt: '2026-11-27T09:00:00.000Z',
    signatures: [],
    actions: { canAuthorize: true, canDelete: true },
    ...patch,
  };
}

const CHALLENGE: TOrderChallengeAnswer = {
  challengeId: '5b0e7c1a-2f4d-4e6a-9b8c-0d1e2f3a4b5c',
  challenge: '40918273',
  digest: 'a'.repeat(64),
  expiresAt: '2026-11-27T09:05:00.000Z',
  devices: [{ id: '6f1c0f4e-59a4-4d2e-a0b1-1c2d3e4f5a6b', kind: 'TOKEN', serial: '12000101' }],
  outcome: 'AUTHORIZED',
  orderType: 'PAYMENT_CONFIRMATION',
  signedFields: [
    { name: 'paymentIds', value: '1000001, 1000002' },
    { name: 'feeTotal', value: '4.00 EUR' },
    { name: 'feeAccount', value: FEE_ACCOUNT.iban },
  ],
  signedItems: EXECUTED.map((payment) => ({
    amount: payment.instructedAmount.amount,
    currency: 'EUR',
    creditorAccount: payment.creditorAccount.iban,
    creditorName: payment.creditorName,
  })),
};

function renderDialog(
  answer: (call: TStubbedCall) => TStubbedAnswer | undefined,
  locale: TLocale = 'hr',
) {
  const calls = stubApi(
    (call) =>
      answer(call) ?? (call.path === '/accounts' ? { body: { accounts: [] } } : { status: 404 }),
  );
  const onFinished = vi.fn<(outcome: TConfirmationOutcome) => void>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = renderInLocale(
    <QueryClientProvider client={queryClient}>
      <ConfigContext.Provider value={CONFIG}>
        <SessionContext.Provider value={SIGNED_IN}>
          <ConfirmationRequestDialog
            payments={EXECUTED}
            onClose={() => undefined}
            onFinished={onFinished}
          />
        </SessionContext.Provider>
      </ConfigContext.Provider>
    </QueryClientProvider>,
    { locale },
  );
  return { ...rendered, calls, onFinished };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ConfirmationRequestDialog', () => {
  it('shows each payment’s fee and the total before anything is signed, then signs the create answer’s challenge', async () => {
    const { user, calls, onFinished } = renderDialog((call) =>
      call.method === 'POST'
        ? { status: 201, body: { request: createRequest(), preauthorization: CHALLENGE } }
        : call.method === 'PATCH'
          ? { body: createRequest({ status: 'AUTHORIZED', displayStatus: 'AUTHORIZED' }) }
          : undefined,
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Zahtjev za potvrdu o izvršenju plaćanja',
    });
    expect(dialog.textContent).toContain('Mlin Đakovo d.o.o.');
    await user.click(within(dialog).getByRole('button', { name: 'Izračunaj naknadu' }));

    const recap = await screen.findByRole('dialog', { name: 'Provjera zahtjeva 77' });
    const table = within(recap).getByRole('table', { name: 'Nalozi i naknade' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('1.250,00 EUR');
    expect(rows[1]?.textContent).toContain('2,00 EUR');
    expect(rows[2]?.textContent).toContain('2,00 EUR');
    expect(rows[3]?.textContent).toContain('Ukupna naknada');
    expect(rows[3]?.textContent).toContain('4,00 EUR');
    expect(recap.textContent).toContain('HR40 2999 9921 1000 0002 7');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ paymentIds: ['1000001', '1000002'] });
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.click(within(recap).getByRole('button', { name: 'Potpiši' }));
    const signing = await screen.findByRole('dialog', {
      name: 'Potpisivanje zahtjeva za potvrdu',
    });
    expect(signing.textContent).toContain('4,00 EUR');
    expect(signing.textContent).toContain('Agro Baranja d.o.o.');
    expect(calls.some((call) => call.path.endsWith('/preauthorize'))).toBe(false);
    await user.type(within(signing).getByRole('textbox', { name: 'Kod s tokena' }), '12345678');
    await user.click(within(signing).getByRole('button', { name: 'Potpiši' }));
    expect(await within(signing).findByText('Zahtjev je autoriziran')).toBeTruthy();
    // The result's Close has the focus: Enter closes it.
    await user.keyboard('{Enter}');
    expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ kind: 'SIGNED' }));
  });

  it('says why the bank refuses a payment, in English, and sends nothing more', async () => {
    const { user } = renderDialog(
      (call) =>
        call.method === 'POST'
          ? {
              status: 422,
              body: {
                errorId: 'e1',
                errorCode: 'VALIDATION_FAILED',
                description: 'The order is not valid.',
                validations: [
                  { field: 'paymentIds.1', code: 'PAYMENT_ALREADY_CONFIRMED', description: 'x' },
                ],
                traceId: 't1',
              },
            }
          : undefined,
      'en',
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Request for payment execution confirmations',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Calculate the fee' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toMatch(/confirm/i);
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('withdraws a request the person does not want to sign', async () => {
    const { user, onFinished } = renderDialog((call) =>
      call.method === 'POST'
        ? { status: 201, body: { request: createRequest(), preauthorization: CHALLENGE } }
        : call.method === 'DELETE'
          ? { status: 204 }
          : undefined,
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Izračunaj naknadu' }));
    const recap = await screen.findByRole('dialog', { name: 'Provjera zahtjeva 77' });
    await user.click(within(recap).getByRole('button', { name: 'Odustani od zahtjeva' }));
    await vi.waitFor(() =>
      expect(onFinished).toHaveBeenCalledWith({ kind: 'DELETED', requestId: '77' }),
    );
  });
});
