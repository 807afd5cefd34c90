import {
  checkAmountRange,
  isIsoDate,
  validateDateRange,
  validateFilterDescription,
  validateFilterText,
} from '@poslovno/domain';
import type {
  TTransactionFilterQuery,
  TTransactionsQuery,
  TTransactionsResponse,
} from '@poslovno/contract';
import { assertCoreDataAvailable } from '../../core-bank/core-availability';
import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope, type TDb, type TTx } from '../../platform/db/database';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../platform/keyset-cursor';
import { readFilterAmount, refuseFilter } from '../../platform/query-filters';
import { toTransaction } from './transactions.mapper';
import {
  selectTransactions,
  type TTransactionFilter,
  type TTransactionKey,
} from './transactions.repository';

const FILTER_TEXT_MAX_LENGTH = 140;

/**
 * The filters of 000 §5 checked as the screen checks them: the description's start rule, the
 * FILTER character set, the date range and the amount range (either end open).
 */
export function readTransactionFilter(query: TTransactionFilterQuery): TTransactionFilter {
  const filter: TTransactionFilter = {};
  if (query.accountId) filter.accountId = query.accountId;
  const dates = validateDateRange(query.from ?? null, query.to ?? null);
  if (!dates.ok) refuseFilter(dates.detail ?? 'from', dates.code);
  if (query.from) filter.from = query.from;
  if (query.to) filter.to = query.to;
  const amounts = checkAmountRange(
    readFilterAmount('minAmount', query.minAmount),
    readFilterAmount('maxAmount', query.maxAmount),
  );
  if (!amounts.ok) refuseFilter('minAmount', amounts.code);
  if (query.minAmount) filter.minAmount = query.minAmount;
  if (query.maxAmount) filter.maxAmount = query.maxAmount;
  if (query.direction) filter.direction = query.direction;
  if (query.counterparty) {
    const counterparty = validateFilterText(query.counterparty, FILTER_TEXT_MAX_LENGTH);
    if (!counterparty.ok) refuseFilter('counterparty', counterparty.code);
    filter.counterparty = counterparty.value;
  }
  if (query.description) {
    const description = validateFilterDescription(query.description, FILTER_TEXT_MAX_LENGTH);
    if (!description.ok) refuseFilter('description', description.code);
    filter.description = description.value;
  }
  return filter;
}

function decodeTransactionCursor(cursor: string | undefined): TTransactionKey | undefined {
  return decodeKeysetCursor(cursor, (key) =>
    Array.isArray(key) &&
    typeof key[0] === 'string' &&
    isIsoDate(key[0]) &&
    typeof key[1] === 'string' &&
    /^\d{1,19}$/.test(key[1])
      ? { valueDate: key[0], id: BigInt(key[1]) }
      : undefined,
  );
}

/** Reads of the core's data need the core: ERR_CBSDATA when it does not answer (000 §8). */
export async function withTransactionData<T>(
  deps: { db: TDb },
  actor: TActor,
  work: (tx: TTx) => Promise<T>,
): Promise<T> {
  return withCompanyScope(deps.db, actor, async (tx) => {
    await assertCoreDataAvailable(tx);
    return work(tx);
  });
}

/** GET /transactions: a keyset page, newest first; the answer names the cursor it was asked with. */
export async function listTransactions(
  deps: { db: TDb },
  actor: TActor,
  query: TTransactionsQuery,
): Promise<TTransactionsResponse> {
  const filter = readTransactionFilter(query);
  const after = decodeTransactionCursor(query.cursor);
  const rows = await withTransactionData(deps, actor, (tx) =>
    selectTransactions(tx, actor, filter, { after, limit: query.pageSize + 1 }),
  );
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    transactions: page.map(toTransaction),
    metadata: {
      nextCursor:
        rows.length > query.pageSize && last ? encodeKeysetCursor([last.valueDate, last.id]) : null,
    },
    cursor: query.cursor ?? null,
  };
}
