import { and, desc, eq, gte, inArray, lt, lte, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { containsText } from '../../platform/db/text-search';
import { assert, type TOrderStatus, type TValidatedPayment } from '@poslovno/domain';
import { toPaymentOrder } from './payment-order';
import {
  executePrepared,
  type TCompanyScope,
  type TExecutor,
  type TPreparedStatement,
  type TTx,
} from '../../platform/db/database';
import { accounts } from '../../platform/db/schema';
import { orders } from '../../platform/orders/orders.schema';
import {
  isOrderVisibleTo,
  toKernelOrder,
  type TKernelOrder,
  type TSignatureRow,
} from '../../platform/orders/orders.repository';
import { payments } from './payments.schema';

/** A validated payment as the details column keeps it: JSON, so the amount as its digits. */
type TStoredPayment = Omit<TValidatedPayment, 'amountMinor'> & { amountMinor: string };

function toStored(payment: TValidatedPayment): TStoredPayment {
  return { ...payment, amountMinor: payment.amountMinor.toString() };
}

function fromStored(details: unknown): TValidatedPayment {
  const stored = details as TStoredPayment;
  if (typeof stored.amountMinor !== 'string' || typeof stored.type !== 'string')
    throw new Error('stored payment details are not a validated payment');
  return { ...stored, amountMinor: BigInt(stored.amountMinor) };
}

function toColumns(payment: TValidatedPayment) {
  return {
    type: payment.type,
    debtorIban: payment.debtorIban,
    creditorAccount: payment.creditorAccount,
    creditorName: payment.creditorName,
    creditorReferenceType: payment.creditorReference?.model ?? null,
    creditorReference: payment.creditorReference?.reference ?? null,
    description: payment.description,
    urgency: payment.urgency,
    details: toStored(payment),
  };
}

export async function insertPayment(
  tx: TTx,
  order: TKernelOrder,
  payment: TValidatedPayment,
): Promise<void> {
  await tx
    .insert(payments)
    .values({ orderId: order.id, companyId: order.companyId, ...toColumns(payment) });
}

export async function updatePayment(
  tx: TTx,
  order: TKernelOrder,
  payment: TValidatedPayment,
): Promise<void> {
  await tx.update(payments).set(toColumns(payment)).where(eq(payments.orderId, order.id));
}

export async function selectPayment(
  executor: TExecutor,
  orderId: bigint,
): Promise<TValidatedPayment> {
  const [row] = await executor
    .select({ details: payments.details })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  if (!row) throw new Error(`order ${orderId} has no payment`);
  return fromStored(row.details);
}

export interface TPaymentsFilter {
  from?: string;
  to?: string;
  debtorIban?: string;
  currency?: string;
  statuses?: TOrderStatus[];
  isDomesticCurrency?: boolean;
  paymentId?: bigint;
  minAmountMinor?: bigint;
  maxAmountMinor?: bigint;
  creditorName?: string;
  creditorIban?: string;
  creditorReference?: string;
  creditorReferenceType?: string;
  description?: string;
}

function buildConditions(viewer: TCompanyScope, filter: TPaymentsFilter): SQL[] {
  const conditions: (SQL | undefined)[] = [
    isOrderVisibleTo(viewer),
    eq(orders.orderType, 'PAYMENT'),
    ne(orders.status, 'DELETED'),
    filter.from === undefined ? undefined : gte(orders.executionDate, filter.from),
    filter.to === undefined ? undefined : lte(orders.executionDate, filter.to),
    filter.debtorIban === undefined ? undefined : eq(payments.debtorIban, filter.debtorIban),
    filter.currency === undefined ? undefined : eq(orders.currency, filter.currency),
    filter.statuses === undefined ? undefined : inArray(orders.status, filter.statuses),
    filter.isDomesticCurrency === undefined
      ? undefined
      : filter.isDomesticCurrency
        ? eq(orders.currency, 'EUR')
        : ne(orders.currency, 'EUR'),
    filter.paymentId === undefined ? undefined : eq(orders.id, filter.paymentId),
    filter.minAmountMinor === undefined
      ? undefined
      : gte(orders.amountMinor, filter.minAmountMinor),
    filter.maxAmountMinor === undefined
      ? undefined
      : lte(orders.amountMinor, filter.maxAmountMinor),
    filter.creditorName === undefined
      ? undefined
      : containsText(payments.creditorName, filter.creditorName),
    filter.creditorIban === undefined
      ? undefined
      : containsText(payments.creditorAccount, filter.creditorIban),
    filter.creditorReference === undefined
      ? undefined
      : containsText(payments.creditorReference, filter.creditorReference),
    filter.creditorReferenceType === undefined
      ? undefined
      : eq(payments.creditorReferenceType, filter.creditorReferenceType),
    filter.description === undefined
      ? undefined
      : containsText(payments.description, filter.description),
  ];
  return conditions.filter((condition) => condition !== undefined);
}

/**
 * Whether the company already has a live order paying the same amount from the same account to
 * the same payee on the same day (000 §8 "execution date duplicated"): a warning, since paying
 * one supplier twice a day can be meant, but is more often a slip.
 */
export async function hasSameLivePayment(
  tx: TTx,
  companyId: string,
  candidate: {
    debtorAccountId: string;
    amountMinor: bigint;
    currency: string;
    executionDate: string;
    creditorAccount: string;
    exceptOrderId: bigint | undefined;
  },
): Promise<boolean> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.debtorAccountId, candidate.debtorAccountId),
        eq(orders.amountMinor, candidate.amountMinor),
        eq(orders.currency, candidate.currency),
        eq(orders.executionDate, candidate.executionDate),
        eq(payments.creditorAccount, candidate.creditorAccount),
        notInArray(orders.status, ['DELETED', 'REJECTED', 'REVOKED', 'CANCELED']),
        candidate.exceptOrderId === undefined ? undefined : ne(orders.id, candidate.exceptOrderId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The overview: the payments the person may see, newest first, after the cursor's id. */
export async function selectPayments(
  tx: TTx,
  viewer: TCompanyScope,
  filter: TPaymentsFilter,
  page: { afterId?: bigint; limit: number },
) {
  const rows = await tx
    .select({ order: orders, details: payments.details })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(
      and(
        ...buildConditions(viewer, filter),
        page.afterId === undefined ? undefined : lt(orders.id, page.afterId),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(page.limit);
  return rows.map((row) => ({
    order: toPaymentOrder(toKernelOrder(row.order)),
    value: fromStored(row.details),
  }));
}

/** The debit accounts of some orders: IBAN, number, currency and the holder's name. */
export interface TDebtorAccountRow {
  id: string;
  iban: string;
  accountNumber: string;
  currency: string;
  ownerName: string;
}

/** What showing payments needs besides the orders themselves, as one statement reads it. */
export interface TPaymentViewFacts {
  bankBic: string;
  accounts: TDebtorAccountRow[];
  /** The signatures of the orders and of their revocations, oldest first. */
  signatures: (TSignatureRow & { orderType: string })[];
  /** The viewer's authority level on each of the company's accounts. */
  authorities: { accountId: string; level: string }[];
  creators: { id: string; firstName: string; lastName: string }[];
}

type TSignatureJson = Omit<TSignatureRow, 'signedAt'> & { orderType: string; signedAt: string };

/**
 * Everything a payment's view reads in one round trip: an authorised payment's answer is written
 * while its debit account's balances stay locked (they are, until the commit), so each statement
 * there keeps every other payment of the account waiting.
 */
const paymentViewFacts: TPreparedStatement = {
  name: 'payments_view_facts',
  text: `SELECT
    (SELECT bic FROM bank_profile LIMIT 1) AS "bankBic",
    (SELECT coalesce(json_agg(json_build_object('id', a.id, 'iban', a.iban,
        'accountNumber', a.account_number, 'currency', a.currency, 'ownerName', c.name)), '[]')
      FROM accounts a JOIN companies c ON c.id = a.company_id
      WHERE a.company_id = $1 AND a.id = ANY ($3::uuid[])) AS accounts,
    (SELECT coalesce(json_agg(json_build_object('orderType', s.order_type, 'orderId', s.order_id,
        'personId', s.person_id, 'firstName', p.first_name, 'lastName', p.last_name,
        'method', s.method, 'signedAt', s.signed_at, 'countsAlone', s.counts_alone,
        'isMandatory', s.is_mandatory) ORDER BY s.signed_at), '[]')
      FROM order_signatures s JOIN persons p ON p.id = s.person_id
      WHERE (s.order_type = $4 AND s.order_id = ANY ($5::text[]))
        OR (s.order_type = $6 AND s.order_id = ANY ($7::text[]))) AS signatures,
    (SELECT coalesce(json_agg(json_build_object('accountId', aa.account_id,
        'level', aa.authority_level)), '[]')
      FROM account_authorities aa WHERE aa.company_id = $1 AND aa.person_id = $2) AS authorities,
    (SELECT coalesce(json_agg(json_build_object('id', p.id, 'firstName', p.first_name,
        'lastName', p.last_name)), '[]')
      FROM persons p WHERE p.id = ANY ($8::uuid[])) AS creators`,
};

export async function selectPaymentViewFacts(
  tx: TTx,
  request: {
    viewer: TCompanyScope;
    accountIds: readonly string[];
    signatures: { orderType: string; orderIds: readonly string[] };
    revocations: { orderType: string; orderIds: readonly string[] };
    creatorIds: readonly string[];
  },
): Promise<TPaymentViewFacts> {
  const [row] = await executePrepared<
    Omit<TPaymentViewFacts, 'bankBic' | 'signatures'> & {
      bankBic: string | null;
      signatures: TSignatureJson[];
    }
  >(tx, paymentViewFacts, [
    request.viewer.companyId,
    request.viewer.personUuid,
    request.accountIds,
    request.signatures.orderType,
    request.signatures.orderIds,
    request.revocations.orderType,
    request.revocations.orderIds,
    request.creatorIds,
  ]);
  assert(row, 'a statement of scalar subqueries answers one row');
  return {
    ...row,
    bankBic: row.bankBic ?? '',
    signatures: row.signatures.map((signature) => ({
      ...signature,
      signedAt: new Date(signature.signedAt),
    })),
  };
}

/** The account's currency, read as the bank when an order is handed over. */
export async function readAccountCurrency(tx: TTx, accountId: string): Promise<string> {
  const [row] = await tx
    .select({ currency: accounts.currency })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) throw new Error(`account ${accountId} does not exist`);
  return row.currency;
}

/**
 * 000 §7 known recipients: the names and addresses the company used for this account before,
 * newest first, one per distinct name.
 */
export async function selectKnownRecipients(tx: TTx, companyId: string, account: string) {
  const result = await tx.execute<{
    name: string;
    iban: string;
    street: string;
    residence: string;
    country: string;
  }>(sql`
    SELECT DISTINCT ON (lower(p.creditor_name)) p.creditor_name AS name,
      p.creditor_account AS iban,
      coalesce(p.details->>'creditorStreet', '') AS street,
      coalesce(p.details->>'creditorResidence', '') AS residence,
      coalesce(p.details->>'creditorCountry', '') AS country
    FROM payments p JOIN orders o ON o.id = p.order_id
    WHERE p.company_id = ${companyId} AND p.creditor_account = ${account}
      AND o.status <> 'DELETED'
    ORDER BY lower(p.creditor_name), o.id DESC
    LIMIT 20`);
  return result.rows;
}
