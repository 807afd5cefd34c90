import { settleOrdersOfDay } from './core-bank/bank-clock/settle-orders-of-day';
import type { TDayJob } from './core-bank/bank-clock/clock-advance';
import { readExecutionTimings } from './jobs';
import { generateStatementsThroughYesterday } from './modules/statements/statements.jobs';
import { ORDER_TYPES } from './order-types';
import { deliverDueOrders } from './platform/orders/order-delivery';
import { expireOrders } from './platform/orders/order-jobs';

/**
 * The bank's work by date, in the order a day runs it: what `npm run bank -- clock advance` runs
 * for each day it passes (core-bank/bank-clock/clock-advance.ts), calling the same functions the
 * server's cron jobs call. A later area whose work comes due by date (accrual, maturity,
 * invoicing) adds one line here, `{ name, run: (deps, day) => … }`, beside its cron job, and keeps
 * it idempotent: the server's own cron may run the same day's work again.
 */
export const DAY_JOBS: readonly TDayJob[] = [
  // Orders whose value date came (and, between passes, the clearing's and the review's answers).
  {
    name: 'execution',
    run: (deps, day) =>
      settleOrdersOfDay({ ...deps, timings: readExecutionTimings(deps.config) }, day),
  },
  // Orders signed in full that the back office decides (consents, limits, confirmations), due by
  // the bank's processing delay: decided on the day they came due.
  { name: 'back office', run: (deps) => deliverDueOrders(deps, ORDER_TYPES) },
  // Orders nobody authorised before their date passed: CANCELED.
  { name: 'expiry', run: (deps) => expireOrders(deps) },
  // Yesterday's statements once the day is over, and today's intraday ones.
  {
    name: 'statements',
    run: async (deps) => {
      const made = await generateStatementsThroughYesterday(deps);
      return made.individual + made.group + made.intraday;
    },
  },
];
