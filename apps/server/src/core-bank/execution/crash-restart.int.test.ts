import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase } from '../../platform/db/database';
import { createTestDatabase } from '../../../test/test-app';
import {
  bundleServerEntry,
  runBundledProcess,
  type TProcessRun,
} from '../../../test/server-process';
import { findBookInconsistencies, readCustomerTotals } from './execution-test-support';

/*
 * The bank test's crash (issue 6): a process that submits and executes transfers between the demo
 * accounts is killed with SIGKILL mid-run and started again. Every acknowledged key is booked
 * exactly once, the totals per currency do not change, no overdraft is passed, and the
 * restarted runner executes every order the killed one left open. (The same through the signed
 * payment API, with the HTTP server killed: modules/payments/payment-crash.int.test.ts.)
 */
// `npm test` runs it small; bench/bank.mjs (or anyone) runs it larger through BANK_TEST_ORDERS.
const ORDER_COUNT = Number(process.env['BANK_TEST_ORDERS'] ?? 40);
const KILL_AFTER_ACKS = Math.max(1, Math.floor(ORDER_COUNT / 4));

let testDatabase: { url: string; drop(): Promise<void> };
let database: TDatabase;
let client: { file: string; remove(): Promise<void> };

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = openDatabase(testDatabase.url, { maxConnections: 2 });
  client = await bundleServerEntry('src/core-bank/execution/crash-client.ts');
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
  await client?.remove();
});

function startClient(onLine?: (line: string, run: TProcessRun) => void): TProcessRun {
  return runBundledProcess(
    client.file,
    {
      DATABASE_URL: testDatabase.url,
      CRASH_CLOCK: '2026-11-20T10:00:00+01:00',
      CRASH_ORDER_COUNT: String(ORDER_COUNT),
      CRASH_SEED: '11',
    },
    onLine,
  );
}

function readAcknowledged(lines: readonly string[]): Map<string, string> {
  return new Map(
    lines.flatMap((line) => {
      const [word, key, orderId] = line.split(' ');
      return word === 'ACK' && key && orderId ? [[key, orderId] as const] : [];
    }),
  );
}

describe('the bank test with a crash', () => {
  it(
    'books every acknowledged transfer once after a SIGKILL and a restart, and strands no order',
    async () => {
      const totalsBefore = await readCustomerTotals(database);
      const killed = startClient((line, run) => {
        if (readAcknowledged(run.lines).size === KILL_AFTER_ACKS) run.child.kill('SIGKILL');
      });
      expect(await killed.exited).toEqual({ code: null, signal: 'SIGKILL' });
      expect(killed.lines).not.toContain('DONE');
      const firstAcks = readAcknowledged(killed.lines);
      expect(firstAcks.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      expect(firstAcks.size).toBeLessThan(ORDER_COUNT);

      const restarted = startClient();
      expect(await restarted.exited).toEqual({ code: 0, signal: null });
      expect(restarted.lines).toContain('DONE');
      const secondAcks = readAcknowledged(restarted.lines);
      // The first run's acknowledged orders are answered again, not made anew.
      for (const [key, orderId] of firstAcks) expect(secondAcks.get(key), key).toBe(orderId);

      const orders = await database.db.execute<{
        idempotency_key: string;
        id: string;
        status: string;
        bookings: string;
      }>(sql`
      SELECT o.idempotency_key, o.id, o.status,
        (SELECT count(*) FROM bookings b WHERE b.idempotency_key LIKE 'order:' || o.id || ':%')::text AS bookings
      FROM core_payment_orders o WHERE o.idempotency_key LIKE 'crash-%'`);
      expect(orders.rows).toHaveLength(secondAcks.size);
      for (const order of orders.rows) {
        expect(secondAcks.get(order.idempotency_key)).toBe(order.id);
        expect([order.status, order.bookings], order.idempotency_key).toEqual(['EXECUTED', '1']);
      }
      expect(await readCustomerTotals(database)).toEqual(totalsBefore);
      expect(await findBookInconsistencies(database)).toEqual([]);
    },
    40_000 + ORDER_COUNT * 500,
  );
});
