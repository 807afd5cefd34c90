import {
  addDaysToIsoDate,
  addMonthsToIsoDate,
  formatMinorAsDecimal,
  getDaysInMonth,
  getZagrebWallClock,
} from '@poslovno/domain';
import type { TDashboardTransactions, TStatistics } from '@poslovno/contract';
import type { TActor } from '../../platform/auth/session-service';
import type { TClock } from '../../platform/clock';
import type { TDb } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { selectPersonAccounts } from '../accounts/accounts.repository';
import { withTransactionData } from './list-transactions';
import { toTransaction } from './transactions.mapper';
import { selectMonthlyTurnover, selectTransactions } from './transactions.repository';

/** 000 §9: the dashboard's last credits and debits over the last days (5 and 30 by default). */
export async function getDashboardTransactions(
  deps: { db: TDb; clock: TClock },
  actor: TActor,
  query: { accountId?: string | undefined; numberOfDays: number; count: number },
): Promise<TDashboardTransactions> {
  const today = getZagrebWallClock(deps.clock.now()).date;
  const period = {
    from: addDaysToIsoDate(today, 1 - query.numberOfDays),
    to: today,
    ...(query.accountId ? { accountId: query.accountId } : {}),
  };
  return withTransactionData(deps, actor, async (tx) => {
    const page = { after: undefined, limit: query.count };
    const credits = await selectTransactions(tx, actor, { ...period, direction: 'CREDIT' }, page);
    const debits = await selectTransactions(tx, actor, { ...period, direction: 'DEBIT' }, page);
    return { credits: credits.map(toTransaction), debits: debits.map(toTransaction) };
  });
}

/** The months ending with `lastMonth` (YYYY-MM), oldest first. */
function listMonths(lastMonth: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    addMonthsToIsoDate(`${lastMonth}-01`, index - count + 1).slice(0, 7),
  );
}

/** GET /statistics/{accountId}: money in and out per month, a month without turnover as zero. */
export async function getStatistics(
  deps: { db: TDb; clock: TClock },
  actor: TActor,
  accountId: string,
  query: { month?: string | undefined; months: number },
): Promise<TStatistics> {
  const lastMonth = query.month ?? getZagrebWallClock(deps.clock.now()).date.slice(0, 7);
  const months = listMonths(lastMonth, query.months);
  const [year, month] = lastMonth.split('-').map(Number) as [number, number];
  const range = {
    from: `${months[0] ?? lastMonth}-01`,
    to: `${lastMonth}-${String(getDaysInMonth(year, month)).padStart(2, '0')}`,
  };
  return withTransactionData(deps, actor, async (tx) => {
    const [row] = await selectPersonAccounts(tx, actor.companyId, actor.personUuid, { accountId });
    const account = row?.account;
    if (!account) throw new AppError('NOT_FOUND');
    const turnover = await selectMonthlyTurnover(tx, actor, accountId, range);
    return {
      accountId,
      currency: account.currency,
      months: months.map((name) => {
        const found = turnover.find((row) => row.month === name);
        return {
          month: name,
          incoming: formatMinorAsDecimal(found?.incomingMinor ?? 0n, account.currency),
          outgoing: formatMinorAsDecimal(found?.outgoingMinor ?? 0n, account.currency),
          incomingCount: found?.incomingCount ?? 0,
          outgoingCount: found?.outgoingCount ?? 0,
        };
      }),
    };
  });
}
