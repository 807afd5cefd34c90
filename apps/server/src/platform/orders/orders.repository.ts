import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  WAITING_PHASES,
  capitalizePersonName,
  type TErrorCode,
  type TFraudCheckStatus,
  type TOrderPhase,
} from '@poslovno/domain';
import type { TCompanyScope, TExecutor, TTx } from '../db/database';
import { isAccountOfPerson } from '../db/person-accounts';
import {
  accountAuthorities,
  accounts,
  companyPersons,
  orderSignatures,
  persons,
} from '../db/schema';
import type { TSigningRule } from './order-type';
import {
  backOfficeForcedRejections,
  companyRepresentatives,
  orderDeliveries,
  orderMembers,
  orders,
} from './orders.schema';

/** An order as the kernel keeps it, whatever its type. */
export interface TKernelOrder {
  id: bigint;
  companyId: string;
  orderType: string;
  /** The type's own name of where it stands (its vocabulary), in the kernel's phase. */
  status: string;
  phase: TOrderPhase;
  statusCodes: TErrorCode[];
  version: number;
  signingRule: TSigningRule;
  parentOrderId: bigint | null;
  debtorAccountId: string | null;
  amountMinor: bigint | null;
  currency: string | null;
  executionDate: string | null;
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
    phase: row.phase as TOrderPhase,
    signingRule: row.signingRule as TSigningRule,
    statusCodes: row.statusCodes as TErrorCode[],
    fraudStatus: row.fraudStatus as TFraudCheckStatus | null,
  };
}

export type TNewKernelOrder = Pick<
  TKernelOrder,
  'companyId' | 'orderType' | 'status' | 'phase' | 'signingRule' | 'createdBy' | 'createdAt'
> &
  Partial<
    Pick<
      TKernelOrder,
      'debtorAccountId' | 'amountMinor' | 'currency' | 'executionDate' | 'parentOrderId'
    >
  >;

export async function insertOrder(tx: TTx, order: TNewKernelOrder): Promise<TKernelOrder> {
  const [row] = await tx
    .insert(orders)
    .values({
      ...order,
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
 * The orders of the ACCOUNT rule a person may see: the company's, of the accounts the person works
 * with (see isAccountOfPerson); any other order is unknown to them.
 */
export function isOrderVisibleTo(viewer: TCompanyScope): SQL {
  return and(
    eq(orders.companyId, viewer.companyId),
    isAccountOfPerson(orders.debtorAccountId, viewer),
  ) as SQL;
}

/**
 * The orders of a type a person may see, by the type's rule: by account; every company-level
 * request of the company; their own personal requests only.
 */
export function isOrderOfRuleVisibleTo(viewer: TCompanyScope, rule: TSigningRule): SQL {
  if (rule === 'ACCOUNT') return isOrderVisibleTo(viewer);
  const ofRule = and(eq(orders.companyId, viewer.companyId), eq(orders.signingRule, rule));
  if (rule === 'COMPANY') return ofRule as SQL;
  if (rule === 'GROUP') return and(ofRule, seesEveryMember(viewer)) as SQL;
  return and(ofRule, eq(orders.createdBy, viewer.personUuid)) as SQL;
}

/** A parent order whose every member is of an account the person works with. */
function seesEveryMember(viewer: TCompanyScope): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM order_members om
    JOIN orders m ON m.id = om.member_order_id
    WHERE om.parent_order_id = ${orders.id}
      AND (m.debtor_account_id IS NULL OR NOT ${isAccountOfPerson(sql`m.debtor_account_id`, viewer)}))`;
}

/** The person's order, locked for the caller's transaction: edits, signatures and deletions take turns. */
export async function lockKernelOrder(
  tx: TTx,
  viewer: TCompanyScope,
  orderId: bigint,
  rule: TSigningRule = 'ACCOUNT',
): Promise<TKernelOrder | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isOrderOfRuleVisibleTo(viewer, rule)))
    .for('update');
  return row ? toKernelOrder(row) : undefined;
}

/** The person's order (one they may see), or nothing. */
export async function findKernelOrder(
  executor: TExecutor,
  viewer: TCompanyScope,
  orderId: bigint,
  rule: TSigningRule = 'ACCOUNT',
): Promise<TKernelOrder | undefined> {
  const [row] = await executor
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isOrderOfRuleVisibleTo(viewer, rule)));
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

export interface TOrderMemberRow {
  memberOrderId: bigint;
  position: number;
  joinedVersion: number;
}

/** A parent's members as they joined, in their order. */
export async function selectOrderMembers(
  executor: TExecutor,
  parentOrderIds: readonly bigint[],
): Promise<(TOrderMemberRow & { parentOrderId: bigint })[]> {
  if (parentOrderIds.length === 0) return [];
  return executor
    .select({
      parentOrderId: orderMembers.parentOrderId,
      memberOrderId: orderMembers.memberOrderId,
      position: orderMembers.position,
      joinedVersion: orderMembers.joinedVersion,
    })
    .from(orderMembers)
    .where(inArray(orderMembers.parentOrderId, [...parentOrderIds]))
    .orderBy(orderMembers.parentOrderId, orderMembers.position);
}

/** Joins the members to their parent: listed with their version, held by it from now on. */
export async function insertOrderMembers(
  tx: TTx,
  parent: Pick<TKernelOrder, 'id' | 'companyId'>,
  members: readonly Pick<TKernelOrder, 'id' | 'version'>[],
): Promise<void> {
  await tx.insert(orderMembers).values(
    members.map((member, position) => ({
      parentOrderId: parent.id,
      memberOrderId: member.id,
      companyId: parent.companyId,
      position,
      joinedVersion: member.version,
    })),
  );
  await tx
    .update(orders)
    .set({ parentOrderId: parent.id })
    .where(
      inArray(
        orders.id,
        members.map((member) => member.id),
      ),
    );
}

/** The parent no longer holds its members (it ended): they may join another. */
export async function releaseOrderMembers(executor: TExecutor, parentOrderId: bigint) {
  await executor
    .update(orders)
    .set({ parentOrderId: null })
    .where(eq(orders.parentOrderId, parentOrderId));
}

/** Orders that still wait for signatures, newest first (the dashboard's unauthorised items). */
export async function selectWaitingOrders(tx: TTx, companyId: string, limit: number) {
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), inArray(orders.phase, WAITING_PHASES)))
    .orderBy(desc(orders.id))
    .limit(limit);
  return rows.map(toKernelOrder);
}

/** A person's standing as a representative of the company (the COMPANY rule), or nothing. */
export async function findRepresentative(
  executor: TExecutor,
  companyId: string,
  personUuid: string,
): Promise<{ signsAlone: boolean } | undefined> {
  const [row] = await executor
    .select({ signsAlone: companyRepresentatives.signsAlone })
    .from(companyRepresentatives)
    .where(
      and(
        eq(companyRepresentatives.companyId, companyId),
        eq(companyRepresentatives.personId, personUuid),
      ),
    );
  return row;
}

/** Writes an authorised order to the back office's outbox, due after the bank's delay. */
export async function insertOrderDelivery(
  tx: TTx,
  delivery: { orderId: bigint; companyId: string; dueAt: Date },
): Promise<void> {
  await tx.insert(orderDeliveries).values({ ...delivery, attempts: 0 });
}

/** Deliveries due now, oldest first, each locked for one deliverer (others skip it). */
export async function lockDueDelivery(tx: TTx, now: Date) {
  const [row] = await tx
    .select()
    .from(orderDeliveries)
    .where(lte(orderDeliveries.dueAt, now))
    .orderBy(asc(orderDeliveries.dueAt), asc(orderDeliveries.orderId))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** Takes an order out of the outbox: true when it was still there, undecided. */
export async function cancelOrderDelivery(tx: TTx, orderId: bigint): Promise<boolean> {
  const rows = await tx
    .delete(orderDeliveries)
    .where(eq(orderDeliveries.orderId, orderId))
    .returning({ orderId: orderDeliveries.orderId });
  return rows.length > 0;
}

export async function postponeOrderDelivery(
  tx: TTx,
  orderId: bigint,
  patch: { dueAt: Date; attempts: number; lastError: string },
): Promise<void> {
  await tx.update(orderDeliveries).set(patch).where(eq(orderDeliveries.orderId, orderId));
}

/** The bank operator's oldest open forced rejection of a type, taken by this order. */
export async function takeForcedRejection(
  tx: TTx,
  orderType: string,
  order: { id: bigint; at: Date },
): Promise<string | undefined> {
  const [open] = await tx
    .select({ id: backOfficeForcedRejections.id, reason: backOfficeForcedRejections.reason })
    .from(backOfficeForcedRejections)
    .where(
      and(
        eq(backOfficeForcedRejections.orderType, orderType),
        isNull(backOfficeForcedRejections.usedByOrderId),
      ),
    )
    .orderBy(asc(backOfficeForcedRejections.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!open) return undefined;
  await tx
    .update(backOfficeForcedRejections)
    .set({ usedByOrderId: order.id, usedAt: order.at })
    .where(eq(backOfficeForcedRejections.id, open.id));
  return open.reason;
}

export async function insertForcedRejection(
  executor: TExecutor,
  rejection: { orderType: string; reason: string; createdAt: Date },
): Promise<void> {
  await executor.insert(backOfficeForcedRejections).values(rejection);
}

/**
 * Authorised orders the core has not taken yet (PROPAGATION_FAILED), oldest first: the payments'
 * ORDER-PENDING (its partial index), the only status of the CORE delivery waiting for it.
 */
export async function selectUnpropagatedOrderIds(executor: TExecutor, limit: number) {
  const rows = await executor
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.status, 'ORDER-PENDING'))
    .orderBy(orders.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Orders nobody authorised before their execution date passed: the bank cancels them, each with
 * its type's status for it (order_statuses). An order without a date never expires by one.
 */
export async function cancelStaleOrders(
  executor: TExecutor,
  today: string,
  now: Date,
): Promise<number> {
  const result = await executor.execute(sql`
    UPDATE orders SET status = s.status, phase = s.phase, modified_at = ${now}
    FROM order_statuses s
    WHERE s.order_type = orders.order_type AND s.is_expiry
      AND orders.phase IN ('STORED', 'PARTIALLY_SIGNED') AND orders.execution_date < ${today}`);
  // A parent that expired (a basket) no longer holds its members.
  await executor.execute(sql`
    UPDATE orders m SET parent_order_id = NULL FROM orders p
    WHERE m.parent_order_id = p.id AND p.phase NOT IN ('STORED', 'PARTIALLY_SIGNED')`);
  return result.rowCount ?? 0;
}

/** People's names by id, capitalised by the caller (000 §3). */
export async function selectPersonNames(
  executor: TExecutor,
  personIds: readonly string[],
): Promise<Map<string, string>> {
  if (personIds.length === 0) return new Map();
  const rows = await executor
    .select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName })
    .from(persons)
    .where(inArray(persons.id, [...personIds]));
  return new Map(
    rows.map((row) => [row.id, capitalizePersonName(`${row.firstName} ${row.lastName}`)]),
  );
}

export function isAuthorityToSign(level: string | undefined): boolean {
  return level === 'AUTHORIZE' || level === 'ENTER_AND_AUTHORIZE';
}
