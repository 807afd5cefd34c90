import { sql } from 'drizzle-orm';
import { URGENCIES } from '@poslovno/domain';
import { waitWhileProgressing } from '../../../test/polling';
import { createFixedClock } from '../../platform/clock';
import { openDatabase } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { startJobRunner } from '../../platform/jobs/job-runner';
import { registerCoreBankJobs } from './execution-jobs';
import type { TCoreOrderRequest } from './execution.types';
import { submitOrder } from './submit-order';

/*
 * The bank test's client and server in one process (crash-restart.int.test.ts bundles and runs
 * it, then kills it with SIGKILL and runs it again): it hands many transfers between the demo
 * accounts to the core, each with its idempotency key, prints every acknowledged key, runs the
 * engine's jobs in process, and prints DONE once no order is left open. A rerun submits every
 * key again, so what the killed run never acknowledged is submitted now, and what it did is
 * answered by replay.
 */

const LANES = 4;
/** How long the engine may execute no order before the run counts as stuck. */
const SETTLE_TIMEOUT_MS = 10_000;

function readEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is required`);
  return value;
}

function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

interface TAccount {
  id: string;
  companyId: string;
  iban: string;
}

function buildRequests(accounts: TAccount[], count: number, seed: number): TCoreOrderRequest[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const from = accounts[Math.floor(random() * accounts.length)];
    const others = accounts.filter((account) => account !== from);
    const to = others[Math.floor(random() * others.length)];
    if (!from || !to) throw new Error('two active EUR accounts are needed');
    const key = `crash-${seed}-${index}`;
    return {
      companyId: from.companyId,
      debtorAccountId: from.id,
      creditor: { iban: to.iban, name: 'Demo primatelj' },
      amountMinor: BigInt(1 + Math.floor(random() * 2_000_00)),
      currency: 'EUR',
      urgency: URGENCIES[index % URGENCIES.length] ?? 'NORMAL',
      requestedExecutionDate: '2026-01-01',
      description: `Prijenos ${index}`,
      sourceReference: key,
      idempotencyKey: key,
    };
  });
}

async function main(): Promise<void> {
  const url = readEnv('DATABASE_URL');
  const database = openDatabase(url, { maxConnections: 8 });
  const clock = createFixedClock(new Date(readEnv('CRASH_CLOCK')));
  const jobs = await startJobRunner({
    connectionString: url,
    isWorking: true,
    pollingIntervalSeconds: 0.5,
    onError: (error) => process.stderr.write(`jobs: ${error.message}\n`),
  });
  await registerCoreBankJobs(jobs, { db: database.db, clock, config: { isDemoActivity: false } });
  const accounts = await database.db.execute<{ id: string; company_id: string; iban: string }>(sql`
    SELECT a.id, a.company_id, a.iban FROM accounts a
    WHERE a.status = 'ACTIVE' AND a.currency = 'EUR' ORDER BY a.id`);
  const requests = buildRequests(
    accounts.rows.map((row) => ({ id: row.id, companyId: row.company_id, iban: row.iban })),
    Number(readEnv('CRASH_ORDER_COUNT')),
    Number(readEnv('CRASH_SEED')),
  );
  const deps = { db: database.db, clock, jobs };
  let next = 0;
  await Promise.all(
    Array.from({ length: LANES }, async () => {
      for (let request = requests[next++]; request; request = requests[next++]) {
        try {
          const { order } = await submitOrder(deps, request);
          process.stdout.write(`ACK ${request.idempotencyKey} ${order.id}\n`);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          process.stdout.write(`REFUSED ${request.idempotencyKey} ${error.code}\n`);
        }
      }
    }),
  );
  // The engine may still be working through the orders: waited for while it makes progress.
  const stillOpen = await waitWhileProgressing(
    async () => {
      const result = await database.db.execute<{ open: number }>(sql`
        SELECT count(*)::int AS open FROM core_payment_orders
        WHERE status IN ('ORDERED', 'SENT_TO_RECIPIENT_BANK')`);
      return result.rows[0]?.open ?? 0;
    },
    { stallMs: SETTLE_TIMEOUT_MS },
  );
  if (stillOpen > 0) throw new Error(`${stillOpen} orders are still open`);
  process.stdout.write('DONE\n');
  await jobs.stop();
  await database.close();
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause === undefined ? '' : `\ncaused by: ${describeError(error.cause)}`;
  return `${error.stack ?? error.message}${cause}`;
}

main().catch((error: unknown) => {
  process.stderr.write(`${describeError(error)}\n`);
  process.exit(1);
});
