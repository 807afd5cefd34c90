import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCoreAvailability } from '../core-availability';
import { runOrderStep } from './execute-order';
import {
  buildOrderRequest,
  CELIK_MAIN,
  findBookInconsistencies,
  readBalances,
  SLAVONSKA_MAIN,
  SLAVONSKA_PAYROLL,
  SLAVONSKA_USD,
  startExecutionTestContext,
  type TExecutionTestContext,
} from './execution-test-support';
import { formatCoreOrderReference } from './order-reference';
import { listOrderEvents, listOrders, readOrder } from './read-orders';
import { revokeOrder } from './revoke-order';
import { submitOrder } from './submit-order';

/** A Zagreb wall-clock time in November or December (CET, UTC+1). */
function atZagreb(dateTime: string): Date {
  return new Date(`${dateTime}+01:00`);
}

let ctx: TExecutionTestContext;
beforeAll(async () => {
  ctx = await startExecutionTestContext({
    isWorking: false,
    start: atZagreb('2026-11-20T10:00:00'),
  });
});
afterAll(() => ctx?.close());

async function countQueuedSteps(orderId: string): Promise<number> {
  const result = await ctx.database.db.execute<{ count: string }>(sql`
    SELECT count(*)::text AS count FROM pgboss.job
    WHERE name = 'core-bank-order-step' AND data->>'orderId' = ${orderId}`);
  return Number(result.rows[0]?.count);
}

async function submitAt(dateTime: string, overrides: Parameters<typeof buildOrderRequest>[0]) {
  ctx.clock.set(atZagreb(dateTime));
  return (await submitOrder(ctx.deps, buildOrderRequest(overrides))).order;
}

describe('the id of an order handed to the core', () => {
  it("carries the bank's reference: the year it arrived and the next number of the bank", async () => {
    const first = await submitAt('2026-12-31T23:59:00', {});
    const second = await submitAt('2027-01-01T00:01:00', {});
    const [, firstYear, firstNumber] = /^JPB-(\d{4})-(\d{6,})$/.exec(
      formatCoreOrderReference(first.id),
    ) ?? ['', '', ''];
    expect(firstYear).toBe('2026');
    expect(formatCoreOrderReference(second.id)).toBe(
      `JPB-2027-${String(Number(firstNumber) + 1).padStart(6, '0')}`,
    );
  });
});

describe('the execution date of an order handed to the core', () => {
  it('is today before the 15:30 cut-off, with its job sent, and the next business day from 15:30', async () => {
    const before = await submitAt('2026-11-20T15:29:59', {});
    expect(before).toMatchObject({ executionDate: '2026-11-20', status: 'ORDERED' });
    expect(await countQueuedSteps(before.id)).toBe(1);
    const after = await submitAt('2026-11-20T15:30:00', {});
    expect(after.executionDate).toBe('2026-11-23');
    // Not due today: the sweeper takes it on its day.
    expect(await countQueuedSteps(after.id)).toBe(0);
  });

  it('moves from a weekend or a Croatian holiday to the next business day', async () => {
    expect((await submitAt('2026-11-21T10:00:00', {})).executionDate).toBe('2026-11-23');
    expect((await submitAt('2026-12-25T09:00:00', {})).executionDate).toBe('2026-12-28');
    expect((await submitAt('2026-12-24T16:00:00', {})).executionDate).toBe('2026-12-28');
    const internal = { creditor: { iban: SLAVONSKA_PAYROLL.iban, name: 'Slavonska žitna' } };
    expect((await submitAt('2026-12-24T15:00:00', internal)).executionDate).toBe('2026-12-24');
  });

  it('pays an urgent order the same day until 16:00', async () => {
    const urgent = { urgency: 'URGENT' as const };
    expect((await submitAt('2026-11-20T15:59:00', urgent)).executionDate).toBe('2026-11-20');
    expect((await submitAt('2026-11-20T16:00:00', urgent)).executionDate).toBe('2026-11-23');
  });

  it('runs an instant order at once on any day and hour', async () => {
    const order = await submitAt('2026-11-22T23:30:00', { urgency: 'INSTANT' });
    expect(order).toMatchObject({ executionDate: '2026-11-22', channel: 'INSTANT' });
    expect(await countQueuedSteps(order.id)).toBe(1);
  });

  it('keeps a later requested date, moved to a business day, and records the fee of the tariff', async () => {
    const order = await submitAt('2026-11-20T10:00:00', { requestedExecutionDate: '2026-11-28' });
    expect(order).toMatchObject({
      requestedExecutionDate: '2026-11-28',
      executionDate: '2026-11-30',
      route: 'CLEARING',
      channel: 'DOMESTIC',
      feeMinor: 40n,
      feeCurrency: 'EUR',
    });
    const urgent = await submitAt('2026-11-20T10:00:00', { urgency: 'URGENT' });
    expect(urgent.feeMinor).toBe(15_00n);
    const internal = await submitAt('2026-11-20T10:00:00', {
      creditor: { iban: CELIK_MAIN.iban, name: 'Dalmacija Čelik d.d.' },
    });
    expect(internal).toMatchObject({ route: 'INTERNAL', channel: 'INTERNAL', feeMinor: 0n });
  });
});

describe('submitting an order', () => {
  it('reserves the amount, and with too little money refuses and stores nothing', async () => {
    ctx.clock.set(atZagreb('2026-11-20T10:00:00'));
    const before = await readBalances(ctx.database, SLAVONSKA_MAIN.id);
    const { order } = await submitOrder(ctx.deps, buildOrderRequest({ amountMinor: 1_000_00n }));
    const reserved = await readBalances(ctx.database, SLAVONSKA_MAIN.id);
    expect(reserved.RESERVED_BY_PAYMENT).toBe((before.RESERVED_BY_PAYMENT ?? 0n) + 1_000_00n);
    expect(reserved.BOOKED).toBe(before.BOOKED);
    expect(order.reservationId).not.toBeNull();

    const tooMuch = buildOrderRequest({ amountMinor: 10_000_000_00n });
    await expect(submitOrder(ctx.deps, tooMuch)).rejects.toMatchObject({
      code: 'SIRIUS_INSUFFICIENT_FUNDS',
    });
    expect(await readBalances(ctx.database, SLAVONSKA_MAIN.id)).toEqual(reserved);
    const stored = await ctx.database.db.execute(sql`
      SELECT id FROM core_payment_orders WHERE idempotency_key = ${tooMuch.idempotencyKey}`);
    expect(stored.rows).toEqual([]);
  });

  it('answers a retry with the first order, also when retries race, and refuses the key with another request', async () => {
    const request = buildOrderRequest();
    const receipts = await Promise.all([1, 2, 3].map(() => submitOrder(ctx.deps, request)));
    expect(new Set(receipts.map((receipt) => receipt.order.id)).size).toBe(1);
    expect(receipts.filter((receipt) => !receipt.isReplay)).toHaveLength(1);
    const again = await submitOrder(ctx.deps, request);
    expect(again).toEqual({ order: receipts[0]?.order, isReplay: true });
    await expect(
      submitOrder(ctx.deps, { ...request, amountMinor: request.amountMinor + 1n }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const reservations = await ctx.database.db.execute(sql`
      SELECT r.id FROM reservations r JOIN core_payment_orders o ON o.reservation_id = r.id
      WHERE o.idempotency_key = ${request.idempotencyKey}`);
    expect(reservations.rows).toHaveLength(1);
  });

  it('refuses another company’s account, another currency, the debit account as payee, a date past the calendar and an unavailable core', async () => {
    await expect(
      submitOrder(
        ctx.deps,
        buildOrderRequest({ creditor: { iban: SLAVONSKA_MAIN.iban, name: 'Slavonska žitna' } }),
      ),
    ).rejects.toMatchObject({ code: 'CREDITOR_SAME_AS_DEBTOR' });
    await expect(
      submitOrder(ctx.deps, buildOrderRequest({ debtorAccountId: CELIK_MAIN.id })),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      submitOrder(ctx.deps, buildOrderRequest({ debtorAccountId: SLAVONSKA_USD.id })),
    ).rejects.toMatchObject({ code: 'CURRENCY_MISMATCH' });
    await expect(
      submitOrder(ctx.deps, buildOrderRequest({ requestedExecutionDate: '2031-01-02' })),
    ).rejects.toMatchObject({ code: 'SIRIUS_VALUE_DATE' });
    await setCoreAvailability(ctx.database.db, false);
    try {
      await expect(submitOrder(ctx.deps, buildOrderRequest())).rejects.toMatchObject({
        code: 'BANKING_UNAVAILABLE',
      });
    } finally {
      await setCoreAvailability(ctx.database.db, true);
    }
  });

  it('reads an order by id and by payment, only for its own company, with its history', async () => {
    const request = buildOrderRequest();
    const { order } = await submitOrder(ctx.deps, request);
    const own = { companyId: SLAVONSKA_MAIN.companyId, orderId: order.id };
    expect(await readOrder(ctx.deps, own)).toEqual(order);
    await expect(
      readOrder(ctx.deps, { companyId: CELIK_MAIN.companyId, orderId: order.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const bySource = {
      companyId: SLAVONSKA_MAIN.companyId,
      sourceReference: request.sourceReference,
    };
    expect(await listOrders(ctx.deps, bySource)).toEqual([order]);
    expect(await listOrders(ctx.deps, { ...bySource, companyId: CELIK_MAIN.companyId })).toEqual(
      [],
    );
    expect(await listOrderEvents(ctx.deps, own)).toEqual([
      { at: order.createdAt, status: 'ORDERED', fraudStatus: null, rejectionCode: null },
    ]);
  });
});

describe('revoking an order', () => {
  it('revokes an order not yet executed and gives its money back; an executed one stays', async () => {
    ctx.clock.set(atZagreb('2026-11-20T16:30:00'));
    const before = await readBalances(ctx.database, SLAVONSKA_MAIN.id);
    const { order } = await submitOrder(ctx.deps, buildOrderRequest({ amountMinor: 700_00n }));
    const target = { companyId: SLAVONSKA_MAIN.companyId, orderId: order.id };
    const revoked = await revokeOrder(ctx.deps, target);
    expect(revoked).toMatchObject({ isRevoked: true, order: { status: 'REVOKED' } });
    expect(await readBalances(ctx.database, SLAVONSKA_MAIN.id)).toEqual(before);
    expect(await revokeOrder(ctx.deps, target)).toMatchObject({ isRevoked: false });
    // A job that comes for it later finds nothing to do.
    expect(await runOrderStep(ctx.deps, order.id, 'EXECUTE')).toMatchObject({ status: 'REVOKED' });

    ctx.clock.set(atZagreb('2026-11-20T10:00:00'));
    const internal = await submitOrder(
      ctx.deps,
      buildOrderRequest({ creditor: { iban: SLAVONSKA_PAYROLL.iban, name: 'Slavonska žitna' } }),
    );
    await runOrderStep(ctx.deps, internal.order.id, 'EXECUTE');
    const late = await revokeOrder(ctx.deps, { ...target, orderId: internal.order.id });
    expect(late).toMatchObject({ isRevoked: false, order: { status: 'EXECUTED' } });
    await expect(
      revokeOrder(ctx.deps, { companyId: CELIK_MAIN.companyId, orderId: order.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await findBookInconsistencies(ctx.database)).toEqual([]);
  });
});
