import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase } from '../../platform/db/database';
import { createTestDatabase } from '../../../test/test-app';
import { findBookInconsistencies, readCustomerTotals } from './execution-test-support';

/*
 * The bank test's crash (issue 6): a process that submits and executes transfers between the demo
 * accounts is killed with SIGKILL mid-run and started again. Every acknowledged key is booked
 * exactly once, the totals per currency do not change, no overdraft is passed, and the
 * restarted runner executes every order the killed one left open.
 */
const SERVER_DIR = fileURLToPath(new URL('../../../', import.meta.url));
const REPO_ROOT = path.resolve(SERVER_DIR, '../..');
// `npm test` runs it small; bench/bank.mjs (or anyone) runs it larger through BANK_TEST_ORDERS.
const ORDER_COUNT = Number(process.env['BANK_TEST_ORDERS'] ?? 40);
const KILL_AFTER_ACKS = Math.max(1, Math.floor(ORDER_COUNT / 4));

let testDatabase: { url: string; drop(): Promise<void> };
let database: TDatabase;
let bundleDir: string;
let clientPath: string;

/** The client bundled as apps/server/build.mjs bundles the server: registry packages external. */
async function bundleClient(): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const external = Object.keys(manifest.dependencies).filter(
    (name) => !name.startsWith('@poslovno/'),
  );
  bundleDir = await mkdtemp(path.join(os.tmpdir(), 'poslovno-crash-'));
  // The external packages resolve from the bundle's folder up: lend it the repository's.
  await symlink(path.join(REPO_ROOT, 'node_modules'), path.join(bundleDir, 'node_modules'), 'dir');
  const outfile = path.join(bundleDir, 'crash-client.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('./crash-client.ts', import.meta.url))],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...external, 'pg-native'],
    logLevel: 'warning',
  });
  return outfile;
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = openDatabase(testDatabase.url, { maxConnections: 2 });
  clientPath = await bundleClient();
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
  if (bundleDir) await rm(bundleDir, { recursive: true, force: true });
});

interface TRun {
  child: ChildProcess;
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startClient(onLine: (line: string, run: TRun) => void = () => undefined): TRun {
  const child = spawn(process.execPath, [clientPath], {
    env: {
      ...process.env,
      DATABASE_URL: testDatabase.url,
      CRASH_CLOCK: '2026-11-20T10:00:00+01:00',
      CRASH_ORDER_COUNT: String(ORDER_COUNT),
      CRASH_SEED: '11',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: TRun = {
    child,
    lines: [],
    exited: new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal }))),
  };
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  if (!child.stdout) throw new Error('the client has a stdout');
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    run.lines.push(line);
    onLine(line, run);
  });
  void run.exited.then(({ code }) => {
    if (code !== 0 && code !== null) process.stderr.write(`crash client failed:\n${stderr}\n`);
  });
  return run;
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
