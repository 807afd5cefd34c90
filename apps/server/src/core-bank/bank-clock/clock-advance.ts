import {
  addDaysToIsoDate,
  compareIsoDates,
  getZagrebInstant,
  getZagrebWallClock,
  type TIsoDate,
} from '@poslovno/domain';
import type { TClock } from '../../platform/clock';
import { loadConfig } from '../../platform/config';
import type { TDeps } from '../../platform/http';
import { isCoreAvailable } from '../core-availability';
import { selectClockOffsetMs, updateClockOffsetMs } from './bank-clock.repository';
import { isBankClockMovable } from './bank-clock';

/**
 * Moving the bank clock forward in demo mode (npm run bank -- clock advance 30d): the bank's days
 * pass one by one, in order. For each, the offset moves to that day's moment (every process hears
 * it) and the day's due work runs there, in this process, with the clock standing at the moment:
 * the jobs the server runs by cron (execution by value date, expiry, statements, and what later
 * areas add), called as they are, so nothing due in the skipped days is skipped or runs late.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A year and a day at a time: every day passed runs its jobs, so an advance is kept bounded. */
export const MAX_ADVANCE_DAYS = 366;

/** One pass of an advance: a bank day and the moment its jobs run at. */
export interface TBankDay {
  /** The bank's date at `at` (Europe/Zagreb). */
  date: TIsoDate;
  at: Date;
  /**
   * The next pass's moment: work a job leaves to be answered a little later (the simulated
   * clearing, the fraud review) is due before it. Undefined on the last pass: what comes due after
   * it happens in real time, in the running server's jobs.
   */
  nextAt: Date | undefined;
}

/**
 * A job the bank runs once a day or more, by date: apps/server/src/bank-days.ts lists them. `run`
 * does the day's due work with `deps.clock` standing at `day.at`, and may run again for the same
 * day (the server's own cron does): it must be idempotent. It answers how many things it did.
 */
export interface TDayJob {
  name: string;
  run(deps: TDeps, day: TBankDay): Promise<number>;
}

/** An operator's refusal: said as it is, with no stack. */
export class ClockRefusal extends Error {
  override name = 'ClockRefusal';
}

export type TClockAmount = { ok: true; amountMs: number } | { ok: false; message: string };

/** `30d` or `12h`: whole days (24 hours each) or hours, forward, at most MAX_ADVANCE_DAYS. */
export function parseClockAmount(text: string): TClockAmount {
  const match = /^(\d{1,6})([dh])$/.exec(text);
  if (!match)
    return {
      ok: false,
      message: `"${text.slice(0, 40)}" is no amount of time: whole days or hours, for example 30d or 12h (the clock only moves forward).`,
    };
  const amountMs = Number(match[1]) * (match[2] === 'd' ? DAY_MS : HOUR_MS);
  if (amountMs === 0) return { ok: false, message: 'The clock moves by 1h at least.' };
  if (amountMs > MAX_ADVANCE_DAYS * DAY_MS)
    return {
      ok: false,
      message: `At most ${MAX_ADVANCE_DAYS}d at a time: every day passed runs its jobs.`,
    };
  return { ok: true, amountMs };
}

/** Why the clock may not be moved here, or undefined when it may. */
export function findClockRefusal(env: Record<string, string | undefined>): string | undefined {
  if (env['NODE_ENV'] === 'production')
    return 'The bank clock does not move under NODE_ENV=production: production runs on real time.';
  if (!isBankClockMovable(loadConfig(env)))
    return 'The bank clock moves only in demo mode (DEMO_MODE=true): outside it no process applies it.';
  return undefined;
}

/** `30d`, `1d 12h`, `0`: how far the bank's time stands ahead. */
export function formatClockOffset(offsetMs: number): string {
  const days = Math.floor(offsetMs / DAY_MS);
  const hours = Math.floor((offsetMs % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((offsetMs % HOUR_MS) / 60_000);
  const parts = [`${days}d`, `${hours}h`, `${minutes}m`].filter((part) => !part.startsWith('0'));
  return parts.length === 0 ? '0' : parts.join(' ');
}

/**
 * The passes of an advance from `start` by `amountMs`: today's due work at `start` first (when no
 * server ran, it has not been done), then each later date at the start's time of day (Zagreb wall
 * clock, so a change to or from summer time keeps it), then the target itself.
 */
export function planBankDays(start: Date, amountMs: number): TBankDay[] {
  const target = new Date(start.getTime() + amountMs);
  const from = getZagrebWallClock(start);
  const targetDate = getZagrebWallClock(target).date;
  const secondsPartMs = start.getTime() % 60_000;
  const moments = [start];
  for (
    let date = addDaysToIsoDate(from.date, 1);
    compareIsoDates(date, targetDate) < 0;
    date = addDaysToIsoDate(date, 1)
  ) {
    const at = new Date(getZagrebInstant(date, from.minutesOfDay).getTime() + secondsPartMs);
    const previous = moments[moments.length - 1] ?? start;
    if (at > previous && at < target) moments.push(at);
  }
  moments.push(target);
  return moments.map((at, index) => ({
    date: getZagrebWallClock(at).date,
    at,
    nextAt: moments[index + 1],
  }));
}

export interface TClockAdvanceDeps extends Omit<TDeps, 'clock'> {
  /** The process's own clock, before the offset (createBaseClock). */
  base: TClock;
}

export interface TDayReport {
  day: TBankDay;
  done: { name: string; count: number }[];
}

/**
 * Advances the bank clock by `amountMs`, day by day. One advance at a time (an advisory lock);
 * refused while the core bank is down, as nothing could execute. A job that fails stops the
 * advance at its day, with the clock standing there: what is done stays done, and the operator
 * can advance again once it is fixed.
 */
export async function advanceBankClock(
  deps: TClockAdvanceDeps,
  amountMs: number,
  dayJobs: readonly TDayJob[],
  onDay: (report: TDayReport) => void,
): Promise<{ from: Date; to: Date }> {
  const lock = await deps.db.$client.connect();
  try {
    const taken = await lock.query<{ locked: boolean }>(
      `SELECT pg_try_advisory_lock(hashtextextended('bank-clock-advance', 0)) AS locked`,
    );
    if (taken.rows[0]?.locked !== true)
      throw new ClockRefusal('Another clock advance is running: wait for it to end.');
    try {
      return await passDays(deps, amountMs, dayJobs, onDay);
    } finally {
      await lock.query(`SELECT pg_advisory_unlock(hashtextextended('bank-clock-advance', 0))`);
    }
  } finally {
    lock.release();
  }
}

async function passDays(
  deps: TClockAdvanceDeps,
  amountMs: number,
  dayJobs: readonly TDayJob[],
  onDay: (report: TDayReport) => void,
): Promise<{ from: Date; to: Date }> {
  if (!(await isCoreAvailable(deps.db)))
    throw new ClockRefusal(
      'The core bank is down, so nothing could execute in the days passed: npm run bank -- core-up first.',
    );
  const startOffsetMs = await selectClockOffsetMs(deps.db);
  const start = new Date(deps.base.now().getTime() + startOffsetMs);
  let offsetMs = startOffsetMs;
  for (const day of planBankDays(start, amountMs)) {
    const dayOffsetMs = startOffsetMs + (day.at.getTime() - start.getTime());
    if (dayOffsetMs > offsetMs) await updateClockOffsetMs(deps.db, dayOffsetMs);
    offsetMs = dayOffsetMs;
    const dayDeps: TDeps = {
      db: deps.db,
      config: deps.config,
      jobs: deps.jobs,
      clock: { now: () => new Date(day.at) },
    };
    const done: TDayReport['done'] = [];
    for (const job of dayJobs) {
      try {
        done.push({ name: job.name, count: await job.run(dayDeps, day) });
      } catch (error) {
        throw new Error(
          `${job.name} failed on ${day.date}; the bank clock stands at ${day.at.toISOString()}`,
          { cause: error },
        );
      }
    }
    onDay({ day, done });
  }
  return { from: start, to: new Date(start.getTime() + amountMs) };
}
