import { registerCoreBankJobs, type TCoreBankJobsDeps } from './core-bank/execution/execution-jobs';
import { FAST_EXECUTION_TIMINGS } from './core-bank/execution/execution.types';
import { registerStatementJobs } from './modules/statements/statements.jobs';
import type { TConfig } from './platform/config';
import type { TJobRunner } from './platform/jobs/job-runner';
import { registerOrderJobs } from './platform/orders/order-jobs';
import { ORDER_TYPES, connectOrderKernelToCore } from './order-types';

/** Every queue of the bank, for the server process and the worker process alike. */
export async function registerJobs(
  runner: TJobRunner,
  deps: TCoreBankJobsDeps & { config: TConfig },
): Promise<void> {
  connectOrderKernelToCore();
  await registerCoreBankJobs(runner, {
    ...deps,
    ...(deps.config.isFastExecution ? { timings: FAST_EXECUTION_TIMINGS } : {}),
  });
  await registerStatementJobs(runner, deps);
  await registerOrderJobs(runner, { ...deps, jobs: runner }, ORDER_TYPES);
}
