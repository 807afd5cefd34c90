import {
  addDaysToIsoDate,
  getPeriodDateRange,
  getZagrebWallClock,
  isIsoDate,
  validateDateRange,
  type TDateRange,
  type TIsoDate,
} from '@poslovno/domain';
import type {
  TStatementNotifications,
  TStatementsQuery,
  TStatementsResponse,
  TStatementTypes,
} from '@poslovno/contract';
import type { TActor } from '../../platform/auth/session-service';
import type { TClock } from '../../platform/clock';
import { withCompanyScope, type TDb, type TTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { listStatementTypesOf, readStatementAccess } from './statement-access';
import { listGroupAccountIds, splitByType, toStatement } from './statements.mapper';
import {
  selectAccountIbans,
  selectStatementPage,
  selectUndownloadedStatements,
  type TStatementCursor,
  type TStatementRow,
} from './statements.repository';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../platform/keyset-cursor';

type TDeps = { db: TDb; clock: TClock };

/** At most this many statements of each type on the dashboard. */
const NOTIFICATIONS_PER_TYPE = 100;

function refuseQuery(
  field: string,
  code: 'FIELD_REQUIRED' | 'FIELD_INVALID' | 'DATE_RANGE_START_AFTER_END',
): never {
  throw new AppError('VALIDATION_FAILED', { validations: [{ field, code }] });
}

export function readToday(clock: TClock): TIsoDate {
  return getZagrebWallClock(clock.now()).date;
}

/** The statement days of a period (000 §2): TODAY, LAST_WEEK (7 days with today), SELECTED. */
export function resolvePeriod(query: TStatementsQuery, today: TIsoDate): TDateRange {
  switch (query.period) {
    case 'ALL':
      return { from: null, to: null };
    case 'TODAY':
      return getPeriodDateRange('CURRENT_DATE', today);
    case 'LAST_WEEK':
      return getPeriodDateRange('LAST_7_DAYS', today);
    case 'SELECTED': {
      if (query.from === undefined && query.to === undefined)
        refuseQuery('query.from', 'FIELD_REQUIRED');
      const range = validateDateRange(query.from ?? null, query.to ?? null);
      if (!range.ok) refuseQuery('query.to', 'DATE_RANGE_START_AFTER_END');
      return range.value;
    }
  }
}

function encodeCursor(row: TStatementRow): string {
  const { statement } = row;
  return encodeKeysetCursor([
    statement.statementDate,
    statement.createdAt.toISOString(),
    statement.id,
  ]);
}

function decodeCursor(cursor: string | undefined): TStatementCursor | undefined {
  return decodeKeysetCursor(cursor, (key) =>
    Array.isArray(key) &&
    typeof key[0] === 'string' &&
    isIsoDate(key[0]) &&
    typeof key[1] === 'string' &&
    !Number.isNaN(Date.parse(key[1])) &&
    typeof key[2] === 'string' &&
    /^[0-9a-f-]{36}$/.test(key[2])
      ? { statementDate: key[0], createdAt: new Date(key[1]), id: key[2] }
      : undefined,
  );
}

async function mapRows(tx: TTx, companyId: string, rows: readonly TStatementRow[]) {
  const ibans = await selectAccountIbans(tx, companyId, listGroupAccountIds(rows));
  return rows.map((row) => toStatement(row, ibans));
}

/** GET /statements: the statements the person's contract covers, filtered, one keyset page. */
export async function listStatements(
  deps: TDeps,
  actor: TActor,
  query: TStatementsQuery,
): Promise<TStatementsResponse> {
  const range = resolvePeriod(query, readToday(deps.clock));
  const after = decodeCursor(query.cursor);
  return withCompanyScope(deps.db, actor, async (tx) => {
    const access = await readStatementAccess(tx, actor);
    const rows = await selectStatementPage(tx, actor, {
      visibility: access.visibility,
      filter: {
        type: query.type,
        from: range.from,
        to: range.to,
        downloadState: query.downloadState,
        accountId: query.accountId,
      },
      after,
      limit: query.pageSize + 1,
    });
    const page = rows.slice(0, query.pageSize);
    const last = page.at(-1);
    return {
      metadata: { nextCursor: rows.length > query.pageSize && last ? encodeCursor(last) : null },
      ...splitByType(await mapRows(tx, actor.companyId, page)),
    };
  });
}

/** GET /statement-types: group statements and, per account the person receives, its types. */
export async function getStatementTypes(deps: TDeps, actor: TActor): Promise<TStatementTypes> {
  return withCompanyScope(deps.db, actor, async (tx) => {
    const access = await readStatementAccess(tx, actor);
    return {
      groupStatementEnabled: access.isGroupVisible,
      deliveryScope: access.scope,
      statementsByAccount: access.accounts.map((account) => ({
        account: {
          id: account.id,
          iban: account.iban,
          currency: account.currency.trim(),
          nickname: account.nickname,
          personalizedNickname: account.personalizedNickname,
        },
        statementTypes: listStatementTypesOf(account),
      })),
    };
  });
}

/**
 * GET /dashboard/statements/notifications (000 §7): what is offered for download, only what was
 * not downloaded yet: individual and group statements of the last `numberOfDays` days (today
 * included), intraday ones of today.
 */
export async function listStatementNotifications(
  deps: TDeps,
  actor: TActor,
  numberOfDays: number,
): Promise<TStatementNotifications> {
  const today = readToday(deps.clock);
  return withCompanyScope(deps.db, actor, async (tx) => {
    const access = await readStatementAccess(tx, actor);
    const rows = await selectUndownloadedStatements(tx, actor, {
      visibility: access.visibility,
      sinceDate: addDaysToIsoDate(today, 1 - numberOfDays),
      today,
      limit: NOTIFICATIONS_PER_TYPE,
    });
    return splitByType(await mapRows(tx, actor.companyId, rows));
  });
}
