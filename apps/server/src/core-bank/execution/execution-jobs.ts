import type { TClock } from '../../platform/clock';
import type { TDb } from '../../platform/db/database';
import type { TJobRunner } from '../../platform/jobs/job-runner';
import { generateDemoActivity, settleCardTransaction } from './demo-activity';
import { runOrderStep, sweepDueOrders } from './execute-order';
import {
  CARD_SETTLEMENT_QUEUE,
  DEMO_ACTIVITY_QUEUE,
  EXECUTION_QUEUES,
  ORDER_STEP_QUEUE,
  SWEEP_QUEUE,
  parseCardSettlementJob,
  parseOrderStepJob,
} from './execution-queues';
import type { TExecutionTimings } from './execution.types';

export interface TCoreBankJobsDeps {
  db: TDb;
  clock: TClock;
  config: { isDemoActivity: boolean };
  timings?: TExecutionTimings;
  /** Demo activity's randomness; Math.random unless a test seeds it. */
  random?: () => number;
}

/** Order steps of different orders run side by side; one order's steps take turns on its lock. */
const ORDER_STEP_CONCURRENCY = 4;
/** Every minute a sweep; the cron is pg-boss's, in whichever working process is due first. */
const SWEEP_CRON = '* * * * *';
/** Four times an hour, one piece of demo activity each. */
const DEMO_ACTIVITY_CRON = '*/15 * * * *';

/**
 * The core bank's queues and, in a process that runs jobs, their handlers and schedules. A
 * working process also sweeps once at start, so what a crash left waiting runs at once instead
 * of at the next minute.
 */
export async function registerCoreBankJobs(
  runner: TJobRunner,
  deps: TCoreBankJobsDeps,
): Promise<void> {
  for (const queue of EXECUTION_QUEUES) await runner.defineQueue(queue);
  if (!runner.isWorking) return;
  const executionDeps = {
    db: deps.db,
    clock: deps.clock,
    jobs: runner,
    ...(deps.timings === undefined ? {} : { timings: deps.timings }),
  };
  await runner.work(
    ORDER_STEP_QUEUE,
    async (data) => {
      const job = parseOrderStepJob(data);
      await runOrderStep(executionDeps, job.orderId, job.step);
    },
    { concurrency: ORDER_STEP_CONCURRENCY },
  );
  await runner.work(SWEEP_QUEUE, async () => {
    await sweepDueOrders(executionDeps);
  });
  await runner.schedule(SWEEP_QUEUE, SWEEP_CRON);
  await runner.send(SWEEP_QUEUE, {});
  await runner.work(CARD_SETTLEMENT_QUEUE, async (data) => {
    await settleCardTransaction(executionDeps, parseCardSettlementJob(data));
  });
  if (!deps.config.isDemoActivity) return;
  const random = deps.random ?? Math.random;
  await runner.work(DEMO_ACTIVITY_QUEUE, async (_data, { jobId }) => {
    await generateDemoActivity({ ...executionDeps, random }, jobId);
  });
  await runner.schedule(DEMO_ACTIVITY_QUEUE, DEMO_ACTIVITY_CRON);
}
