import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TBasket, TOrderChallengeAnswer } from '@poslovno/contract';
import type { TTestContext } from '../../../test/test-app';
import { setCoreAvailability } from '../../core-bank/core-availability';
import { ORDER_TYPES } from '../../order-types';
import { expireOrders, propagateOrders } from '../../platform/orders/order-jobs';
import { createRequestClient } from '../../platform/orders/test-support/request-client';
import {
  SLAVONSKA,
  SLAVONSKA_MAIN,
  createPaymentTestApp,
  domesticPayment,
  signInPayer,
  type TPaymentClient,
} from '../payments/test-support/payment-fixture';

let ctx: TTestContext;
let ana: TPaymentClient;
let requests: ReturnType<typeof createRequestClient>;

beforeAll(async () => {
  ctx = await createPaymentTestApp();
  ana = await signInPayer(ctx, 'ana');
  requests = createRequestClient(ctx, SLAVONSKA, '/payment-baskets');
});
afterAll(() => ctx.close());

/** A payment on the one-signature payroll account (Ana signs it alone) or the two-signature one. */
async function storePayment(amount: string, onMain = false): Promise<string> {
  const { status, body } = await ana.create(
    domesticPayment({
      instructedAmount: { amount, currency: 'EUR' },
      ...(onMain ? { debtorAccount: { iban: SLAVONSKA_MAIN.iban } } : {}),
    }),
  );
  expect(status, JSON.stringify(body)).toBe(201);
  return body.paymentId;
}

function createBasket(key: string, paymentIds: string[]) {
  return requests.call<TBasket>(key, 'POST', '/signing-baskets', { paymentIds });
}

async function basketOf(key: string, paymentIds: string[]): Promise<TBasket> {
  const created = await createBasket(key, paymentIds);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

function preauthorize(key: string, basketId: string) {
  return requests.call<TOrderChallengeAnswer>(
    key,
    'PATCH',
    `/payment-baskets/${basketId}/preauthorize`,
  );
}

async function countSignatures(): Promise<number> {
  const result = await ctx.database.db.execute<{ count: string }>(
    sql`SELECT count(*)::text AS count FROM order_signatures`,
  );
  return Number(result.rows[0]?.count);
}

describe('payment baskets (000 §2, §4, §7)', () => {
  it('signs three payments with one signature that covers their total and payees', async () => {
    const ids = [
      await storePayment('100.00'),
      await storePayment('200.50'),
      await storePayment('0.25'),
    ];
    const basket = await basketOf('ana', ids);
    expect(basket).toMatchObject({
      status: 'INITIATED',
      paymentCount: 3,
      totals: [{ amount: '300.75', currency: 'EUR' }],
      expirationDate: '2026-11-20',
      actions: { canAuthorize: true, canDelete: true },
    });
    expect(basket.referenceNumber).toMatch(/^K-2026-\d{6,}$/);
    expect((await ana.get(ids[0] ?? '')).basketId).toBe(basket.id);
    const count = await requests.call<{ count: number }>(
      'ana',
      'GET',
      '/active-payment-baskets/count',
    );
    expect(count.body.count).toBeGreaterThanOrEqual(1);

    const challenge = await preauthorize('ana', basket.id);
    expect(challenge.status).toBe(200);
    expect(challenge.body.outcome).toBe('AUTHORIZED');
    expect(challenge.body.signedItems).toHaveLength(3);
    expect(challenge.body.signedFields).toContainEqual({ name: 'total', value: '300.75 EUR' });

    const signed = await requests.authorize<TBasket>('ana', basket.id, challenge.body);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.status).toBe('SIGNED');
    expect(signed.body.signatures).toHaveLength(1);
    for (const id of ids) {
      const payment = await ana.get(id);
      expect(payment.status).toMatch(/ORDER-PENDING|ORDERED/);
      expect(payment.signatures).toHaveLength(1);
      expect(payment.basketId).toBeNull();
    }
    const active = await requests.call<{ baskets: TBasket[] }>(
      'ana',
      'GET',
      '/active-payment-baskets',
    );
    expect(active.body.baskets.map((item) => item.id)).not.toContain(basket.id);
    const deleted = await requests.call('ana', 'DELETE', `/payment-baskets/${basket.id}`);
    expect(deleted.body).toMatchObject({ errorCode: 'BASKET_DELETE_ERROR' });
  });

  it('signs in turn: payments that need a second signature wait, then the second signer finishes', async () => {
    const alone = await storePayment('10.00');
    const joint = await storePayment('20.00', true);
    const basket = await basketOf('ana', [alone, joint]);
    const first = await requests.preauthorizeAndSign<TBasket>('ana', basket.id);
    expect(first.body).toMatchObject({ status: 'PARTIAL' });
    expect((await ana.get(alone)).status).toMatch(/ORDER-PENDING|ORDERED/);
    expect((await ana.get(joint)).status).toBe('FOR-AUTHORIZATION');
    // The same person again: the basket's signature is theirs already.
    expect((await preauthorize('ana', basket.id)).body).toMatchObject({
      errorCode: 'ALREADY_SIGNED_BY_THIS_PSU',
    });
    const second = await requests.preauthorizeAndSign<TBasket>('marko', basket.id);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    // The main account also needs its mandatory signee (Ivana).
    expect(second.body.status).toBe('PARTIAL');
    const third = await requests.preauthorizeAndSign<TBasket>('ivana', basket.id);
    expect(third.body.status).toBe('SIGNED');
    expect(third.body.signatures).toHaveLength(3);
    expect((await ana.get(joint)).signatures).toHaveLength(3);
  });

  it('needs the authority over every payment (NO_AUTHORITY_FOR_GROUPED_PAYMENTS), before a code', async () => {
    const id = await storePayment('30.00');
    const basket = await basketOf('ana', [id]);
    const refused = await preauthorize('petar', basket.id);
    expect(refused.body).toMatchObject({
      errorCode: 'NO_AUTHORITY_FOR_GROUPED_PAYMENTS',
      validations: [{ field: 'paymentIds[0]' }],
    });
  });

  it('keeps a payment in one basket: a second one answers CONCURRENT_BASKET_CREATE_ATTEMPT', async () => {
    const id = await storePayment('40.00');
    const results = await Promise.all([createBasket('ana', [id]), createBasket('marko', [id])]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    const loser = results.find((result) => result.status === 409);
    expect(loser?.body).toMatchObject({ errorCode: 'CONCURRENT_BASKET_CREATE_ATTEMPT' });
    const winner = results.find((result) => result.status === 201);
    // Deleting the basket leaves the payment as it was, free to join another.
    const deleted = await requests.call('ana', 'DELETE', `/payment-baskets/${winner?.body.id}`);
    expect(deleted.status).toBe(204);
    const payment = await ana.get(id);
    expect(payment).toMatchObject({ status: 'STORED', basketId: null });
    await basketOf('ana', [id]);
  });

  it('refuses payments that cannot join, naming each (BASKET_NOT_SAVED)', async () => {
    const id = await storePayment('50.00');
    await ana.sign(id);
    const refused = await createBasket('ana', [id]);
    expect(refused.body).toMatchObject({
      errorCode: 'BASKET_NOT_SAVED',
      validations: [{ field: 'paymentIds[0]', code: 'PAYMENT_NOT_BASKETABLE' }],
    });
    const twice = await createBasket('ana', ['1', '1']);
    expect(twice.body).toMatchObject({ errorCode: 'BASKET_NOT_SAVED' });
    const unknown = await createBasket('ana', ['999999999']);
    expect(unknown.status).toBe(404);
  });

  it('finds a payment deleted since it joined before the signature is checked (PAYMENT_CHANGED)', async () => {
    const kept = await storePayment('60.00');
    const gone = await storePayment('61.00');
    const basket = await basketOf('ana', [kept, gone]);
    const challenge = await preauthorize('ana', basket.id);
    await ana.cancel([gone]);
    const before = await countSignatures();
    const refused = await requests.authorize('ana', basket.id, challenge.body);
    expect(refused.body).toMatchObject({
      errorCode: 'PAYMENT_CHANGED',
      validations: [{ field: 'paymentIds[1]', code: 'PAYMENT_CHANGED' }],
    });
    expect(await countSignatures()).toBe(before);
    expect((await ana.get(kept)).status).toBe('STORED');
    const view = await requests.call<TBasket>('ana', 'GET', `/payment-baskets/${basket.id}`);
    expect(view.body.payments.map((payment) => payment.isChanged)).toEqual([false, true]);
    expect(view.body.totals).toEqual([{ amount: '60.00', currency: 'EUR' }]);
  });

  it('refuses a code made for another basket, and one signer twice at once', async () => {
    const first = await basketOf('ana', [await storePayment('70.00')]);
    const second = await basketOf('ana', [await storePayment('71.00')]);
    const challenge = await preauthorize('ana', first.id);
    const crossed = await requests.authorize('ana', second.id, challenge.body);
    expect(crossed.status).toBeGreaterThanOrEqual(400);
    expect(
      (await requests.call<TBasket>('ana', 'GET', `/payment-baskets/${second.id}`)).body.status,
    ).toBe('INITIATED');
    const results = await Promise.all([
      requests.authorize<TBasket>('ana', first.id, challenge.body),
      requests.authorize<TBasket>('ana', first.id, challenge.body),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(results.find((result) => result.status === 409)?.body).toMatchObject({
      errorCode: 'CONCURRENT_SIGNATURE_ATTEMPT',
    });
  });

  it('records two different signers at once in turn', async () => {
    const basket = await basketOf('ana', [await storePayment('80.00', true)]);
    const [anaChallenge, markoChallenge] = await Promise.all([
      preauthorize('ana', basket.id),
      preauthorize('marko', basket.id),
    ]);
    const results = await Promise.all([
      requests.authorize<TBasket>('ana', basket.id, anaChallenge.body),
      requests.authorize<TBasket>('marko', basket.id, markoChallenge.body),
    ]);
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    const view = await requests.call<TBasket>('ana', 'GET', `/payment-baskets/${basket.id}`);
    expect(view.body).toMatchObject({ status: 'PARTIAL' });
    expect(view.body.signatures).toHaveLength(2);
  });

  it('counts what one signature signs towards the daily limit, payment after payment', async () => {
    // Željka signs alone up to 50,000.00 EUR a day: the second payment of 30,000.00 no longer fits.
    // (The demo gives her foreign payments only; here she signs domestic ones too.)
    await ctx.database.pool.query(
      `UPDATE account_authorities SET foreign_currency_authorization = 'BOTH'
       WHERE person_id = (SELECT id FROM persons WHERE first_name = 'Željka')`,
    );
    const first = await storePayment('30000.00');
    const second = await storePayment('30000.00');
    const basket = await basketOf('ana', [first, second]);
    const signed = await requests.preauthorizeAndSign<TBasket>('zeljka', basket.id);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.status).toBe('PARTIAL');
    expect((await ana.get(first)).status).toMatch(/ORDER-PENDING|ORDERED/);
    expect((await ana.get(second)).status).toBe('FOR-AUTHORIZATION');
  });

  it('shows PROPAGATION_FAILED while the bank cannot take its payments, as each payment does', async () => {
    const id = await storePayment('12.00');
    const basket = await basketOf('ana', [id]);
    await setCoreAvailability(ctx.database.db, false);
    try {
      const signed = await requests.preauthorizeAndSign<TBasket>('ana', basket.id);
      expect(signed.body).toMatchObject({ status: 'SIGNED', statusCodes: ['PROPAGATION_FAILED'] });
      expect((await ana.get(id)).displayStatus).toBe('PROPAGATION_FAILED');
    } finally {
      await setCoreAvailability(ctx.database.db, true);
    }
    expect(await propagateOrders(ctx.deps, ORDER_TYPES)).toBeGreaterThanOrEqual(1);
    expect((await ana.get(id)).status).toBe('ORDERED');
  });

  it('expires after its date and leaves its payments as they were', async () => {
    const id = await storePayment('90.00');
    const basket = await basketOf('ana', [id]);
    const before = ctx.clock.now();
    ctx.clock.set(new Date('2026-11-23T08:00:00.000Z'));
    try {
      await expireOrders({ db: ctx.database.db, clock: ctx.clock });
    } finally {
      ctx.clock.set(before);
    }
    const view = await requests.call<TBasket>('ana', 'GET', `/payment-baskets/${basket.id}`);
    expect(view.body.status).toBe('EXPIRED');
    expect((await ana.get(id)).basketId).toBeNull();
  });

  it('downloads the active baskets and one basket as PDF and XLSX', async () => {
    const basket = await basketOf('ana', [await storePayment('95.00')]);
    const pdf = await requests.call(
      'ana',
      'GET',
      `/payment-baskets/${basket.id}/download?documentType=PDF`,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await requests.call(
      'ana',
      'GET',
      '/active-payment-baskets/download?documentType=XLS',
    );
    expect(xlsx.status).toBe(200);
    expect(xlsx.raw.subarray(0, 2).toString()).toBe('PK');
  });
});
