import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, bearer } from '../../../test/auth-helpers';
import type { TTestContext } from '../../../test/test-app';
import { runOrderStep } from '../../core-bank/execution/execute-order';
import { readBalances } from '../../core-bank/execution/execution-test-support';
import {
  CELIK,
  SLAVONSKA_PAYROLL,
  createPaymentTestApp,
  domesticPayment,
  signInPayer,
  type TPaymentClient,
} from './test-support/payment-fixture';

let ctx: TTestContext;
let marko: TPaymentClient;
let ana: TPaymentClient;

beforeAll(async () => {
  ctx = await createPaymentTestApp();
  marko = await signInPayer(ctx, 'marko');
  ana = await signInPayer(ctx, 'ana');
});
afterAll(() => ctx.close());

async function coreOrderOf(paymentId: string): Promise<string> {
  const result = await ctx.database.db.execute<{ core_order_id: string }>(
    sql`SELECT core_order_id::text FROM orders WHERE id = ${paymentId}`,
  );
  const id = result.rows[0]?.core_order_id;
  if (!id) throw new Error(`payment ${paymentId} has no core order`);
  return id;
}

describe('a domestic payment from entry to execution', () => {
  it('is stored, signed by a joint signee, second-signed, reserved, executed and booked', async () => {
    const created = await marko.create(domesticPayment());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'STORED',
      displayStatus: 'STORED',
      type: 'DOMESTIC',
      instructedAmount: { amount: '1250.00', currency: 'EUR' },
      debtorAccount: { iban: SLAVONSKA_PAYROLL.iban, currency: 'EUR' },
      actions: { canEdit: true, canAuthorize: true, canDelete: true, canRevoke: false },
    });
    const { paymentId } = created.body;

    const markoChallenge = await marko.preauthorize(paymentId);
    expect(markoChallenge.status).toBe(200);
    expect(markoChallenge.body).toMatchObject({
      outcome: 'PARTIALLY_AUTHORIZED',
      summary: { amount: '1250.00', currency: 'EUR', creditorName: 'Agro Baranja d.o.o.' },
    });
    const first = await marko.authorize(paymentId, markoChallenge.body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'FOR-AUTHORIZATION',
      displayStatus: 'ALREADY_SIGNED',
      needsAttention: true,
      paymentStatus: { validations: [{ code: 'PARTIALLY_AUTHORIZED' }] },
      actions: { canAuthorize: false, canEdit: true },
    });
    expect(first.body.signatures).toHaveLength(1);
    expect((await ana.get(paymentId)).displayStatus).toBe('PARTIALLY_AUTHORIZED');

    const reservedBefore =
      (await readBalances(ctx.database, SLAVONSKA_PAYROLL.id)).RESERVED_BY_PAYMENT ?? 0n;
    ctx.clock.advanceMs(60_000);
    const second = await ana.sign(paymentId);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      status: 'ORDERED',
      displayStatus: 'ORDERED',
      needsAttention: false,
      actions: { canRevoke: true, canEdit: false, canAuthorize: false },
    });
    expect(second.body.signatures.map((signature) => signature.personName)).toEqual([
      'Marko Šimić',
      'Ana Kovačević',
    ]);
    const reservedAfter =
      (await readBalances(ctx.database, SLAVONSKA_PAYROLL.id)).RESERVED_BY_PAYMENT ?? 0n;
    expect(reservedAfter - reservedBefore).toBe(125_000n);

    await runOrderStep(
      { db: ctx.database.db, clock: ctx.clock, jobs: ctx.deps.jobs },
      await coreOrderOf(paymentId),
      'EXECUTE',
    );
    const executed = await ana.get(paymentId);
    expect(executed.status).toBe('SENT_TO_RECIPIENT_BANK');
    expect(executed.actualExecutionDate).toBe('2026-11-20');
    expect(executed.isExecutionDateChanged).toBe(false);
    expect(executed.transactionsFee).toEqual({ amount: '0.40', currency: 'EUR' });
    expect(executed.fraudStatus).toBe('FTM-APPROVED');
  });

  it('answers a retried create with the first answer and refuses the key for another body', async () => {
    const first = await marko.create(domesticPayment(), 'retry-create-1');
    const again = await marko.create(domesticPayment(), 'retry-create-1');
    expect(again.status).toBe(201);
    expect(again.body.paymentId).toBe(first.body.paymentId);
    const other = await marko.create(
      domesticPayment({ instructedAmount: { amount: '9.99', currency: 'EUR' } }),
      'retry-create-1',
    );
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('requires an Idempotency-Key on the calls that move money', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/payments`,
      headers: bearer(marko.token),
      payload: domesticPayment(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      validations: [{ field: 'headers.idempotency-key', code: 'FIELD_REQUIRED' }],
    });
  });

  it("answers another company's payment as unknown, for reading and for signing", async () => {
    const created = await marko.create(domesticPayment());
    const tomislav = await signInPayer(ctx, 'tomislav', CELIK);
    expect((await tomislav.preauthorize(created.body.paymentId)).status).toBe(404);
    const response = await ctx.app.inject({
      url: `${API}/payments/overview/${created.body.paymentId}`,
      headers: bearer(tomislav.token),
    });
    expect(response.statusCode).toBe(404);
  });
});
