import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOrderStep, sweepDueOrders } from './execute-order';
import {
  buildOrderRequest,
  buildOtherBankIban,
  CELIK_EUR_2,
  CELIK_MAIN,
  findBookInconsistencies,
  readBalances,
  readCustomerTotals,
  SLAVONSKA_BRANCH,
  SLAVONSKA_CLOSED,
  SLAVONSKA_MAIN,
  SLAVONSKA_PAYROLL,
  SLAVONSKA_USD,
  startExecutionTestContext,
  type TExecutionTestContext,
  UNKNOWN_OWN_IBAN,
} from './execution-test-support';
import type { TCoreOrderRequest } from './execution.types';
import { listOrderEvents } from './read-orders';
import { submitOrder } from './submit-order';

/*
 * The engine's steps driven one by one, as the jobs would run them (the job runner here only
 * queues): fraud check, sanctions, bookings, the clearing's answer, and the books after it all.
 */
const FRIDAY_MORNING = new Date('2026-11-20T10:00:00+01:00');

let ctx: TExecutionTestContext;
let customersBefore: Record<string, bigint>;
let outsideBefore: Record<string, bigint>;

/** The bank's side of payments that leave it: clearing and fee income, per currency. */
async function readOutsideTotals(): Promise<Record<string, bigint>> {
  const result = await ctx.database.db.execute<{ currency: string; total: string }>(sql`
    SELECT currency, sum(balance_minor)::text AS total FROM bank_ledger_accounts
    WHERE code IN ('CLEARING', 'FEE_INCOME') GROUP BY currency`);
  return Object.fromEntries(result.rows.map((row) => [row.currency, BigInt(row.total)]));
}

beforeAll(async () => {
  ctx = await startExecutionTestContext({ isWorking: false, start: FRIDAY_MORNING });
  customersBefore = await readCustomerTotals(ctx.database);
  outsideBefore = await readOutsideTotals();
});
afterAll(() => ctx?.close());

async function submit(overrides: Partial<TCoreOrderRequest> = {}) {
  ctx.clock.set(FRIDAY_MORNING);
  return (await submitOrder(ctx.deps, buildOrderRequest(overrides))).order;
}

async function readBooking(bookingId: string | null) {
  const result = await ctx.database.db.execute<{
    kind: string;
    value_date: string;
    account_id: string | null;
    code: string | null;
    amount: string;
  }>(sql`
    SELECT b.kind, b.value_date::text AS value_date, p.account_id, l.code, p.amount_minor::text AS amount
    FROM bookings b JOIN postings p ON p.booking_id = b.id
    LEFT JOIN bank_ledger_accounts l ON l.id = p.bank_account_id
    WHERE b.id = ${bookingId} ORDER BY p.amount_minor`);
  return result.rows;
}

async function countBookingsOf(orderId: string): Promise<number> {
  const result = await ctx.database.db.execute<{ count: string }>(sql`
    SELECT count(*)::text AS count FROM bookings WHERE idempotency_key LIKE ${`order:${orderId}:%`}`);
  return Number(result.rows[0]?.count);
}

describe('an order to an account at this bank', () => {
  it('books both sides as one transfer that uses the reservation, and is EXECUTED', async () => {
    const debitBefore = await readBalances(ctx.database, SLAVONSKA_MAIN.id);
    const creditBefore = await readBalances(ctx.database, CELIK_MAIN.id);
    const order = await submit({
      amountMinor: 2_500_00n,
      creditor: { iban: CELIK_MAIN.iban, name: 'Dalmacija Čelik d.d.' },
    });
    const executed = await runOrderStep(ctx.deps, order.id, 'EXECUTE');
    expect(executed).toMatchObject({
      status: 'EXECUTED',
      fraudStatus: 'FTM-APPROVED',
      executionDate: '2026-11-20',
      feeBookingId: null,
      executedAt: FRIDAY_MORNING,
    });
    expect(await readBooking(executed.paymentBookingId)).toEqual([
      {
        kind: 'TRANSFER',
        value_date: '2026-11-20',
        account_id: SLAVONSKA_MAIN.id,
        code: null,
        amount: '-250000',
      },
      {
        kind: 'TRANSFER',
        value_date: '2026-11-20',
        account_id: CELIK_MAIN.id,
        code: null,
        amount: '250000',
      },
    ]);
    const debitAfter = await readBalances(ctx.database, SLAVONSKA_MAIN.id);
    expect(debitAfter.BOOKED).toBe((debitBefore.BOOKED ?? 0n) - 2_500_00n);
    expect(debitAfter.RESERVED_BY_PAYMENT).toBe(debitBefore.RESERVED_BY_PAYMENT);
    expect((await readBalances(ctx.database, CELIK_MAIN.id)).BOOKED).toBe(
      (creditBefore.BOOKED ?? 0n) + 2_500_00n,
    );
    expect(
      (await listOrderEvents(ctx.deps, { companyId: order.companyId, orderId: order.id })).map(
        (event) => event.status,
      ),
    ).toEqual(['ORDERED', 'EXECUTED']);
  });

  it('is rejected when the account is unknown or closed, and the money is released', async () => {
    const before = await readBalances(ctx.database, SLAVONSKA_MAIN.id);
    const unknown = await submit({ creditor: { iban: UNKNOWN_OWN_IBAN, name: 'Nitko' } });
    expect(await runOrderStep(ctx.deps, unknown.id, 'EXECUTE')).toMatchObject({
      status: 'REJECTED',
      rejectionCode: 'SIRIUS_NONEXISTENT_ACCOUNT',
      paymentBookingId: null,
    });
    const closed = await submit({ creditor: { iban: SLAVONSKA_CLOSED.iban, name: 'Stari račun' } });
    expect(await runOrderStep(ctx.deps, closed.id, 'EXECUTE')).toMatchObject({
      status: 'REJECTED',
      rejectionCode: 'SIRIUS_ACCOUNT_STATUS',
    });
    expect(await readBalances(ctx.database, SLAVONSKA_MAIN.id)).toEqual(before);
  });
});

async function countQueuedSteps(orderId: string, step: string): Promise<number> {
  const result = await ctx.database.db.execute<{ count: string }>(sql`
    SELECT count(*)::text AS count FROM pgboss.job
    WHERE name = 'core-bank-order-step' AND data->>'orderId' = ${orderId} AND data->>'step' = ${step}`);
  return Number(result.rows[0]?.count);
}

describe('an order to another bank', () => {
  it('books the payment to clearing with its fee, is SENT, and EXECUTED when clearing answers', async () => {
    const before = await readBalances(ctx.database, SLAVONSKA_MAIN.id);
    const order = await submit({ amountMinor: 310_00n });
    const sent = await runOrderStep(ctx.deps, order.id, 'EXECUTE');
    expect(sent).toMatchObject({ status: 'SENT_TO_RECIPIENT_BANK', feeMinor: 40n });
    expect(await readBooking(sent.paymentBookingId)).toEqual([
      {
        kind: 'PAYMENT_OUT',
        value_date: '2026-11-20',
        account_id: SLAVONSKA_MAIN.id,
        code: null,
        amount: '-31000',
      },
      {
        kind: 'PAYMENT_OUT',
        value_date: '2026-11-20',
        account_id: null,
        code: 'CLEARING',
        amount: '31000',
      },
    ]);
    expect(await readBooking(sent.feeBookingId)).toEqual([
      {
        kind: 'FEE',
        value_date: '2026-11-20',
        account_id: SLAVONSKA_MAIN.id,
        code: null,
        amount: '-40',
      },
      { kind: 'FEE', value_date: '2026-11-20', account_id: null, code: 'FEE_INCOME', amount: '40' },
    ]);
    expect(await countQueuedSteps(order.id, 'CLEARING_ANSWER')).toBe(1);
    const executed = await runOrderStep(ctx.deps, order.id, 'CLEARING_ANSWER');
    expect(executed).toMatchObject({ status: 'EXECUTED', returnBookingId: null });
    const after = await readBalances(ctx.database, SLAVONSKA_MAIN.id);
    expect(after.BOOKED).toBe((before.BOOKED ?? 0n) - 310_00n - 40n);
    expect(after.RESERVED).toBe(before.RESERVED);
  });

  it.each([
    ['000001991', 'SIRIUS_NONEXISTENT_ACCOUNT'],
    ['000001992', 'SIRIUS_WRONG_REFERENCE'],
    ['000001993', 'SIRIUS_TIMEOUT'],
    ['000001994', 'SIRIUS_ACCOUNT_STATUS'],
  ])(
    'is REJECTED when the recipient bank refuses account %s (%s), and the money returns',
    async (base, code) => {
      const before = await readBalances(ctx.database, SLAVONSKA_MAIN.id);
      const order = await submit({
        amountMinor: 99_00n,
        creditor: { iban: buildOtherBankIban(base), name: 'Primatelj' },
      });
      await runOrderStep(ctx.deps, order.id, 'EXECUTE');
      const rejected = await runOrderStep(ctx.deps, order.id, 'CLEARING_ANSWER');
      expect(rejected).toMatchObject({ status: 'REJECTED', rejectionCode: code });
      expect(await readBooking(rejected.returnBookingId)).toEqual([
        {
          kind: 'RETURN',
          value_date: '2026-11-20',
          account_id: null,
          code: 'CLEARING',
          amount: '-9900',
        },
        {
          kind: 'RETURN',
          value_date: '2026-11-20',
          account_id: SLAVONSKA_MAIN.id,
          code: null,
          amount: '9900',
        },
      ]);
      // The fee stays charged: the bank sent the payment.
      expect((await readBalances(ctx.database, SLAVONSKA_MAIN.id)).BOOKED).toBe(
        (before.BOOKED ?? 0n) - 40n,
      );
    },
  );

  it('charges the tariff in the account’s currency and rejects an order whose fee cannot be paid', async () => {
    const usd = await submit({
      debtorAccountId: SLAVONSKA_USD.id,
      currency: 'USD',
      amountMinor: 50_00n,
    });
    // A payment in another currency: 20.00 EUR at the middle rate 1.16.
    expect(usd.feeMinor).toBe(23_20n);
    expect(await runOrderStep(ctx.deps, usd.id, 'EXECUTE')).toMatchObject({
      status: 'SENT_TO_RECIPIENT_BANK',
      fraudStatus: 'FTM-UNSCORED',
    });

    const branch = await readBalances(ctx.database, SLAVONSKA_BRANCH.id);
    const available = (branch.BOOKED ?? 0n) - (branch.RESERVED ?? 0n);
    const everything = await submit({
      companyId: SLAVONSKA_BRANCH.companyId,
      debtorAccountId: SLAVONSKA_BRANCH.id,
      amountMinor: available,
    });
    expect(await runOrderStep(ctx.deps, everything.id, 'EXECUTE')).toMatchObject({
      status: 'REJECTED',
      rejectionCode: 'SIRIUS_FEE_ERROR',
      paymentBookingId: null,
    });
    expect(await countBookingsOf(everything.id)).toBe(0);
    expect(await readBalances(ctx.database, SLAVONSKA_BRANCH.id)).toEqual(branch);
  });
});

describe('the fraud check and the sanctions list', () => {
  it('declines a known mule account: REJECTED as FTM-DECLINED, money released', async () => {
    const before = await readBalances(ctx.database, SLAVONSKA_MAIN.id);
    const order = await submit({ creditor: { iban: 'HR3924999950000066101', name: 'Brzi Novac' } });
    expect(await runOrderStep(ctx.deps, order.id, 'EXECUTE')).toMatchObject({
      status: 'REJECTED',
      fraudStatus: 'FTM-DECLINED',
      rejectionCode: 'FRAUD_DECLINED',
    });
    expect(await readBalances(ctx.database, SLAVONSKA_MAIN.id)).toEqual(before);
  });

  it('holds a large payment for an extra check, then executes it when the review approves', async () => {
    const order = await submit({
      amountMinor: 60_000_00n,
      creditor: { iban: CELIK_MAIN.iban, name: 'Dalmacija Čelik d.d.' },
    });
    const held = await runOrderStep(ctx.deps, order.id, 'EXECUTE');
    expect(held).toMatchObject({
      status: 'ORDERED',
      fraudStatus: 'FTM-HOLD',
      paymentBookingId: null,
    });
    expect(await countQueuedSteps(order.id, 'REVIEW')).toBe(1);
    // Another execution job for it waits for the review too.
    expect(await runOrderStep(ctx.deps, order.id, 'EXECUTE')).toEqual(held);
    expect(await runOrderStep(ctx.deps, order.id, 'REVIEW')).toMatchObject({
      status: 'EXECUTED',
      fraudStatus: 'FTM-APPROVED',
    });
    expect(
      (await listOrderEvents(ctx.deps, { companyId: order.companyId, orderId: order.id })).map(
        (event) => [event.status, event.fraudStatus],
      ),
    ).toEqual([
      ['ORDERED', null],
      ['ORDERED', 'FTM-HOLD'],
      ['EXECUTED', 'FTM-APPROVED'],
    ]);
  });

  it('rejects a creditor on the sanctions list by IBAN or by name with SIRIUS_SANCTIONS', async () => {
    const before = await readBalances(ctx.database, SLAVONSKA_MAIN.id);
    const byIban = await submit({
      creditor: { iban: 'HR8224999950000001210', name: 'Neka tvrtka' },
    });
    const byName = await submit({
      creditor: { iban: buildOtherBankIban('000001000'), name: 'Zmajeva trgovina, Ltd' },
    });
    for (const order of [byIban, byName])
      expect(await runOrderStep(ctx.deps, order.id, 'EXECUTE')).toMatchObject({
        status: 'REJECTED',
        rejectionCode: 'SIRIUS_SANCTIONS',
        fraudStatus: 'FTM-APPROVED',
      });
    expect(await readBalances(ctx.database, SLAVONSKA_MAIN.id)).toEqual(before);
  });
});

describe('jobs that run twice, late or never', () => {
  it('books once when the same step runs twice, also at the same time', async () => {
    const internal = await submit({
      creditor: { iban: SLAVONSKA_PAYROLL.iban, name: 'Slavonska žitna' },
    });
    const results = await Promise.all(
      [1, 2, 3].map(() => runOrderStep(ctx.deps, internal.id, 'EXECUTE')),
    );
    expect(new Set(results.map((order) => order.paymentBookingId)).size).toBe(1);
    expect(await countBookingsOf(internal.id)).toBe(1);

    const external = await submit();
    await Promise.all([1, 2].map(() => runOrderStep(ctx.deps, external.id, 'EXECUTE')));
    await Promise.all([1, 2].map(() => runOrderStep(ctx.deps, external.id, 'CLEARING_ANSWER')));
    await runOrderStep(ctx.deps, external.id, 'EXECUTE');
    expect(await countBookingsOf(external.id)).toBe(2);
  });

  it('waits while the core is unavailable, and the sweeper runs what is due on its day', async () => {
    ctx.clock.set(new Date('2026-11-20T17:00:00+01:00'));
    const monday = (
      await submitOrder(
        ctx.deps,
        buildOrderRequest({ creditor: { iban: CELIK_MAIN.iban, name: 'Dalmacija Čelik d.d.' } }),
      )
    ).order;
    expect(monday.executionDate).toBe('2026-11-23');
    const friday = await submit({
      creditor: { iban: SLAVONSKA_PAYROLL.iban, name: 'Slavonska žitna' },
    });
    const held = await submit({ amountMinor: 55_000_00n });
    await runOrderStep(ctx.deps, held.id, 'EXECUTE');

    await ctx.database.db.execute(sql`UPDATE bank_profile SET is_core_available = false`);
    await expect(runOrderStep(ctx.deps, friday.id, 'EXECUTE')).rejects.toMatchObject({
      code: 'BANKING_UNAVAILABLE',
    });
    expect(await sweepDueOrders(ctx.deps)).toBe(0);
    await ctx.database.db.execute(sql`UPDATE bank_profile SET is_core_available = true`);

    // Saturday: Friday's order, left behind by its job, waits for a business day.
    ctx.clock.set(new Date('2026-11-21T09:00:00+01:00'));
    await sweepDueOrders(ctx.deps);
    const read = (id: string) => runOrderStep(ctx.deps, id, 'EXECUTE');
    expect(await read(friday.id)).toMatchObject({ status: 'ORDERED' });
    // The held order's review is overdue by the bank's clock: the sweeper reviews it, and it
    // too waits for a business day.
    expect(await read(held.id)).toMatchObject({ status: 'ORDERED', fraudStatus: 'FTM-APPROVED' });

    ctx.clock.set(new Date('2026-11-23T08:00:00+01:00'));
    await sweepDueOrders(ctx.deps);
    expect(await read(friday.id)).toMatchObject({
      status: 'EXECUTED',
      executionDate: '2026-11-23',
    });
    expect(await read(monday.id)).toMatchObject({ status: 'EXECUTED' });
    expect(await read(held.id)).toMatchObject({ status: 'SENT_TO_RECIPIENT_BANK' });
    // A clearing answer whose job never came is taken by the sweeper once it is overdue.
    ctx.clock.advanceMs(1_000);
    await sweepDueOrders(ctx.deps);
    const open = await ctx.database.db.execute(sql`
      SELECT id FROM core_payment_orders WHERE status IN ('ORDERED', 'SENT_TO_RECIPIENT_BANK')`);
    expect(open.rows).toEqual([]);
  });
});

describe('a step that keeps failing', () => {
  it('does not hold up the sweep of other orders, and is reported', async () => {
    ctx.clock.set(new Date('2026-11-23T10:00:00+01:00'));
    const celik = { companyId: CELIK_EUR_2.companyId, debtorAccountId: CELIK_EUR_2.id };
    const refused = (
      await submitOrder(
        ctx.deps,
        buildOrderRequest({
          ...celik,
          creditor: { iban: buildOtherBankIban('000002991'), name: 'Nepostojeći' },
        }),
      )
    ).order;
    await runOrderStep(ctx.deps, refused.id, 'EXECUTE');
    // Its money cannot come back: the account was closed meanwhile.
    await ctx.database.db.execute(
      sql`UPDATE accounts SET status = 'CLOSED' WHERE id = ${CELIK_EUR_2.id}`,
    );
    const other = (
      await submitOrder(
        ctx.deps,
        buildOrderRequest({ creditor: { iban: CELIK_MAIN.iban, name: 'Dalmacija Čelik d.d.' } }),
      )
    ).order;
    ctx.clock.advanceMs(1_000);
    await expect(sweepDueOrders(ctx.deps)).rejects.toThrow(`the steps of orders ${refused.id}`);
    expect(await runOrderStep(ctx.deps, other.id, 'EXECUTE')).toMatchObject({ status: 'EXECUTED' });

    await ctx.database.db.execute(
      sql`UPDATE accounts SET status = 'ACTIVE' WHERE id = ${CELIK_EUR_2.id}`,
    );
    expect(await sweepDueOrders(ctx.deps)).toBe(1);
    expect(await runOrderStep(ctx.deps, refused.id, 'CLEARING_ANSWER')).toMatchObject({
      status: 'REJECTED',
      rejectionCode: 'SIRIUS_NONEXISTENT_ACCOUNT',
    });
  });
});

describe('the books after all of it', () => {
  it('balance: every booking sums to zero, every balance is its postings, no overdraft passed', async () => {
    expect(await findBookInconsistencies(ctx.database)).toEqual([]);
    const customersAfter = await readCustomerTotals(ctx.database);
    const outsideAfter = await readOutsideTotals();
    // What left the customers is in clearing or fee income, and nothing else moved.
    for (const [currency, total] of Object.entries(customersBefore))
      expect((customersAfter[currency] ?? 0n) - total, currency).toBe(
        (outsideBefore[currency] ?? 0n) - (outsideAfter[currency] ?? 0n),
      );
  });
});
