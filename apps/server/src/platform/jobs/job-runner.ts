import PgBoss from 'pg-boss';
import { assert } from '@poslovno/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { TTx } from '../db/database';

/**
 * Background jobs on pg-boss (DESIGN.md §3): one instance per process, on the application's own
 * database, so a job lives and dies with the transaction that sent it. Every process sends jobs;
 * only a process that works them (the server by default, the worker when scaled out) polls the
 * queues, runs the cron schedules and the pg-boss maintenance.
 *
 * Job times (start-after delays, cron) are the job system's real time, not business time: a job
 * only wakes the code up, and the code reads the injected clock to decide what is due.
 */

export interface TSendOptions {
  /** Not before this many milliseconds from now. */
  startAfterMs?: number;
}

export interface TJobContext {
  /** pg-boss's id of the job: stable over the job's retries, so it can key an idempotent effect. */
  jobId: string;
}

export type TJobHandler<TData> = (data: TData, context: TJobContext) => Promise<void>;

export interface TQueueDefinition {
  name: string;
  /** Retries after a failure; a job's work must be idempotent, as a retry may follow a crash. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** An active job not finished by then (its process died) is retried by another process. */
  expireInSeconds: number;
}

/** What business code needs: sending work that exists only if its transaction commits. */
export interface TJobSender {
  sendInTransaction(tx: TTx, queue: string, data: object, options?: TSendOptions): Promise<void>;
  send(queue: string, data: object, options?: TSendOptions): Promise<void>;
  /** After a commit: this process's worker of the queue, if any, fetches at once instead of on its next poll. */
  wake(queue: string): void;
}

export interface TJobRunner extends TJobSender {
  /** Whether this process runs jobs (handlers, schedules, maintenance) or only sends them. */
  readonly isWorking: boolean;
  defineQueue(definition: TQueueDefinition): Promise<void>;
  /**
   * Registers the queue's handler, run by `concurrency` workers of this process at once; in a
   * process that only sends, nothing runs.
   */
  work<TData extends object>(
    queue: string,
    handler: TJobHandler<TData>,
    options?: { concurrency?: number },
  ): Promise<void>;
  /** A repeating job by cron (UTC), sent by whichever working process's clock monitor is due. */
  schedule(queue: string, cron: string): Promise<void>;
  stop(): Promise<void>;
}

export interface TJobRunnerOptions {
  connectionString: string;
  isWorking: boolean;
  /** How often an idle worker looks for jobs; pg-boss allows 0.5 s at the least. */
  pollingIntervalSeconds?: number;
  /** pg-boss reports failures of its own loops here (a job's failure is retried, not reported). */
  onError: (error: Error) => void;
}

const DEFAULT_POLLING_INTERVAL_SECONDS = 1;
const STOP_TIMEOUT_MS = 10_000;

/**
 * pg-boss runs a statement on a connection given as `{ executeSql(text, values) }`; this runs it
 * on the caller's drizzle transaction, its $n placeholders becoming drizzle parameters (values
 * pass as they are, so node-postgres serialises them as pg-boss's own pool would). Each $n must
 * occur once: drizzle numbers its parameters anew, so a repeated one would become two parameters
 * that PostgreSQL types apart. pg-boss's `insert` statement is written so; `send`'s is not.
 */
function adaptTransaction(tx: TTx): PgBoss.Db {
  return {
    executeSql: async (text: string, values: unknown[]) => {
      const parts = text.split(/\$(\d+)/);
      const numbers = parts.filter((_part, index) => index % 2 === 1);
      if (new Set(numbers).size !== numbers.length)
        throw new Error('a pg-boss statement with a repeated parameter cannot run on drizzle');
      const chunks: SQL[] = parts.map((part, index) =>
        index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
      );
      const result = await tx.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}

/** pg-boss reads a start-after text without a zone as an interval from the database's now. */
function toStartAfter(options: TSendOptions): string | undefined {
  if (options.startAfterMs === undefined || options.startAfterMs <= 0) return undefined;
  return `${options.startAfterMs / 1000} seconds`;
}

export async function startJobRunner(options: TJobRunnerOptions): Promise<TJobRunner> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    application_name: 'poslovno-jobs',
    max: options.isWorking ? 4 : 2,
    migrate: true,
    supervise: options.isWorking,
    schedule: options.isWorking,
  });
  boss.on('error', options.onError);
  await boss.start();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? DEFAULT_POLLING_INTERVAL_SECONDS;
  const workerIds = new Map<string, string[]>();
  const definedQueues = new Set<string>();
  let isStopped = false;

  return {
    isWorking: options.isWorking,
    defineQueue: async (definition) => {
      await boss.createQueue(definition.name, {
        name: definition.name,
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        expireInSeconds: definition.expireInSeconds,
      });
      definedQueues.add(definition.name);
    },
    work: async <TData extends object>(
      queue: string,
      handler: TJobHandler<TData>,
      { concurrency = 1 }: { concurrency?: number } = {},
    ) => {
      if (!options.isWorking) return;
      const ids = workerIds.get(queue) ?? [];
      workerIds.set(queue, ids);
      for (let index = 0; index < concurrency; index += 1) {
        const worker: { id?: string } = {};
        // One job per fetch, so that a failure retries that job alone. A worker that found one
        // fetches again at once: a backlog drains without waiting a polling interval per job.
        worker.id = await boss.work<TData>(
          queue,
          { pollingIntervalSeconds, batchSize: 1 },
          async (jobs) => {
            for (const job of jobs) await handler(job.data, { jobId: job.id });
            if (worker.id !== undefined) boss.notifyWorker(worker.id);
          },
        );
        ids.push(worker.id);
      }
    },
    schedule: async (queue, cron) => {
      await boss.schedule(queue, cron, {}, { tz: 'UTC' });
    },
    sendInTransaction: async (tx, queue, data, sendOptions = {}) => {
      // pg-boss's insert joins the queue table: to an undefined queue it would insert nothing.
      assert(definedQueues.has(queue), `queue ${queue} is not defined in this process`);
      const startAfter = toStartAfter(sendOptions);
      const job = { name: queue, data, ...(startAfter === undefined ? {} : { startAfter }) };
      await boss.insert([job], { db: adaptTransaction(tx) });
    },
    send: async (queue, data, sendOptions = {}) => {
      const startAfter = toStartAfter(sendOptions);
      await boss.send(queue, data, startAfter === undefined ? {} : { startAfter });
    },
    wake: (queue) => {
      if (isStopped) return;
      for (const workerId of workerIds.get(queue) ?? []) boss.notifyWorker(workerId);
    },
    stop: async () => {
      if (isStopped) return;
      isStopped = true;
      // Graceful: running jobs finish (up to the timeout), then the pool closes.
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
