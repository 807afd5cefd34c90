import { and, asc, eq, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import {
  assert,
  isErrorCode,
  type TErrorCode,
  type TIsoDate,
  type TPaymentChannel,
  type TUrgency,
} from '@poslovno/domain';
import type { TExecutor, TTx } from '../../platform/db/database';
import { accounts, bankProfile } from '../../platform/db/schema';
import { corePaymentOrderEvents, corePaymentOrders, sanctionedParties } from './execution.schema';
import type { TCoreOrder, TFraudStatus, TOrderRoute, TOrderStatus } from './execution.types';

type TOrderRow = typeof corePaymentOrders.$inferSelect;
export type TNewOrderRow = typeof corePaymentOrders.$inferInsert;
export type TOrderPatch = Partial<
  Pick<
    TOrderRow,
    | 'status'
    | 'fraudStatus'
    | 'rejectionCode'
    | 'executionDate'
    | 'reservationId'
    | 'paymentBookingId'
    | 'feeBookingId'
    | 'returnBookingId'
    | 'executedAt'
    | 'nextStepAt'
  >
> & { updatedAt: Date };

function toRejectionCode(code: string | null): TErrorCode | null {
  if (code === null) return null;
  if (!isErrorCode(code)) throw new Error(`order rejection code ${code} is not in the catalogue`);
  return code;
}

/** Rows to the engine's order; the CHECK constraints of 0007 guarantee the narrowed texts. */
export function toCoreOrder(row: TOrderRow): TCoreOrder {
  return {
    id: row.id,
    companyId: row.companyId,
    debtorAccountId: row.debtorAccountId,
    creditor: { iban: row.creditorIban, name: row.creditorName },
    amountMinor: row.amountMinor,
    currency: row.currency,
    urgency: row.urgency as TUrgency,
    route: row.route as TOrderRoute,
    channel: row.channel as TPaymentChannel,
    requestedExecutionDate: row.requestedExecutionDate,
    executionDate: row.executionDate,
    description: row.description,
    debtorReference: row.debtorReference,
    creditorReference: row.creditorReference,
    endToEndId: row.endToEndId,
    sourceReference: row.sourceReference,
    status: row.status as TOrderStatus,
    fraudStatus: row.fraudStatus as TFraudStatus | null,
    rejectionCode: toRejectionCode(row.rejectionCode),
    feeMinor: row.feeMinor,
    feeCurrency: row.feeCurrency,
    reservationId: row.reservationId,
    paymentBookingId: row.paymentBookingId,
    feeBookingId: row.feeBookingId,
    returnBookingId: row.returnBookingId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    executedAt: row.executedAt,
  };
}

/** This bank's 7-digit code: an IBAN carrying it is an account in our own books. */
export async function readBankCode(executor: TExecutor): Promise<string> {
  const [row] = await executor.select({ bankCode: bankProfile.bankCode }).from(bankProfile);
  if (!row) throw new Error('the bank has no profile (the database is not seeded)');
  return row.bankCode;
}

export async function findAccountIdByIban(
  executor: TExecutor,
  iban: string,
): Promise<string | undefined> {
  const [row] = await executor
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.iban, iban));
  return row?.id;
}

export async function findOrderByIdempotencyKey(
  executor: TExecutor,
  companyId: string,
  idempotencyKey: string,
): Promise<(TCoreOrder & { requestHash: string }) | undefined> {
  const [row] = await executor
    .select()
    .from(corePaymentOrders)
    .where(
      and(
        eq(corePaymentOrders.companyId, companyId),
        eq(corePaymentOrders.idempotencyKey, idempotencyKey),
      ),
    );
  return row && { ...toCoreOrder(row), requestHash: row.requestHash };
}

/**
 * Claims the idempotency key with the order: a concurrent request with the same key waits here
 * for the first to end, and when that one committed this inserts nothing (false: replay it).
 */
export async function insertOrderUnlessKeyUsed(tx: TTx, order: TNewOrderRow): Promise<boolean> {
  const rows = await tx
    .insert(corePaymentOrders)
    .values(order)
    .onConflictDoNothing({
      target: [corePaymentOrders.companyId, corePaymentOrders.idempotencyKey],
    })
    .returning({ id: corePaymentOrders.id });
  return rows.length === 1;
}

export async function updateOrder(
  tx: TTx,
  orderId: string,
  patch: TOrderPatch,
): Promise<TCoreOrder> {
  const [row] = await tx
    .update(corePaymentOrders)
    .set(patch)
    .where(eq(corePaymentOrders.id, orderId))
    .returning();
  if (!row) throw new Error(`order ${orderId} vanished under its lock`);
  return toCoreOrder(row);
}

/** The status history: one row per change, with the bank's time of it. */
export async function insertOrderEvent(tx: TTx, order: TCoreOrder, at: Date): Promise<void> {
  await tx.insert(corePaymentOrderEvents).values({
    orderId: order.id,
    companyId: order.companyId,
    at,
    status: order.status,
    fraudStatus: order.fraudStatus,
    rejectionCode: order.rejectionCode,
  });
}

/** Every step of an order runs under this lock: a second job for the same order waits, then sees. */
export async function lockOrder(tx: TTx, orderId: string): Promise<TCoreOrder | undefined> {
  const [row] = await tx
    .select()
    .from(corePaymentOrders)
    .where(eq(corePaymentOrders.id, orderId))
    .for('update');
  return row && toCoreOrder(row);
}

export async function findOrder(
  executor: TExecutor,
  companyId: string,
  orderId: string,
): Promise<TCoreOrder | undefined> {
  const [row] = await executor
    .select()
    .from(corePaymentOrders)
    .where(and(eq(corePaymentOrders.id, orderId), eq(corePaymentOrders.companyId, companyId)));
  return row && toCoreOrder(row);
}

/** A payment's orders, oldest first (a payment resubmitted after a rejection has several). */
export async function selectOrdersBySource(
  executor: TExecutor,
  companyId: string,
  sourceReference: string,
): Promise<TCoreOrder[]> {
  const rows = await executor
    .select()
    .from(corePaymentOrders)
    .where(
      and(
        eq(corePaymentOrders.companyId, companyId),
        eq(corePaymentOrders.sourceReference, sourceReference),
      ),
    )
    .orderBy(asc(corePaymentOrders.createdAt), asc(corePaymentOrders.id))
    .limit(100);
  return rows.map(toCoreOrder);
}

export async function selectOrderEvents(
  executor: TExecutor,
  orderId: string,
): Promise<
  { at: Date; status: string; fraudStatus: string | null; rejectionCode: string | null }[]
> {
  return executor
    .select({
      at: corePaymentOrderEvents.at,
      status: corePaymentOrderEvents.status,
      fraudStatus: corePaymentOrderEvents.fraudStatus,
      rejectionCode: corePaymentOrderEvents.rejectionCode,
    })
    .from(corePaymentOrderEvents)
    .where(eq(corePaymentOrderEvents.orderId, orderId))
    .orderBy(asc(corePaymentOrderEvents.id));
}

/**
 * The next order with a step due, locked, skipping those another process is working on: an
 * ORDERED one whose day has come on a channel open today (not one held for review), or a held or
 * sent one whose review or clearing answer is overdue by the bank's clock.
 */
export async function lockNextDueOrder(
  tx: TTx,
  due: {
    today: TIsoDate;
    now: Date;
    openChannels: readonly TPaymentChannel[];
    /** Orders whose step failed in this sweep: the next ones must not wait behind them. */
    skippedIds: readonly string[];
  },
): Promise<TCoreOrder | undefined> {
  const isHeld = eq(corePaymentOrders.fraudStatus, 'FTM-HOLD');
  const [row] = await tx
    .select()
    .from(corePaymentOrders)
    .where(
      and(
        due.skippedIds.length === 0
          ? undefined
          : notInArray(corePaymentOrders.id, [...due.skippedIds]),
        or(
          and(
            eq(corePaymentOrders.status, 'ORDERED'),
            sql`${corePaymentOrders.fraudStatus} IS DISTINCT FROM 'FTM-HOLD'`,
            lte(corePaymentOrders.executionDate, due.today),
            inArray(corePaymentOrders.channel, [...due.openChannels]),
          ),
          and(
            eq(corePaymentOrders.status, 'ORDERED'),
            isHeld,
            lte(corePaymentOrders.nextStepAt, due.now),
          ),
          and(
            eq(corePaymentOrders.status, 'SENT_TO_RECIPIENT_BANK'),
            lte(corePaymentOrders.nextStepAt, due.now),
          ),
        ),
      ),
    )
    .orderBy(asc(corePaymentOrders.executionDate), asc(corePaymentOrders.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row && toCoreOrder(row);
}

/** A listed party with the creditor's IBAN or name (normalised as the list keeps names). */
export async function findSanctionedParty(
  executor: TExecutor,
  creditor: { iban: string; matchName: string },
): Promise<{ name: string; listName: string } | undefined> {
  const [row] = await executor
    .select({ name: sanctionedParties.name, listName: sanctionedParties.listName })
    .from(sanctionedParties)
    .where(
      or(
        eq(sanctionedParties.iban, creditor.iban),
        eq(sanctionedParties.matchName, creditor.matchName),
      ),
    )
    .limit(1);
  return row;
}

/** Accounts that can take the demo's activity: active, with balances kept by the core. */
export async function selectActiveAccounts(
  executor: TExecutor,
): Promise<{ id: string; companyId: string; currency: string }[]> {
  const result = await executor.execute<{ id: string; company_id: string; currency: string }>(sql`
    SELECT a.id, a.company_id, a.currency FROM accounts a
    WHERE a.status = 'ACTIVE'
      AND EXISTS (SELECT 1 FROM account_balances b WHERE b.account_id = a.id AND b.balance_type = 'BOOKED')
    ORDER BY a.id`);
  return result.rows.map((row) => ({
    id: row.id,
    companyId: row.company_id,
    currency: row.currency,
  }));
}

/** The next number of the bank's running count of payment orders (migration 0015). */
export async function takeCoreOrderNumber(tx: TTx): Promise<bigint> {
  const result = await tx.execute<{ number: string }>(
    sql`SELECT nextval('core_order_number_seq')::text AS number`,
  );
  const number = result.rows[0]?.number;
  assert(number !== undefined, 'nextval answers a number');
  return BigInt(number);
}
