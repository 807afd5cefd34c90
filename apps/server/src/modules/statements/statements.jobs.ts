import { addDaysToIsoDate, getZagrebWallClock } from '@poslovno/domain';
import type { TClock } from '../../platform/clock';
import type { TDb } from '../../platform/db/database';
import type { TJobRunner } from '../../platform/jobs/job-runner';
import { generateStatements } from './generate-statements';

export const STATEMENT_QUEUE = 'statements-generate';

/**
 * Every hour (UTC cron; the run itself reads the bank's day): the daily statements of every day
 * that is over and not yet stated, and today's intraday statements for the accounts that moved. A
 * run that finds nothing to do does nothing, so the hourly schedule also catches up after downtime.
 */
const STATEMENT_CRON = '5 * * * *';

export async function registerStatementJobs(
  runner: TJobRunner,
  deps: { db: TDb; clock: TClock },
): Promise<void> {
  await runner.defineQueue({
    name: STATEMENT_QUEUE,
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
  });
  if (!runner.isWorking) return;
  await runner.work(STATEMENT_QUEUE, async () => {
    await generateStatementsThroughYesterday(deps);
  });
  await runner.schedule(STATEMENT_QUEUE, STATEMENT_CRON);
  await runner.send(STATEMENT_QUEUE, {});
}

/** The statements of every day before today (the bank's day), and today's intraday ones. */
export function generateStatementsThroughYesterday(deps: { db: TDb; clock: TClock }) {
  const today = getZagrebWallClock(deps.clock.now()).date;
  return generateStatements(deps, { throughDate: addDaysToIsoDate(today, -1) });
}
