import { ORDER_STATUSES, assert, type TOrderStatus } from '@poslovno/domain';
import type { TKernelOrder } from '../../platform/orders/orders.repository';

/** A payment's kernel order: the payment's status names, and all four facts present. */
export interface TPaymentOrder extends TKernelOrder {
  status: TOrderStatus;
  debtorAccountId: string;
  amountMinor: bigint;
  currency: string;
  executionDate: string;
}

/** The kernel's order of a payment as a payment: its facts are always there (payment-order-type). */
export function toPaymentOrder(order: TKernelOrder): TPaymentOrder {
  const { debtorAccountId, amountMinor, currency, executionDate } = order;
  assert(
    (ORDER_STATUSES as readonly string[]).includes(order.status) &&
      debtorAccountId !== null &&
      amountMinor !== null &&
      currency !== null &&
      executionDate !== null,
    `order ${order.id} is a payment with its account, amount and date`,
  );
  return {
    ...order,
    status: order.status as TOrderStatus,
    debtorAccountId,
    amountMinor,
    currency,
    executionDate,
  };
}
