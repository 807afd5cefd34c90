import type { hrOrders } from '../hr/orders';

/** Orders of every type: their statuses and the names of the order types. */
export const enOrders: Record<keyof typeof hrOrders, string> = {
  'orders.status.STORED': 'Saved',
  'orders.status.FOR-AUTHORIZATION': 'For authorisation',
  'orders.status.ORDER-PENDING': 'Authorised',
  'orders.status.ORDERED': 'Received',
  'orders.status.SENT_TO_RECIPIENT_BANK': "Sent to the payee's bank",
  'orders.status.EXECUTED': 'Executed',
  'orders.status.REJECTED': 'Rejected',
  'orders.status.REVOKED': 'Revoked',
  'orders.status.CANCELED': 'Cancelled',
  'orders.status.DELETED': 'Deleted',
  'orders.status.PARTIALLY_AUTHORIZED': 'Partially authorised',
  'orders.status.MANDATORY_SIGNEE_NEEDED': 'Waiting for the mandatory signee',
  'orders.status.ALREADY_SIGNED': 'Signed by you',
  'orders.status.PROPAGATION_FAILED': 'Authorised, not yet handed over',
  'orders.status.FTM-HOLD': 'Extra check in progress',
  'orders.status.FTM-DECLINED': 'Declined in the check',
  'orders.status.DELETE_FAILED': 'Not deleted',
  'orders.status.AUTH_FAILED': 'Authorisation failed',
  'orders.status.REVOKE_FAILED': 'Revocation failed',
  'orders.status.awaitingSignature': 'Awaiting signature',
  'orders.type.PAYMENT': 'Payment',
  'orders.type.INSTANT_LIMIT': 'Instant payment limit change request',
  'orders.type.PAYMENT_CONFIRMATION': 'Request for payment execution confirmations',
  'orders.type.other': 'Order',
};
