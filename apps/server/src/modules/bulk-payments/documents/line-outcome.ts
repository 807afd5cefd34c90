import type { TBulkItemStatus, TErrorCode, TOrderPhase } from '@poslovno/domain';
import {
  CONTENT_ISSUE_CODES,
  getReasonForPain001Issue,
  XSD_ISSUE_CODES,
  type TPain001IssueCode,
  type TPain002ReasonCode,
  type TPain002TransactionStatus,
} from '@poslovno/iso20022';

/**
 * Where a payment line of a SEPA file stands, as its documents and its pain.002 report show it:
 * one reading for both, so the report and the XLSX never disagree.
 */
export const LINE_OUTCOME_KINDS = [
  'INVALID',
  'AWAITING_SIGNATURE',
  'WITH_BANK',
  'EXECUTED',
  'REJECTED',
  'EXPIRED',
  'CONVERTED',
] as const;
export type TLineOutcomeKind = (typeof LINE_OUTCOME_KINDS)[number];

/** What the file and the line's group say about a line beyond its own status. */
export interface TLineContext {
  filePhase: TOrderPhase;
  /** The file's own status: a conversion (CONVERSION_*) decides its lines instead of the bank. */
  fileStatus: string;
  /** A file with any error is never signed: every line of it is rejected (docs/decisions.md). */
  fileHasErrors: boolean;
  /** The group's order phase; null for a group that has no order (its account is not the company's). */
  groupPhase: TOrderPhase | null;
}

const WAITING: readonly TOrderPhase[] = ['STORED', 'PARTIALLY_SIGNED'];
const ENDED_UNSIGNED: readonly TOrderPhase[] = ['CANCELED', 'DELETED'];

export function readLineOutcomeKind(
  line: { status: TBulkItemStatus; hasIssues: boolean },
  context: TLineContext,
): TLineOutcomeKind {
  if (line.status !== 'STORED') return line.status;
  if (line.hasIssues || context.fileHasErrors || context.groupPhase === null) return 'INVALID';
  if (WAITING.includes(context.filePhase)) return 'AWAITING_SIGNATURE';
  if (ENDED_UNSIGNED.includes(context.filePhase)) return 'EXPIRED';
  // A line a finished conversion left behind was not converted: it will never be paid.
  if (context.fileStatus.startsWith('CONVERSION_'))
    return context.filePhase === 'WITH_BANK' ? 'WITH_BANK' : 'REJECTED';
  if (context.groupPhase === 'FAILED') return 'REJECTED';
  if (ENDED_UNSIGNED.includes(context.groupPhase)) return 'EXPIRED';
  return 'WITH_BANK';
}

/**
 * The pain.002 status of each outcome. A line of a clean file that waits for its signatures has
 * passed every check the bank makes before signing: ACTC, not PDNG (which promises a later
 * decision the customer cannot influence). Signed in full and not yet booked: ACCP (customer
 * profile, that is signatures and authority, accepted). A converted line left the file as an
 * accepted single payment: ACTC, with a note naming the payment.
 */
export const PAIN002_STATUS_OF: Readonly<Record<TLineOutcomeKind, TPain002TransactionStatus>> = {
  INVALID: 'RJCT',
  AWAITING_SIGNATURE: 'ACTC',
  WITH_BANK: 'ACCP',
  EXECUTED: 'ACSC',
  REJECTED: 'RJCT',
  EXPIRED: 'RJCT',
  CONVERTED: 'ACTC',
};

const ISSUE_CODES: ReadonlySet<string> = new Set([...XSD_ISSUE_CODES, ...CONTENT_ISSUE_CODES]);

function isPain001IssueCode(code: string): code is TPain001IssueCode {
  return ISSUE_CODES.has(code);
}

/** The reason code of an error of the file's content; one the reader no longer knows is narrated. */
export function getIssueReasonCode(code: string): TPain002ReasonCode {
  return isPain001IssueCode(code) ? getReasonForPain001Issue(code) : 'NARR';
}

/**
 * The ledger's reasons for a rejected line in ISO's words: no funds AM04; an account that is not
 * active AC06 (blocked, the ledger's SIRIUS_ACCOUNT_STATUS covers blocked and closed alike and a
 * closed account cannot be the file's debit account); every other reason narrated.
 */
export function getRejectionReasonCode(code: TErrorCode | null): TPain002ReasonCode {
  if (code === 'SIRIUS_INSUFFICIENT_FUNDS') return 'AM04';
  if (code === 'SIRIUS_ACCOUNT_STATUS') return 'AC06';
  return 'NARR';
}
