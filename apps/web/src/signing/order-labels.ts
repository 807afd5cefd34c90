import { DISPLAY_STATUSES } from '@poslovno/domain';
import type { TMessageKey } from '../i18n/messages';

/** The order types the app names; any other type the server lists reads as "order". */
const ORDER_TYPE_LABELS: ReadonlyMap<string, TMessageKey> = new Map<string, TMessageKey>([
  ['PAYMENT', 'orders.type.PAYMENT'],
  ['GDPR_CONSENT', 'orders.type.GDPR_CONSENT'],
  ['MOBILE_TOKEN_REACTIVATION', 'orders.type.MOBILE_TOKEN_REACTIVATION'],
  ['INSTANT_LIMIT', 'orders.type.INSTANT_LIMIT'],
  ['PAYMENT_CONFIRMATION', 'orders.type.PAYMENT_CONFIRMATION'],
  ['AUTHORITY_CHANGE', 'orders.type.AUTHORITY_CHANGE'],
  ['BASKET', 'orders.type.BASKET'],
  ['BULK_PAYMENT', 'orders.type.BULK_PAYMENT'],
]);

/** The catalogue key of an order type's name (area 'app'), with the general name as fallback. */
export function getOrderTypeLabelKey(orderType: string): TMessageKey {
  return ORDER_TYPE_LABELS.get(orderType) ?? 'orders.type.other';
}

/** The overviews' marks of a signing or deletion the server refused (000 §4). */
const OVERVIEW_MARKS = ['AUTH_FAILED', 'REVOKE_FAILED', 'DELETE_FAILED'] as const;

const STATUS_LABELS: ReadonlyMap<string, TMessageKey> = new Map(
  [...DISPLAY_STATUSES, ...OVERVIEW_MARKS].map((status) => [status, `orders.status.${status}`]),
);

/**
 * The catalogue key of a status the kernel shows for every order type (its display statuses and
 * the overviews' marks); undefined for a status only one order type names (001 §4), which that
 * type's own screens word.
 */
export function findOrderStatusLabelKey(status: string): TMessageKey | undefined {
  return STATUS_LABELS.get(status);
}
