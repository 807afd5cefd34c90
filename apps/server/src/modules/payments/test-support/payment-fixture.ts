import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { SIGNING_OCRA_SUITE, buildCroatianIban } from '@poslovno/domain';
import type {
  TPayment,
  TPaymentCancellationResults,
  TPaymentInput,
  TSigningChallengeAnswer,
} from '@poslovno/contract';
import { API, bearer } from '../../../../test/auth-helpers';
import { createTestApp, type TTestContext } from '../../../../test/test-app';
import { registerJobs } from '../../../jobs';
import { deriveDemoTokenSecret } from '../../../platform/auth/demo-devices';
import { computeSigningCode } from '../../../platform/auth/one-time-codes';
import { DEMO_COMPANIES, DEMO_PERSON_IDS, demoTokenSerial } from '../../../seed/demo-bank';
import {
  CELIK_EUR_2,
  CELIK_MAIN,
  SLAVONSKA_MAIN,
  SLAVONSKA_PAYROLL,
} from '../../../core-bank/execution/execution-test-support';

export const SLAVONSKA = DEMO_COMPANIES.slavonska.customerId;
export const CELIK = DEMO_COMPANIES.celik.customerId;
export { SLAVONSKA_MAIN, SLAVONSKA_PAYROLL };

export function personId(key: string): number {
  const id = DEMO_PERSON_IDS[key];
  if (id === undefined) throw new Error(`no demo person ${key}`);
  return id;
}

/** A payee at another Croatian bank (PBZ), an account the clearing credits. */
export const PAYEE_IBAN = buildCroatianIban('234000', '110044221');

/** A test app whose authorised payments reach the core; its jobs wait for the test to run them. */
export function createPaymentTestApp(env: Record<string, string> = {}): Promise<TTestContext> {
  return createTestApp(env, { jobs: 'queued', registerJobs });
}

export function domesticPayment(overrides: Partial<TPaymentInput> = {}): TPaymentInput {
  return {
    type: 'DOMESTIC',
    debtorAccount: { iban: SLAVONSKA_PAYROLL.iban },
    creditorAccount: { iban: PAYEE_IBAN },
    creditorName: 'Agro Baranja d.o.o.',
    creditorAddress: { street: 'Vukovarska 12', residence: '31300 Beli Manastir', country: 'HR' },
    instructedAmount: { amount: '1250.00', currency: 'EUR' },
    remittanceInformationStructured: { referenceType: 'HR99', reference: '' },
    remittanceInformationUnstructured: 'Plaćanje računa 2026-118',
    requestedExecutionDate: '2026-11-20',
    ...overrides,
  };
}

/** The demo person's hardware-token signature of a challenge at the server's time `now`. */
export function proveWithDemoToken(key: string, challenge: TSigningChallengeAnswer, now: Date) {
  const serial = demoTokenSerial(personId(key));
  return {
    method: 'TOKEN',
    challengeId: challenge.challengeId,
    serial,
    code: computeSigningCode(
      deriveDemoTokenSecret(serial),
      SIGNING_OCRA_SUITE,
      challenge.challenge,
      now,
    ),
  };
}

/**
 * The bank tests' transfer number `index` of client `writer` between Dalmacija Čelik's two EUR
 * accounts, back and forth; every seventh is far beyond any balance, so its last signature must be
 * refused and nothing booked.
 */
export function celikTransfer(writer: number, index: number): TPaymentInput {
  const [from, to] = index % 2 === 0 ? [CELIK_MAIN, CELIK_EUR_2] : [CELIK_EUR_2, CELIK_MAIN];
  const amount = (writer + index) % 7 === 0 ? '90000000.00' : `${1 + index}.${writer % 10}0`;
  return domesticPayment({
    type: 'INTERNAL',
    debtorAccount: { iban: from.iban },
    creditorAccount: { iban: to.iban },
    creditorName: 'Dalmacija Čelik d.d.',
    instructedAmount: { amount, currency: 'EUR' },
    remittanceInformationUnstructured: `Prijenos ${writer}-${index}`,
  });
}

export interface TPaymentClient {
  token: string;
  create(body: TPaymentInput, key?: string): Promise<{ status: number; body: TPayment }>;
  preauthorize(paymentId: string): Promise<{ status: number; body: TSigningChallengeAnswer }>;
  authorize(
    paymentId: string,
    challenge: TSigningChallengeAnswer,
    key?: string,
  ): Promise<{ status: number; body: TPayment }>;
  /** Preauthorize and authorize with the person's demo token, as the web app does. */
  sign(paymentId: string): Promise<{ status: number; body: TPayment }>;
  /** PATCH revoke with the token's code for the revocation's challenge. */
  revoke(
    paymentId: string,
    challenge: TSigningChallengeAnswer,
    key?: string,
  ): Promise<{ status: number; body: TPayment }>;
  get(paymentId: string): Promise<TPayment>;
  /** DELETE /payments/cancellations of these payments. */
  cancel(paymentIds: string[]): Promise<TPaymentCancellationResults>;
}

/** A demo person's calls, signing with their demo hardware token (RFC 6287 codes). */
export async function signInPayer(
  ctx: TTestContext,
  key: string,
  customerId: number = SLAVONSKA,
): Promise<TPaymentClient> {
  const token = await ctx.signIn(personId(key), customerId);
  const proveWithToken = (challenge: TSigningChallengeAnswer) =>
    proveWithDemoToken(key, challenge, ctx.clock.now());
  const call = async <T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    idempotencyKey?: string,
  ) => {
    const response = await ctx.app.inject({
      method,
      url: `${API}${url}`,
      headers: {
        ...bearer(token),
        ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, body: response.json<T>() };
  };
  const client: TPaymentClient = {
    token,
    create: (body, key = randomUUID()) => call<TPayment>('POST', '/payments', body, key),
    preauthorize: (paymentId) =>
      call<TSigningChallengeAnswer>('POST', `/payments/${paymentId}/preauthorize`),
    authorize: (paymentId, challenge, key = randomUUID()) =>
      call<TPayment>('POST', `/payments/${paymentId}/authorize`, proveWithToken(challenge), key),
    revoke: (paymentId, challenge, key = randomUUID()) =>
      call<TPayment>('PATCH', `/payments/${paymentId}/revoke`, proveWithToken(challenge), key),
    sign: async (paymentId) => {
      const challenge = await client.preauthorize(paymentId);
      if (challenge.status !== 200)
        return { status: challenge.status, body: challenge.body as unknown as TPayment };
      return client.authorize(paymentId, challenge.body);
    },
    get: async (paymentId) => (await call<TPayment>('GET', `/payments/overview/${paymentId}`)).body,
    cancel: async (paymentIds) =>
      (await call<TPaymentCancellationResults>('DELETE', '/payments/cancellations', { paymentIds }))
        .body,
  };
  return client;
}

/**
 * What two copies of one call (the same Idempotency-Key and body) must answer: a success is
 * replayed, the same answer. A refusal is not remembered, so the copy is judged afresh: the same
 * refusal, or CONCURRENT_SIGNATURE_ATTEMPT when it ran its signature while the refused original was
 * still letting go of its locks (docs/decisions.md, "Signing twice at once"); nothing changed
 * either way.
 */
export function expectSameAnswer<T extends { status: number; body: unknown }>(
  copy: T,
  first: T,
): void {
  const codes = JSON.stringify([first.body, copy.body]);
  if (first.status < 300 || copy.status < 300) {
    expect(copy, codes).toEqual(first);
    return;
  }
  const codeOf = (answer: T) => (answer.body as { errorCode?: string }).errorCode;
  const refused = [codeOf(first), codeOf(copy)].filter(
    (code) => code !== 'CONCURRENT_SIGNATURE_ATTEMPT',
  );
  expect(new Set(refused).size, codes).toBeLessThanOrEqual(1);
}
