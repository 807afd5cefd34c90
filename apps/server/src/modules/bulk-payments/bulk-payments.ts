import { sql } from 'drizzle-orm';
import {
  BULK_PAYMENT_ORDER_TYPE,
  BULK_PENDING_STATUSES,
  type TBulkPaymentStatus,
  type TLocale,
} from '@poslovno/domain';
import type {
  TBulkPayment,
  TBulkPaymentGroupDetails,
  TBulkPayments,
  TBulkPaymentsQuery,
  TOrderChallengeAnswer,
} from '@poslovno/contract';
import type { TActor } from '../../platform/auth/session-service';
import type { TSigningProof } from '../../platform/auth/signing-service';
import { withCompanyScope, type TTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { TDeps } from '../../platform/http';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../platform/keyset-cursor';
import { authorizeOrder, deleteOrders, findOrder } from '../../platform/orders/order-kernel';
import { preauthorizeRequest } from '../../platform/orders/order-requests';
import {
  findKernelOrder,
  isOrderOfRuleVisibleTo,
  toKernelOrder,
  type TKernelOrder,
} from '../../platform/orders/orders.repository';
import { orders } from '../../platform/orders/orders.schema';
import { bulkFileOrderType } from './bulk-payment-order-types';
import {
  presentBulkPayment,
  presentBulkSummaries,
  readFileStatus,
  toBulkGroup,
  toBulkItem,
} from './bulk-payment-views';
import {
  countItemStatuses,
  selectBulkFilesByOrder,
  selectBulkGroups,
  selectBulkItems,
  selectGeneralIssues,
  selectItemIssues,
} from './bulk-payments.repository';

/** The files the person sees (whoever sees every group of a file sees it), newest first. */
async function selectVisibleFiles(
  tx: TTx,
  actor: TActor,
  filter: { beforeId?: bigint; from?: string; to?: string; search?: string; limit: number },
): Promise<TKernelOrder[]> {
  const search = filter.search?.toLowerCase();
  const rows = await tx
    .select()
    .from(orders)
    .where(
      sql`${orders.orderType} = ${BULK_PAYMENT_ORDER_TYPE}
        AND ${isOrderOfRuleVisibleTo(actor, 'GROUP')}
        AND ${orders.phase} <> 'DELETED'
        ${filter.beforeId === undefined ? sql`` : sql`AND ${orders.id} < ${filter.beforeId}`}
        ${filter.from === undefined ? sql`` : sql`AND (${orders.createdAt} AT TIME ZONE 'Europe/Zagreb')::date >= ${filter.from}::date`}
        ${filter.to === undefined ? sql`` : sql`AND (${orders.createdAt} AT TIME ZONE 'Europe/Zagreb')::date <= ${filter.to}::date`}
        ${
          search === undefined || search === ''
            ? sql``
            : sql`AND EXISTS (SELECT 1 FROM bulk_payment_files f WHERE f.order_id = ${orders.id}
                AND (lower(f.file_name) LIKE ${`%${search}%`} OR lower(f.message_id) LIKE ${`%${search}%`}))`
        }`,
    )
    .orderBy(sql`${orders.id} DESC`)
    .limit(filter.limit);
  return rows.map(toKernelOrder);
}

async function withFiles(tx: TTx, found: readonly TKernelOrder[]) {
  const files = await selectBulkFilesByOrder(
    tx,
    found.map((order) => order.id),
  );
  return found.flatMap((order) => {
    const value = files.get(order.id);
    return value ? [{ order, value }] : [];
  });
}

const SCAN_LIMIT = 500;
/** The files a count looks through: years of a company's uploads. */
const COUNT_LIMIT = 10_000;
/** What a file signed in full shows: its own AUTHORIZED, or where its groups stand. */
const BULK_GROUP_DERIVED = new Set<TBulkPaymentStatus>([
  'AUTHORIZED',
  'PROCESSING',
  'PROCESSED',
  'PARTIALLY_PROCESSED',
  'PROCESSING_FAILED',
]);

/** 000 §7 GET /bulk-payments: a keyset page of files, filtered by status as shown. */
export function listBulkPayments(
  deps: TDeps,
  actor: TActor,
  query: TBulkPaymentsQuery,
): Promise<TBulkPayments> {
  const beforeId = decodeKeysetCursor(query.cursor, (key) => {
    const [id] = Array.isArray(key) ? (key as unknown[]) : [];
    return typeof id === 'string' && /^\d{1,18}$/.test(id) ? BigInt(id) : undefined;
  });
  return withCompanyScope(deps.db, actor, async (tx) => {
    const statuses = query.status?.length ? new Set(query.status) : undefined;
    const page = [];
    let cursor = beforeId;
    // A status shown may be derived from the groups: filter after presenting, scan in pieces.
    for (;;) {
      const found = await selectVisibleFiles(tx, actor, {
        ...(cursor === undefined ? {} : { beforeId: cursor }),
        ...(query.from === undefined ? {} : { from: query.from }),
        ...(query.to === undefined ? {} : { to: query.to }),
        ...(query.search === undefined ? {} : { search: query.search }),
        limit: query.pageSize + 1,
      });
      const summaries = await presentBulkSummaries(tx, actor, await withFiles(tx, found));
      for (const summary of summaries)
        if (!statuses || statuses.has(summary.status)) page.push(summary);
      const last = found.at(-1);
      if (page.length > query.pageSize || found.length <= query.pageSize || !last) break;
      if (page.length === 0 && found.length >= SCAN_LIMIT) break;
      cursor = last.id;
    }
    const shown = page.slice(0, query.pageSize);
    const lastShown = shown.at(-1);
    return {
      bulkPayments: shown,
      metadata: {
        nextCursor:
          page.length > query.pageSize && lastShown
            ? encodeKeysetCursor([lastShown.bulkPaymentId])
            : null,
      },
    };
  });
}

/** 000 §9: files standing in the statuses asked (the dashboard: stored or partly signed). */
export function countBulkPayments(
  deps: TDeps,
  actor: TActor,
  statuses: readonly TBulkPaymentStatus[] | undefined,
): Promise<{ count: number }> {
  const wanted = new Set<TBulkPaymentStatus>(statuses?.length ? statuses : BULK_PENDING_STATUSES);
  return withCompanyScope(deps.db, actor, async (tx) => {
    const found = await selectVisibleFiles(tx, actor, { limit: COUNT_LIMIT });
    // A file signed in full stands where its groups stand: only then are they read.
    const isOwnStatusEnough = [...wanted].every((status) => !BULK_GROUP_DERIVED.has(status));
    if (isOwnStatusEnough)
      return {
        count: found.filter((order) => wanted.has(order.status as TBulkPaymentStatus)).length,
      };
    const summaries = await presentBulkSummaries(tx, actor, await withFiles(tx, found));
    return { count: summaries.filter((summary) => wanted.has(summary.status)).length };
  });
}

export function getBulkPayment(
  deps: TDeps,
  actor: TActor,
  orderId: bigint,
  locale: TLocale,
): Promise<TBulkPayment> {
  return withCompanyScope(deps.db, actor, (tx) =>
    presentBulkPayment(tx, deps, actor, locale, orderId),
  );
}

/** A group of a file with a page of its lines, each with its first error. */
export function getBulkPaymentGroup(
  deps: TDeps,
  actor: TActor,
  request: {
    orderId: bigint;
    groupIndex: number;
    cursor?: string;
    pageSize: number;
    onlyErrors: boolean;
  },
  locale: TLocale,
): Promise<TBulkPaymentGroupDetails> {
  const afterIndex =
    decodeKeysetCursor(request.cursor, (key) =>
      typeof key === 'number' && Number.isInteger(key) && key >= 0 ? key : undefined,
    ) ?? 0;
  return withCompanyScope(deps.db, actor, async (tx) => {
    const { order, value: file } = await findOrder(tx, actor, bulkFileOrderType, request.orderId);
    const groups = await selectBulkGroups(tx, file.fileUuid);
    const group = groups.find((each) => each.groupIndex === request.groupIndex);
    if (!group) throw new AppError('NOT_FOUND');
    const items = await selectBulkItems(tx, file.fileUuid, {
      groupIndex: group.groupIndex,
      afterIndex,
      limit: request.pageSize + 1,
      onlyErrors: request.onlyErrors,
    });
    const shown = items.slice(0, request.pageSize);
    const issues = await selectItemIssues(
      tx,
      file.fileUuid,
      group.groupIndex,
      shown.map((item) => item.itemIndex),
    );
    const general = await selectGeneralIssues(tx, file.fileUuid);
    const counts = await countItemStatuses(tx, file.fileUuid);
    const summary = await presentBulkSummaries(tx, actor, [{ order, value: file }]);
    const groupOrder =
      group.orderId === null ? undefined : await findKernelOrder(tx, actor, group.orderId);
    const lastShown = shown.at(-1);
    return {
      bulkPaymentId: order.id.toString(),
      fileReferenceId: file.messageId,
      fileName: file.fileName,
      status: summary[0]?.status ?? readFileStatus(order, []),
      group: toBulkGroup(locale, group, {
        status: (groupOrder?.status ?? 'STORED') as TBulkPaymentStatus,
        issues: general.filter((issue) => issue.groupIndex === group.groupIndex),
        counts: counts.get(group.groupIndex),
        accountName: null,
      }),
      paymentItems: shown.map((item) =>
        toBulkItem(
          locale,
          item,
          issues.filter((issue) => issue.itemIndex === item.itemIndex),
        ),
      ),
      metadata: {
        nextCursor:
          items.length > request.pageSize && lastShown
            ? encodeKeysetCursor(lastShown.itemIndex)
            : null,
      },
    };
  });
}

export function preauthorizeBulkPayment(
  deps: TDeps,
  actor: TActor,
  orderId: bigint,
): Promise<TOrderChallengeAnswer> {
  return preauthorizeRequest(deps, actor, bulkFileOrderType, orderId);
}

/** Signs the file: each group under its account's rules, with one signature. */
export function authorizeBulkPayment(
  deps: TDeps,
  actor: TActor,
  request: { orderId: bigint; proof: TSigningProof; idempotencyKey: string },
  locale: TLocale,
): Promise<TBulkPayment> {
  return authorizeOrder(
    deps,
    actor,
    bulkFileOrderType,
    { orderId: request.orderId, proof: request.proof, idempotencyKey: request.idempotencyKey },
    (context, result) => presentBulkPayment(context.tx, deps, actor, locale, result.order.id),
  );
}

/** 000 §4 DELETED, or DELETE_FAILED: a file signed in full or with the bank stays. */
export async function deleteBulkPayment(
  deps: TDeps,
  actor: TActor,
  orderId: bigint,
): Promise<void> {
  const [result] = await deleteOrders(deps, actor, bulkFileOrderType, [orderId]);
  if (result?.status === 'DELETED') return;
  throw new AppError(result?.errorCode === 'NOT_FOUND' ? 'NOT_FOUND' : 'BULK_DELETE_ERROR');
}

/**
 * POST /store/{id}: the upload stores a file as it is checked (docs/decisions.md), so storing
 * confirms a file that stands STORED and answers it; any other ("something went wrong").
 */
export async function storeBulkPayment(
  deps: TDeps,
  actor: TActor,
  orderId: bigint,
  locale: TLocale,
): Promise<TBulkPayment> {
  const file = await getBulkPayment(deps, actor, orderId, locale);
  if (file.status !== 'STORED') throw new AppError('BULK_STORE_ERROR');
  return file;
}
