import type { TDeps } from '../../platform/http';
import type { TJobRunner } from '../../platform/jobs/job-runner';
import { BULK_CONVERSION_QUEUE, runBulkConversions } from './convert-bulk-payment';

/** Every ten minutes as well: a conversion a crash interrupted goes on without a new request. */
const CONVERSION_CRON = '*/10 * * * *';

export async function registerBulkPaymentJobs(runner: TJobRunner, deps: TDeps): Promise<void> {
  await runner.defineQueue({
    name: BULK_CONVERSION_QUEUE,
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 3600,
  });
  if (!runner.isWorking) return;
  await runner.work(BULK_CONVERSION_QUEUE, async () => {
    await runBulkConversions(deps);
  });
  await runner.schedule(BULK_CONVERSION_QUEUE, CONVERSION_CRON);
}
