import { registerCoreBankJobs, type TCoreBankJobsDeps } from './core-bank/execution/execution-jobs';
import { registerStatementJobs } from './modules/statements/statements.jobs';
import type { TJobRunner } from './platform/jobs/job-runner';

/** Every queue of the bank, for the server process and the worker process alike. */
export async function registerJobs(runner: TJobRunner, deps: TCoreBankJobsDeps): Promise<void> {
  await registerCoreBankJobs(runner, deps);
  await registerStatementJobs(runner, deps);
}
