import type { TParsedPaymentInput, TPayment } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import type { TActor } from '../../platform/auth/session-service';
import type { TDeps } from '../../platform/http';
import { createOrder, editOrder } from '../../platform/orders/order-kernel';
import { paymentOrderType } from './payment-order-type';
import { presentPayment } from './payment-views';

/** POST /payments: a new payment, STORED, once per idempotency key; 000 §5 refusals field by field. */
export function createPayment(
  deps: TDeps,
  actor: TActor,
  request: { input: TParsedPaymentInput; idempotencyKey: string; locale: TLocale },
): Promise<TPayment> {
  return createOrder(
    deps,
    actor,
    paymentOrderType,
    { draft: request.input, idempotencyKey: request.idempotencyKey },
    ({ tx }, result) => presentPayment(tx, actor, request.locale, result),
  );
}

/** PATCH /payments/{id}: the payment changed, STORED again; signatures given before stop counting. */
export function editPayment(
  deps: TDeps,
  actor: TActor,
  request: { paymentId: bigint; input: TParsedPaymentInput; locale: TLocale },
): Promise<TPayment> {
  return editOrder(
    deps,
    actor,
    paymentOrderType,
    { orderId: request.paymentId, draft: request.input },
    ({ tx }, result) => presentPayment(tx, actor, request.locale, result),
  );
}
