import {
  capitalizePersonName,
  isCurrencyAuthorized,
  judgeSignatures,
  type TCountedSignature,
  type TForeignCurrencyAuthorization,
  type TValidatedPayment,
} from '@poslovno/domain';
import type { TPayment } from '@poslovno/contract';
import type { TTx } from '../../platform/db/database';
import { getSigningReference, type TKernelResult } from '../../platform/orders/order-kernel';
import {
  readAccountSigningRule,
  selectSignatures,
  selectSigningCandidates,
} from '../../platform/orders/orders.repository';
import { toPaymentOrder } from './payment-order';
import { PAYMENT_ORDER_TYPE } from './payment-views';
import { paymentOrderType } from './payment-order-type';

interface TCandidate {
  accountId: string;
  personId: string;
  name: string;
  isMandatory: boolean;
  foreignCurrencyAuthorization: TForeignCurrencyAuthorization;
}

async function selectCandidates(tx: TTx, companyId: string, accountIds: readonly string[]) {
  const rows = await selectSigningCandidates(tx, companyId, accountIds);
  return rows.map((row): TCandidate => ({
    accountId: row.accountId,
    personId: row.personId,
    name: capitalizePersonName(`${row.firstName} ${row.lastName}`),
    isMandatory: row.isMandatory,
    foreignCurrencyAuthorization: row.foreignCurrencyAuthorization as TForeignCurrencyAuthorization,
  }));
}

/**
 * Who may give an order waiting for signatures the signature it still needs, by the signing
 * policy: the people who may authorise on its debit account in its currency and have not signed,
 * and, once someone has signed, only those whose signature would complete it (the mandatory
 * signee where one is required). Limits are left out: they depend on what each person signed
 * today, which the overview does not read, and the core refuses a signature above them anyway.
 */
export async function readAwaitingSigners(
  tx: TTx,
  companyId: string,
  items: readonly Pick<TKernelResult<TValidatedPayment>, 'order' | 'value'>[],
): Promise<Map<bigint, string[]>> {
  const waiting = items
    .filter((item) => item.order.status === 'STORED' || item.order.status === 'FOR-AUTHORIZATION')
    .map((item) => ({ order: toPaymentOrder(item.order), value: item.value }));
  const result = new Map<bigint, string[]>();
  if (waiting.length === 0) return result;
  const accountIds = [...new Set(waiting.map((item) => item.order.debtorAccountId))];
  const candidates = await selectCandidates(tx, companyId, accountIds);
  const rules = new Map<string, NonNullable<Awaited<ReturnType<typeof readAccountSigningRule>>>>();
  for (const accountId of accountIds) {
    const rule = await readAccountSigningRule(tx, companyId, accountId);
    if (rule) rules.set(accountId, rule);
  }
  const signatures = await selectSignatures(tx, {
    orderType: PAYMENT_ORDER_TYPE,
    orderIds: waiting.map((item) => getSigningReference(item.order)),
  });
  for (const { order, value } of waiting) {
    const rule = rules.get(order.debtorAccountId);
    if (!rule) continue;
    const signed: TCountedSignature[] = signatures
      .filter((signature) => signature.orderId === getSigningReference(order))
      .map((signature) => ({
        personId: signature.personId,
        isAlone: signature.countsAlone === true,
        isMandatory: signature.isMandatory === true,
      }));
    const isForeign = paymentOrderType.isForeign(value);
    const names = candidates
      .filter(
        (candidate) =>
          candidate.accountId === order.debtorAccountId &&
          isCurrencyAuthorized(candidate, isForeign) &&
          !signed.some((signature) => signature.personId === candidate.personId),
      )
      // A co-signature counts when, added as one of two, it completes the order.
      .filter(
        (candidate) =>
          signed.length === 0 ||
          judgeSignatures(
            [
              ...signed,
              { personId: candidate.personId, isAlone: false, isMandatory: candidate.isMandatory },
            ],
            rule,
            paymentOrderType,
          ) === 'AUTHORIZED',
      )
      .map((candidate) => candidate.name);
    result.set(order.id, names);
  }
  return result;
}

/** The views with the signers each still waits for (an order not waiting has none). */
export async function addAwaitingSigners(
  tx: TTx,
  companyId: string,
  items: readonly Pick<TKernelResult<TValidatedPayment>, 'order' | 'value'>[],
  views: readonly TPayment[],
): Promise<TPayment[]> {
  const awaiting = await readAwaitingSigners(tx, companyId, items);
  return views.map((view) => ({
    ...view,
    awaitingSigners: awaiting.get(BigInt(view.paymentId)) ?? [],
  }));
}
