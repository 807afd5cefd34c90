import { and, asc, desc, eq, inArray, lt, ne, type SQL } from 'drizzle-orm';
import {
  capitalizePersonName,
  getAccountDisplayLabel,
  type TAccountAuthoritySetting,
  type TAuthorityChangeAction,
  type TAuthorityLevel,
  type TLimitType,
} from '@poslovno/domain';
import type { TExecutor, TTx } from '../../platform/db/database';
import { accounts, companies, persons } from '../../platform/db/schema';
import { orders } from '../../platform/orders/orders.schema';
import {
  isOrderOfRuleVisibleTo,
  toKernelOrder,
  type TKernelOrder,
} from '../../platform/orders/orders.repository';
import type { TCompanyScope } from '../../platform/db/database';
import { authorityChangeRequestLines, authorityChangeRequests } from './authority-changes.schema';

export const AUTHORITY_CHANGE_ORDER_TYPE = 'AUTHORITY_CHANGE';

/** One account of a request's recapitulation: the authority before it and the one it sets. */
export interface TAuthorityChangeValueLine {
  accountId: string;
  iban: string;
  label: string;
  currency: string;
  before: TAccountAuthoritySetting;
  after: TAccountAuthoritySetting;
}

/** An authority change request as the kernel keeps it (its value). */
export interface TAuthorityChangeValue {
  customerId: number;
  personId: string;
  /** Capitalised. */
  personName: string;
  actionType: TAuthorityChangeAction;
  lines: TAuthorityChangeValueLine[];
}

export async function insertAuthorityChangeRequest(
  tx: TTx,
  order: TKernelOrder,
  value: TAuthorityChangeValue,
): Promise<void> {
  await tx.insert(authorityChangeRequests).values({
    orderId: order.id,
    companyId: order.companyId,
    personId: value.personId,
    actionType: value.actionType,
  });
  if (value.lines.length === 0) return;
  await tx.insert(authorityChangeRequestLines).values(
    value.lines.map((line, position) => ({
      orderId: order.id,
      companyId: order.companyId,
      position,
      accountId: line.accountId,
      beforeLevel: line.before.level,
      beforeLimitType: line.before.limitType,
      beforeLimitMinor: line.before.limitMinor,
      afterLevel: line.after.level,
      afterLimitType: line.after.limitType,
      afterLimitMinor: line.after.limitMinor,
    })),
  );
}

/** Requests are not edited (no edit route): a new request replaces one. */
export function updateAuthorityChangeRequest(): Promise<void> {
  return Promise.reject(new Error('an authority change request is not edited'));
}

type TLineRow = typeof authorityChangeRequestLines.$inferSelect & {
  iban: string;
  nickname: string | null;
  currency: string;
};

function toSetting(level: string, limitType: string, limitMinor: bigint | null) {
  return {
    level: level as TAuthorityLevel,
    limitType: limitType as TLimitType,
    limitMinor,
  };
}

function toValueLine(row: TLineRow): TAuthorityChangeValueLine {
  return {
    accountId: row.accountId,
    iban: row.iban,
    label: getAccountDisplayLabel({
      nickname: row.nickname,
      iban: row.iban,
      currency: row.currency,
    }),
    currency: row.currency,
    before: toSetting(row.beforeLevel, row.beforeLimitType, row.beforeLimitMinor),
    after: toSetting(row.afterLevel, row.afterLimitType, row.afterLimitMinor),
  };
}

async function selectLines(executor: TExecutor, orderIds: readonly bigint[]) {
  if (orderIds.length === 0) return new Map<bigint, TAuthorityChangeValueLine[]>();
  const rows = await executor
    .select({
      line: authorityChangeRequestLines,
      iban: accounts.iban,
      nickname: accounts.nickname,
      currency: accounts.currency,
    })
    .from(authorityChangeRequestLines)
    .innerJoin(accounts, eq(accounts.id, authorityChangeRequestLines.accountId))
    .where(inArray(authorityChangeRequestLines.orderId, [...orderIds]))
    .orderBy(asc(authorityChangeRequestLines.orderId), asc(authorityChangeRequestLines.position));
  const byOrder = new Map<bigint, TAuthorityChangeValueLine[]>();
  for (const row of rows) {
    const lines = byOrder.get(row.line.orderId) ?? [];
    lines.push(
      toValueLine({ ...row.line, iban: row.iban, nickname: row.nickname, currency: row.currency }),
    );
    byOrder.set(row.line.orderId, lines);
  }
  return byOrder;
}

const requestColumns = {
  order: orders,
  personId: authorityChangeRequests.personId,
  actionType: authorityChangeRequests.actionType,
  firstName: persons.firstName,
  lastName: persons.lastName,
  customerId: companies.customerId,
};

export interface TAuthorityChangeRow {
  order: TKernelOrder;
  value: TAuthorityChangeValue;
}

async function selectRequests(
  executor: TExecutor,
  where: SQL | undefined,
  limit?: number,
): Promise<TAuthorityChangeRow[]> {
  const selected = executor
    .select(requestColumns)
    .from(authorityChangeRequests)
    .innerJoin(orders, eq(orders.id, authorityChangeRequests.orderId))
    .innerJoin(persons, eq(persons.id, authorityChangeRequests.personId))
    .innerJoin(companies, eq(companies.id, authorityChangeRequests.companyId))
    .where(and(eq(orders.orderType, AUTHORITY_CHANGE_ORDER_TYPE), where))
    .orderBy(desc(orders.id));
  const rows = await (limit === undefined ? selected : selected.limit(limit));
  const lines = await selectLines(
    executor,
    rows.map((row) => row.order.id),
  );
  return rows.map((row) => ({
    order: toKernelOrder(row.order),
    value: {
      customerId: row.customerId,
      personId: row.personId,
      personName: capitalizePersonName(`${row.firstName} ${row.lastName}`),
      actionType: row.actionType as TAuthorityChangeAction,
      lines: lines.get(row.order.id) ?? [],
    },
  }));
}

export async function selectAuthorityChangeRequest(
  executor: TExecutor,
  orderId: bigint,
): Promise<TAuthorityChangeValue> {
  const [row] = await selectRequests(executor, eq(authorityChangeRequests.orderId, orderId));
  if (!row) throw new Error(`authority change request ${orderId} has no details`);
  return row.value;
}

/** The company's requests, newest first after a keyset cursor; deleted ones left out. */
export function selectAuthorityChangeRequestPage(
  tx: TTx,
  viewer: TCompanyScope,
  page: { afterId?: bigint; limit: number; status?: string; personId?: string },
): Promise<TAuthorityChangeRow[]> {
  return selectRequests(
    tx,
    and(
      isOrderOfRuleVisibleTo(viewer, 'COMPANY'),
      ne(orders.status, 'DELETED'),
      page.status === undefined ? undefined : eq(orders.status, page.status),
      page.personId === undefined ? undefined : eq(authorityChangeRequests.personId, page.personId),
      page.afterId === undefined ? undefined : lt(orders.id, page.afterId),
    ),
    page.limit,
  );
}

/** The newest request the bank has not decided yet, per person it concerns. */
export async function selectUndecidedRequestIds(
  executor: TExecutor,
  companyId: string,
): Promise<Map<string, string>> {
  const rows = await executor
    .select({ orderId: orders.id, personId: authorityChangeRequests.personId })
    .from(authorityChangeRequests)
    .innerJoin(orders, eq(orders.id, authorityChangeRequests.orderId))
    .where(
      and(
        eq(authorityChangeRequests.companyId, companyId),
        inArray(orders.phase, ['STORED', 'PARTIALLY_SIGNED', 'AUTHORIZED']),
      ),
    )
    .orderBy(desc(orders.id));
  const byPerson = new Map<string, string>();
  for (const row of rows)
    if (!byPerson.has(row.personId)) byPerson.set(row.personId, row.orderId.toString());
  return byPerson;
}
