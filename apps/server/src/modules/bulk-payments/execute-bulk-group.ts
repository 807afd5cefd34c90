import { sql } from 'drizzle-orm';
import {
  compareIsoDates,
  getZagrebWallClock,
  isErrorCode,
  type TErrorCode,
} from '@poslovno/domain';
import { bookTransferInTransaction, type TBookingSide } from '../../core-bank/book-transfer';
import { assertCoreAvailable } from '../../core-bank/core-availability';
import { withBankRole, type TTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { TDeps } from '../../platform/http';
import type { TBackOfficeDecision } from '../../platform/orders/order-type';
import type { TKernelOrder } from '../../platform/orders/orders.repository';
import { selectBulkItems, type TBulkGroupRow, type TBulkItemRow } from './bulk-payments.repository';

const PAGE = 1000;

/** The payee's account when it is kept at this bank (credited directly), else clearing. */
async function readCreditSide(tx: TTx, item: TBulkItemRow): Promise<TBookingSide> {
  const iban = item.creditorIban ?? '';
  const found = await withBankRole(tx, async () => {
    const result = await tx.execute<{ id: string }>(
      sql`SELECT id FROM accounts WHERE iban = ${iban} AND status = 'ACTIVE'`,
    );
    return result.rows[0];
  });
  const reference = item.creditorReference ?? undefined;
  return found
    ? { accountId: found.id, ...(reference === undefined ? {} : { reference }) }
    : { bankAccount: 'CLEARING', party: { name: item.creditorName, iban: item.creditorIban } };
}

async function markItem(
  tx: TTx,
  group: TBulkGroupRow,
  item: TBulkItemRow,
  outcome: { status: 'EXECUTED' | 'REJECTED'; reason: TErrorCode | null },
): Promise<void> {
  await tx.execute(sql`UPDATE bulk_payment_items SET status = ${outcome.status},
      rejection_reason = ${outcome.reason}
    WHERE file_uuid = ${group.fileUuid} AND group_index = ${group.groupIndex}
      AND item_index = ${item.itemIndex}`);
}

/** Books one line in a savepoint: a line the ledger refuses is rejected with the ledger's reason. */
async function bookItem(
  tx: TTx,
  deps: TDeps,
  context: { order: TKernelOrder; group: TBulkGroupRow; valueDate: string },
  item: TBulkItemRow,
): Promise<boolean> {
  const { order, group, valueDate } = context;
  try {
    await tx.transaction(async (savepoint) => {
      await bookTransferInTransaction(savepoint, deps.clock, {
        kind: 'PAYMENT_OUT',
        debit: { accountId: group.debtorAccountId ?? '' },
        credit: await readCreditSide(savepoint, item),
        amountMinor: item.amountMinor,
        currency: item.currency,
        valueDate,
        description: item.remittanceUnstructured ?? item.creditorReference ?? item.endToEndId,
        endToEndId: item.endToEndId,
        idempotencyKey: `bulk:${order.id}:${item.itemIndex}`,
      });
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code === 'BANKING_UNAVAILABLE') throw error;
    const reason = isErrorCode(error.code) ? error.code : 'SIRIUS_TIMEOUT';
    await markItem(tx, group, item, { status: 'REJECTED', reason });
    return false;
  }
  await markItem(tx, group, item, { status: 'EXECUTED', reason: null });
  return true;
}

/**
 * The bank carries out a signed group: each line booked from the group's account through the
 * ledger (to an account of this bank, or to clearing for another bank), a line the ledger refuses
 * rejected with its reason while the others go on. The group is PROCESSED when every line went,
 * PARTIALLY_PROCESSED when some, PROCESSING_FAILED when none. Lines are read a page at a time.
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
    for (const item of items) {
      if (item.status !== 'STORED') continue;
      if (await bookItem(tx, deps, { order, group, valueDate }, item)) executed += 1;
      else rejected += 1;
    }
    const last = items.at(-1);
    if (!last || items.length < PAGE) break;
    afterIndex = last.itemIndex;
  }
  if (rejected === 0) return { outcome: 'EXECUTED', status: 'PROCESSED' };
  if (executed === 0) return { outcome: 'REJECTED', reason: 'SIRIUS_INSUFFICIENT_FUNDS' };
  return { outcome: 'EXECUTED', status: 'PARTIALLY_PROCESSED' };
}
