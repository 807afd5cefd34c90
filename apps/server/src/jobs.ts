import { registerCoreBankJobs, type TCoreBankJobsDeps } from './core-bank/execution/execution-jobs';
import {
  DEFAULT_EXECUTION_TIMINGS,
  FAST_EXECUTION_TIMINGS,
  type TExecutionTimings,
} from './core-bank/execution/execution.types';
import { registerBulkPaymentJobs } from './modules/bulk-payments/bulk-payments.jobs';
import { registerStatementJobs } from './modules/statements/statements.jobs';
import type { TConfig } from './platform/config';
import type { TJobRunner } from './platform/jobs/job-runner';
import { registerOrderJobs } from './platform/orders/order-jobs';
import { ORDER_TYPES, connectOrderKernelToCore } from './order-types';

/** The simulated outside world's delays: short for tests with a working engine (TEST_FAST_EXECUTION). */
export function readExecutionTimings(config: Pick<TConfig, 'isFastExecution'>): TExecutionTimings {
  return config.isFastExecution ? FAST_EXECUTION_TIMINGS : DEFAULT_EXECUTION_TIMINGS;
}

/** Every queue of the bank, for the server process and the worker process alike. */
export async function registerJobs(
  runner: TJobRunner,
  deps: TCoreBankJobsDeps & { config: TConfig },
): Promise<void> {
  connectOrderKernelToCore();
  await registerCoreBankJobs(runner, {
    ...deps,
    timings: deps.timings ?? readExecutionTimings(deps.config),
  });
  await registerStatementJobs(runner, deps);
  await registerOrderJobs(runner, { ...deps, jobs: runner }, ORDER_TYPES);
  await registerBulkPaymentJobs(runner, { ...deps, jobs: runner });
}
