import { describeError } from '@poslovno/contract';
import type { TPaymentCancellationResults } from '@poslovno/contract';
import { assert, type TErrorCode, type TLocale } from '@poslovno/domain';
import type { TActor } from '../../platform/auth/session-service';
import type { TDeps } from '../../platform/http';
import { deleteOrders } from '../../platform/orders/order-kernel';
import { paymentOrderType } from './payment-order-type';

const PAYMENT_DELETION_CODES = [
  'NOT_FOUND',
  'DELETE_FAILED',
  'NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION',
] as const;

/** The kernel's reason as a payment's deletion names it (the payment type's refusal codes). */
function toDeletionCode(code: TErrorCode): (typeof PAYMENT_DELETION_CODES)[number] {
  const known = PAYMENT_DELETION_CODES.find((candidate) => candidate === code);
  assert(known !== undefined, `a payment's deletion is not refused with ${code}`);
  return known;
}

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
        : {
            errorCode: toDeletionCode(result.errorCode),
            description: describeError(result.errorCode, locale),
          }),
    })),
  };
}
