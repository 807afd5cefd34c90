import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestContext } from '../../../test/test-app';
import { runOrderStep } from '../../core-bank/execution/execute-order';
import {
  CELIK_MAIN,
  findBookInconsistencies,
} from '../../core-bank/execution/execution-test-support';
import {
  CELIK,
  createPaymentTestApp,
  celikTransfer,
  signInPayer,
  type TPaymentClient,
  expectSameAnswer,
} from './test-support/payment-fixture';

/*
 * The bank workload through the signed payment API (issue 6's bank test, now that payments
 * exist): concurrent clients create and sign internal transfers between the company's accounts,
 * every fifth call sent twice at once with its idempotency key as a client retrying after a
 * timeout, while readers sum every balance. Each acknowledged payment reserves once and books
 * once, no balance passes its overdraft, the totals never change, and the books agree at the end.
 */
const WRITERS = Number(process.env['BANK_TEST_WRITERS'] ?? 4);
const PAYMENTS_PER_WRITER = Number(process.env['BANK_TEST_TRANSFERS'] ?? 8);
const READERS = Number(process.env['BANK_TEST_READERS'] ?? 2);

let ctx: TTestContext;
let tomislav: TPaymentClient;

beforeAll(async () => {
  ctx = await createPaymentTestApp();
  tomislav = await signInPayer(ctx, 'tomislav', CELIK);
});
afterAll(() => ctx.close());

async function readBookedTotals(): Promise<string> {
  const result = await ctx.database.db.execute<{ currency: string; total: string }>(sql`
    SELECT a.currency, sum(b.amount_minor)::text AS total
    FROM accounts a JOIN account_balances b ON b.account_id = a.id AND b.balance_type = 'BOOKED'
    GROUP BY a.currency ORDER BY a.currency`);
  return JSON.stringify(result.rows);
}

/** The same call twice at once with one key, as a retry racing its original: one answer. */
async function sendTwiceIfRetried<T extends { status: number; body: unknown }>(
  isRetried: boolean,
  send: (key: string) => Promise<T>,
): Promise<T> {
  const key = randomUUID();
  if (!isRetried) return send(key);
  const [first, second] = await Promise.all([send(key), send(key)]);
  expectSameAnswer(second, first);
  return first;
}

describe('the bank workload through the payment API', () => {
  it(
    'reserves and books each acknowledged payment once, and the books stay whole',
    async () => {
      const totalsBefore = await readBookedTotals();
      const acknowledged: string[] = [];
      const refusals = new Map<string, number>();
      let isRunning = true;
      const readers = Array.from({ length: READERS }, async () => {
        while (isRunning) expect(await readBookedTotals()).toBe(totalsBefore);
      });
      const writers = Array.from({ length: WRITERS }, async (_, writer) => {
        for (let index = 0; index < PAYMENTS_PER_WRITER; index += 1) {
          const isRetried = (writer + index) % 5 === 0;
          const created = await sendTwiceIfRetried(isRetried, (key) =>
            tomislav.create(celikTransfer(writer, index), key),
          );
          expect(created.status).toBe(201);
          const challenge = await tomislav.preauthorize(created.body.paymentId);
          const signed = await sendTwiceIfRetried(isRetried, (key) =>
            tomislav.authorize(created.body.paymentId, challenge.body, key),
          );
          if (signed.status === 200) acknowledged.push(created.body.paymentId);
          else {
            const code = (signed.body as unknown as { errorCode: string }).errorCode;
            refusals.set(code, (refusals.get(code) ?? 0) + 1);
          }
        }
      });
      await Promise.all(writers);
      isRunning = false;
      await Promise.all(readers);
      expect([...refusals.keys()]).toEqual(['SIRIUS_INSUFFICIENT_FUNDS']);

      const orders = await ctx.database.db.execute<{
        id: string;
        core: string;
        status: string;
      }>(sql`
      SELECT id::text, core_order_id::text AS core, status FROM orders
      WHERE company_id = (SELECT company_id FROM accounts WHERE id = ${CELIK_MAIN.id})`);
      const ordered = orders.rows.filter((row) => row.status === 'ORDERED');
      expect(ordered.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
      const engine = { db: ctx.database.db, clock: ctx.clock, jobs: ctx.deps.jobs };
      await Promise.all(ordered.map((row) => runOrderStep(engine, row.core, 'EXECUTE')));

      const executed = await ctx.database.db.execute<{ status: string; count: number }>(sql`
      SELECT status, count(*)::int AS count FROM orders WHERE id::text IN ${acknowledged}
      GROUP BY status`);
      expect(executed.rows).toEqual([{ status: 'EXECUTED', count: acknowledged.length }]);
      const bookings = await ctx.database.db.execute<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM core_payment_orders
      WHERE source_reference IN ${acknowledged.map((id) => `ORDER:${id}`)}
        AND payment_booking_id IS NOT NULL`);
      expect(bookings.rows[0]?.count).toBe(acknowledged.length);
      expect(await readBookedTotals()).toBe(totalsBefore);
      expect(await findBookInconsistencies(ctx.database)).toEqual([]);
    },
    20_000 + WRITERS * PAYMENTS_PER_WRITER * 200,
  );
});
