import { and, eq, inArray } from 'drizzle-orm';
import {
  canEnterOrders,
  capitalizePersonName,
  type TAuthorityLevel,
  type TLocale,
  type TRuleViolation,
  type TValidatedPayment,
} from '@poslovno/domain';
import type { TPayment } from '@poslovno/contract';
import type { TActor } from '../../platform/auth/session-service';
import type { TTx } from '../../platform/db/database';
import { accountAuthorities, persons } from '../../platform/db/schema';
import {
  getRevocationType,
  getSigningReference,
  type TKernelResult,
} from '../../platform/orders/order-kernel';
import { isAuthorityToSign, selectSignatures } from '../../platform/orders/orders.repository';
import { selectBankProfile } from '../configuration/configuration.repository';
import { toPaymentView } from './payments.mapper';
import { selectDebtorAccounts } from './payments.repository';

export const PAYMENT_ORDER_TYPE = 'PAYMENT';

async function readViewerAuthorities(tx: TTx, actor: TActor) {
  const rows = await tx
    .select({ accountId: accountAuthorities.accountId, level: accountAuthorities.authorityLevel })
    .from(accountAuthorities)
    .where(
      and(
        eq(accountAuthorities.companyId, actor.companyId),
        eq(accountAuthorities.personId, actor.personUuid),
      ),
    );
  return new Map(rows.map((row) => [row.accountId, row.level as TAuthorityLevel]));
}

async function readPersonNames(tx: TTx, personIds: string[]) {
  if (personIds.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName })
    .from(persons)
    .where(inArray(persons.id, personIds));
  return new Map(
    rows.map((row) => [row.id, capitalizePersonName(`${row.firstName} ${row.lastName}`)]),
  );
}

/**
 * Payments as the person looking sees them, loaded in a few queries for a whole page: debit
 * accounts, the signatures of each current version and of revocations, the creators' names and
 * the viewer's authorities (which decide the actions offered).
 */
export async function presentPayments(
  tx: TTx,
  actor: TActor,
  locale: TLocale,
  items: readonly (TKernelResult<TValidatedPayment> & { warnings?: readonly TRuleViolation[] })[],
): Promise<TPayment[]> {
  if (items.length === 0) return [];
  const orders = items.map((item) => item.order);
  const accounts = new Map(
    (
      await selectDebtorAccounts(tx, actor.companyId, [
        ...new Set(orders.map((order) => order.debtorAccountId)),
      ])
    ).map((account) => [account.id, account]),
  );
  const signatures = await selectSignatures(tx, {
    orderType: PAYMENT_ORDER_TYPE,
    orderIds: orders.map(getSigningReference),
  });
  const revocations = await selectSignatures(tx, {
    orderType: getRevocationType(PAYMENT_ORDER_TYPE),
    orderIds: orders.map((order) => order.id.toString()),
  });
  const authorities = await readViewerAuthorities(tx, actor);
  const names = await readPersonNames(tx, [...new Set(orders.map((order) => order.createdBy))]);
  const bank = await selectBankProfile(tx);
  return items.map((item) => {
    const { order } = item;
    const account = accounts.get(order.debtorAccountId);
    if (!account) throw new Error(`order ${order.id}: its debit account is not the company's`);
    const level = authorities.get(order.debtorAccountId) ?? 'NONE';
    return toPaymentView({
      order,
      value: item.value,
      account,
      bankBic: bank?.bic ?? '',
      signatures: [
        ...signatures
          .filter((signature) => signature.orderId === getSigningReference(order))
          .map((signature) => ({ ...signature, kind: 'SIGNATURE' as const })),
        ...revocations
          .filter((signature) => signature.orderId === order.id.toString())
          .map((signature) => ({ ...signature, kind: 'REVOKE' as const })),
      ],
      createdByName: names.get(order.createdBy) ?? '',
      warnings: item.warnings ?? [],
      viewer: {
        personUuid: actor.personUuid,
        locale,
        mayEnter: canEnterOrders(actor.authorizationLevel, level),
        maySign: actor.authorizationLevel !== 1 && isAuthorityToSign(level),
        mayCopy: actor.authorizationLevel !== 2,
      },
    });
  });
}

export async function presentPayment(
  tx: TTx,
  actor: TActor,
  locale: TLocale,
  item: TKernelResult<TValidatedPayment>,
): Promise<TPayment> {
  const [view] = await presentPayments(tx, actor, locale, [item]);
  if (!view) throw new Error(`order ${item.order.id} was not presented`);
  return view;
}
