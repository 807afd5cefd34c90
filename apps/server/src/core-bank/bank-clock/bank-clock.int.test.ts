import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/polling';
import { createTestDatabase } from '../../../test/test-app';
import { createFixedClock } from '../../platform/clock';
import { loadConfig } from '../../platform/config';
import { openDatabase, type TDatabase } from '../../platform/db/database';
import { startBankClock, startProcessClock, type TBankClock } from './bank-clock';
import { selectClockOffsetMs, updateClockOffsetMs } from './bank-clock.repository';

/*
 * The offset in the database and the clocks of the processes that read it: here two bank clocks
 * in one test process stand for a server and a worker.
 */
const BASE = new Date('2026-11-20T09:00:00Z');
const DAY_MS = 86_400_000;

let testDatabase: { url: string; drop(): Promise<void> };
let database: TDatabase;
const clocks: TBankClock[] = [];
const clockErrors: Error[] = [];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = openDatabase(testDatabase.url, { maxConnections: 4 });
});
afterAll(async () => {
  for (const clock of clocks) await clock.stop();
  await database?.close();
  await testDatabase?.drop();
  expect(clockErrors).toEqual([]);
});

async function startClock(refreshIntervalMs?: number): Promise<TBankClock> {
  const clock = await startBankClock({
    connectionString: testDatabase.url,
    db: database.db,
    base: createFixedClock(BASE),
    onError: (error) => clockErrors.push(error),
    ...(refreshIntervalMs === undefined ? {} : { refreshIntervalMs }),
  });
  clocks.push(clock);
  return clock;
}

describe('the bank clock', () => {
  it('starts where the database stands: not moved', async () => {
    expect(await selectClockOffsetMs(database.db)).toBe(0);
    const clock = await startClock();
    expect(clock.now()).toEqual(BASE);
  });

  it('is stored once and heard by every process without a query per reading', async () => {
    const server = await startClock();
    const worker = await startClock();
    await updateClockOffsetMs(database.db, 2 * DAY_MS);
    expect(await selectClockOffsetMs(database.db)).toBe(2 * DAY_MS);
    // NOTIFY: no refresh is asked for, the default safety net is a minute away.
    for (const clock of [server, worker])
      await waitFor(
        () => Promise.resolve(clock.now().getTime()),
        (ms) => ms === BASE.getTime() + 2 * DAY_MS,
        { timeoutMs: 5_000, intervalMs: 10 },
      );
    // A clock started afterwards reads it at start.
    expect((await startClock()).readOffsetMs()).toBe(2 * DAY_MS);
  });

  it('only moves forward, in the database and in a process', async () => {
    await expect(updateClockOffsetMs(database.db, DAY_MS)).rejects.toThrow();
    await expect(database.db.execute(sql`DELETE FROM bank_clock`)).rejects.toThrow();
    await expect(
      database.db.execute(sql`INSERT INTO bank_clock (id, offset_ms) VALUES (2, 0)`),
    ).rejects.toThrow();
    expect(await selectClockOffsetMs(database.db)).toBe(2 * DAY_MS);
  });

  it('catches up by its periodic reading when its connection broke, and listens again', async () => {
    const clock = await startClock(100);
    await database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = 'poslovno-clock' AND datname = current_database()`,
    );
    await updateClockOffsetMs(database.db, 3 * DAY_MS);
    await waitFor(
      () => Promise.resolve(clock.readOffsetMs()),
      (ms) => ms === 3 * DAY_MS,
      { timeoutMs: 5_000 },
    );
    // It listens again: the next move arrives by NOTIFY alone once its connection is back.
    await waitFor(
      async () =>
        (
          await database.db.execute<{ count: string }>(
            sql`SELECT count(*)::text AS count FROM pg_stat_activity
                WHERE application_name = 'poslovno-clock' AND datname = current_database()`,
          )
        ).rows[0]?.count,
      (count) => Number(count) >= 1,
    );
    // Each clock reported its broken connection, and nothing else.
    expect(clockErrors.length).toBeGreaterThan(0);
    for (const error of clockErrors.splice(0)) expect(error.message).toMatch(/terminated/);
  });

  it('applies the offset in demo mode only, never in production', async () => {
    const offsetMs = await selectClockOffsetMs(database.db);
    expect(offsetMs).toBeGreaterThan(0);
    const options = { connectionString: testDatabase.url, db: database.db, onError: fail };
    const demo = await startProcessClock(loadConfig({ NODE_ENV: 'development' }), options);
    const production = await startProcessClock(
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: testDatabase.url }),
      options,
    );
    const notDemo = await startProcessClock(
      loadConfig({ NODE_ENV: 'development', DEMO_MODE: 'false' }),
      options,
    );
    try {
      const realMs = Date.now();
      expect(demo.clock.now().getTime() - realMs).toBeGreaterThanOrEqual(offsetMs - 1_000);
      expect(Math.abs(production.clock.now().getTime() - Date.now())).toBeLessThan(1_000);
      expect(Math.abs(notDemo.clock.now().getTime() - Date.now())).toBeLessThan(1_000);
    } finally {
      await Promise.all([demo.stop(), production.stop(), notDemo.stop()]);
    }
  });
});

function fail(error: Error): void {
  clockErrors.push(error);
}
