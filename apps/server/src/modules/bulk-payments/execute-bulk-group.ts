import { sql } from 'drizzle-orm';
import {
  compareIsoDates,
  getZagrebInstant,
  getZagrebWallClock,
  isErrorCode,
  type TErrorCode,
} from '@poslovno/domain';
import { bookTransfer, type TBookingSide } from '../../core-bank/book-transfer';
import { assertCoreAvailable } from '../../core-bank/core-availability';
import { withBankRole, type TTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { TDeps } from '../../platform/http';
import type { TBackOfficeDecision } from '../../platform/orders/order-type';
import type { TKernelOrder } from '../../platform/orders/orders.repository';
import { selectBulkItems, type TBulkGroupRow, type TBulkItemRow } from './bulk-payments.repository';

const PAGE = 500;

/** The payees' accounts kept at this bank (credited directly), by IBAN, in one query. */
async function readOwnAccounts(tx: TTx, ibans: readonly string[]): Promise<Map<string, string>> {
  if (ibans.length === 0) return new Map();
  return withBankRole(tx, async () => {
    const result = await tx.execute<{ id: string; iban: string }>(
      sql`SELECT id, iban FROM accounts WHERE iban = ANY(${sql.param([...ibans])}::text[])
        AND status = 'ACTIVE'`,
    );
    return new Map(result.rows.map((row) => [row.iban, row.id]));
  });
}

function toCreditSide(item: TBulkItemRow, accounts: ReadonlyMap<string, string>): TBookingSide {
  const accountId = accounts.get(item.creditorIban ?? '');
  const reference = item.creditorReference ?? undefined;
  if (accountId === undefined)
    return { bankAccount: 'CLEARING', party: { name: item.creditorName, iban: item.creditorIban } };
  return { accountId, ...(reference === undefined ? {} : { reference }) };
}

interface TLineOutcome {
  itemIndex: number;
  status: 'EXECUTED' | 'REJECTED';
  reason: TErrorCode | null;
}

/**
 * Books a page of lines at once: each is a transfer of its own, committed by the ledger's group
 * commit, which writes the ones submitted together in shared statements (a page is a few
 * round trips, not one per line). A line the ledger refuses is rejected with its reason; each
 * line's key makes a retry after a crash book nothing twice.
 */
async function bookPage(
  deps: TDeps,
  context: { order: TKernelOrder; group: TBulkGroupRow; valueDate: string },
  page: readonly { item: TBulkItemRow; credit: TBookingSide }[],
): Promise<TLineOutcome[]> {
  const { order, group, valueDate } = context;
  return Promise.all(
    page.map(async ({ item, credit }): Promise<TLineOutcome> => {
      try {
        await bookTransfer(deps, {
          kind: 'PAYMENT_OUT',
          debit: { accountId: group.debtorAccountId ?? '' },
          credit,
          amountMinor: item.amountMinor,
          currency: item.currency,
          valueDate,
          description: item.remittanceUnstructured ?? item.creditorReference ?? item.endToEndId,
          endToEndId: item.endToEndId,
          idempotencyKey: `bulk:${order.id}:${item.itemIndex}`,
        });
        return { itemIndex: item.itemIndex, status: 'EXECUTED', reason: null };
      } catch (error) {
        if (!(error instanceof AppError) || error.code === 'BANKING_UNAVAILABLE') throw error;
        const reason = isErrorCode(error.code) ? error.code : 'SIRIUS_TIMEOUT';
        return { itemIndex: item.itemIndex, status: 'REJECTED', reason };
      }
    }),
  );
}

async function markLines(tx: TTx, group: TBulkGroupRow, outcomes: readonly TLineOutcome[]) {
  await tx.execute(sql`UPDATE bulk_payment_items i SET status = o.status,
      rejection_reason = o.reason
    FROM unnest(${sql.param(outcomes.map((o) => o.itemIndex))}::int[],
      ${sql.param(outcomes.map((o) => o.status))}::text[],
      ${sql.param(outcomes.map((o) => o.reason))}::text[]) AS o (item_index, status, reason)
    WHERE i.file_uuid = ${group.fileUuid} AND i.group_index = ${group.groupIndex}
      AND i.item_index = o.item_index`);
}

/**
 * The bank carries out a signed group on its execution date (the outbox holds it until then):
 * each line booked from the group's account through the ledger (to an account of this bank, or to
 * clearing for another bank), a page of lines at a time; a line the ledger refuses is rejected
 * with its reason while the others go on. PROCESSED when every line went, PARTIALLY_PROCESSED when
 * some, PROCESSING_FAILED when none.
 */
export async function executeBulkGroup(
  tx: TTx,
  deps: TDeps,
  order: TKernelOrder,
  group: TBulkGroupRow,
): Promise<TBackOfficeDecision> {
  await assertCoreAvailable(tx);
  const today = getZagrebWallClock(deps.clock.now()).date;
  const valueDate = compareIsoDates(group.executionDate, today) > 0 ? group.executionDate : today;
  let executed = 0;
  let rejected = 0;
  for (let afterIndex = 0; ;) {
    const items = await selectBulkItems(tx, group.fileUuid, {
      groupIndex: group.groupIndex,
      afterIndex,
      limit: PAGE,
      onlyErrors: false,
    });
    const waiting = items.filter((item) => item.status === 'STORED');
    const accounts = await readOwnAccounts(tx, [
      ...new Set(waiting.map((item) => item.creditorIban ?? '')),
    ]);
    const page = waiting.map((item) => ({ item, credit: toCreditSide(item, accounts) }));
    const outcomes = await bookPage(deps, { order, group, valueDate }, page);
    if (outcomes.length > 0) await markLines(tx, group, outcomes);
    executed += outcomes.filter((outcome) => outcome.status === 'EXECUTED').length;
    rejected += outcomes.filter((outcome) => outcome.status === 'REJECTED').length;
    const last = items.at(-1);
    if (!last || items.length < PAGE) break;
    afterIndex = last.itemIndex;
  }
  if (rejected === 0) return { outcome: 'EXECUTED', status: 'PROCESSED' };
  if (executed === 0) return { outcome: 'REJECTED', reason: 'SIRIUS_INSUFFICIENT_FUNDS' };
  return { outcome: 'EXECUTED', status: 'PARTIALLY_PROCESSED' };
}

/** The morning its date opens: the bank carries a group out on the day the file asks for. */
export function readGroupDueAt(group: TBulkGroupRow): Date {
  return getZagrebInstant(group.executionDate, 0);
}
