import type { TPain001IssueCode } from '../pain001-issues';

/**
 * The status of one transaction (TransactionIndividualStatus3Code in pain.002.001.03; the same
 * codes of the external list in .10), in the order a payment goes through them.
 */
export const PAIN002_TRANSACTION_STATUSES = [
  /** AcceptedTechnicalValidation: the file was read and passed the schema and content checks. */
  'ACTC',
  /** AcceptedCustomerProfile: the customer's profile (signatures, rights, limits) allows it. */
  'ACCP',
  /** AcceptedSettlementInProcess: accepted for execution, the debit is under way. */
  'ACSP',
  /** AcceptedSettlementCompleted: the debtor's account was debited. */
  'ACSC',
  /** Pending: waiting (a signature, the execution date, funds); another report follows. */
  'PDNG',
  /** Rejected: with the reason why. */
  'RJCT',
] as const;

export type TPain002TransactionStatus = (typeof PAIN002_TRANSACTION_STATUSES)[number];

/** A group's status is a transaction status or PART: some of its transactions were rejected. */
export type TPain002GroupStatus = TPain002TransactionStatus | 'PART';

/** How many transactions are in each status (NbOfTxsPerSts); a status left out has none. */
export type TPain002StatusCounts = Readonly<Partial<Record<TPain002TransactionStatus, number>>>;

/**
 * ExternalStatusReason1Code values this bank gives (ISO external code list). NARR carries its
 * words in AddtlInf, so a NARR reason must have additional information.
 */
export const PAIN002_REASON_CODES = [
  /** IncorrectAccountNumber. */
  'AC01',
  /** ClosedAccountNumber. */
  'AC04',
  /** BlockedAccount. */
  'AC06',
  /** TransactionForbidden (formerly NoAgreement): the account is not the customer's to use. */
  'AG01',
  /** NotAllowedCurrency. */
  'AM03',
  /** InsufficientFunds. */
  'AM04',
  /** Duplication. */
  'AM05',
  /** InvalidControlSum. */
  'AM10',
  /** InvalidNumberOfTransactions. */
  'AM18',
  /** ElementContentFormallyIncorrect: a text too short or with characters not allowed. */
  'CH16',
  /** InvalidDate. */
  'DT01',
  /** DuplicatePaymentInformationID. */
  'DU02',
  /** InvalidFileFormat: the file does not pass its schema. */
  'FF01',
  /** NotSpecifiedReasonAgentGenerated. */
  'MS03',
  /** Narrative: the reason is in AddtlInf. */
  'NARR',
  /** BankIdentifierIncorrect. */
  'RC01',
] as const;

export type TPain002ReasonCode = (typeof PAIN002_REASON_CODES)[number];

/**
 * The reason a rejected upload gives for each pain.001 issue, so the customer's system reads
 * the same rejection from the status report as the customer reads on screen.
 */
const REASON_BY_ISSUE: Readonly<Record<TPain001IssueCode, TPain002ReasonCode>> = {
  XSD_LENGTH: 'FF01',
  XSD_PATTERN: 'FF01',
  XSD_ENUMERATION: 'FF01',
  XSD_VALUE: 'FF01',
  XSD_MISSING_ELEMENT: 'FF01',
  XSD_UNEXPECTED_ELEMENT: 'FF01',
  XSD_OTHER: 'FF01',
  DUPLICATE_PAYMENT_INFORMATION_ID: 'DU02',
  CONTROL_SUM_MISMATCH: 'AM10',
  TRANSACTION_COUNT_MISMATCH: 'AM18',
  CREATION_DATE_IN_FUTURE: 'DT01',
  EXECUTION_DATE_OUT_OF_RANGE: 'DT01',
  CURRENCY_HRK: 'AM03',
  MIXED_CURRENCIES: 'AM03',
  MIXED_DATES: 'DT01',
  MIXED_DEBTOR_ACCOUNTS: 'FF01',
  REMITTANCE_TOO_SHORT: 'CH16',
  INVALID_CHARACTERS: 'CH16',
  DEBTOR_ACCOUNT_NOT_OWN: 'AG01',
};

export function getReasonForPain001Issue(code: TPain001IssueCode): TPain002ReasonCode {
  return REASON_BY_ISSUE[code];
}

/** The accepted statuses from least to most advanced: a group is as far as its slowest payment. */
const ACCEPTED_IN_ORDER = ['ACTC', 'ACCP', 'ACSP', 'ACSC'] as const;

export function countPain002Transactions(counts: TPain002StatusCounts): number {
  return PAIN002_TRANSACTION_STATUSES.reduce((total, status) => total + (counts[status] ?? 0), 0);
}

export function addPain002StatusCounts(
  left: TPain002StatusCounts,
  right: TPain002StatusCounts,
): TPain002StatusCounts {
  const sum: Partial<Record<TPain002TransactionStatus, number>> = {};
  for (const status of PAIN002_TRANSACTION_STATUSES) {
    const count = (left[status] ?? 0) + (right[status] ?? 0);
    if (count > 0) sum[status] = count;
  }
  return sum;
}

/**
 * A group's status from its transactions' (ISO usage): all rejected RJCT; some rejected PART;
 * any still waiting PDNG (another report will follow); otherwise accepted as far as the least
 * advanced transaction, so ACSC only when every transaction was executed. Undefined when no
 * transaction has a status: then the caller says the group's status itself.
 */
export function choosePain002GroupStatus(
  counts: TPain002StatusCounts,
): TPain002GroupStatus | undefined {
  const total = countPain002Transactions(counts);
  if (total === 0) return undefined;
  const rejected = counts.RJCT ?? 0;
  if (rejected === total) return 'RJCT';
  if (rejected > 0) return 'PART';
  if ((counts.PDNG ?? 0) > 0) return 'PDNG';
  return ACCEPTED_IN_ORDER.find((status) => (counts[status] ?? 0) > 0);
}
