import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestContext } from '../../../test/test-app';
import {
  createPaymentTestApp,
  domesticPayment,
  signInPayer,
  type TPaymentClient,
} from './test-support/payment-fixture';

let ctx: TTestContext;
let ana: TPaymentClient;

beforeAll(async () => {
  ctx = await createPaymentTestApp();
  ana = await signInPayer(ctx, 'ana');
});
afterAll(() => ctx.close());

describe("a payment's bank reference", () => {
  it('is none before the bank has the order, then the short reference of its core order', async () => {
    const { body: stored } = await ana.create(domesticPayment());
    expect(stored.coreReference).toBeNull();
    const signed = await ana.sign(stored.paymentId);
    expect(signed.body.status).toBe('ORDERED');
    const result = await ctx.database.db.execute<{ id: string }>(
      sql`SELECT core_order_id::text AS id FROM orders WHERE id = ${stored.paymentId}`,
    );
    const coreOrderId = result.rows[0]?.id ?? '';
    const { coreReference } = await ana.get(stored.paymentId);
    expect(coreReference).toMatch(/^JPB-2026-\d{6}$/);
    expect(coreOrderId.endsWith(BigInt(coreReference?.slice(9) ?? '0').toString(16))).toBe(true);
  });
});
