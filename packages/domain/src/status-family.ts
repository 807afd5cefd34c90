/**
 * Every status badge in the interface takes its colour from the family of its status, so that one
 * colour means one thing on every screen (000 §4 lists the statuses of payments, bulk files,
 * baskets, account changes and accounts; they share these families).
 */
export const STATUS_FAMILIES = ['draft', 'pending', 'success', 'danger', 'closed', 'info'] as const;
export type TStatusFamily = (typeof STATUS_FAMILIES)[number];

const FAMILY_OF_STATUS: Readonly<Record<string, TStatusFamily>> = {
  // Saved, not yet in anyone's hands.
  STORED: 'draft',
  ACCEPTED: 'draft',
  CREATED: 'draft',
  INITIATED: 'draft',
  // Waiting for a signature, the bank or a check.
  'FOR-AUTHORIZATION': 'pending',
  PARTIALLY_AUTHORIZED: 'pending',
  PARTIAL: 'pending',
  MANDATORY_SIGNEE_NEEDED: 'pending',
  'FTM-HOLD': 'pending',
  ARGOS_HOLD: 'pending',
  CONVERSION_IN_PROGRESS: 'pending',
  PROCESSING: 'pending',
  // Moving on its way: authorised, received, sent.
  'ORDER-PENDING': 'info',
  'ORDERED-PENDING': 'info',
  ORDERED: 'info',
  AUTHORIZED: 'info',
  SENT_TO_RECIPIENT_BANK: 'info',
  ALREADY_SIGNED: 'info',
  'FTM-UNSCORED': 'info',
  'FTM-APPROVED': 'info',
  CONVERSION_FINISHED: 'info',
  // Done.
  EXECUTED: 'success',
  // A basket signed in full: its payments go on as orders of their own.
  SIGNED: 'success',
  PROCESSED: 'success',
  ACTIVE: 'success',
  // Needs attention.
  REJECTED: 'danger',
  'FTM-DECLINED': 'danger',
  PROPAGATION_FAILED: 'danger',
  AUTH_FAILED: 'danger',
  AUTHORIZE_FAILED: 'danger',
  DELETE_FAILED: 'danger',
  REVOKE_FAILED: 'danger',
  PROCESSING_FAILED: 'danger',
  CONVERSION_FAILED: 'danger',
  PARTIALLY_PROCESSED: 'danger',
  CONVERSION_PARTIALLY: 'danger',
  BLOCKED: 'danger',
  // Ended without effect.
  REVOKED: 'closed',
  CANCELED: 'closed',
  EXPIRED: 'closed',
  DELETED: 'closed',
  CLOSED: 'closed',
};

/** The family of a status; a status this table does not know is shown as neutral information. */
export function getStatusFamily(status: string): TStatusFamily {
  return Object.hasOwn(FAMILY_OF_STATUS, status) ? (FAMILY_OF_STATUS[status] ?? 'info') : 'info';
}
