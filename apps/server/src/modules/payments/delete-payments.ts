import { describeError } from '@poslovno/contract';
import type { TPaymentCancellationResults } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import type { TActor } from '../../platform/auth/session-service';
import type { TDeps } from '../../platform/http';
import { deleteOrders } from '../../platform/orders/order-kernel';
import { paymentOrderType } from './payment-order-type';

/** DELETE /payments/cancellations: each payment DELETED, or DELETE_FAILED with the reason. */
export async function deletePayments(
  deps: TDeps,
  actor: TActor,
  paymentIds: readonly string[],
  locale: TLocale,
): Promise<TPaymentCancellationResults> {
  const unique = [...new Set(paymentIds)].map((id) => BigInt(id));
  const results = await deleteOrders(deps, actor, paymentOrderType, unique);
  return {
    results: results.map((result) => ({
      paymentId: result.orderId.toString(),
      status: result.status,
      ...(result.errorCode === undefined
        ? {}
        : { errorCode: result.errorCode, description: describeError(result.errorCode, locale) }),
    })),
  };
}
