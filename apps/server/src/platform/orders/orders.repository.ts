import { and, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { TErrorCode, TFraudCheckStatus, TOrderStatus } from '@poslovno/domain';
import type { TCompanyScope, TExecutor, TTx } from '../db/database';
import { isAccountOfPerson } from '../db/person-accounts';
import {
  accountAuthorities,
  accounts,
  companyPersons,
  orderSignatures,
  persons,
} from '../db/schema';
import { orders } from './orders.schema';

/** An order as the kernel keeps it, whatever its type. */
export interface TKernelOrder {
  id: bigint;
  companyId: string;
  orderType: string;
  status: TOrderStatus;
  statusCodes: TErrorCode[];
  version: number;
  debtorAccountId: string;
  amountMinor: bigint;
  currency: string;
  executionDate: string;
  createdBy: string;
  createdAt: Date;
  modifiedBy: string;
  modifiedAt: Date;
  authorizedAt: Date | null;
  coreOrderId: string | null;
  actualExecutionDate: string | null;
  fraudStatus: TFraudCheckStatus | null;
  feeMinor: bigint | null;
  feeCurrency: string | null;
  debitAmountMinor: bigint | null;
  exchangeRate: string | null;
  crossCurrencyFeeMinor: bigint | null;
}

type TOrderRow = typeof orders.$inferSelect;

export function toKernelOrder(row: TOrderRow): TKernelOrder {
  return {
    ...row,
    status: row.status as TOrderStatus,
    statusCodes: row.statusCodes as TErrorCode[],
    fraudStatus: row.fraudStatus as TFraudCheckStatus | null,
  };
}

export type TNewKernelOrder = Pick<
  TKernelOrder,
  | 'companyId'
  | 'orderType'
  | 'debtorAccountId'
  | 'amountMinor'
  | 'currency'
  | 'executionDate'
  | 'createdBy'
  | 'createdAt'
>;

export async function insertOrder(tx: TTx, order: TNewKernelOrder): Promise<TKernelOrder> {
  const [row] = await tx
    .insert(orders)
    .values({
      ...order,
      status: 'STORED',
      statusCodes: [],
      version: 1,
      modifiedBy: order.createdBy,
      modifiedAt: order.createdAt,
    })
    .returning();
  if (!row) throw new Error('the order was not inserted');
  return toKernelOrder(row);
}

export type TOrderPatch = Partial<Omit<TKernelOrder, 'id' | 'companyId' | 'orderType'>>;

export async function updateOrder(
  tx: TExecutor,
  orderId: bigint,
  patch: TOrderPatch,
): Promise<TKernelOrder> {
  const [row] = await tx.update(orders).set(patch).where(eq(orders.id, orderId)).returning();
  if (!row) throw new Error(`order ${orderId} was not updated`);
  return toKernelOrder(row);
}

/**
 * The orders a person may see: the company's, of the accounts the person works with (see
 * isAccountOfPerson); any other order is unknown to them.
 */
export function isOrderVisibleTo(viewer: TCompanyScope): SQL {
  return and(
    eq(orders.companyId, viewer.companyId),
    isAccountOfPerson(orders.debtorAccountId, viewer),
  ) as SQL;
}

/** The person's order, locked for the caller's transaction: edits, signatures and deletions take turns. */
export async function lockKernelOrder(
  tx: TTx,
  viewer: TCompanyScope,
  orderId: bigint,
): Promise<TKernelOrder | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isOrderVisibleTo(viewer)))
    .for('update');
  return row ? toKernelOrder(row) : undefined;
}

/** The person's order (one they may see), or nothing. */
export async function findKernelOrder(
  executor: TExecutor,
  viewer: TCompanyScope,
  orderId: bigint,
): Promise<TKernelOrder | undefined> {
  const [row] = await executor
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isOrderVisibleTo(viewer)));
  return row ? toKernelOrder(row) : undefined;
}

/** An order as the bank reads it, whoever may see it. */
export async function readKernelOrder(
  executor: TExecutor,
  orderId: bigint,
): Promise<TKernelOrder | undefined> {
  const [row] = await executor.select().from(orders).where(eq(orders.id, orderId));
  return row ? toKernelOrder(row) : undefined;
}

/** The order a core order came from (the kernel hands orders over as `ORDER:<id>`). */
export async function lockOrderOfCoreOrder(
  tx: TTx,
  orderId: bigint,
): Promise<TKernelOrder | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ? toKernelOrder(row) : undefined;
}

/** A person's authority on an account, as the signing policy reads it. */
export async function findAuthority(
  executor: TExecutor,
  companyId: string,
  accountId: string,
  personUuid: string,
) {
  const [row] = await executor
    .select({
      level: accountAuthorities.authorityLevel,
      isIndependent: accountAuthorities.independentSignee,
      isMandatory: accountAuthorities.mandatorySignee,
      limitType: accountAuthorities.limitType,
      limitMinor: accountAuthorities.limitAmountMinor,
      foreignCurrencyAuthorization: accountAuthorities.foreignCurrencyAuthorization,
    })
    .from(accountAuthorities)
    .where(
      and(
        eq(accountAuthorities.companyId, companyId),
        eq(accountAuthorities.accountId, accountId),
        eq(accountAuthorities.personId, personUuid),
      ),
    );
  return row;
}
export type TAuthorityRow = NonNullable<Awaited<ReturnType<typeof findAuthority>>>;

/** The account's signing rule: how many signatures it takes and whether it has a mandatory signee. */
export async function readAccountSigningRule(
  executor: TExecutor,
  companyId: string,
  accountId: string,
): Promise<{ numberOfSignatures: 1 | 2; hasMandatorySignee: boolean } | undefined> {
  const [row] = await executor
    .select({
      numberOfSignatures: accounts.numberOfSignatures,
      hasMandatorySignee: sql<boolean>`EXISTS (SELECT 1 FROM account_authorities m
        WHERE m.account_id = ${accounts.id} AND m.mandatory_signee
          AND m.authority_level IN ('AUTHORIZE', 'ENTER_AND_AUTHORIZE'))`,
    })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.companyId, companyId)));
  if (!row) return undefined;
  return {
    numberOfSignatures: row.numberOfSignatures === 2 ? 2 : 1,
    hasMandatorySignee: row.hasMandatorySignee,
  };
}

/**
 * The company's people holding an authority to sign on these accounts whose login level lets them
 * sign (2 or 3), by name.
 */
export async function selectSigningCandidates(
  executor: TExecutor,
  companyId: string,
  accountIds: readonly string[],
) {
  const rows = await executor
    .select({
      accountId: accountAuthorities.accountId,
      personId: accountAuthorities.personId,
      level: accountAuthorities.authorityLevel,
      isMandatory: accountAuthorities.mandatorySignee,
      foreignCurrencyAuthorization: accountAuthorities.foreignCurrencyAuthorization,
      firstName: persons.firstName,
      lastName: persons.lastName,
    })
    .from(accountAuthorities)
    .innerJoin(persons, eq(persons.id, accountAuthorities.personId))
    .innerJoin(
      companyPersons,
      and(
        eq(companyPersons.companyId, accountAuthorities.companyId),
        eq(companyPersons.personId, accountAuthorities.personId),
      ),
    )
    .where(
      and(
        eq(accountAuthorities.companyId, companyId),
        inArray(accountAuthorities.accountId, [...accountIds]),
        ne(companyPersons.authorizationLevel, 1),
      ),
    )
    .orderBy(persons.lastName, persons.firstName);
  return rows.filter((row) => isAuthorityToSign(row.level));
}

/** The signatures of one version of an order (its signing reference), oldest first, with names. */
export async function selectSignatures(
  executor: TExecutor,
  target: { orderType: string; orderIds: readonly string[] },
) {
  if (target.orderIds.length === 0) return [];
  return executor
    .select({
      orderId: orderSignatures.orderId,
      personId: orderSignatures.personId,
      firstName: persons.firstName,
      lastName: persons.lastName,
      method: orderSignatures.method,
      signedAt: orderSignatures.signedAt,
      countsAlone: orderSignatures.countsAlone,
      isMandatory: orderSignatures.isMandatory,
    })
    .from(orderSignatures)
    .innerJoin(persons, eq(persons.id, orderSignatures.personId))
    .where(
      and(
        eq(orderSignatures.orderType, target.orderType),
        inArray(orderSignatures.orderId, [...target.orderIds]),
      ),
    )
    .orderBy(orderSignatures.signedAt);
}
export type TSignatureRow = Awaited<ReturnType<typeof selectSignatures>>[number];

/**
 * What counts against a person's daily limit (000 §6): the domestic amounts of the signatures they
 * gave since the start of the day, alone ones for an independent signee, all for a joint one.
 */
export async function sumSignedToday(
  executor: TExecutor,
  personUuid: string,
  range: { from: Date; to: Date },
  isAloneOnly: boolean,
): Promise<bigint> {
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${orderSignatures.domesticAmountMinor}), 0)::text` })
    .from(orderSignatures)
    .where(
      and(
        eq(orderSignatures.personId, personUuid),
        gte(orderSignatures.signedAt, range.from),
        lt(orderSignatures.signedAt, range.to),
        isAloneOnly ? eq(orderSignatures.countsAlone, true) : undefined,
      ),
    );
  return BigInt(row?.total ?? '0');
}

/** Orders that still wait for signatures, newest first (the dashboard's unauthorised items). */
export async function selectWaitingOrders(tx: TTx, companyId: string, limit: number) {
  const rows = await tx
    .select()
    .from(orders)
    .where(
      and(eq(orders.companyId, companyId), inArray(orders.status, ['STORED', 'FOR-AUTHORIZATION'])),
    )
    .orderBy(desc(orders.id))
    .limit(limit);
  return rows.map(toKernelOrder);
}

/** Authorised orders the core has not taken yet (PROPAGATION_FAILED), oldest first. */
export async function selectUnpropagatedOrderIds(executor: TExecutor, limit: number) {
  const rows = await executor
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.status, 'ORDER-PENDING'))
    .orderBy(orders.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Orders nobody authorised before their execution date passed: the bank cancels them. */
export async function cancelStaleOrders(
  executor: TExecutor,
  today: string,
  now: Date,
): Promise<number> {
  const rows = await executor
    .update(orders)
    .set({ status: 'CANCELED', modifiedAt: now })
    .where(
      and(inArray(orders.status, ['STORED', 'FOR-AUTHORIZATION']), lt(orders.executionDate, today)),
    )
    .returning({ id: orders.id });
  return rows.length;
}

export function isAuthorityToSign(level: string | undefined): boolean {
  return level === 'AUTHORIZE' || level === 'ENTER_AND_AUTHORIZE';
}
