import { createFixedClock } from '../../platform/clock';
import { MAX_ORDERS_PER_SWEEP, sweepDueOrders } from '../execution/execute-order';
import { DEFAULT_EXECUTION_TIMINGS, type TExecutionDeps } from '../execution/execution.types';
import type { TBankDay } from './clock-advance';

/**
 * The engine's day in an advance: the sweeper the server runs every minute, at the day's moment,
 * so the orders due that day (their value date reached, their channel open) execute on it. Then,
 * when the next pass is later still, the sweeper again at the moments the simulated outside world
 * answers (the fraud review, then the clearing), so a held or cleared order ends on its own day,
 * as it would with the server running, instead of at the next pass.
 */
export async function settleOrdersOfDay(deps: TExecutionDeps, day: TBankDay): Promise<number> {
  const timings = deps.timings ?? DEFAULT_EXECUTION_TIMINGS;
  const reviewedMs = day.at.getTime() + timings.fraudReviewDelayMs;
  const answeredMs = reviewedMs + Math.max(...Object.values(timings.clearingAnswerDelayMs));
  const nextMs = day.nextAt?.getTime() ?? day.at.getTime();
  const moments = [day.at.getTime(), reviewedMs, answeredMs].filter(
    (moment, index) => index === 0 || moment < nextMs,
  );
  let advanced = 0;
  for (const moment of moments)
    advanced += await sweepAll({ ...deps, clock: createFixedClock(new Date(moment)) });
  return advanced;
}

/** A sweep takes at most MAX_ORDERS_PER_SWEEP orders; a busy day takes several. */
async function sweepAll(deps: TExecutionDeps): Promise<number> {
  let advanced = 0;
  for (;;) {
    const swept = await sweepDueOrders(deps);
    advanced += swept;
    if (swept < MAX_ORDERS_PER_SWEEP) return advanced;
  }
}
