/**
 * What is wrong in an uploaded pain.001 (000 §3, §5 "SEPA file"): each issue where it is in the
 * file (line, column, the element's path and XML) and what it is (a code with its values). The
 * code and values are the issue; the words are the catalogue's (contract, hr and en), so the same
 * stored issue reads in the language of whoever looks at it.
 */

/** The schema's complaints, one code a kind of facet or structure (never libxml2's English). */
export const XSD_ISSUE_CODES = [
  /** A value longer or shorter than its type allows: values element, min?, max?, actual. */
  'XSD_LENGTH',
  /** A value that does not match its type's pattern (an IBAN, a BIC, a code): element, value. */
  'XSD_PATTERN',
  /** A value outside its type's list (a code list): element, value, allowed. */
  'XSD_ENUMERATION',
  /** A number or date its type cannot read, or out of its range, or too many digits: element, value. */
  'XSD_VALUE',
  /** A required element is not there: element (the parent), expected. */
  'XSD_MISSING_ELEMENT',
  /** An element where the schema does not allow it: element, expected (may be empty). */
  'XSD_UNEXPECTED_ELEMENT',
  /** Text or an attribute the schema does not allow: element. */
  'XSD_OTHER',
] as const;

/** The checks of the content (000 §5) that a valid file can still fail; the file is stored with them. */
export const CONTENT_ISSUE_CODES = [
  /** Two groups with one PmtInfId: pmtInfId. */
  'DUPLICATE_PAYMENT_INFORMATION_ID',
  /** The file's or a group's CtrlSum differs from the sum of its amounts: declared, actual. */
  'CONTROL_SUM_MISMATCH',
  /** The file's or a group's NbOfTxs differs from the count of its transactions: declared, actual. */
  'TRANSACTION_COUNT_MISMATCH',
  /** CreDtTm after now: value. */
  'CREATION_DATE_IN_FUTURE',
  /** ReqdExctnDt before today or after the end of next year: value, lastDate. */
  'EXECUTION_DATE_OUT_OF_RANGE',
  /** An amount in HRK (the euro replaced it): currency. */
  'CURRENCY_HRK',
  /** A group whose amounts are in more than one currency: currency, groupCurrency. */
  'MIXED_CURRENCIES',
  /** A group whose transactions differ in date or debtor account (national variants): value. */
  'MIXED_DATES',
  'MIXED_DEBTOR_ACCOUNTS',
  /** Remittance information shorter than 4 characters: value. */
  'REMITTANCE_TOO_SHORT',
  /** A character outside the allowed set: element, character. */
  'INVALID_CHARACTERS',
  /** The group's debtor IBAN is not an account of the company (checked by the server): iban. */
  'DEBTOR_ACCOUNT_NOT_OWN',
] as const;

export type TXsdIssueCode = (typeof XSD_ISSUE_CODES)[number];
export type TContentIssueCode = (typeof CONTENT_ISSUE_CODES)[number];
export type TPain001IssueCode = TXsdIssueCode | TContentIssueCode;

export interface TPain001Issue {
  code: TPain001IssueCode;
  /** The values its message names (see each code). */
  values: Readonly<Record<string, string | number>>;
  /** 1-based, in the file as uploaded (after a BOM, if any, is skipped: the BOM is not a column). */
  line: number;
  /** 1-based, in characters (code points) of its line, where the element's start tag begins. */
  column: number;
  /** The element's path with positions: /Document/CstmrCdtTrfInitn/PmtInf[2]/CdtTrfTxInf[17]/Amt. */
  path: string;
  /** The element as written in the file (000 §3 errorXml), cut at ERROR_XML_MAX_CHARS. */
  xml: string;
  /** The group (PmtInf, 1-based) it is in, if any, and that group's PmtInfId when it has one. */
  groupIndex?: number;
  pmtInfId?: string;
  /** The transaction (CdtTrfTxInf, 1-based within its group) it is in, if any, and its InstrId. */
  transactionIndex?: number;
  instrId?: string;
}

/** errorXml is for finding the place, not for carrying the file: at most this much of the element. */
export const ERROR_XML_MAX_CHARS = 500;

/** The namespaces read as a version, the national variants mapped to the base schema. */
export const PAIN001_VERSIONS = ['pain.001.001.03', 'pain.001.001.09'] as const;
export type TPain001Version = (typeof PAIN001_VERSIONS)[number];

/**
 * National variants carry their own namespace over the same structure (the Croatian SCTHR
 * `urn:iso:std:iso:20022:tech:xsd:scthr:pain.001.001.03`, the Swiss SIX one): each known one is
 * read, and validated, as the base version it restricts.
 */
const ISO_NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:(?:([a-z]+):)?(pain\.001\.001\.0[39])$/;
const SWISS_NAMESPACE = 'http://www.six-interbank-clearing.com/de/pain.001.001.03.ch.02.xsd';

export interface TPain001Namespace {
  version: TPain001Version;
  /** The variant's prefix (scthr for the Croatian one, ch for the Swiss), none for the base. */
  variant: string | null;
}

/** The version a root namespace stands for, or undefined for one this bank does not read. */
export function readPain001Namespace(namespace: string): TPain001Namespace | undefined {
  if (namespace === SWISS_NAMESPACE) return { version: 'pain.001.001.03', variant: 'ch' };
  const match = ISO_NAMESPACE.exec(namespace);
  if (!match) return undefined;
  return { version: match[2] as TPain001Version, variant: match[1] ?? null };
}

/** The Croatian variant carries Č Ć Đ Š Ž in its text; other files keep to the EPC SEPA Latin set. */
export function allowsCroatianLetters(namespace: TPain001Namespace): boolean {
  return namespace.variant === 'scthr';
}
