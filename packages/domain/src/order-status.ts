import type { TErrorCode } from './error-codes';
import {
  defineOrderVocabulary,
  isFinalOrderState,
  isOrderActionAllowed,
  isOrderTransitionAllowed,
  type TOrderAction,
} from './order-lifecycle';

/**
 * The order lifecycle every order type shares (DESIGN.md §4; 000 §4): saved, signed in part,
 * authorised and handed to the core, then the core's own statuses to the end. A payment is the
 * first order type; bulk files, baskets and the financing orders reuse the same machine.
 *
 * STORED is "saved" (000 §4 STORED/ACCEPTED); FOR-AUTHORIZATION is signed by somebody and waiting
 * for a further signature (its validation says which: PARTIALLY_AUTHORIZED or
 * MANDATORY_SIGNEE_NEEDED); ORDER-PENDING is authorised in full and being handed to the core
 * (000 §4 ORDER-PENDING/ORDERED-PENDING), with PROPAGATION_FAILED while the core cannot take it;
 * ORDERED onwards are the core's.
 */
export const ORDER_STATUSES = [
  'STORED',
  'FOR-AUTHORIZATION',
  'ORDER-PENDING',
  'ORDERED',
  'SENT_TO_RECIPIENT_BANK',
  'EXECUTED',
  'REJECTED',
  'REVOKED',
  'CANCELED',
  'DELETED',
] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The payment's statuses over the kernel's phases (order-lifecycle.ts): the order type every other
 * type was generalised from, its names kept as 000 §4 gives them.
 */
export const PAYMENT_VOCABULARY = defineOrderVocabulary<TOrderStatus>({
  phases: {
    STORED: 'STORED',
    'FOR-AUTHORIZATION': 'PARTIALLY_SIGNED',
    'ORDER-PENDING': 'AUTHORIZED',
    ORDERED: 'WITH_BANK',
    SENT_TO_RECIPIENT_BANK: 'WITH_BANK',
    EXECUTED: 'DONE',
    REJECTED: 'FAILED',
    REVOKED: 'REVOKED',
    CANCELED: 'CANCELED',
    DELETED: 'DELETED',
  },
  kernelStatuses: {
    STORED: 'STORED',
    PARTIALLY_SIGNED: 'FOR-AUTHORIZATION',
    AUTHORIZED: 'ORDER-PENDING',
    DELETED: 'DELETED',
    CANCELED: 'CANCELED',
    REVOKED: 'REVOKED',
  },
  bankTransitions: {
    'ORDER-PENDING': ['ORDERED', 'REJECTED', 'EXECUTED', 'SENT_TO_RECIPIENT_BANK'],
    ORDERED: ['ORDERED', 'SENT_TO_RECIPIENT_BANK', 'EXECUTED', 'REJECTED'],
    SENT_TO_RECIPIENT_BANK: ['EXECUTED', 'REJECTED'],
  },
  // An authorised order not yet executed: the core gives its reservation back.
  revocable: ['ORDER-PENDING', 'ORDERED'],
});

export function isActionAllowed(status: TOrderStatus, action: TOrderAction): boolean {
  return isOrderActionAllowed(PAYMENT_VOCABULARY, status, action);
}

export function isTransitionAllowed(from: TOrderStatus, to: TOrderStatus): boolean {
  return isOrderTransitionAllowed(PAYMENT_VOCABULARY, from, to);
}

/** An order that can change no more. */
export function isFinalOrderStatus(status: TOrderStatus): boolean {
  return isFinalOrderState(PAYMENT_VOCABULARY, status);
}

/** 000 §4 filter groups of the payments overview, each a set of statuses. */
export const ORDER_STATUS_GROUPS = {
  UNAUTHORIZED: ['STORED'],
  FOR_AUTHORIZATION: ['FOR-AUTHORIZATION'],
  AUTHORIZED: ['ORDER-PENDING'],
  WAITING_EXECUTION: ['ORDERED'],
  SENT_TO_OTHER_BANK: ['SENT_TO_RECIPIENT_BANK'],
  EXECUTED: ['EXECUTED'],
  NOT_EXECUTED: ['REVOKED'],
  REJECTED: ['REJECTED'],
  CANCELLED: ['CANCELED'],
} as const satisfies Record<string, readonly TOrderStatus[]>;
export type TOrderStatusGroup = keyof typeof ORDER_STATUS_GROUPS;
export const ORDER_STATUS_GROUP_NAMES = [
  'UNAUTHORIZED',
  'FOR_AUTHORIZATION',
  'AUTHORIZED',
  'WAITING_EXECUTION',
  'SENT_TO_OTHER_BANK',
  'EXECUTED',
  'NOT_EXECUTED',
  'REJECTED',
  'CANCELLED',
] as const satisfies readonly TOrderStatusGroup[];

export function listStatusesOfGroups(groups: readonly TOrderStatusGroup[]): TOrderStatus[] {
  return [...new Set(groups.flatMap((group) => ORDER_STATUS_GROUPS[group]))];
}

/** 000 §4 fraud-check states the core reports on an order. */
export const FRAUD_CHECK_STATUSES = [
  'FTM-HOLD',
  'FTM-DECLINED',
  'FTM-APPROVED',
  'FTM-UNSCORED',
] as const;
export type TFraudCheckStatus = (typeof FRAUD_CHECK_STATUSES)[number];

/** The status a list shows: the stored one, refined as 000 §4 describes. */
export const DISPLAY_STATUSES = [
  ...ORDER_STATUSES,
  'PARTIALLY_AUTHORIZED',
  'MANDATORY_SIGNEE_NEEDED',
  'ALREADY_SIGNED',
  'PROPAGATION_FAILED',
  'FTM-HOLD',
  'FTM-DECLINED',
] as const;
export type TDisplayStatus = (typeof DISPLAY_STATUSES)[number];

export interface TOrderStatusView {
  status: TOrderStatus;
  /** The codes stored with the status: PARTIALLY_AUTHORIZED, MANDATORY_SIGNEE_NEEDED, PROPAGATION_FAILED, a rejection reason. */
  statusCodes: readonly TErrorCode[];
  fraudStatus: TFraudCheckStatus | null;
  /** Whether the person looking has signed it already. */
  isSignedByViewer: boolean;
}

/**
 * 000 §4: an order still waiting shows why (the viewer's own signature first, then the signature
 * it needs), an authorised one that the core has not taken shows PROPAGATION_FAILED, and one the
 * fraud check holds or declined shows that.
 */
export function getDisplayStatus(view: TOrderStatusView): TDisplayStatus {
  if (view.status === 'STORED' || view.status === 'FOR-AUTHORIZATION') {
    if (view.isSignedByViewer) return 'ALREADY_SIGNED';
    if (view.statusCodes.includes('MANDATORY_SIGNEE_NEEDED')) return 'MANDATORY_SIGNEE_NEEDED';
    if (view.statusCodes.includes('PARTIALLY_AUTHORIZED')) return 'PARTIALLY_AUTHORIZED';
    return view.status;
  }
  if (view.status === 'ORDER-PENDING' && view.statusCodes.includes('PROPAGATION_FAILED'))
    return 'PROPAGATION_FAILED';
  if (view.status === 'ORDERED' && view.fraudStatus === 'FTM-HOLD') return 'FTM-HOLD';
  if (view.status === 'REJECTED' && view.fraudStatus === 'FTM-DECLINED') return 'FTM-DECLINED';
  return view.status;
}

/**
 * 000 §4: an order needs attention when it was rejected or declined, waits for a signature it
 * cannot get by itself (partial authorisation, mandatory signee), or was authorised but not
 * handed to the core; ARGOS_HOLD of the spec is the fraud check's hold (FTM-HOLD) here.
 */
export function needsAttention(view: Omit<TOrderStatusView, 'isSignedByViewer'>): boolean {
  const display = getDisplayStatus({ ...view, isSignedByViewer: false });
  return (
    display === 'REJECTED' ||
    display === 'FTM-DECLINED' ||
    display === 'FTM-HOLD' ||
    display === 'PARTIALLY_AUTHORIZED' ||
    display === 'MANDATORY_SIGNEE_NEEDED' ||
    display === 'PROPAGATION_FAILED'
  );
}
