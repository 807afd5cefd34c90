import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildCroatianIban } from '@poslovno/domain';
import type { TTestContext } from '../../../test/test-app';
import { setCoreAvailability } from '../../core-bank/core-availability';
import { runOrderStep } from '../../core-bank/execution/execute-order';
import { readBalances } from '../../core-bank/execution/execution-test-support';
import { propagateOrders } from '../../platform/orders/order-jobs';
import { ORDER_TYPES } from '../../order-types';
import {
  SLAVONSKA_MAIN,
  SLAVONSKA_PAYROLL,
  createPaymentTestApp,
  domesticPayment,
  signInPayer,
  type TPaymentClient,
} from './test-support/payment-fixture';

let ctx: TTestContext;
let ana: TPaymentClient;
let marko: TPaymentClient;
let ivana: TPaymentClient;
let petar: TPaymentClient;

beforeAll(async () => {
  ctx = await createPaymentTestApp();
  ana = await signInPayer(ctx, 'ana');
  marko = await signInPayer(ctx, 'marko');
  ivana = await signInPayer(ctx, 'ivana');
  petar = await signInPayer(ctx, 'petar');
});
afterAll(() => ctx.close());

const onMain = (amount = '700.00') =>
  domesticPayment({
    debtorAccount: { iban: SLAVONSKA_MAIN.iban },
    instructedAmount: { amount, currency: 'EUR' },
  });

async function coreOrderOf(paymentId: string): Promise<string> {
  const result = await ctx.database.db.execute<{ id: string | null }>(
    sql`SELECT core_order_id::text AS id FROM orders WHERE id = ${paymentId}`,
  );
  const id = result.rows[0]?.id;
  if (!id) throw new Error(`payment ${paymentId} has no core order`);
  return id;
}

function engine() {
  return { db: ctx.database.db, clock: ctx.clock, jobs: ctx.deps.jobs };
}

async function reservedOn(accountId: string): Promise<bigint> {
  return (await readBalances(ctx.database, accountId)).RESERVED_BY_PAYMENT ?? 0n;
}

describe('the signing policy through the API (000 §6)', () => {
  it('needs two signatures on a two-signature account, and the mandatory signee among them', async () => {
    const { body: payment } = await ana.create(onMain());
    const first = await ana.sign(payment.paymentId);
    expect(first.body).toMatchObject({
      status: 'FOR-AUTHORIZATION',
      paymentStatus: { validations: [{ code: 'PARTIALLY_AUTHORIZED' }] },
    });
    ctx.clock.advanceMs(60_000);
    const second = await marko.sign(payment.paymentId);
    expect(second.body).toMatchObject({
      status: 'FOR-AUTHORIZATION',
      needsAttention: true,
      paymentStatus: { validations: [{ code: 'MANDATORY_SIGNEE_NEEDED' }] },
    });
    expect((await petar.get(payment.paymentId)).displayStatus).toBe('MANDATORY_SIGNEE_NEEDED');
    ctx.clock.advanceMs(60_000);
    const third = await ivana.sign(payment.paymentId);
    expect(third.body.status).toBe('ORDERED');
    expect(third.body.signatures).toHaveLength(3);
  });

  it('refuses the ones without authority with the spec codes, before a code is typed', async () => {
    const { body: payment } = await marko.create(domesticPayment());
    const enterOnly = await petar.preauthorize(payment.paymentId);
    expect(enterOnly.status).toBe(403);
    expect(enterOnly.body).toMatchObject({ errorCode: 'NOT_AUTHORIZED' });
    const authoriseOnly = await ivana.create(domesticPayment());
    expect(authoriseOnly.status).toBe(403);
    expect(authoriseOnly.body).toMatchObject({
      errorCode: 'NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION',
    });
    await marko.sign(payment.paymentId);
    const twice = await marko.preauthorize(payment.paymentId);
    expect(twice.body).toMatchObject({ errorCode: 'ALREADY_SIGNED_BY_THIS_PSU' });
  });

  it('lets an independent signee above the limit sign only as one of two', async () => {
    const { body: payment } = await ana.create(
      domesticPayment({ instructedAmount: { amount: '10000.01', currency: 'EUR' } }),
    );
    const challenge = await ana.preauthorize(payment.paymentId);
    expect(challenge.body.outcome).toBe('PARTIALLY_AUTHORIZED');
  });

  it('refuses a signature after the cut-off for a date the cut-off took: AFTER_CUT_OF_TIME', async () => {
    const { body: payment } = await marko.create(domesticPayment());
    const saved = ctx.clock.now();
    try {
      ctx.clock.set(new Date('2026-11-20T14:31:00Z'));
      const lateMarko = await signInPayer(ctx, 'marko');
      const late = await lateMarko.preauthorize(payment.paymentId);
      expect(late.status).toBe(422);
      expect(late.body).toMatchObject({ errorCode: 'AFTER_CUT_OF_TIME' });
    } finally {
      ctx.clock.set(saved);
    }
  });
});

describe('signing at the same moment', () => {
  it('records two different signers in turn and reserves the funds once', async () => {
    const { body: payment } = await ana.create(onMain('333.33'));
    const before = await reservedOn(SLAVONSKA_MAIN.id);
    const [anaChallenge, ivanaChallenge] = await Promise.all([
      ana.preauthorize(payment.paymentId),
      ivana.preauthorize(payment.paymentId),
    ]);
    const answers = await Promise.all([
      ana.authorize(payment.paymentId, anaChallenge.body),
      ivana.authorize(payment.paymentId, ivanaChallenge.body),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const final = await ana.get(payment.paymentId);
    expect(final.status).toBe('ORDERED');
    expect(final.signatures).toHaveLength(2);
    expect((await reservedOn(SLAVONSKA_MAIN.id)) - before).toBe(33_333n);
  });

  it('lets one of two attempts by the same person win; the other is refused', async () => {
    const { body: payment } = await marko.create(domesticPayment());
    const challenge = await marko.preauthorize(payment.paymentId);
    const answers = await Promise.all([
      marko.authorize(payment.paymentId, challenge.body),
      marko.authorize(payment.paymentId, challenge.body),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409].sort());
    const refused = answers.find((answer) => answer.status !== 200);
    expect(refused?.body).toMatchObject({ errorCode: 'CONCURRENT_SIGNATURE_ATTEMPT' });
    expect((await marko.get(payment.paymentId)).signatures).toHaveLength(1);
  });

  it('replays a retried authorisation instead of signing twice', async () => {
    const { body: payment } = await marko.create(domesticPayment());
    const challenge = await marko.preauthorize(payment.paymentId);
    const first = await marko.authorize(payment.paymentId, challenge.body, 'sign-retry-1');
    const retry = await marko.authorize(payment.paymentId, challenge.body, 'sign-retry-1');
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
  });
});

describe('an edit after a signature', () => {
  it('drops the signature (the digest changed) and refuses a challenge of the old content', async () => {
    const { body: payment } = await marko.create(domesticPayment());
    await marko.sign(payment.paymentId);
    const stale = await ana.preauthorize(payment.paymentId);
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/mw/api/v1/payments/${payment.paymentId}`,
      headers: { authorization: `Bearer ${marko.token}` },
      payload: domesticPayment({ instructedAmount: { amount: '1300.00', currency: 'EUR' } }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'STORED', signatures: [] });
    const refused = await ana.authorize(payment.paymentId, stale.body);
    expect(refused.body).toMatchObject({ errorCode: 'INVALID_SIGNATURE' });
    expect((await marko.preauthorize(payment.paymentId)).status).toBe(200);
  });
});

describe('the hand-off to the core', () => {
  it('refuses the last signature when the money is not there, and changes nothing', async () => {
    const { body: payment } = await marko.create(
      domesticPayment({ instructedAmount: { amount: '200000.00', currency: 'EUR' } }),
    );
    expect(payment.paymentStatus.validations.map((v) => v.code)).toContain(
      'AVAILABLE_AMOUNT_NEGATIVE',
    );
    await marko.sign(payment.paymentId);
    ctx.clock.advanceMs(60_000);
    const refused = await ivana.sign(payment.paymentId);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errorCode: 'SIRIUS_INSUFFICIENT_FUNDS' });
    const after = await ana.get(payment.paymentId);
    expect(after.status).toBe('FOR-AUTHORIZATION');
    expect(after.signatures).toHaveLength(1);
  });

  it('keeps an authorised payment while the core is down and hands it over when it is back', async () => {
    const { body: payment } = await ana.create(domesticPayment());
    await setCoreAvailability(ctx.database.db, false);
    try {
      const signed = await ana.sign(payment.paymentId);
      expect(signed.body).toMatchObject({
        status: 'ORDER-PENDING',
        displayStatus: 'PROPAGATION_FAILED',
        needsAttention: true,
      });
    } finally {
      await setCoreAvailability(ctx.database.db, true);
    }
    expect(await propagateOrders(ctx.deps, ORDER_TYPES)).toBe(1);
    expect((await ana.get(payment.paymentId)).status).toBe('ORDERED');
  });

  it('shows the recipient bank rejection with its reason and gives the money back', async () => {
    const { body: payment } = await ana.create(
      domesticPayment({ creditorAccount: { iban: buildCroatianIban('234000', '110000991') } }),
    );
    await ana.sign(payment.paymentId);
    const before = await reservedOn(SLAVONSKA_PAYROLL.id);
    const coreOrderId = await coreOrderOf(payment.paymentId);
    await runOrderStep(engine(), coreOrderId, 'EXECUTE');
    await runOrderStep(engine(), coreOrderId, 'CLEARING_ANSWER');
    const rejected = await ana.get(payment.paymentId);
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      displayStatus: 'REJECTED',
      needsAttention: true,
      paymentStatus: { validations: [{ code: 'SIRIUS_NONEXISTENT_ACCOUNT' }] },
    });
    expect(before - (await reservedOn(SLAVONSKA_PAYROLL.id))).toBe(125_000n);
  });
});

describe('revoking and deleting', () => {
  it('revokes an ordered payment with a signed revocation and releases its reservation', async () => {
    const { body: payment } = await ana.create(
      domesticPayment({ requestedExecutionDate: '2026-11-27' }),
    );
    await ana.sign(payment.paymentId);
    const before = await reservedOn(SLAVONSKA_PAYROLL.id);
    const challenge = await ctx.app.inject({
      method: 'POST',
      url: `/mw/api/v1/payments/${payment.paymentId}/revoke`,
      headers: { authorization: `Bearer ${marko.token}` },
    });
    expect(challenge.statusCode).toBe(200);
    const revoked = await marko.revoke(payment.paymentId, challenge.json());
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ status: 'REVOKED' });
    expect(revoked.body.signatures.map((signature) => signature.kind)).toEqual([
      'SIGNATURE',
      'REVOKE',
    ]);
    expect(before - (await reservedOn(SLAVONSKA_PAYROLL.id))).toBe(125_000n);
  });

  it('deletes payments not yet authorised and answers DELETE_FAILED for the others', async () => {
    const { body: stored } = await marko.create(domesticPayment());
    const { body: ordered } = await ana.create(domesticPayment());
    await ana.sign(ordered.paymentId);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/mw/api/v1/payments/cancellations?locale=en_us',
      headers: { authorization: `Bearer ${marko.token}` },
      payload: { paymentIds: [stored.paymentId, ordered.paymentId, '999999999'] },
    });
    expect(response.json()).toEqual({
      results: [
        { paymentId: stored.paymentId, status: 'DELETED' },
        {
          paymentId: ordered.paymentId,
          status: 'DELETE_FAILED',
          errorCode: 'DELETE_FAILED',
          description: 'The order could not be deleted.',
        },
        {
          paymentId: '999999999',
          status: 'DELETE_FAILED',
          errorCode: 'NOT_FOUND',
          description: 'The requested item does not exist.',
        },
      ],
    });
    const gone = await ctx.app.inject({
      url: `/mw/api/v1/payments/overview/${stored.paymentId}`,
      headers: { authorization: `Bearer ${marko.token}` },
    });
    expect(gone.statusCode).toBe(404);
  });
});
