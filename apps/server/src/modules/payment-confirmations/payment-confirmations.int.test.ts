import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  TOrderChallengeAnswer,
  TPaymentConfirmationRequest,
  TPaymentConfirmationRequestCreated,
  TPaymentConfirmationRequests,
} from '@poslovno/contract';
import type { TTestContext } from '../../../test/test-app';
import { bookTransfer } from '../../core-bank/book-transfer';
import { setCoreAvailability } from '../../core-bank/core-availability';
import { runOrderStep } from '../../core-bank/execution/execute-order';
import {
  SLAVONSKA_BRANCH,
  SLAVONSKA_MAIN,
  SLAVONSKA_USD,
  readBalances,
} from '../../core-bank/execution/execution-test-support';
import { ORDER_TYPES } from '../../order-types';
import { deliverDueOrders } from '../../platform/orders/order-delivery';
import { insertForcedRejection } from '../../platform/orders/orders.repository';
import {
  createRequestClient,
  type TCallOptions,
  type TMethod,
} from '../../platform/orders/test-support/request-client';
import { readPdfText } from '../payments/documents/test-support/read-pdf-text';
import {
  CELIK,
  SLAVONSKA,
  SLAVONSKA_PAYROLL,
  createPaymentTestApp,
  domesticPayment,
  personId,
  signInPayer,
  type TPaymentClient,
} from '../payments/test-support/payment-fixture';

let ctx: TTestContext;
let ana: TPaymentClient;
const REQUESTS = '/documents/payment-confirmation-requests';
let client: ReturnType<typeof createRequestClient>;

function call<T>(
  key: string,
  method: TMethod,
  url: string,
  payload?: object,
  options?: TCallOptions,
) {
  return client.call<T>(key, method, url, payload, options);
}

/** An internal transfer Ana enters, signs alone and the core executes and books at once. */
async function executedPayment(amount: string): Promise<string> {
  const created = await ana.create(
    domesticPayment({
      type: 'INTERNAL',
      creditorAccount: { iban: SLAVONSKA_MAIN.iban },
      creditorName: 'Slavonska žitna d.o.o.',
      instructedAmount: { amount, currency: 'EUR' },
      remittanceInformationUnstructured: `Prijenos ${amount}`,
    }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { paymentId } = created.body;
  expect((await ana.sign(paymentId)).status).toBe(200);
  const core = await ctx.database.db.execute<{ core_order_id: string }>(
    sql`SELECT core_order_id::text FROM orders WHERE id = ${paymentId}`,
  );
  const coreOrderId = core.rows[0]?.core_order_id ?? '';
  await runOrderStep(
    { db: ctx.database.db, clock: ctx.clock, jobs: ctx.deps.jobs },
    coreOrderId,
    'EXECUTE',
  );
  expect((await ana.get(paymentId)).status).toBe('EXECUTED');
  return paymentId;
}

function ask(key: string, paymentIds: string[], feeAccountId?: string) {
  return call<TPaymentConfirmationRequestCreated>(key, 'POST', REQUESTS, {
    paymentIds,
    ...(feeAccountId === undefined ? {} : { feeAccountId }),
  });
}

function authorize(
  key: string,
  requestId: string,
  challenge: TOrderChallengeAnswer,
  idempotencyKey?: string,
) {
  return client.authorize<TPaymentConfirmationRequest>(
    key,
    requestId,
    challenge,
    idempotencyKey === undefined ? {} : { idempotencyKey },
  );
}

function preauthorizeAndSign(key: string, requestId: string) {
  return client.preauthorizeAndSign<TPaymentConfirmationRequest>(key, requestId);
}

/** Ana asks for a confirmation and signs it alone; the request waits for the bank. */
async function askAndSign(paymentIds: string[]): Promise<string> {
  const created = await ask('ana', paymentIds);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { request, preauthorization } = created.body;
  expect(preauthorization).not.toBeNull();
  const signed = await authorize(
    'ana',
    request.requestId,
    preauthorization as TOrderChallengeAnswer,
  );
  expect(signed.body.status).toBe('AUTHORIZED');
  return request.requestId;
}

async function requestOf(requestId: string, key = 'ana') {
  const list = await call<TPaymentConfirmationRequests>(key, 'GET', REQUESTS);
  return list.body.requests.find((request) => request.requestId === requestId);
}

function download(
  key: string,
  paymentId: string,
  locale: 'hr_hr' | 'en_us',
  customerId: number = SLAVONSKA,
) {
  return call(key, 'GET', `/payments/${paymentId}/confirmation?locale=${locale}`, undefined, {
    customerId,
  });
}

async function bookedFees(accountId: string) {
  const result = await ctx.database.db.execute<{ amount: string; description: string }>(sql`
    SELECT amount_minor::text AS amount, description FROM postings
    WHERE account_id = ${accountId} AND booking_kind = 'FEE' AND description LIKE '%potvrda%'
    ORDER BY id`);
  return result.rows;
}

async function bookedMinor(accountId: string): Promise<bigint> {
  return (await readBalances(ctx.database, accountId)).BOOKED ?? 0n;
}

beforeAll(async () => {
  ctx = await createPaymentTestApp();
  client = createRequestClient(ctx, SLAVONSKA, REQUESTS);
  ana = await signInPayer(ctx, 'ana');
});
afterAll(() => ctx.close());

describe('a confirmation of two executed payments', () => {
  let first: string;
  let second: string;
  let requestId: string;

  it('shows the fee per payment and in total before it is signed, bound to both payments', async () => {
    first = await executedPayment('125.00');
    second = await executedPayment('310.40');
    const created = await ask('ana', [first, second]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { request, preauthorization } = created.body;
    requestId = request.requestId;
    expect(request).toMatchObject({
      status: 'CREATED',
      displayStatus: 'CREATED',
      feeTotal: { amount: '4.00', currency: 'EUR' },
      feeAccount: {
        accountId: SLAVONSKA_PAYROLL.id,
        iban: SLAVONSKA_PAYROLL.iban,
        currency: 'EUR',
      },
      actions: { canAuthorize: true, canDelete: true },
      items: [
        {
          paymentId: first,
          creditorName: 'Slavonska žitna d.o.o.',
          creditorAccount: SLAVONSKA_MAIN.iban,
          amount: '125.00',
          currency: 'EUR',
          executionDate: '2026-11-20',
          fee: { amount: '2.00', currency: 'EUR' },
          confirmationNumber: null,
        },
        { paymentId: second, amount: '310.40', fee: { amount: '2.00', currency: 'EUR' } },
      ],
    });
    expect(preauthorization).toMatchObject({
      outcome: 'AUTHORIZED',
      orderType: 'PAYMENT_CONFIRMATION',
      signedItems: [
        { amount: '125.00', currency: 'EUR', creditorAccount: SLAVONSKA_MAIN.iban },
        { amount: '310.40', currency: 'EUR', creditorName: 'Slavonska žitna d.o.o.' },
      ],
      signedFields: [
        { name: 'paymentIds', value: `${first}, ${second}` },
        { name: 'feeTotal', value: '4.00 EUR' },
        { name: 'feeAccount', value: SLAVONSKA_PAYROLL.iban },
      ],
    });
  });

  it('is signed once for both (a retry answers the same), and the fee waits for the bank', async () => {
    const before = await bookedMinor(SLAVONSKA_PAYROLL.id);
    const challenge = await call<TOrderChallengeAnswer>(
      'ana',
      'PATCH',
      `${REQUESTS}/${requestId}/preauthorize`,
    );
    const key = randomUUID();
    const signed = await authorize('ana', requestId, challenge.body, key);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ status: 'AUTHORIZED', signatures: [{ method: 'TOKEN' }] });
    expect(await authorize('ana', requestId, challenge.body, key)).toMatchObject({
      status: 200,
      body: signed.body,
    });
    expect(await bookedMinor(SLAVONSKA_PAYROLL.id)).toBe(before);
    const early = await download('ana', first, 'hr_hr');
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ errorCode: 'PAYMENT_CONFIRMATION_UNAVAILABLE' });
  });

  it('is carried out by the bank: each fee booked from the fee account, each payment numbered', async () => {
    const before = await bookedMinor(SLAVONSKA_PAYROLL.id);
    expect(await deliverDueOrders(ctx.deps, ORDER_TYPES)).toBe(1);
    expect(await bookedMinor(SLAVONSKA_PAYROLL.id)).toBe(before - 400n);
    const request = await requestOf(requestId);
    expect(request?.status).toBe('EXECUTED');
    const numbers = request?.items.map((item) => item.confirmationNumber) ?? [];
    expect(numbers).toHaveLength(2);
    for (const number of numbers) expect(number).toMatch(/^POT-2026-\d{6}$/);
    expect(new Set(numbers).size).toBe(2);
    expect(await bookedFees(SLAVONSKA_PAYROLL.id)).toEqual([
      {
        amount: '-200',
        description: `Naknada: potvrda o izvršenju naloga ${first}, ${numbers[0]}`,
      },
      {
        amount: '-200',
        description: `Naknada: potvrda o izvršenju naloga ${second}, ${numbers[1]}`,
      },
    ]);
  });

  it("gives each payment the bank's confirmation: its number, the core's reference and the ledger's booking", async () => {
    const request = await requestOf(requestId);
    const [firstNumber, secondNumber] = request?.items.map((item) => item.confirmationNumber) ?? [];
    const hr = await download('ana', first, 'hr_hr');
    expect(hr.status).toBe(200);
    expect(hr.headers['content-type']).toBe('application/pdf');
    expect(hr.headers['content-disposition']).toContain(`Potvrda_o_izvrsenju_${firstNumber}.pdf`);
    const text = readPdfText(hr.raw);
    const payment = await ana.get(first);
    expect(payment.coreReference).toMatch(/^JPB-2026-\d{6}$/);
    expect(text).toContain(`Potvrda o izvršenju platne transakcije ${firstNumber}`);
    expect(text).toContain(payment.coreReference);
    expect(text).toContain('Jadranska poslovna banka d.d.');
    expect(text).toContain('Slavonska žitna d.o.o.');
    expect(text).toContain('Datum knjiženja');
    expect(text).toContain('20.11.2026.');
    expect(text).toContain('125,00 EUR');
    expect(text).toContain(requestId);

    const en = await download('ana', second, 'en_us');
    expect(en.status).toBe(200);
    const english = readPdfText(en.raw);
    expect(english).toContain(`Confirmation of execution of a payment transaction ${secondNumber}`);
    expect(english).toContain((await ana.get(second)).coreReference);
    expect(english).toContain('Amount debited');
    expect(english).toContain('310.40 EUR');
  });

  it('refuses to confirm a payment twice, one not executed and one listed twice, each by its place', async () => {
    const stored = await ana.create(domesticPayment());
    const third = await executedPayment('7.00');
    const refused = await ask('ana', [first, stored.body.paymentId, third, third]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      validations: [{ field: 'paymentIds.3', code: 'PAYMENT_LISTED_TWICE' }],
    });
    const notExecuted = await ask('ana', [first, stored.body.paymentId, third]);
    expect(notExecuted.status).toBe(400);
    expect(notExecuted.body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      validations: [
        { field: 'paymentIds.0', code: 'PAYMENT_ALREADY_CONFIRMED' },
        { field: 'paymentIds.1', code: 'PAYMENT_NOT_EXECUTED' },
      ],
    });
  });
});

describe('the fee account', () => {
  it('is an account in euro the person works with', async () => {
    const payment = await executedPayment('11.00');
    const inDollars = await ask('ana', [payment], SLAVONSKA_USD.id);
    expect(inDollars.body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      validations: [{ field: 'feeAccountId', code: 'FEE_ACCOUNT_NOT_DOMESTIC' }],
    });
    // Ana holds no authority on the Zagreb branch's account: to her it does not exist.
    const notHers = await ask('ana', [payment], SLAVONSKA_BRANCH.id);
    expect(notHers.body).toMatchObject({
      validations: [{ field: 'feeAccountId', code: 'DEBTOR_ACCOUNT_UNIDENTIFIABLE' }],
    });
  });
});

describe('a request of a signer who needs a second signature', () => {
  it('is partially authorised, then signed in full by another signer', async () => {
    const payment = await executedPayment('42.00');
    const created = await ask('marko', [payment]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { request, preauthorization } = created.body;
    expect(preauthorization?.outcome).toBe('PARTIALLY_AUTHORIZED');
    const first = await authorize(
      'marko',
      request.requestId,
      preauthorization as TOrderChallengeAnswer,
    );
    expect(first.body).toMatchObject({
      status: 'PARTIALLY_AUTHORIZED',
      displayStatus: 'ALREADY_SIGNED',
      actions: { canAuthorize: false },
    });
    expect(await requestOf(request.requestId)).toMatchObject({
      displayStatus: 'PARTIALLY_AUTHORIZED',
      actions: { canAuthorize: true },
    });
    const second = await preauthorizeAndSign('ana', request.requestId);
    expect(second.body).toMatchObject({ status: 'AUTHORIZED', signatures: [{}, {}] });
    expect(await deliverDueOrders(ctx.deps, ORDER_TYPES)).toBe(1);
    expect((await requestOf(request.requestId))?.status).toBe('EXECUTED');
  });
});

describe('the bank', () => {
  it('rejects a request whose fee the account cannot pay, and books nothing of it', async () => {
    const payment = await executedPayment('18.00');
    // Petar enters orders only: the request waits for a signer's signature.
    const created = await ask('petar', [payment], SLAVONSKA_BRANCH.id);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.preauthorization).toBeNull();
    const signed = await preauthorizeAndSign('ivana', created.body.request.requestId);
    expect(signed.body.status).toBe('AUTHORIZED');

    const balances = await readBalances(ctx.database, SLAVONSKA_BRANCH.id);
    const spendable = (balances.BOOKED ?? 0n) - (balances.RESERVED ?? 0n);
    await bookTransfer(
      { db: ctx.database.db, clock: ctx.clock },
      {
        kind: 'TRANSFER',
        debit: { accountId: SLAVONSKA_BRANCH.id },
        credit: { accountId: SLAVONSKA_PAYROLL.id },
        amountMinor: spendable - 100n,
        currency: 'EUR',
        valueDate: '2026-11-20',
        description: 'Prijenos na glavni račun',
        idempotencyKey: `drain-${randomUUID()}`,
      },
    );
    expect(await deliverDueOrders(ctx.deps, ORDER_TYPES)).toBe(1);
    const rejected = await requestOf(created.body.request.requestId, 'petar');
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      rejectionCode: 'SIRIUS_INSUFFICIENT_FUNDS',
      items: [{ paymentId: payment, confirmationNumber: null }],
    });
    expect(await bookedFees(SLAVONSKA_BRANCH.id)).toEqual([]);
    expect((await download('ana', payment, 'hr_hr')).body).toMatchObject({
      errorCode: 'PAYMENT_CONFIRMATION_UNAVAILABLE',
    });

    // Blocked before the bank books: the ledger's reason for it.
    const again = await ask('petar', [payment], SLAVONSKA_BRANCH.id);
    await preauthorizeAndSign('ivana', again.body.request.requestId);
    await ctx.database.db.execute(
      sql`UPDATE accounts SET status = 'BLOCKED' WHERE id = ${SLAVONSKA_BRANCH.id}`,
    );
    await deliverDueOrders(ctx.deps, ORDER_TYPES);
    await ctx.database.db.execute(
      sql`UPDATE accounts SET status = 'ACTIVE' WHERE id = ${SLAVONSKA_BRANCH.id}`,
    );
    expect(await requestOf(again.body.request.requestId, 'petar')).toMatchObject({
      status: 'REJECTED',
      rejectionCode: 'SIRIUS_ACCOUNT_STATUS',
    });
  });

  it('rejects a request the operator forces out, and waits while it cannot be reached', async () => {
    await insertForcedRejection(ctx.database.db, {
      orderType: 'PAYMENT_CONFIRMATION',
      reason: 'BACK_OFFICE_REJECTED',
      createdAt: ctx.clock.now(),
    });
    const payment = await executedPayment('23.00');
    const before = await bookedMinor(SLAVONSKA_PAYROLL.id);
    const forced = await askAndSign([payment]);
    await deliverDueOrders(ctx.deps, ORDER_TYPES);
    expect(await requestOf(forced)).toMatchObject({
      status: 'REJECTED',
      rejectionCode: 'BACK_OFFICE_REJECTED',
    });
    expect(await bookedMinor(SLAVONSKA_PAYROLL.id)).toBe(before);

    const waiting = await askAndSign([payment]);
    await setCoreAvailability(ctx.database.db, false);
    await deliverDueOrders(ctx.deps, ORDER_TYPES);
    expect(await requestOf(waiting)).toMatchObject({
      status: 'AUTHORIZED',
      displayStatus: 'PROPAGATION_FAILED',
    });
    await setCoreAvailability(ctx.database.db, true);
    ctx.clock.advanceMs(61_000);
    await deliverDueOrders(ctx.deps, ORDER_TYPES);
    expect((await requestOf(waiting))?.status).toBe('EXECUTED');
    expect(await bookedMinor(SLAVONSKA_PAYROLL.id)).toBe(before - 200n);
  });

  it('rejects the later of two requests for the same payment (PAYMENT_ALREADY_CONFIRMED)', async () => {
    const payment = await executedPayment('31.00');
    const earlier = await ask('ana', [payment]);
    const later = await ask('ana', [payment]);
    expect(later.status).toBe(201);
    await authorize(
      'ana',
      earlier.body.request.requestId,
      earlier.body.preauthorization as TOrderChallengeAnswer,
    );
    await authorize(
      'ana',
      later.body.request.requestId,
      later.body.preauthorization as TOrderChallengeAnswer,
    );
    // With the bank now: a third request for it is refused at once.
    expect((await ask('ana', [payment])).body).toMatchObject({
      validations: [{ field: 'paymentIds.0', code: 'PAYMENT_ALREADY_CONFIRMED' }],
    });
    expect(await deliverDueOrders(ctx.deps, ORDER_TYPES)).toBe(2);
    expect((await requestOf(earlier.body.request.requestId))?.status).toBe('EXECUTED');
    expect(await requestOf(later.body.request.requestId)).toMatchObject({
      status: 'REJECTED',
      rejectionCode: 'PAYMENT_ALREADY_CONFIRMED',
    });
    const ofPayment = await call<TPaymentConfirmationRequests>(
      'ana',
      'GET',
      `${REQUESTS}?paymentId=${payment}`,
    );
    expect(ofPayment.body.requests.map((request) => request.requestId)).toEqual([
      later.body.request.requestId,
      earlier.body.request.requestId,
    ]);
  });
});

describe('another company', () => {
  it('finds neither the payments, their confirmations nor the requests of this one', async () => {
    const payment = await executedPayment('9.00');
    const requestId = await askAndSign([payment]);
    await deliverDueOrders(ctx.deps, ORDER_TYPES);
    expect((await download('ana', payment, 'hr_hr')).status).toBe(200);

    const foreignDownload = await download('tomislav', payment, 'hr_hr', CELIK);
    expect(foreignDownload.status).toBe(404);
    expect(foreignDownload.headers['content-disposition']).toBeUndefined();
    const options = { customerId: CELIK };
    const foreignAsk = await call('tomislav', 'POST', REQUESTS, { paymentIds: [payment] }, options);
    expect(foreignAsk.status).toBe(404);
    expect(foreignAsk.body).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect(
      (await call('tomislav', 'PATCH', `${REQUESTS}/${requestId}/preauthorize`, undefined, options))
        .status,
    ).toBe(404);
    expect(
      (await call('tomislav', 'DELETE', `${REQUESTS}/${requestId}`, undefined, options)).status,
    ).toBe(404);
    const list = await call<TPaymentConfirmationRequests>(
      'tomislav',
      'GET',
      REQUESTS,
      undefined,
      options,
    );
    expect(list.body.requests).toEqual([]);
  });
});

describe('a request nobody signed', () => {
  it('is deleted, and leaves the payment free to be confirmed', async () => {
    const payment = await executedPayment('5.00');
    const created = await ask('ana', [payment]);
    const deleted = await call('ana', 'DELETE', `${REQUESTS}/${created.body.request.requestId}`);
    expect(deleted.status).toBe(204);
    expect(await requestOf(created.body.request.requestId)).toBeUndefined();
    expect((await ask('ana', [payment])).status).toBe(201);
  });
});

describe('a session without the payments service', () => {
  it('is refused', async () => {
    await ctx.database.db.execute(
      sql`UPDATE company_persons SET allowed_services = array_remove(allowed_services, 'PAYMENTS')
          WHERE person_id = (SELECT id FROM persons WHERE person_id = ${personId('zeljka')})`,
    );
    const refused = await call('zeljka', 'GET', REQUESTS);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'NOT_AUTHORIZED' });
  });
});
