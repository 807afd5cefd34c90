import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitReferenceType, validateIban, validateReference } from '@poslovno/domain';
import { waitFor } from '../../../test/polling';
import { withSystemTransaction } from '../../platform/db/database';
import { generateDemoActivity, type TDemoActivity } from './demo-activity';
import {
  buildOrderRequest,
  buildOtherBankIban,
  CELIK_MAIN,
  findBookInconsistencies,
  startExecutionTestContext,
  type TExecutionTestContext,
} from './execution-test-support';
import { listOrderEvents, readOrder } from './read-orders';
import { submitOrder } from './submit-order';

/*
 * The engine as the server runs it: pg-boss works the queues in this process, the jobs sent in
 * the orders' transactions take them to their end in real time.
 */
const SUNDAY_NIGHT = new Date('2026-11-22T23:30:00+01:00');

let ctx: TExecutionTestContext;
beforeAll(async () => {
  ctx = await startExecutionTestContext({ isWorking: true, start: SUNDAY_NIGHT });
});
afterAll(() => ctx?.close());

function waitForStatus(order: { id: string; companyId: string }, status: string) {
  return waitFor(
    () => readOrder(ctx.deps, { companyId: order.companyId, orderId: order.id }),
    (current) => current.status === status,
    { timeoutMs: 6_000 },
  );
}

describe('the job runner', () => {
  it('executes an instant payment on a Sunday night within seconds, through clearing', async () => {
    ctx.clock.set(SUNDAY_NIGHT);
    const startedMs = Date.now();
    const { order } = await submitOrder(
      ctx.deps,
      buildOrderRequest({ urgency: 'INSTANT', amountMinor: 42_00n }),
    );
    const executed = await waitForStatus(order, 'EXECUTED');
    expect(Date.now() - startedMs).toBeLessThan(5_000);
    expect(executed).toMatchObject({ executionDate: '2026-11-22', feeMinor: 20n });
    const events = await listOrderEvents(ctx.deps, {
      companyId: order.companyId,
      orderId: order.id,
    });
    expect(events.map((event) => event.status)).toEqual([
      'ORDERED',
      'SENT_TO_RECIPIENT_BANK',
      'EXECUTED',
    ]);
  });

  it('holds a large order for review and executes it when the review job approves', async () => {
    const { order } = await submitOrder(
      ctx.deps,
      buildOrderRequest({
        urgency: 'INSTANT',
        amountMinor: 51_000_00n,
        creditor: { iban: CELIK_MAIN.iban, name: 'Dalmacija Čelik d.d.' },
      }),
    );
    expect(await waitForStatus(order, 'EXECUTED')).toMatchObject({ fraudStatus: 'FTM-APPROVED' });
  });

  it('returns a payment the recipient bank refuses, by the clearing answer job', async () => {
    const { order } = await submitOrder(
      ctx.deps,
      buildOrderRequest({
        urgency: 'INSTANT',
        creditor: { iban: buildOtherBankIban('000007991'), name: 'Nepostojeći' },
      }),
    );
    const rejected = await waitForStatus(order, 'REJECTED');
    expect(rejected.rejectionCode).toBe('SIRIUS_NONEXISTENT_ACCOUNT');
    expect(rejected.returnBookingId).not.toBeNull();
  });

  it('sends a job only when its transaction commits', async () => {
    await ctx.jobs.defineQueue({
      name: 'test-only-on-commit',
      retryLimit: 0,
      retryDelaySeconds: 0,
      expireInSeconds: 60,
    });
    const count = async () =>
      Number(
        (
          await ctx.database.db.execute<{ count: string }>(
            sql`SELECT count(*)::text AS count FROM pgboss.job WHERE name = 'test-only-on-commit'`,
          )
        ).rows[0]?.count,
      );
    await expect(
      withSystemTransaction(ctx.database.db, async (tx) => {
        await ctx.jobs.sendInTransaction(tx, 'test-only-on-commit', { attempt: 1 });
        throw new Error('the work failed after sending');
      }),
    ).rejects.toThrow('the work failed after sending');
    expect(await count()).toBe(0);
    await withSystemTransaction(ctx.database.db, (tx) =>
      ctx.jobs.sendInTransaction(tx, 'test-only-on-commit', { attempt: 2 }, { startAfterMs: 250 }),
    );
    expect(await count()).toBe(1);
  });
});

/** A small deterministic generator, so that a failing run repeats. */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('demo activity', () => {
  it('books incoming payments and card reservations that settle, never past an overdraft', async () => {
    ctx.clock.set(new Date('2026-11-23T11:00:00+01:00'));
    const random = createRandom(7);
    const activity: TDemoActivity[] = [];
    for (let index = 0; index < 12; index += 1)
      activity.push(
        await generateDemoActivity(
          { ...ctx.deps, random, cardSettlementDelayMs: 100 },
          `test-demo-${index}`,
        ),
      );
    const kinds = new Set(activity.map((item) => item.kind));
    expect(kinds).toEqual(new Set(['INCOMING_PAYMENT', 'CARD_RESERVATION']));
    // A retried job does its piece once.
    const again = await generateDemoActivity(
      { ...ctx.deps, random: createRandom(7) },
      'test-demo-0',
    );
    expect(again).toEqual(activity[0]);

    const incoming = await ctx.database.db.execute<{
      counterparty_iban: string;
      reference: string;
    }>(sql`SELECT counterparty_iban, reference FROM postings
           WHERE booking_kind = 'PAYMENT_IN' AND account_id IS NOT NULL AND booked_at = ${ctx.clock.now()}`);
    expect(incoming.rows.length).toBe(
      activity.filter((item) => item.kind === 'INCOMING_PAYMENT').length,
    );
    for (const row of incoming.rows) {
      expect(validateIban(row.counterparty_iban).ok, row.counterparty_iban).toBe(true);
      const split = splitReferenceType(row.reference);
      expect(split.ok && validateReference(split.value.type, split.value.reference).ok).toBe(true);
    }

    const cards = activity.flatMap((item) =>
      item.kind === 'CARD_RESERVATION' ? [item.reservationId] : [],
    );
    await waitFor(
      async () =>
        (
          await ctx.database.db.execute(sql`
            SELECT r.id FROM reservations r JOIN bookings b ON b.id = r.booking_id
            WHERE r.status = 'CONSUMED' AND b.kind = 'CARD' AND r.id IN ${cards}`)
        ).rows.length,
      (settled) => settled === cards.length,
    );
    expect(await findBookInconsistencies(ctx.database)).toEqual([]);
  });
});
