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
import {
  getRevocationType,
  getSigningReference,
  type TKernelResult,
} from '../../platform/orders/order-kernel';
import { isAuthorityToSign } from '../../platform/orders/orders.repository';
import { toPaymentOrder } from './payment-order';
import { toPaymentView } from './payments.mapper';
import { selectPaymentViewFacts } from './payments.repository';

export const PAYMENT_ORDER_TYPE = 'PAYMENT';

/**
 * Payments as the person looking sees them, loaded in one statement for a whole page: debit
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
  const orders = items.map((item) => toPaymentOrder(item.order));
  const facts = await selectPaymentViewFacts(tx, {
    viewer: actor,
    accountIds: [...new Set(orders.map((order) => order.debtorAccountId))],
    signatures: { orderType: PAYMENT_ORDER_TYPE, orderIds: orders.map(getSigningReference) },
    revocations: {
      orderType: getRevocationType(PAYMENT_ORDER_TYPE),
      orderIds: orders.map((order) => order.id.toString()),
    },
    creatorIds: [...new Set(orders.map((order) => order.createdBy))],
  });
  const accounts = new Map(facts.accounts.map((account) => [account.id, account]));
  const authorities = new Map(
    facts.authorities.map((row) => [row.accountId, row.level as TAuthorityLevel]),
  );
  const names = new Map(
    facts.creators.map((row) => [row.id, capitalizePersonName(`${row.firstName} ${row.lastName}`)]),
  );
  const signatures = facts.signatures.filter(
    (signature) => signature.orderType === PAYMENT_ORDER_TYPE,
  );
  const revocations = facts.signatures.filter(
    (signature) => signature.orderType !== PAYMENT_ORDER_TYPE,
  );
  return items.map((item) => {
    const order = toPaymentOrder(item.order);
    const account = accounts.get(order.debtorAccountId);
    if (!account) throw new Error(`order ${order.id}: its debit account is not the company's`);
    const level = authorities.get(order.debtorAccountId) ?? 'NONE';
    return toPaymentView({
      order,
      value: item.value,
      account,
      bankBic: facts.bankBic,
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
