import { and, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import {
  INSTANT_LIMIT_ONLINE_MAXIMUM_MINOR,
  type TInstantLimit,
  type TInstantLimitRequest,
  type TInstantLimitType,
} from '@poslovno/domain';
import type { TCompanyScope, TExecutor, TTx } from '../../platform/db/database';
import { accounts } from '../../platform/db/schema';
import { orders } from '../../platform/orders/orders.schema';
import {
  isOrderVisibleTo,
  toKernelOrder,
  type TKernelOrder,
} from '../../platform/orders/orders.repository';
import { instantLimitRequests, instantPaymentLimits } from './instant-limits.schema';

export const INSTANT_LIMIT_ORDER_TYPE = 'INSTANT_LIMIT';

/** A limit as its two columns hold it; the table's CHECK keeps the amount to the types that take one. */
function toLimit(limitType: string, limitAmountMinor: bigint | null): TInstantLimit {
  if (limitType === 'WITHOUT_LIMIT') return { limitType, limitMinor: null };
  if (limitAmountMinor === null) throw new Error(`a ${limitType} instant limit without its amount`);
  return {
    limitType: limitType as Exclude<TInstantLimitType, 'WITHOUT_LIMIT'>,
    limitMinor: limitAmountMinor,
  };
}

function toRequest(row: typeof instantLimitRequests.$inferSelect): TInstantLimitRequest {
  return {
    accountIban: row.accountIban,
    limit: toLimit(row.limitType, row.limitAmountMinor),
    reference: row.reference,
  };
}

function toColumns(request: TInstantLimitRequest) {
  return {
    accountIban: request.accountIban,
    limitType: request.limit.limitType,
    limitAmountMinor: request.limit.limitMinor,
    reference: request.reference,
  };
}

export async function insertInstantLimitRequest(
  tx: TTx,
  order: TKernelOrder,
  request: TInstantLimitRequest,
): Promise<void> {
  await tx
    .insert(instantLimitRequests)
    .values({ orderId: order.id, companyId: order.companyId, ...toColumns(request) });
}

export async function updateInstantLimitRequest(
  tx: TTx,
  order: TKernelOrder,
  request: TInstantLimitRequest,
): Promise<void> {
  await tx
    .update(instantLimitRequests)
    .set(toColumns(request))
    .where(eq(instantLimitRequests.orderId, order.id));
}

export async function selectInstantLimitRequest(
  executor: TExecutor,
  orderId: bigint,
): Promise<TInstantLimitRequest> {
  const [row] = await executor
    .select()
    .from(instantLimitRequests)
    .where(eq(instantLimitRequests.orderId, orderId));
  if (!row) throw new Error(`instant limit request ${orderId} has no details`);
  return toRequest(row);
}

export interface TInstantLimitRequestRow {
  order: TKernelOrder;
  value: TInstantLimitRequest;
}

/** The requests on the person's accounts (the ACCOUNT rule), with the condition given. */
async function selectVisibleRequests(
  tx: TTx,
  viewer: TCompanyScope,
  query: { where: SQL | undefined; limit?: number },
): Promise<TInstantLimitRequestRow[]> {
  const selected = tx
    .select({ order: orders, request: instantLimitRequests })
    .from(instantLimitRequests)
    .innerJoin(orders, eq(orders.id, instantLimitRequests.orderId))
    .where(
      and(isOrderVisibleTo(viewer), eq(orders.orderType, INSTANT_LIMIT_ORDER_TYPE), query.where),
    )
    .orderBy(desc(orders.id));
  const rows = await (query.limit === undefined ? selected : selected.limit(query.limit));
  return rows.map((row) => ({ order: toKernelOrder(row.order), value: toRequest(row.request) }));
}

/** Newest first, after a keyset cursor (the order id); deleted ones left out. */
export function selectInstantLimitRequestPage(
  tx: TTx,
  viewer: TCompanyScope,
  page: { afterId?: bigint; limit: number },
): Promise<TInstantLimitRequestRow[]> {
  return selectVisibleRequests(tx, viewer, {
    where: and(
      ne(orders.status, 'DELETED'),
      page.afterId === undefined ? undefined : lt(orders.id, page.afterId),
    ),
    limit: page.limit,
  });
}

/** The requests the bank has not decided yet, newest first. */
export function selectUndecidedInstantLimitRequests(
  tx: TTx,
  viewer: TCompanyScope,
): Promise<TInstantLimitRequestRow[]> {
  return selectVisibleRequests(tx, viewer, {
    where: inArray(orders.phase, ['STORED', 'PARTIALLY_SIGNED', 'AUTHORIZED']),
  });
}

export interface TAccountInstantLimit {
  accountId: string;
  limit: TInstantLimit;
  updatedAt: Date;
}

/** The limits the bank holds for these accounts of the company (an account without one has none). */
export async function selectAccountInstantLimits(
  executor: TExecutor,
  companyId: string,
  accountIds: readonly string[],
): Promise<TAccountInstantLimit[]> {
  if (accountIds.length === 0) return [];
  const rows = await executor
    .select()
    .from(instantPaymentLimits)
    .where(
      and(
        eq(instantPaymentLimits.companyId, companyId),
        inArray(instantPaymentLimits.accountId, [...accountIds]),
      ),
    );
  return rows.map((row) => ({
    accountId: row.accountId,
    limit: toLimit(row.limitType, row.limitAmountMinor),
    updatedAt: row.updatedAt,
  }));
}

/** The bank applies a request: the account's limit from now on, and the request it came from. */
export async function upsertAccountInstantLimit(
  tx: TTx,
  applied: {
    accountId: string;
    companyId: string;
    limit: TInstantLimit;
    at: Date;
    orderId: bigint;
  },
): Promise<void> {
  const columns = {
    limitType: applied.limit.limitType,
    limitAmountMinor: applied.limit.limitMinor,
    updatedAt: applied.at,
    orderId: applied.orderId,
  };
  await tx
    .insert(instantPaymentLimits)
    .values({ accountId: applied.accountId, companyId: applied.companyId, ...columns })
    .onConflictDoUpdate({ target: instantPaymentLimits.accountId, set: columns });
}

/** The bank's largest limit online (bank_profile), the product's own maximum when it has no row. */
export async function readInstantLimitMaximum(executor: TExecutor): Promise<bigint> {
  const result = await executor.execute<{ maximum: string }>(
    sql`SELECT instant_limit_maximum_minor::text AS maximum FROM bank_profile LIMIT 1`,
  );
  const maximum = result.rows[0]?.maximum;
  return maximum === undefined ? INSTANT_LIMIT_ONLINE_MAXIMUM_MINOR : BigInt(maximum);
}

/** The account's status as the bank keeps it (ACTIVE, BLOCKED, CLOSED). */
export async function readAccountStatus(
  executor: TExecutor,
  accountId: string,
): Promise<string | undefined> {
  const [row] = await executor
    .select({ status: accounts.status })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.status;
}
