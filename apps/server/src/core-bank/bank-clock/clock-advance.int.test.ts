import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getZagrebWallClock, type TIsoDate } from '@poslovno/domain';
import { API } from '../../../test/auth-helpers';
import { waitFor } from '../../../test/polling';
import type { TTestContext } from '../../../test/test-app';
import { buildApp } from '../../app';
import { DAY_JOBS } from '../../bank-days';
import {
  createPaymentTestApp,
  domesticPayment,
  signInPayer,
  type TPaymentClient,
} from '../../modules/payments/test-support/payment-fixture';
import { setCoreAvailability } from '../core-availability';
import { findBookInconsistencies } from '../execution/execution-test-support';
import { startBankClock, type TBankClock } from './bank-clock';
import { selectClockOffsetMs } from './bank-clock.repository';
import {
  ClockRefusal,
  advanceBankClock,
  type TBankDay,
  type TDayJob,
  type TDayReport,
} from './clock-advance';

/*
 * npm run bank -- clock advance 30d, as the command runs it, on the demo bank: the payments'
 * server (its clock the base, standing at Friday 2026-11-20 10:00 in Zagreb) and the registry of
 * the day jobs the server's crons run.
 */
const DAY_MS = 86_400_000;

let ctx: TTestContext;
let ana: TPaymentClient;
let serverClock: TBankClock;
let baseMs: number;
const clockErrors: Error[] = [];

beforeAll(async () => {
  ctx = await createPaymentTestApp();
  ana = await signInPayer(ctx, 'ana');
  baseMs = ctx.clock.now().getTime();
  // A running server's bank clock, on the same base: it must hear the advance.
  serverClock = await startBankClock({
    connectionString: ctx.config.databaseUrl ?? '',
    db: ctx.database.db,
    base: ctx.clock,
    onError: (error) => clockErrors.push(error),
  });
});
afterAll(async () => {
  await serverClock?.stop();
  await ctx?.close();
  expect(clockErrors).toEqual([]);
});

function advance(
  amountMs: number,
  dayJobs: readonly TDayJob[],
  onDay: (report: TDayReport) => void = () => undefined,
) {
  return advanceBankClock(
    { db: ctx.database.db, config: ctx.config, jobs: ctx.deps.jobs, base: ctx.clock },
    amountMs,
    dayJobs,
    onDay,
  );
}

async function readCoreOrder(paymentId: string) {
  const result = await ctx.database.db.execute<{
    status: string;
    execution_date: string;
    executed_at: Date | null;
  }>(sql`SELECT c.status, c.execution_date::text, c.executed_at
         FROM orders o JOIN core_payment_orders c ON c.id = o.core_order_id
         WHERE o.id = ${paymentId}`);
  return result.rows[0];
}

async function readOrderStatus(paymentId: string): Promise<string | undefined> {
  const result = await ctx.database.db.execute<{ status: string }>(
    sql`SELECT status FROM orders WHERE id = ${paymentId}`,
  );
  return result.rows[0]?.status;
}

async function countTheBooks() {
  const result = await ctx.database.db.execute<Record<string, string>>(sql`
    SELECT (SELECT count(*) FROM postings)::text AS postings,
           (SELECT count(*) FROM statements)::text AS statements,
           (SELECT count(*) FROM core_payment_order_events)::text AS events,
           (SELECT count(*) FROM orders WHERE status = 'CANCELED')::text AS canceled`);
  return result.rows[0];
}

describe('clock advance refuses', () => {
  it('while the core bank is down: nothing could execute in the days passed', async () => {
    await setCoreAvailability(ctx.database.db, false);
    try {
      await expect(advance(DAY_MS, DAY_JOBS)).rejects.toThrow(ClockRefusal);
    } finally {
      await setCoreAvailability(ctx.database.db, true);
    }
    expect(await selectClockOffsetMs(ctx.database.db)).toBe(0);
  });

  it('while another advance runs', async () => {
    const other = await ctx.database.pool.connect();
    try {
      await other.query(`SELECT pg_advisory_lock(hashtextextended('bank-clock-advance', 0))`);
      await expect(advance(DAY_MS, DAY_JOBS)).rejects.toThrow(ClockRefusal);
      await other.query(`SELECT pg_advisory_unlock(hashtextextended('bank-clock-advance', 0))`);
    } finally {
      other.release();
    }
    expect(await selectClockOffsetMs(ctx.database.db)).toBe(0);
  });
});

async function runDayJobsTwiceAtOnce(day: TBankDay) {
  const deps = { ...ctx.deps, clock: { now: () => new Date(day.at) } };
  return Promise.all(
    [1, 2].map(async () => {
      const counts: Record<string, number> = {};
      for (const job of DAY_JOBS) counts[job.name] = await job.run(deps, day);
      return counts;
    }),
  );
}

async function listCoreEvents(paymentId: string): Promise<string[]> {
  const result = await ctx.database.db.execute<{ status: string }>(sql`
    SELECT e.status FROM orders o JOIN core_payment_order_events e ON e.order_id = o.core_order_id
    WHERE o.id = ${paymentId} ORDER BY e.id`);
  return result.rows.map((row) => row.status);
}

describe("a day's work", () => {
  it("is done once when the server's cron runs it at the same time as an advance", async () => {
    const { body } = await ana.create(domesticPayment({ requestedExecutionDate: '2026-11-20' }));
    expect((await ana.sign(body.paymentId)).body.status).toBe('ORDERED');
    const at = ctx.clock.now();
    const runs = await runDayJobsTwiceAtOnce({
      date: '2026-11-20',
      at,
      nextAt: new Date(at.getTime() + 3_600_000),
    });
    // The order was taken by one run: booked once, its answer heard once.
    expect(runs.reduce((sum, counts) => sum + (counts['execution'] ?? 0), 0)).toBe(2);
    expect(await readCoreOrder(body.paymentId)).toMatchObject({
      status: 'EXECUTED',
      execution_date: '2026-11-20',
    });
    expect(await listCoreEvents(body.paymentId)).toEqual([
      'ORDERED',
      'SENT_TO_RECIPIENT_BANK',
      'EXECUTED',
    ]);
    expect(await findBookInconsistencies(ctx.database)).toEqual([]);
    expect(await selectClockOffsetMs(ctx.database.db)).toBe(0);
  });
});

describe('clock advance 30d', () => {
  it('runs each day passed in order: a dated payment executes on its day, an unsigned one is canceled', async () => {
    const { body: dated } = await ana.create(
      domesticPayment({ requestedExecutionDate: '2026-12-03' }),
    );
    expect((await ana.sign(dated.paymentId)).body.status).toBe('ORDERED');
    expect(await readCoreOrder(dated.paymentId)).toMatchObject({
      status: 'ORDERED',
      execution_date: '2026-12-03',
    });
    const { body: unsigned } = await ana.create(
      domesticPayment({ requestedExecutionDate: '2026-11-25' }),
    );
    expect(unsigned.status).toBe('STORED');

    // A day job of the test's, after the bank's own: what each day saw, at its end.
    const seen: {
      day: TBankDay;
      nowMs: number;
      offsetMs: number;
      dated?: string;
      unsigned?: string;
    }[] = [];
    const spy: TDayJob = {
      name: 'spy',
      run: async (deps, day) => {
        seen.push({
          day,
          nowMs: deps.clock.now().getTime(),
          offsetMs: await selectClockOffsetMs(deps.db),
          dated: (await readCoreOrder(dated.paymentId))?.status,
          unsigned: await readOrderStatus(unsigned.paymentId),
        });
        return 0;
      },
    };
    const reports: string[] = [];
    const { from, to } = await advance(30 * DAY_MS, [...DAY_JOBS, spy], ({ day, done }) => {
      reports.push(`${day.date} ${done.map((job) => job.name).join(',')}`);
    });
    expect(from.getTime()).toBe(baseMs);
    expect(to.getTime()).toBe(baseMs + 30 * DAY_MS);

    // Day by day, in order, each day's jobs at that day's moment with the clock moved there.
    const dates = seen.map((entry) => entry.day.date);
    expect(dates).toHaveLength(31);
    expect(dates[0]).toBe('2026-11-20');
    expect(dates.at(-1)).toBe('2026-12-20');
    expect(new Set(dates).size).toBe(31);
    expect([...dates].sort()).toEqual(dates);
    for (const entry of seen) {
      expect(entry.nowMs).toBe(entry.day.at.getTime());
      expect(entry.offsetMs).toBe(entry.day.at.getTime() - baseMs);
    }
    expect(reports[0]).toBe('2026-11-20 execution,back office,expiry,statements,spy');

    const on = (date: TIsoDate) => seen.find((entry) => entry.day.date === date);
    // Executed on its day (through the clearing, whose answer came within that day), not before.
    expect(on('2026-12-02')).toMatchObject({ dated: 'ORDERED' });
    expect(on('2026-12-03')).toMatchObject({ dated: 'EXECUTED' });
    const executed = await readCoreOrder(dated.paymentId);
    expect(executed).toMatchObject({ status: 'EXECUTED', execution_date: '2026-12-03' });
    expect(getZagrebWallClock(new Date(executed?.executed_at ?? 0)).date).toBe('2026-12-03');
    const payment = await ana.get(dated.paymentId);
    expect(payment).toMatchObject({ status: 'EXECUTED', actualExecutionDate: '2026-12-03' });
    // Canceled the day after its date, when it was still unsigned.
    expect(on('2026-11-25')).toMatchObject({ unsigned: 'STORED' });
    expect(on('2026-11-26')).toMatchObject({ unsigned: 'CANCELED' });
    expect((await ana.get(unsigned.paymentId)).status).toBe('CANCELED');

    expect(await selectClockOffsetMs(ctx.database.db)).toBe(30 * DAY_MS);
    expect(await findBookInconsistencies(ctx.database)).toEqual([]);
  }, 120_000);

  it('is heard by a running server, whose configuration tells the web the new time', async () => {
    await waitFor(
      () => Promise.resolve(serverClock.now().getTime()),
      (ms) => ms === baseMs + 30 * DAY_MS,
      { timeoutMs: 5_000, intervalMs: 10 },
    );
    const app = await buildApp({ ...ctx.deps, clock: serverClock });
    try {
      const response = await app.inject({ method: 'GET', url: `${API}/config/domains/frontend` });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ configuration: { bankTime: string } }>().configuration.bankTime).toBe(
        new Date(baseMs + 30 * DAY_MS).toISOString(),
      );
    } finally {
      await app.close();
    }
  });

  it("leaves nothing for the server's crons to do again, even run twice at once", async () => {
    const before = await countTheBooks();
    const day: TBankDay = {
      date: getZagrebWallClock(serverClock.now()).date,
      at: serverClock.now(),
      nextAt: undefined,
    };
    const runs = await runDayJobsTwiceAtOnce(day);
    for (const counts of runs)
      expect(counts).toEqual({ execution: 0, 'back office': 0, expiry: 0, statements: 0 });
    expect(await countTheBooks()).toEqual(before);
    expect(await findBookInconsistencies(ctx.database)).toEqual([]);
  });

  it('moves on from where it stands: the next advance starts at the moved time', async () => {
    const { from, to } = await advance(12 * 3_600_000, DAY_JOBS);
    expect(from.getTime()).toBe(baseMs + 30 * DAY_MS);
    expect(to.getTime()).toBe(baseMs + 30 * DAY_MS + 12 * 3_600_000);
    expect(await selectClockOffsetMs(ctx.database.db)).toBe(30 * DAY_MS + 12 * 3_600_000);
  });
});
