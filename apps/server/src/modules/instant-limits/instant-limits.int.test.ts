import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  INSTANT_LIMIT_ONLINE_MAXIMUM_MINOR,
  buildCroatianIban,
  type TErrorCode,
} from '@poslovno/domain';
import type {
  TInstantLimitRequest,
  TInstantLimitRequestCreated,
  TInstantLimitRequestInput,
  TInstantLimitRequests,
  TInstantPaymentLimit,
  TInstantPaymentLimits,
  TOrderChallengeAnswer,
  TPaymentInput,
} from '@poslovno/contract';
import type { TTestContext } from '../../../test/test-app';
import { runOrderStep } from '../../core-bank/execution/execute-order';
import {
  CELIK_MAIN,
  SLAVONSKA_BRANCH,
  SLAVONSKA_CLOSED,
  getDemoAccount,
} from '../../core-bank/execution/execution-test-support';
import { ORDER_TYPES } from '../../order-types';
import { deliverDueOrders } from '../../platform/orders/order-delivery';
import { insertForcedRejection } from '../../platform/orders/orders.repository';
import { createRequestClient } from '../../platform/orders/test-support/request-client';
import {
  SLAVONSKA,
  SLAVONSKA_MAIN,
  SLAVONSKA_PAYROLL,
  createPaymentTestApp,
  domesticPayment,
  signInPayer,
  type TPaymentClient,
} from '../payments/test-support/payment-fixture';

const SLAVONSKA_BLOCKED = getDemoAccount('slavonska-blocked', '110000005', 'slavonska');
const SLAVONSKA_CHF = getDemoAccount('slavonska-chf', '110000004', 'slavonska');
/** A payee the simulated clearing answers "no such account" for (SIRIUS_NONEXISTENT_ACCOUNT). */
const UNKNOWN_PAYEE = buildCroatianIban('234000', '110000991');

let ctx: TTestContext;
let client: ReturnType<typeof createRequestClient>;
const payers = new Map<string, TPaymentClient>();

function authorize(key: string, requestId: string, challenge: TOrderChallengeAnswer) {
  return client.authorize<TInstantLimitRequest>(key, requestId, challenge);
}

function preauthorizeAndSign(key: string, requestId: string) {
  return client.preauthorizeAndSign<TInstantLimitRequest>(key, requestId);
}

async function payer(key: string): Promise<TPaymentClient> {
  let payerClient = payers.get(key);
  if (!payerClient) {
    payerClient = await signInPayer(ctx, key);
    payers.set(key, payerClient);
  }
  return payerClient;
}

function ask(key: string, input: TInstantLimitRequestInput, idempotencyKey?: string) {
  return client.call<TInstantLimitRequestCreated>(
    key,
    'POST',
    '/instant-limit-requests',
    input,
    idempotencyKey === undefined ? {} : { idempotencyKey },
  );
}

/** A request entered and signed by one person alone (an account of one signature). */
async function askAndSign(key: string, input: TInstantLimitRequestInput) {
  const created = await ask(key, input);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { request, preauthorization } = created.body;
  if (!preauthorization) throw new Error('the author may sign');
  const signed = await authorize(key, request.requestId, preauthorization);
  expect(signed.body).toMatchObject({ status: 'AUTHORIZED' });
  return request.requestId;
}

async function limitOf(iban: string, key = 'ana'): Promise<TInstantPaymentLimit | undefined> {
  const limits = await client.call<TInstantPaymentLimits>(
    key,
    'GET',
    '/account-management/instant-payments-limits',
  );
  expect(limits.status, JSON.stringify(limits.body)).toBe(200);
  return limits.body.items.find((item) => item.iban === iban);
}

async function requestById(requestId: string, key = 'ana') {
  const page = await client.call<TInstantLimitRequests>(
    key,
    'GET',
    '/instant-limit-requests?pageSize=100',
  );
  return page.body.requests.find((request) => request.requestId === requestId);
}

function instantPayment(iban: string, amount: string, overrides: Partial<TPaymentInput> = {}) {
  return domesticPayment({
    debtorAccount: { iban },
    instructedAmount: { amount, currency: 'EUR' },
    urgency: 'INSTANT',
    localInstrument: 'INST',
    ...overrides,
  });
}

/** The refusal code on the payment's amount, or undefined when the payment was stored. */
async function enterInstant(key: string, iban: string, amount: string, overrides = {}) {
  const created = await (await payer(key)).create(instantPayment(iban, amount, overrides));
  if (created.status === 201) return { paymentId: created.body.paymentId, refusal: undefined };
  const body = created.body as unknown as { validations?: { field: string; code: TErrorCode }[] };
  return {
    paymentId: undefined,
    refusal: body.validations?.find((v) => v.field === 'instructedAmount.amount')?.code,
  };
}

async function runToTheEnd(paymentId: string) {
  const core = await ctx.database.db.execute<{ id: string }>(
    sql`SELECT core_order_id::text AS id FROM orders WHERE id = ${paymentId}`,
  );
  const coreOrderId = core.rows[0]?.id ?? '';
  const engine = { db: ctx.database.db, clock: ctx.clock, jobs: ctx.deps.jobs };
  await runOrderStep(engine, coreOrderId, 'EXECUTE');
  await runOrderStep(engine, coreOrderId, 'CLEARING_ANSWER');
}

beforeAll(async () => {
  ctx = await createPaymentTestApp({ INSTANT_PAYMENT_LIMIT_EUR: '1000.00' });
  client = createRequestClient(ctx, SLAVONSKA, '/instant-limit-requests');
});
afterAll(() => ctx.close());

describe('the limits the bank holds', () => {
  it("are the bank's default per transaction until an account has its own", async () => {
    const limits = await client.call<TInstantPaymentLimits>(
      'marko',
      'GET',
      '/account-management/instant-payments-limits',
    );
    expect(limits.status).toBe(200);
    expect(limits.body.items.find((item) => item.iban === SLAVONSKA_MAIN.iban)).toEqual({
      accountId: SLAVONSKA_MAIN.id,
      iban: SLAVONSKA_MAIN.iban,
      accountStatus: 'ACTIVE',
      currency: 'EUR',
      limitType: 'PER_TRANSACTION',
      limitAmount: '1000.00',
      isBankDefault: true,
      updatedAt: null,
      canRequest: true,
    });
    // Ana has no authority on the Zagreb branch's account: it is not hers to see.
    expect(await limitOf(SLAVONSKA_BRANCH.iban)).toBeUndefined();
  });

  it("the bank's online maximum is the product's own until the bank lowers it", async () => {
    const result = await ctx.database.db.execute<{ maximum: string }>(
      sql`SELECT instant_limit_maximum_minor::text AS maximum FROM bank_profile`,
    );
    expect(result.rows[0]?.maximum).toBe(INSTANT_LIMIT_ONLINE_MAXIMUM_MINOR.toString());
  });
});

describe("raising the main account's limit with its two signatures", () => {
  it('takes Marko and Ivana, then the bank applies it and instant payments follow it', async () => {
    const above = await enterInstant('marko', SLAVONSKA_MAIN.iban, '3000.00');
    expect(above.refusal, 'above the default').toBe('INSTANT_LIMIT_EXCEEDED');

    const created = await ask('marko', {
      accountNumber: SLAVONSKA_MAIN.iban,
      limitType: 'PER_TRANSACTION',
      limitAmount: '5000.00',
      reference: 'Odluka uprave 7/2026',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { request, preauthorization } = created.body;
    expect(request).toMatchObject({
      status: 'CREATED',
      accountId: SLAVONSKA_MAIN.id,
      accountNumber: SLAVONSKA_MAIN.iban,
      limitType: 'PER_TRANSACTION',
      limitAmount: '5000.00',
      currency: 'EUR',
      reference: 'Odluka uprave 7/2026',
      rejectionCode: null,
      createdBy: 'Marko Šimić',
    });
    expect(preauthorization).toMatchObject({
      outcome: 'PARTIALLY_AUTHORIZED',
      orderType: 'INSTANT_LIMIT',
      signedFields: [
        { name: 'accountNumber', value: SLAVONSKA_MAIN.iban },
        { name: 'limitType', value: 'PER_TRANSACTION' },
        { name: 'limitAmount', value: '5000.00' },
        { name: 'reference', value: 'Odluka uprave 7/2026' },
      ],
    });
    if (!preauthorization) throw new Error('Marko may sign');
    const first = await authorize('marko', request.requestId, preauthorization);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      status: 'PARTIALLY_AUTHORIZED',
      displayStatus: 'ALREADY_SIGNED',
      actions: { canAuthorize: false },
    });
    expect((await limitOf(SLAVONSKA_MAIN.iban, 'ivana'))?.pendingRequest).toEqual({
      requestId: request.requestId,
      status: 'PARTIALLY_AUTHORIZED',
      displayStatus: 'PARTIALLY_AUTHORIZED',
      limitType: 'PER_TRANSACTION',
      limitAmount: '5000.00',
    });
    const second = await preauthorizeAndSign('ivana', request.requestId);
    expect(second.body).toMatchObject({ status: 'AUTHORIZED', signatures: [{}, {}] });
    // Nothing changes before the bank decides.
    expect((await limitOf(SLAVONSKA_MAIN.iban))?.isBankDefault).toBe(true);

    expect(await deliverDueOrders(ctx.deps, ORDER_TYPES)).toBe(1);
    const applied = await limitOf(SLAVONSKA_MAIN.iban);
    expect(applied).toMatchObject({
      limitType: 'PER_TRANSACTION',
      limitAmount: '5000.00',
      isBankDefault: false,
    });
    expect(applied?.updatedAt).not.toBeNull();
    expect(applied?.pendingRequest).toBeUndefined();
    expect((await requestById(request.requestId))?.status).toBe('EXECUTED');

    expect((await enterInstant('marko', SLAVONSKA_MAIN.iban, '5000.01')).refusal).toBe(
      'INSTANT_LIMIT_EXCEEDED',
    );
    const within = await enterInstant('marko', SLAVONSKA_MAIN.iban, '3000.00');
    expect(within.refusal).toBeUndefined();
    const paymentId = within.paymentId ?? '';
    expect((await (await payer('marko')).sign(paymentId)).body.status).toBe('FOR-AUTHORIZATION');
    expect((await (await payer('ivana')).sign(paymentId)).body.status).toBe('ORDERED');
    await runToTheEnd(paymentId);
    expect((await (await payer('marko')).get(paymentId)).status).toBe('EXECUTED');
  });
});

describe("the payroll account's limit", () => {
  it('under a daily limit sums the day: waiting and signed payments count, rejected and deleted ones do not', async () => {
    await askAndSign('ana', {
      accountNumber: SLAVONSKA_PAYROLL.iban,
      limitType: 'DAILY_LIMIT',
      limitAmount: '2000.00',
    });
    await deliverDueOrders(ctx.deps, ORDER_TYPES);
    expect(await limitOf(SLAVONSKA_PAYROLL.iban)).toMatchObject({
      limitType: 'DAILY_LIMIT',
      limitAmount: '2000.00',
    });

    const toNobody = await enterInstant('ana', SLAVONSKA_PAYROLL.iban, '1200.00', {
      creditorAccount: { iban: UNKNOWN_PAYEE },
    });
    expect(toNobody.refusal).toBeUndefined();
    expect((await enterInstant('ana', SLAVONSKA_PAYROLL.iban, '900.00')).refusal).toBe(
      'INSTANT_LIMIT_EXCEEDED',
    );
    const filling = await enterInstant('ana', SLAVONSKA_PAYROLL.iban, '800.00');
    expect(filling.refusal, 'the day filled to the limit').toBeUndefined();

    // Signed, it is judged again with the other payments of the day, and still fits.
    const ana = await payer('ana');
    expect((await ana.sign(toNobody.paymentId ?? '')).body.status).toBe('ORDERED');
    await runToTheEnd(toNobody.paymentId ?? '');
    expect((await ana.get(toNobody.paymentId ?? '')).status).toBe('REJECTED');
    const afterRejection = await enterInstant('ana', SLAVONSKA_PAYROLL.iban, '900.00');
    expect(afterRejection.refusal, 'a rejected payment no longer counts').toBeUndefined();

    expect((await enterInstant('ana', SLAVONSKA_PAYROLL.iban, '400.00')).refusal).toBe(
      'INSTANT_LIMIT_EXCEEDED',
    );
    await ana.cancel([filling.paymentId ?? '']);
    expect(
      (await enterInstant('ana', SLAVONSKA_PAYROLL.iban, '400.00')).refusal,
      'a deleted payment no longer counts',
    ).toBeUndefined();
    // A payment that is not instant is not counted and not limited.
    const normal = await ana.create(
      domesticPayment({ instructedAmount: { amount: '5000.00', currency: 'EUR' } }),
    );
    expect(normal.status).toBe(201);
  });

  it('WITHOUT_LIMIT lifts it', async () => {
    const requestId = await askAndSign('ana', {
      accountNumber: SLAVONSKA_PAYROLL.iban,
      limitType: 'WITHOUT_LIMIT',
      limitAmount: null,
    });
    await deliverDueOrders(ctx.deps, ORDER_TYPES);
    expect(await requestById(requestId)).toMatchObject({
      status: 'EXECUTED',
      limitType: 'WITHOUT_LIMIT',
      limitAmount: null,
    });
    expect(await limitOf(SLAVONSKA_PAYROLL.iban)).toMatchObject({
      limitType: 'WITHOUT_LIMIT',
      limitAmount: null,
      isBankDefault: false,
    });
    expect((await enterInstant('ana', SLAVONSKA_PAYROLL.iban, '9000.00')).refusal).toBeUndefined();
  });

  it('refuses at its signature a payment entered before the bank lowered the limit', async () => {
    const entered = await enterInstant('ana', SLAVONSKA_PAYROLL.iban, '1500.00');
    expect(entered.refusal).toBeUndefined();
    await askAndSign('ana', {
      accountNumber: SLAVONSKA_PAYROLL.iban,
      limitType: 'PER_TRANSACTION',
      limitAmount: '1000.00',
    });
    await deliverDueOrders(ctx.deps, ORDER_TYPES);
    const ana = await payer('ana');
    const signed = await ana.sign(entered.paymentId ?? '');
    expect(signed.status).toBe(422);
    expect(signed.body).toMatchObject({ errorCode: 'INSTANT_LIMIT_EXCEEDED' });
    expect((await ana.get(entered.paymentId ?? '')).status).toBe('STORED');
  });
});

describe('the bank rejects by its own data', () => {
  it('a request on a blocked account, signed by both its signers', async () => {
    const created = await ask('marko', {
      accountNumber: SLAVONSKA_BLOCKED.iban,
      limitType: 'DAILY_LIMIT',
      limitAmount: '3000.00',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { requestId } = created.body.request;
    await preauthorizeAndSign('marko', requestId);
    expect((await preauthorizeAndSign('ivana', requestId)).body.status).toBe('AUTHORIZED');
    await deliverDueOrders(ctx.deps, ORDER_TYPES);
    expect(await requestById(requestId)).toMatchObject({
      status: 'REJECTED',
      displayStatus: 'REJECTED',
      rejectionCode: 'DEBTOR_ACCOUNT_INACTIVE',
    });
    expect(await limitOf(SLAVONSKA_BLOCKED.iban)).toMatchObject({
      accountStatus: 'BLOCKED',
      isBankDefault: true,
    });
  });

  it('a request on a closed account', async () => {
    const requestId = await askAndSign('ana', {
      accountNumber: SLAVONSKA_CLOSED.iban,
      limitType: 'WITHOUT_LIMIT',
    });
    await deliverDueOrders(ctx.deps, ORDER_TYPES);
    expect(await requestById(requestId)).toMatchObject({
      status: 'REJECTED',
      rejectionCode: 'DEBTOR_ACCOUNT_INACTIVE',
    });
  });

  it('a request above the maximum the bank lowered after it was entered', async () => {
    const requestId = await askAndSign('ana', {
      accountNumber: SLAVONSKA_PAYROLL.iban,
      limitType: 'PER_TRANSACTION',
      limitAmount: '900000.00',
    });
    await ctx.database.db.execute(
      sql`UPDATE bank_profile SET instant_limit_maximum_minor = 50000000`,
    );
    try {
      await deliverDueOrders(ctx.deps, ORDER_TYPES);
      expect(await requestById(requestId)).toMatchObject({
        status: 'REJECTED',
        rejectionCode: 'AMOUNT_ABOVE_ONLINE_MAXIMUM',
      });
      expect(await limitOf(SLAVONSKA_PAYROLL.iban)).toMatchObject({ limitAmount: '1000.00' });
      const refused = await ask('ana', {
        accountNumber: SLAVONSKA_PAYROLL.iban,
        limitType: 'PER_TRANSACTION',
        limitAmount: '500000.01',
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        validations: [{ field: 'limitAmount', code: 'AMOUNT_ABOVE_ONLINE_MAXIMUM' }],
      });
    } finally {
      await ctx.database.db.execute(
        sql`UPDATE bank_profile SET instant_limit_maximum_minor = 100000000`,
      );
    }
  });

  it('a request the bank operator forces out (BACK_OFFICE_REJECTED)', async () => {
    await deliverDueOrders(ctx.deps, ORDER_TYPES);
    await insertForcedRejection(ctx.database.db, {
      orderType: 'INSTANT_LIMIT',
      reason: 'BACK_OFFICE_REJECTED',
      createdAt: ctx.clock.now(),
    });
    const requestId = await askAndSign('ana', {
      accountNumber: SLAVONSKA_CHF.iban,
      limitType: 'DAILY_LIMIT',
      limitAmount: '100.00',
    });
    await deliverDueOrders(ctx.deps, ORDER_TYPES);
    expect(await requestById(requestId)).toMatchObject({
      status: 'REJECTED',
      rejectionCode: 'BACK_OFFICE_REJECTED',
    });
    expect((await limitOf(SLAVONSKA_CHF.iban))?.isBankDefault).toBe(true);
  });
});

describe('entering a request', () => {
  it.each<[string, TInstantLimitRequestInput, { field: string; code: TErrorCode }[]]>([
    [
      'two types',
      { limitType: ['PER_TRANSACTION', 'DAILY_LIMIT'], limitAmount: '100.00' },
      [{ field: 'limitType', code: 'INSTANT_LIMIT_ONE_TYPE' }],
    ],
    ['no type', { limitAmount: '100.00' }, [{ field: 'limitType', code: 'FIELD_REQUIRED' }]],
    [
      'a daily limit without its amount',
      { limitType: 'DAILY_LIMIT' },
      [{ field: 'limitAmount', code: 'AMOUNT_REQUIRED' }],
    ],
    [
      'an amount for no limit',
      { limitType: 'WITHOUT_LIMIT', limitAmount: '100.00' },
      [{ field: 'limitAmount', code: 'AMOUNT_NOT_ALLOWED' }],
    ],
    [
      'a negative amount',
      { limitType: 'PER_TRANSACTION', limitAmount: '-100.00' },
      [{ field: 'limitAmount', code: 'AMOUNT_NOT_POSITIVE' }],
    ],
    [
      'an amount above the online maximum',
      { limitType: 'PER_TRANSACTION', limitAmount: '1000000.01' },
      [{ field: 'limitAmount', code: 'AMOUNT_ABOVE_ONLINE_MAXIMUM' }],
    ],
    [
      "another company's account",
      { accountNumber: CELIK_MAIN.iban, limitType: 'WITHOUT_LIMIT' },
      [{ field: 'accountNumber', code: 'DEBTOR_ACCOUNT_UNIDENTIFIABLE' }],
    ],
    [
      'an account Ana has no authority on',
      { accountNumber: SLAVONSKA_BRANCH.iban, limitType: 'WITHOUT_LIMIT' },
      [{ field: 'accountNumber', code: 'DEBTOR_ACCOUNT_UNIDENTIFIABLE' }],
    ],
    [
      'a reference outside the payment characters',
      { limitType: 'WITHOUT_LIMIT', reference: 'Odluka <b>' },
      [{ field: 'reference', code: 'FIELD_INVALID_CHARACTERS' }],
    ],
  ])('refuses %s with its field code', async (_name, body, validations) => {
    const refused = await ask('ana', { accountNumber: SLAVONSKA_PAYROLL.iban, ...body });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', validations });
  });

  it('answers a retried create with the same request, and deletes one nobody signed', async () => {
    const key = randomUUID();
    const input = { accountNumber: SLAVONSKA_PAYROLL.iban, limitType: 'WITHOUT_LIMIT' };
    const first = await ask('ana', input, key);
    const again = await ask('ana', input, key);
    expect(again.body.request.requestId).toBe(first.body.request.requestId);
    const deleted = await client.call(
      'ana',
      'DELETE',
      `/instant-limit-requests/${first.body.request.requestId}`,
    );
    expect(deleted.status).toBe(204);
    expect(await requestById(first.body.request.requestId)).toBeUndefined();
  });

  it('lets a person who only enters store a request for the signers, without a challenge', async () => {
    const created = await ask('petar', {
      accountNumber: SLAVONSKA_PAYROLL.iban,
      limitType: 'DAILY_LIMIT',
      limitAmount: '1500.00',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      request: { status: 'CREATED', actions: { canAuthorize: false, canDelete: true } },
      preauthorization: null,
    });
    const signed = await preauthorizeAndSign('ana', created.body.request.requestId);
    expect(signed.body.status).toBe('AUTHORIZED');
    // Signed in full, it is the bank's: nobody deletes it any more.
    const deleted = await client.call(
      'ana',
      'DELETE',
      `/instant-limit-requests/${created.body.request.requestId}`,
    );
    expect(deleted.status).toBe(409);
    await deliverDueOrders(ctx.deps, ORDER_TYPES);
  });

  it('refuses a session that only signs, naming no payment', async () => {
    const refused = await ask('ivana', {
      accountNumber: SLAVONSKA_MAIN.iban,
      limitType: 'WITHOUT_LIMIT',
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'NOT_AUTHORIZED' });
    expect((await limitOf(SLAVONSKA_MAIN.iban, 'ivana'))?.canRequest).toBe(false);
  });
});

describe('the list of requests', () => {
  it('pages newest first with a keyset cursor', async () => {
    const all = (
      await client.call<TInstantLimitRequests>('ana', 'GET', '/instant-limit-requests?pageSize=100')
    ).body.requests;
    expect(all.length).toBeGreaterThan(4);
    const ids = all.map((request) => BigInt(request.requestId));
    expect([...ids].sort((a, b) => (a > b ? -1 : 1))).toEqual(ids);

    const seen: string[] = [];
    let cursor: string | null = '1';
    while (cursor !== null) {
      const page: { status: number; body: TInstantLimitRequests } =
        await client.call<TInstantLimitRequests>(
          'ana',
          'GET',
          `/instant-limit-requests?pageSize=3&cursor=${cursor}`,
        );
      expect(page.status).toBe(200);
      expect(page.body.requests.length).toBeLessThanOrEqual(3);
      seen.push(...page.body.requests.map((request) => request.requestId));
      cursor = page.body.metadata.nextCursor;
    }
    expect(seen).toEqual(all.map((request) => request.requestId));
  });

  it('refuses a cursor that is not its own', async () => {
    const refused = await client.call('ana', 'GET', '/instant-limit-requests?cursor=bm9wZQ');
    expect(refused.status).toBe(400);
  });
});

describe('the day of a daily limit', () => {
  it("is the day in Zagreb: after midnight there, the day's payments start again", async () => {
    await askAndSign('ana', {
      accountNumber: SLAVONSKA_PAYROLL.iban,
      limitType: 'DAILY_LIMIT',
      limitAmount: '1000.00',
    });
    await deliverDueOrders(ctx.deps, ORDER_TYPES);
    expect((await enterInstant('ana', SLAVONSKA_PAYROLL.iban, '1000.00')).refusal).toBe(
      'INSTANT_LIMIT_EXCEEDED',
    );
    // 23:30 UTC on the 20th is 00:30 on the 21st in Zagreb.
    ctx.clock.set(new Date('2026-11-20T23:30:00Z'));
    client.forgetSessions();
    payers.clear();
    expect(
      (
        await enterInstant('ana', SLAVONSKA_PAYROLL.iban, '1000.00', {
          requestedExecutionDate: '2026-11-21',
        })
      ).refusal,
    ).toBeUndefined();
  });
});
