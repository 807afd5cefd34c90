import { defineOrderVocabulary } from './order-lifecycle';

/**
 * SEPA bulk files (000 §2-§5, §7): an uploaded pain.001 whose payment-information blocks (groups)
 * debit the company's accounts. The file is an order of the kernel that holds its groups (the
 * GROUP signing rule, as a basket holds payments); each group is an order of its own under its
 * debit account's authorities, signed only with its file, and carries its payments as lines.
 */

export const BULK_PAYMENT_ORDER_TYPE = 'BULK_PAYMENT';
export const BULK_PAYMENT_GROUP_ORDER_TYPE = 'BULK_PAYMENT_GROUP';

/** BULK_MAX_TRANSACTIONS by default (issue 25): more refuses the whole file. */
export const BULK_MAX_TRANSACTIONS_DEFAULT = 100_000;

/** What a file shows of its issues at most; the count says how many there were in all. */
export const BULK_MAX_STORED_ISSUES = 1000;

/** 000 §4 "Bulk file", and EXPIRED: nobody signed it before its earliest execution date passed. */
export const BULK_PAYMENT_STATUSES = [
  'STORED',
  'PARTIALLY_AUTHORIZED',
  'AUTHORIZED',
  'PROCESSING',
  'PROCESSED',
  'PARTIALLY_PROCESSED',
  'PROCESSING_FAILED',
  'CONVERSION_IN_PROGRESS',
  'CONVERSION_FINISHED',
  'CONVERSION_PARTIALLY',
  'CONVERSION_FAILED',
  'EXPIRED',
  'DELETED',
] as const;
export type TBulkPaymentStatus = (typeof BULK_PAYMENT_STATUSES)[number];

/** The statuses the dashboard's pending count and the menu count (000 §9). */
export const BULK_PENDING_STATUSES = [
  'STORED',
  'PARTIALLY_AUTHORIZED',
] as const satisfies readonly TBulkPaymentStatus[];

const BANK_OUTCOMES = ['PROCESSED', 'PARTIALLY_PROCESSED', 'PROCESSING_FAILED'] as const;
const CONVERSION_OUTCOMES = [
  'CONVERSION_FINISHED',
  'CONVERSION_PARTIALLY',
  'CONVERSION_FAILED',
] as const;

/**
 * The file and each of its groups share the statuses: a file stands where its groups stand (all
 * processed, some, none). STORED has two exits: signatures, or conversion into single payments,
 * which the type itself starts (an own move, not the bank's).
 */
export const BULK_PAYMENT_VOCABULARY = /* @__PURE__ */ defineOrderVocabulary<TBulkPaymentStatus>({
  phases: {
    STORED: 'STORED',
    PARTIALLY_AUTHORIZED: 'PARTIALLY_SIGNED',
    AUTHORIZED: 'AUTHORIZED',
    PROCESSING: 'WITH_BANK',
    PROCESSED: 'DONE',
    PARTIALLY_PROCESSED: 'DONE',
    PROCESSING_FAILED: 'FAILED',
    // Converted, the file leaves the signing path unsigned, as an expired one does: its lines
    // go on as single payments, each signed on its own.
    CONVERSION_IN_PROGRESS: 'CANCELED',
    CONVERSION_FINISHED: 'CANCELED',
    CONVERSION_PARTIALLY: 'CANCELED',
    CONVERSION_FAILED: 'CANCELED',
    EXPIRED: 'CANCELED',
    DELETED: 'DELETED',
  },
  kernelStatuses: {
    STORED: 'STORED',
    PARTIALLY_SIGNED: 'PARTIALLY_AUTHORIZED',
    AUTHORIZED: 'AUTHORIZED',
    CANCELED: 'EXPIRED',
    DELETED: 'DELETED',
  },
  bankTransitions: {
    AUTHORIZED: ['PROCESSING', ...BANK_OUTCOMES],
    PROCESSING: BANK_OUTCOMES,
    CONVERSION_IN_PROGRESS: CONVERSION_OUTCOMES,
  },
  revocable: [],
});

/** How a payment line of a file stands: as read, executed or rejected by the bank, or converted. */
export const BULK_ITEM_STATUSES = ['STORED', 'EXECUTED', 'REJECTED', 'CONVERTED'] as const;
export type TBulkItemStatus = (typeof BULK_ITEM_STATUSES)[number];

/**
 * Where a file stands once its groups have gone their way: every group processed in full, some of
 * its payments rejected, or none executed. While any group is still with the bank, PROCESSING.
 */
export function summarizeBulkOutcome(
  groups: readonly TBulkPaymentStatus[],
): TBulkPaymentStatus | undefined {
  if (groups.length === 0) return undefined;
  if (groups.some((status) => status === 'PROCESSING' || status === 'AUTHORIZED'))
    return 'PROCESSING';
  if (groups.every((status) => status === 'PROCESSED')) return 'PROCESSED';
  if (groups.every((status) => status === 'PROCESSING_FAILED')) return 'PROCESSING_FAILED';
  return 'PARTIALLY_PROCESSED';
}
