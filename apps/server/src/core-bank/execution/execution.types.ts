import type { TErrorCode, TIsoDate, TPaymentChannel, TUrgency } from '@poslovno/domain';
import type { TClock } from '../../platform/clock';
import type { TDb } from '../../platform/db/database';
import type { TJobSender } from '../../platform/jobs/job-runner';

/** 000 §4: the statuses an order has in the core, from received to its end. */
export const ORDER_STATUSES = [
  'ORDERED',
  'SENT_TO_RECIPIENT_BANK',
  'EXECUTED',
  'REJECTED',
  'REVOKED',
] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

/** 000 §4 fraud-check states (FTM). */
export const FRAUD_STATUSES = ['FTM-HOLD', 'FTM-DECLINED', 'FTM-APPROVED', 'FTM-UNSCORED'] as const;
export type TFraudStatus = (typeof FRAUD_STATUSES)[number];

/** The creditor's account is at this bank (booked on both sides here) or elsewhere (clearing). */
export type TOrderRoute = 'INTERNAL' | 'CLEARING';

/** A signed payment handed to the core to execute (the payments module calls this). */
export interface TCoreOrderRequest {
  companyId: string;
  debtorAccountId: string;
  /** The payee's IBAN; abroad, where a country has no IBAN, its account number. */
  creditor: { iban: string; name: string };
  /** In the debtor account's currency. */
  amountMinor: bigint;
  currency: string;
  urgency: TUrgency;
  requestedExecutionDate: TIsoDate;
  description: string;
  /** "HR01 1234-56": model and number, as postings show them. */
  debtorReference?: string;
  creditorReference?: string;
  endToEndId?: string;
  /** The middleware's payment id. */
  sourceReference: string;
  /** A retry with the same key and request answers the first order; another request is refused. */
  idempotencyKey: string;
}

export interface TCoreOrder {
  id: string;
  companyId: string;
  debtorAccountId: string;
  creditor: { iban: string; name: string };
  amountMinor: bigint;
  currency: string;
  urgency: TUrgency;
  route: TOrderRoute;
  channel: TPaymentChannel;
  requestedExecutionDate: TIsoDate;
  /** The date the rules gave; the day it really ran when that was later. */
  executionDate: TIsoDate;
  description: string;
  debtorReference: string | null;
  creditorReference: string | null;
  endToEndId: string | null;
  sourceReference: string;
  status: TOrderStatus;
  fraudStatus: TFraudStatus | null;
  /** A SIRIUS_* reason (000 §8) on a rejected order; none when the fraud check declined it. */
  rejectionCode: TErrorCode | null;
  /** By the tariff, in the debtor account's currency. */
  feeMinor: bigint;
  feeCurrency: string;
  reservationId: string | null;
  paymentBookingId: string | null;
  feeBookingId: string | null;
  returnBookingId: string | null;
  createdAt: Date;
  updatedAt: Date;
  executedAt: Date | null;
}

export interface TSubmitReceipt {
  order: TCoreOrder;
  /** The key had been used for this request: the stored order is the first answer again. */
  isReplay: boolean;
}

/**
 * Delays of the simulated outside world, real time (the job system's): how long the recipient
 * bank takes to answer through clearing and the fraud analyst to review a held order.
 */
export interface TExecutionTimings {
  clearingAnswerDelayMs: Readonly<Record<TUrgency, number>>;
  fraudReviewDelayMs: number;
}

export const DEFAULT_EXECUTION_TIMINGS: TExecutionTimings = {
  clearingAnswerDelayMs: { NORMAL: 60_000, URGENT: 20_000, INSTANT: 2_000 },
  fraudReviewDelayMs: 30_000,
};

export interface TExecutionDeps {
  db: TDb;
  clock: TClock;
  jobs: TJobSender;
  timings?: TExecutionTimings;
}

/** Short delays of the simulated outside world, for tests with a working engine (TEST_FAST_EXECUTION). */
export const FAST_EXECUTION_TIMINGS: TExecutionTimings = {
  clearingAnswerDelayMs: { NORMAL: 300, URGENT: 200, INSTANT: 100 },
  fraudReviewDelayMs: 200,
};
