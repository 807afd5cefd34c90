import { listenToOrderChanges } from './core-bank/execution/order-listeners';
import { basketOrderType } from './modules/baskets/basket-order-type';
import {
  bulkFileOrderType,
  bulkGroupOrderType,
} from './modules/bulk-payments/bulk-payment-order-types';
import { authorityChangeOrderType } from './modules/account-management/authority-change-order-type';
import { gdprConsentOrderType } from './modules/gdpr-consents/gdpr-consent-order-type';
import { instantLimitOrderType } from './modules/instant-limits/instant-limit-order-type';
import { paymentConfirmationOrderType } from './modules/payment-confirmations/payment-confirmation-order-type';
import { reactivationOrderType } from './modules/mobile-token-reactivation/reactivation-order-type';
import { paymentOrderType } from './modules/payments/payment-order-type';
import { syncOrderFromCore } from './platform/orders/order-core-sync';
import type { TOrderTypePlugin } from './platform/orders/order-type';

/**
 * Every order type of the kernel (DESIGN.md §4). A new type is a folder of its own under modules/
 * implementing TOrderTypePlugin, and one line here; the kernel's jobs (hand-off retries, expiry)
 * find its orders by this list.
 */
export const ORDER_TYPES: readonly TOrderTypePlugin<never, unknown>[] = [
  paymentOrderType,
  gdprConsentOrderType,
  authorityChangeOrderType,
  instantLimitOrderType,
  paymentConfirmationOrderType,
  reactivationOrderType,
  basketOrderType,
  bulkGroupOrderType,
  bulkFileOrderType,
];

/**
 * The kernel hears what the core does with the orders handed to it, in every process that runs
 * core work: the server (a last signature hands over in the request) and the job workers.
 */
export function connectOrderKernelToCore(): void {
  listenToOrderChanges((tx, coreOrder) => syncOrderFromCore(tx, coreOrder, ORDER_TYPES));
}
