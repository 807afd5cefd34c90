import { getIsoWeekday, getZagrebWallClock } from '@poslovno/domain';
import { DAY_JOBS } from '../bank-days';
import { createBaseClock } from '../core-bank/bank-clock/bank-clock';
import { selectClockOffsetMs } from '../core-bank/bank-clock/bank-clock.repository';
import {
  advanceBankClock,
  formatClockOffset,
  parseClockAmount,
  type TDayReport,
} from '../core-bank/bank-clock/clock-advance';
import { registerJobs } from '../jobs';
import type { TConfig } from '../platform/config';
import type { TDb } from '../platform/db/database';
import { startJobRunner } from '../platform/jobs/job-runner';

/**
 * npm run bank -- clock show | clock advance <N>d|<N>h: the demo bank's clock (decisions.md, "A
 * movable bank clock"). There is no going back: the clock only moves forward.
 */
export type TClockCommand =
  { kind: 'show' } | { kind: 'advance'; amountMs: number } | { kind: 'invalid'; message: string };

/** The words after `clock`, or undefined when they are no clock command at all (usage). */
export function parseClockCommand(args: readonly string[]): TClockCommand | undefined {
  const [verb, amount, ...rest] = args;
  if (rest.length > 0) return undefined;
  if (verb === 'show' && amount === undefined) return { kind: 'show' };
  if (verb === 'reset' || verb === 'back')
    return {
      kind: 'invalid',
      message:
        'The bank clock only moves forward: going back would date new bookings and statements before existing ones. To start again, stop the server and delete its data folder (./data): the demo bank is seeded afresh.',
    };
  if (verb !== 'advance' || amount === undefined) return undefined;
  const parsed = parseClockAmount(amount);
  return parsed.ok
    ? { kind: 'advance', amountMs: parsed.amountMs }
    : { kind: 'invalid', message: parsed.message };
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** `2026-11-21 Sat 10:00`, the bank's wall clock. */
export function formatBankMoment(at: Date): string {
  const wall = getZagrebWallClock(at);
  return `${wall.date} ${WEEKDAYS[getIsoWeekday(wall.date) - 1] ?? ''} ${wall.time.slice(0, 5)}`;
}

export function formatDayReport({ day, done }: TDayReport): string {
  return `  ${formatBankMoment(day.at)}  ${done.map((job) => `${job.name} ${job.count}`).join(', ')}`;
}

function describeClock(bankNow: Date, offsetMs: number): string {
  const ahead =
    offsetMs === 0
      ? 'not moved'
      : `${formatClockOffset(offsetMs)} ahead of the processes' own clock`;
  return `The bank's time: ${formatBankMoment(bankNow)} Europe/Zagreb (${ahead}).`;
}

/** Runs a clock command on the bank's database; answers the exit code. */
export async function runClockCommand(
  command: Exclude<TClockCommand, { kind: 'invalid' }>,
  deps: { connectionString: string; db: TDb; config: TConfig },
): Promise<number> {
  const base = createBaseClock(deps.config);
  if (command.kind === 'show') {
    const offsetMs = await selectClockOffsetMs(deps.db);
    console.log(describeClock(new Date(base.now().getTime() + offsetMs), offsetMs));
    return 0;
  }
  // Sends only: the order steps the days leave for later go to the server's workers.
  const jobs = await startJobRunner({
    connectionString: deps.connectionString,
    isWorking: false,
    onError: (error) => console.error(`Jobs: ${error.message}`),
  });
  try {
    await registerJobs(jobs, { db: deps.db, clock: base, config: deps.config });
    let isFirstDay = true;
    const { to } = await advanceBankClock(
      { db: deps.db, config: deps.config, jobs, base },
      command.amountMs,
      DAY_JOBS,
      (report) => {
        if (isFirstDay)
          console.log(
            `The bank clock moves by ${formatClockOffset(command.amountMs)}, day by day:`,
          );
        isFirstDay = false;
        console.log(formatDayReport(report));
      },
    );
    const offsetMs = await selectClockOffsetMs(deps.db);
    console.log(describeClock(to, offsetMs));
    console.log(
      'Running servers and workers have heard it. Sessions ended with the time passed: open screens go to the sign-in page at their next call and show the new date.',
    );
    return 0;
  } finally {
    await jobs.stop();
  }
}
