import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { assert, type TAccountStatus } from '@poslovno/domain';
import type { TCompanyScope, TExecutor, TTx } from '../../platform/db/database';
import { isAccountOfPerson } from '../../platform/db/person-accounts';
import { accounts, postings } from '../../platform/db/schema';
import { corePaymentOrders } from '../../core-bank/execution/execution.schema';
import { orders } from '../../platform/orders/orders.schema';
import {
  isOrderVisibleTo,
  toKernelOrder,
  type TKernelOrder,
} from '../../platform/orders/orders.repository';
import { payments } from '../payments/payments.schema';
import { paymentConfirmationItems as items } from './payment-confirmations.schema';

/** A payment as a confirmation line takes it, with what the rules need to judge it. */
export interface TPaymentToConfirm {
  paymentId: bigint;
  status: string;
  debtorAccountId: string;
  creditorName: string;
  creditorAccount: string;
  amountMinor: bigint;
  currency: string;
  executionDate: string;
}

/**
 * The payments of these ids the person may see (their debit account is one the person works
 * with), by id; any other id is missing from the answer.
 */
export async function selectPaymentsToConfirm(
  tx: TTx,
  viewer: TCompanyScope,
  paymentIds: readonly bigint[],
): Promise<Map<bigint, TPaymentToConfirm>> {
  const rows = await tx
    .select({
      paymentId: orders.id,
      status: orders.status,
      debtorAccountId: orders.debtorAccountId,
      creditorName: payments.creditorName,
      creditorAccount: payments.creditorAccount,
      amountMinor: orders.amountMinor,
      currency: orders.currency,
      executionDate: sql<string>`coalesce(${orders.actualExecutionDate}, ${orders.executionDate})::text`,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(
      and(
        inArray(orders.id, [...paymentIds]),
        ne(orders.status, 'DELETED'),
        isOrderVisibleTo(viewer),
      ),
    );
  return new Map(
    rows.map((row) => {
      assert(
        row.debtorAccountId !== null && row.amountMinor !== null && row.currency !== null,
        `payment ${row.paymentId} has its account and amount`,
      );
      return [
        row.paymentId,
        {
          ...row,
          debtorAccountId: row.debtorAccountId,
          amountMinor: row.amountMinor,
          currency: row.currency,
        },
      ];
    }),
  );
}

/**
 * Of these payments, those confirmed already or in a request with the bank now (signed in full
 * and not decided yet).
 */
export async function selectConfirmedPaymentIds(
  tx: TTx,
  companyId: string,
  paymentIds: readonly bigint[],
): Promise<Set<bigint>> {
  const rows = await tx
    .selectDistinct({ paymentId: items.paymentOrderId })
    .from(items)
    .innerJoin(orders, eq(orders.id, items.orderId))
    .where(
      and(
        eq(items.companyId, companyId),
        inArray(items.paymentOrderId, [...paymentIds]),
        or(isNotNull(items.confirmationNumber), eq(orders.phase, 'AUTHORIZED')),
      ),
    );
  return new Set(rows.map((row) => row.paymentId));
}

export interface TFeeAccount {
  id: string;
  iban: string;
  currency: string;
  status: TAccountStatus;
}

/** One of the company's accounts the person works with, or nothing. */
export async function findFeeAccount(
  tx: TTx,
  viewer: TCompanyScope,
  accountId: string,
): Promise<TFeeAccount | undefined> {
  const [row] = await tx
    .select({
      id: accounts.id,
      iban: accounts.iban,
      currency: accounts.currency,
      status: accounts.status,
    })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, accountId),
        eq(accounts.companyId, viewer.companyId),
        isAccountOfPerson(accounts.id, viewer),
      ),
    );
  return row && { ...row, status: row.status as TAccountStatus };
}

/** A line of a request, and the bank's confirmation once it gave one. */
export interface TConfirmationLine {
  lineNo: number;
  paymentId: bigint;
  creditorName: string;
  creditorAccount: string;
  amountMinor: bigint;
  currency: string;
  executionDate: string;
  feeMinor: bigint;
  feeCurrency: string;
  confirmationNumber: string | null;
  confirmedAt: Date | null;
}

/** A request's details: the account that pays the fee and its lines, in the order named. */
export interface TConfirmationRequest {
  feeAccount: { id: string; iban: string; currency: string };
  lines: TConfirmationLine[];
}

export async function insertConfirmationLines(
  tx: TTx,
  order: TKernelOrder,
  request: TConfirmationRequest,
): Promise<void> {
  await tx.insert(items).values(
    request.lines.map((line) => ({
      orderId: order.id,
      lineNo: line.lineNo,
      companyId: order.companyId,
      paymentOrderId: line.paymentId,
      creditorName: line.creditorName,
      creditorAccount: line.creditorAccount,
      amountMinor: line.amountMinor,
      currency: line.currency,
      executionDate: line.executionDate,
      feeMinor: line.feeMinor,
      feeCurrency: line.feeCurrency,
    })),
  );
}

const LINE_COLUMNS = {
  orderId: items.orderId,
  lineNo: items.lineNo,
  paymentId: items.paymentOrderId,
  creditorName: items.creditorName,
  creditorAccount: items.creditorAccount,
  amountMinor: items.amountMinor,
  currency: items.currency,
  executionDate: items.executionDate,
  feeMinor: items.feeMinor,
  feeCurrency: items.feeCurrency,
  confirmationNumber: items.confirmationNumber,
  confirmedAt: items.confirmedAt,
};

/** The details of some requests, by order id: their lines and fee accounts in two statements. */
export async function selectConfirmationRequests(
  executor: TExecutor,
  requests: readonly Pick<TKernelOrder, 'id' | 'debtorAccountId'>[],
): Promise<Map<bigint, TConfirmationRequest>> {
  if (requests.length === 0) return new Map();
  const lines = await executor
    .select(LINE_COLUMNS)
    .from(items)
    .where(
      inArray(
        items.orderId,
        requests.map((request) => request.id),
      ),
    )
    .orderBy(asc(items.orderId), asc(items.lineNo));
  const accountIds = requests.map((request) => request.debtorAccountId ?? '');
  const feeAccounts = await executor
    .select({ id: accounts.id, iban: accounts.iban, currency: accounts.currency })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(accountIds)]));
  const details = new Map<bigint, TConfirmationRequest>();
  for (const request of requests) {
    const feeAccount = feeAccounts.find((account) => account.id === request.debtorAccountId);
    const own = lines.filter((line) => line.orderId === request.id);
    assert(feeAccount !== undefined && own.length > 0, `request ${request.id} has its details`);
    details.set(request.id, {
      feeAccount,
      lines: own.map(({ orderId: _orderId, ...line }) => line),
    });
  }
  return details;
}

/**
 * The requests of the type the person may see (by the fee account), newest first, deleted ones
 * left out; only those naming a payment when one is given.
 */
export async function selectLatestConfirmationRequests(
  tx: TTx,
  viewer: TCompanyScope,
  request: { orderType: string; limit: number; paymentId?: bigint },
): Promise<TKernelOrder[]> {
  const namesPayment =
    request.paymentId === undefined
      ? undefined
      : sql`EXISTS (SELECT 1 FROM payment_confirmation_items i
          WHERE i.order_id = ${orders.id} AND i.payment_order_id = ${request.paymentId})`;
  const rows = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.orderType, request.orderType),
        ne(orders.status, 'DELETED'),
        isOrderVisibleTo(viewer),
        namesPayment,
      ),
    )
    .orderBy(desc(orders.id))
    .limit(request.limit);
  return rows.map(toKernelOrder);
}

/** Whether another request already confirmed any of these payments (read by the bank). */
export async function isAnyConfirmedElsewhere(
  tx: TTx,
  orderId: bigint,
  paymentIds: readonly bigint[],
): Promise<boolean> {
  const [row] = await tx
    .select({ orderId: items.orderId })
    .from(items)
    .where(
      and(
        inArray(items.paymentOrderId, [...paymentIds]),
        isNotNull(items.confirmationNumber),
        ne(items.orderId, orderId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The core's booking of each executed payment, by payment (read by the bank). */
export async function selectPaymentBookings(
  tx: TTx,
  paymentIds: readonly bigint[],
): Promise<Map<bigint, string>> {
  const rows = await tx
    .select({ paymentId: orders.id, bookingId: corePaymentOrders.paymentBookingId })
    .from(orders)
    .innerJoin(corePaymentOrders, eq(corePaymentOrders.id, orders.coreOrderId))
    .where(and(inArray(orders.id, [...paymentIds]), eq(orders.status, 'EXECUTED')));
  return new Map(
    rows.flatMap((row) => (row.bookingId === null ? [] : [[row.paymentId, row.bookingId]])),
  );
}

/** The bank's next confirmation number, from its own sequence. */
export async function takeConfirmationNumber(tx: TTx): Promise<bigint> {
  const result = await tx.execute<{ number: string }>(
    sql`SELECT nextval('payment_confirmation_number_seq')::text AS number`,
  );
  const number = result.rows[0]?.number;
  assert(number !== undefined, 'nextval answers a number');
  return BigInt(number);
}

/** The bank's confirmation of one line, written with the fee's booking. */
export async function confirmLine(
  tx: TTx,
  line: { orderId: bigint; lineNo: number },
  confirmation: {
    confirmationNumber: string;
    confirmedAt: Date;
    paymentBookingId: string;
    feeBookingId: string;
  },
): Promise<void> {
  const updated = await tx
    .update(items)
    .set(confirmation)
    .where(and(eq(items.orderId, line.orderId), eq(items.lineNo, line.lineNo)))
    .returning({ lineNo: items.lineNo });
  assert(updated.length === 1, `line ${line.lineNo} of request ${line.orderId} was confirmed`);
}

/** The confirmation the bank issued for a payment of the company, or nothing. */
export async function findIssuedConfirmation(
  tx: TTx,
  companyId: string,
  paymentId: bigint,
): Promise<(TConfirmationLine & { orderId: bigint; paymentBookingId: string }) | undefined> {
  const [row] = await tx
    .select({ ...LINE_COLUMNS, paymentBookingId: items.paymentBookingId })
    .from(items)
    .where(
      and(
        eq(items.companyId, companyId),
        eq(items.paymentOrderId, paymentId),
        isNotNull(items.confirmationNumber),
      ),
    );
  if (!row) return undefined;
  assert(row.paymentBookingId !== null, 'an issued confirmation names the booking it confirms');
  return { ...row, paymentBookingId: row.paymentBookingId };
}

/** An account's side of a booking, as the ledger posted it: what was debited, when, at what date. */
export async function findAccountPosting(
  tx: TTx,
  bookingId: string,
  accountId: string,
): Promise<
  { amountMinor: bigint; currency: string; valueDate: string; bookedAt: Date } | undefined
> {
  const [row] = await tx
    .select({
      amountMinor: postings.amountMinor,
      currency: postings.currency,
      valueDate: postings.valueDate,
      bookedAt: postings.bookedAt,
    })
    .from(postings)
    .where(and(eq(postings.bookingId, bookingId), eq(postings.accountId, accountId)));
  return row;
}

/** The fee the core booked with a payment, on the payment's account, if it charged one. */
export async function findPaymentFeePosting(
  tx: TTx,
  paymentId: bigint,
  accountId: string,
): Promise<{ amountMinor: bigint; currency: string } | undefined> {
  const [row] = await tx
    .select({ amountMinor: postings.amountMinor, currency: postings.currency })
    .from(orders)
    .innerJoin(corePaymentOrders, eq(corePaymentOrders.id, orders.coreOrderId))
    .innerJoin(postings, eq(postings.bookingId, corePaymentOrders.feeBookingId))
    .where(and(eq(orders.id, paymentId), eq(postings.accountId, accountId)));
  return row;
}
