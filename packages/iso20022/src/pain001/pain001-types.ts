import type { TIsoDate } from '@poslovno/domain';
import type { TPain001Issue, TPain001Namespace } from '../pain001-issues';

/** The group header (GrpHdr) as written; counts and sums stay text, they are only compared. */
export interface TPain001Header {
  namespace: TPain001Namespace;
  messageId: string;
  creationDateTime: string;
  declaredCount: string | null;
  declaredControlSum: string | null;
  initiatingPartyName: string | null;
  /** Where GrpHdr starts (the root's start when the file has none). */
  line: number;
  column: number;
}

/** An element's place: its start tag's line and column, its path, and its text as written. */
export interface TPain001Place {
  line: number;
  column: number;
  path: string;
  xml: string;
}

/** One payment information block (PmtInf): a debtor account, a date, its transactions. */
export interface TPain001Group {
  /** 1-based, in file order. */
  index: number;
  pmtInfId: string;
  /** As in the file: .03 ReqdExctnDt, .09 ReqdExctnDt/Dt or the date part of ReqdExctnDt/DtTm. */
  executionDate: string;
  debtorName: string;
  debtorIban: string;
  /** Where DbtrAcct/Id/IBAN is written (an issue about the account points there), if it is. */
  debtorIbanPlace: TPain001Place | null;
  debtorAgentBic: string | null;
  declaredCount: string | null;
  declaredControlSum: string | null;
  transactionCount: number;
  /** The sum of its amounts in minor units (an unreadable amount counts 0). */
  totalMinor: bigint;
  /** The currency of its first transaction. */
  currency: string | null;
  line: number;
  column: number;
}

export interface TPain001Transaction {
  groupIndex: number;
  /** 1-based within its group. */
  index: number;
  instrId: string | null;
  endToEndId: string;
  /** In minor units of `currency`; 0 when the amount cannot be read in that currency. */
  amountMinor: bigint;
  /** The amount as written (trimmed), for what minor units cannot hold (an unknown currency). */
  amount: string;
  currency: string;
  creditorName: string;
  creditorIban: string | null;
  creditorBic: string | null;
  remittanceUnstructured: string | null;
  creditorReference: string | null;
  purposeCode: string | null;
  line: number;
  column: number;
}

export interface TPain001Summary {
  header: TPain001Header;
  groups: TPain001Group[];
  transactionCount: number;
  /** At most maxIssues, in the order of the file. */
  issues: TPain001Issue[];
  /** All issues found, also those beyond maxIssues. */
  issueCount: number;
}

export type TPain001RefusalReason = 'not-xml' | 'not-pain001' | 'too-many-transactions' | 'doctype';

/** The file is not read at all: it is not a pain.001 this bank takes, or it must not be parsed on. */
export class Pain001Refusal extends Error {
  readonly reason: TPain001RefusalReason;
  readonly line: number;
  readonly column: number;

  constructor(reason: TPain001RefusalReason, line: number, column: number, detail: string) {
    super(`${reason} at ${String(line)}:${String(column)}: ${detail}`);
    this.name = 'Pain001Refusal';
    this.reason = reason;
    this.line = line;
    this.column = column;
  }
}

export interface TReadPain001Options {
  now: Date;
  today: TIsoDate;
  maxTransactions: number;
  maxIssues: number;
  /** Transactions handed over at a time; 1000 unless given. */
  batchSize?: number;
  /** Awaited before reading on, so a slow consumer slows the reader instead of filling memory. */
  onTransactions(batch: readonly TPain001Transaction[]): Promise<void>;
}
