import type { Writable } from 'node:stream';
import {
  assert,
  formatMinorAsDecimal,
  isIsoDate,
  isKnownCurrency,
  type TIsoDate,
} from '@poslovno/domain';
import type { TPain001Version } from '../pain001-issues';
import { writeText } from '../stream-text';
import { escapeXmlText, fitMaxText, groupElement, textElement } from '../xml-text';
import {
  addPain002StatusCounts,
  choosePain002GroupStatus,
  countPain002Transactions,
  PAIN002_TRANSACTION_STATUSES,
  type TPain002GroupStatus,
  type TPain002ReasonCode,
  type TPain002StatusCounts,
  type TPain002TransactionStatus,
} from './pain002-status';

export type TPain002Version = 'pain.002.001.03' | 'pain.002.001.10';

/** The bank answers a file in the status report of the file's own generation. */
export const PAIN002_VERSION_FOR: Readonly<Record<TPain001Version, TPain002Version>> = {
  'pain.001.001.03': 'pain.002.001.03',
  'pain.001.001.09': 'pain.002.001.10',
};

/**
 * A CtrlSum is a plain decimal over the amounts of the file or group; it is kept in minor units
 * of the currency whose decimals it is written with (the file's currency, EUR for SEPA).
 */
export interface TPain002ControlSum {
  amountMinor: bigint;
  currency: string;
}

/** StsRsnInf: a code, and AddtlInf lines (each cut at 105 characters); NARR needs the lines. */
export interface TPain002Reason {
  code: TPain002ReasonCode;
  additionalInfo?: readonly string[];
}

export interface TPain002OriginalMessage {
  /** The pain.001's MsgId (NOTPROVIDED when the file had none that could be read). */
  messageId: string;
  version: TPain001Version;
  createdAt?: Date | null;
  numberOfTransactions?: number | null;
  controlSum?: TPain002ControlSum | null;
}

/** One OrgnlPmtInfAndSts: a PmtInf group of the original file. */
export interface TPain002PaymentInformation {
  originalId: string;
  originalNumberOfTransactions?: number | null;
  originalControlSum?: TPain002ControlSum | null;
  /**
   * Every transaction of the group by status. The listed transactions are some or all of them
   * (a bank often lists only the rejected ones), never more than counted here.
   */
  countsByStatus?: TPain002StatusCounts;
  /** Needed only when nothing is counted; otherwise it must be choosePain002GroupStatus(counts). */
  status?: TPain002GroupStatus | null;
  reasons?: readonly TPain002Reason[];
}

export interface TPain002Report {
  /** Max35Text, unique per message. */
  messageId: string;
  createdAt: Date;
  /** The bank: the initiating party of the report and the debtor agent of the payments. */
  bank: { bic: string; name?: string | null };
  original: TPain002OriginalMessage;
  /**
   * Needed only when no group counts anything (a file rejected or received as a whole);
   * otherwise it must be choosePain002GroupStatus of the groups' counts added up.
   */
  status?: TPain002GroupStatus | null;
  reasons?: readonly TPain002Reason[];
  paymentInformations: readonly TPain002PaymentInformation[];
}

/** A party of the original transaction: its name and account (an IBAN, or another id). */
export interface TPain002Party {
  name?: string | null;
  account?: string | null;
}

/** OrgnlTxRef: enough of the original for the customer to recognise the payment. */
export interface TPain002OriginalTransaction {
  amountMinor: bigint;
  currency: string;
  requestedExecutionDate?: TIsoDate | null;
  debtor?: TPain002Party | null;
  creditor?: TPain002Party | null;
}

/** One TxInfAndSts. */
export interface TPain002Transaction {
  /** Which entry of report.paymentInformations it belongs to; transactions come in that order. */
  paymentInformationIndex: number;
  /** The bank's id of this status (StsId). */
  statusId?: string | null;
  originalInstructionId?: string | null;
  originalEndToEndId: string;
  status: TPain002TransactionStatus;
  /** At least one for RJCT. */
  reasons?: readonly TPain002Reason[];
  acceptedAt?: Date | null;
  original?: TPain002OriginalTransaction | null;
}

/** What differs between the two generations for the elements this writer uses. */
interface TDialect {
  namespace: string;
  bicElement: 'BIC' | 'BICFI';
  orgBicElement: 'BICOrBEI' | 'AnyBIC';
  bicPattern: RegExp;
  /** .10 wraps a party in Pty (Party40Choice) and a date in Dt (DateAndDateTime2Choice). */
  wrapParty: (party: string) => string;
  wrapDate: (date: TIsoDate) => string;
}

const DIALECTS: Readonly<Record<TPain002Version, TDialect>> = {
  'pain.002.001.03': {
    namespace: 'urn:iso:std:iso:20022:tech:xsd:pain.002.001.03',
    bicElement: 'BIC',
    orgBicElement: 'BICOrBEI',
    bicPattern: /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/,
    wrapParty: (party) => party,
    wrapDate: (date) => date,
  },
  'pain.002.001.10': {
    namespace: 'urn:iso:std:iso:20022:tech:xsd:pain.002.001.10',
    bicElement: 'BICFI',
    orgBicElement: 'AnyBIC',
    bicPattern: /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/,
    wrapParty: (party) => groupElement('Pty', party),
    wrapDate: (date) => `<Dt>${date}</Dt>`,
  },
};

const IBAN_PATTERN = /^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{1,30}$/;
const MAX_15_NUMERIC = 999_999_999_999_999;

function requireMaxText(text: string, maxLength: number, what: string): string {
  const fitted = fitMaxText(text, maxLength);
  assert(
    fitted !== undefined && fitted === text.trim(),
    `${what} must be 1..${maxLength} characters`,
  );
  return fitted;
}

function assertCurrency(currency: string): void {
  assert(/^[A-Z]{3}$/.test(currency) && isKnownCurrency(currency), `currency ${currency}`);
}

function assertCount(count: number, what: string): void {
  assert(Number.isSafeInteger(count) && count >= 0 && count <= MAX_15_NUMERIC, `${what} ${count}`);
}

function writeCount(name: string, count: number | null | undefined): string {
  if (count === null || count === undefined) return '';
  assertCount(count, name);
  return `<${name}>${count}</${name}>`;
}

function writeControlSum(controlSum: TPain002ControlSum | null | undefined): string {
  if (!controlSum) return '';
  assertCurrency(controlSum.currency);
  assert(controlSum.amountMinor >= 0n, 'a control sum is not negative');
  return `<OrgnlCtrlSum>${formatMinorAsDecimal(controlSum.amountMinor, controlSum.currency)}</OrgnlCtrlSum>`;
}

function writeReason(reason: TPain002Reason): string {
  const lines = (reason.additionalInfo ?? []).map((line) =>
    textElement('AddtlInf', fitMaxText(line, 105)),
  );
  assert(
    reason.code !== 'NARR' || lines.some((line) => line !== ''),
    'a NARR reason carries its words in AddtlInf',
  );
  return `<StsRsnInf><Rsn><Cd>${reason.code}</Cd></Rsn>${lines.join('')}</StsRsnInf>`;
}

function writeReasons(reasons: readonly TPain002Reason[] | undefined): string {
  return (reasons ?? []).map(writeReason).join('');
}

/** NbOfTxsPerSts, one per status that has transactions, in the order a payment goes. */
function writeCountsByStatus(counts: TPain002StatusCounts): string {
  return PAIN002_TRANSACTION_STATUSES.map((status) => {
    const count = counts[status] ?? 0;
    assertCount(count, `the count of ${status}`);
    return count === 0
      ? ''
      : `<NbOfTxsPerSts><DtldNbOfTxs>${count}</DtldNbOfTxs><DtldSts>${status}</DtldSts></NbOfTxsPerSts>`;
  }).join('');
}

/**
 * The status written for a level: the one its counts give, or, when nothing is counted, the one
 * the caller gives. A contradiction (ACSC over rejected payments) is a programmer error.
 */
function resolveGroupStatus(
  given: TPain002GroupStatus | null | undefined,
  counts: TPain002StatusCounts,
  reasons: readonly TPain002Reason[] | undefined,
  what: string,
): TPain002GroupStatus | undefined {
  const chosen = choosePain002GroupStatus(counts);
  assert(
    given === null || given === undefined || chosen === undefined || given === chosen,
    `${what} status ${given ?? ''} contradicts its counts (${chosen ?? ''})`,
  );
  const status = chosen ?? given ?? undefined;
  assert(
    status !== 'RJCT' || chosen !== undefined || (reasons ?? []).length > 0,
    `a rejected ${what} with no transactions counted says why`,
  );
  return status;
}

function sumCounts(report: TPain002Report): TPain002StatusCounts {
  return report.paymentInformations.reduce<TPain002StatusCounts>(
    (sum, group) => addPain002StatusCounts(sum, group.countsByStatus ?? {}),
    {},
  );
}

function assertGroupCounts(group: TPain002PaymentInformation): void {
  const counted = countPain002Transactions(group.countsByStatus ?? {});
  const declared = group.originalNumberOfTransactions;
  assert(
    counted === 0 || declared === null || declared === undefined || counted === declared,
    `the statuses of group ${group.originalId} count ${counted} transactions, the group has ${declared ?? ''}`,
  );
}

function writeHeader(report: TPain002Report, dialect: TDialect): string {
  const { bic } = report.bank;
  assert(dialect.bicPattern.test(bic), `the bank's BIC ${bic}`);
  const name = textElement('Nm', fitMaxText(report.bank.name, 140));
  return (
    `<GrpHdr><MsgId>${escapeXmlText(report.messageId.trim())}</MsgId><CreDtTm>${report.createdAt.toISOString()}</CreDtTm>` +
    `<InitgPty>${name}<Id><OrgId><${dialect.orgBicElement}>${bic}</${dialect.orgBicElement}></OrgId></Id></InitgPty>` +
    `<DbtrAgt><FinInstnId><${dialect.bicElement}>${bic}</${dialect.bicElement}></FinInstnId></DbtrAgt></GrpHdr>\n`
  );
}

function writeOriginalGroup(report: TPain002Report): string {
  const { original } = report;
  const counts = sumCounts(report);
  const status = resolveGroupStatus(report.status, counts, report.reasons, 'message');
  return (
    `<OrgnlGrpInfAndSts><OrgnlMsgId>${escapeXmlText(original.messageId.trim())}</OrgnlMsgId>` +
    `<OrgnlMsgNmId>${original.version}</OrgnlMsgNmId>` +
    (original.createdAt ? `<OrgnlCreDtTm>${original.createdAt.toISOString()}</OrgnlCreDtTm>` : '') +
    writeCount('OrgnlNbOfTxs', original.numberOfTransactions) +
    writeControlSum(original.controlSum) +
    (status ? `<GrpSts>${status}</GrpSts>` : '') +
    writeReasons(report.reasons) +
    writeCountsByStatus(counts) +
    '</OrgnlGrpInfAndSts>\n'
  );
}

function openPaymentInformation(group: TPain002PaymentInformation): string {
  const counts = group.countsByStatus ?? {};
  const what = `payment information ${group.originalId}`;
  const status = resolveGroupStatus(group.status, counts, group.reasons, what);
  return (
    `<OrgnlPmtInfAndSts><OrgnlPmtInfId>${escapeXmlText(group.originalId.trim())}</OrgnlPmtInfId>` +
    writeCount('OrgnlNbOfTxs', group.originalNumberOfTransactions) +
    writeControlSum(group.originalControlSum) +
    (status ? `<PmtInfSts>${status}</PmtInfSts>` : '') +
    writeReasons(group.reasons) +
    writeCountsByStatus(counts) +
    '\n'
  );
}

/** An account of a party: IBAN when it is one, otherwise the identification it was given. */
function writeAccount(name: string, account: string | null | undefined): string {
  const compact = fitMaxText(account?.replace(/\s+/g, ''), 34);
  if (compact === undefined) return '';
  const id = IBAN_PATTERN.test(compact)
    ? `<IBAN>${compact}</IBAN>`
    : `<Othr>${textElement('Id', compact)}</Othr>`;
  return `<${name}><Id>${id}</Id></${name}>`;
}

function writeParty(
  role: 'Dbtr' | 'Cdtr',
  party: TPain002Party | null | undefined,
  dialect: TDialect,
): string {
  const name = textElement('Nm', fitMaxText(party?.name, 140));
  return groupElement(role, dialect.wrapParty(name)) + writeAccount(`${role}Acct`, party?.account);
}

function writeOriginalTransaction(
  original: TPain002OriginalTransaction | null | undefined,
  dialect: TDialect,
): string {
  if (!original) return '';
  assertCurrency(original.currency);
  assert(original.amountMinor >= 0n, 'an instructed amount is not negative');
  const date = original.requestedExecutionDate;
  assert(date === null || date === undefined || isIsoDate(date), `execution date ${date ?? ''}`);
  return (
    `<OrgnlTxRef><Amt><InstdAmt Ccy="${original.currency}">${formatMinorAsDecimal(original.amountMinor, original.currency)}</InstdAmt></Amt>` +
    (date ? `<ReqdExctnDt>${dialect.wrapDate(date)}</ReqdExctnDt>` : '') +
    writeParty('Dbtr', original.debtor, dialect) +
    writeParty('Cdtr', original.creditor, dialect) +
    '</OrgnlTxRef>'
  );
}

function writeTransaction(transaction: TPain002Transaction, dialect: TDialect): string {
  assert(
    transaction.status !== 'RJCT' || (transaction.reasons ?? []).length > 0,
    `the rejection of ${transaction.originalEndToEndId} says why`,
  );
  const endToEndId = requireMaxText(transaction.originalEndToEndId, 35, 'OrgnlEndToEndId');
  const acceptedAt = transaction.acceptedAt;
  return (
    `<TxInfAndSts>${textElement('StsId', fitMaxText(transaction.statusId, 35))}` +
    textElement('OrgnlInstrId', fitMaxText(transaction.originalInstructionId, 35)) +
    `${textElement('OrgnlEndToEndId', endToEndId)}<TxSts>${transaction.status}</TxSts>` +
    writeReasons(transaction.reasons) +
    (acceptedAt ? `<AccptncDtTm>${acceptedAt.toISOString()}</AccptncDtTm>` : '') +
    writeOriginalTransaction(transaction.original, dialect) +
    '</TxInfAndSts>\n'
  );
}

function assertReport(report: TPain002Report): void {
  requireMaxText(report.messageId, 35, 'MsgId');
  requireMaxText(report.original.messageId, 35, 'OrgnlMsgId');
  for (const group of report.paymentInformations) {
    requireMaxText(group.originalId, 35, 'OrgnlPmtInfId');
    assertGroupCounts(group);
  }
}

type TListedCounts = Partial<Record<TPain002TransactionStatus, number>>;

/** The listed transactions are some of those counted: more of a status than counted is a bug. */
function assertListedWithinCounts(group: TPain002PaymentInformation, listed: TListedCounts): void {
  for (const status of PAIN002_TRANSACTION_STATUSES) {
    const counted = group.countsByStatus?.[status] ?? 0;
    assert(
      (listed[status] ?? 0) <= counted,
      `group ${group.originalId} lists ${listed[status] ?? 0} ${status} transactions but counts ${counted}`,
    );
  }
}

/**
 * Writes a pain.002 CustomerPaymentStatusReport answering a pain.001 file, in the version that
 * answers the file's (.03 for .03, .10 for .09), into `output` as the transactions arrive: the
 * group's and each payment information's status and counts first, then its transactions, so a
 * report of any length needs memory for one transaction. Transactions come grouped by
 * paymentInformationIndex in the order of `report.paymentInformations`; a group with none listed
 * is still written. `output` is not ended: the caller may write more after it or end it.
 */
export async function writePain002(
  output: Writable,
  report: TPain002Report,
  transactions: AsyncIterable<TPain002Transaction> | Iterable<TPain002Transaction>,
): Promise<void> {
  assertReport(report);
  const version = PAIN002_VERSION_FOR[report.original.version];
  const dialect = DIALECTS[version];
  await writeText(
    output,
    `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${dialect.namespace}"><CstmrPmtStsRpt>` +
      writeHeader(report, dialect) +
      writeOriginalGroup(report),
  );
  let index = -1;
  let listed: TListedCounts = {};
  const advanceTo = async (nextIndex: number) => {
    while (index < nextIndex) {
      const current = report.paymentInformations[index];
      if (current) {
        assertListedWithinCounts(current, listed);
        await writeText(output, '</OrgnlPmtInfAndSts>\n');
      }
      index += 1;
      listed = {};
      const next = report.paymentInformations[index];
      if (next) await writeText(output, openPaymentInformation(next));
    }
  };
  await advanceTo(0);
  for await (const transaction of transactions) {
    const groupIndex = transaction.paymentInformationIndex;
    assert(
      Number.isInteger(groupIndex) &&
        groupIndex >= index &&
        groupIndex < report.paymentInformations.length,
      `transactions come grouped in payment information order (got ${groupIndex} after ${index})`,
    );
    await advanceTo(groupIndex);
    listed[transaction.status] = (listed[transaction.status] ?? 0) + 1;
    await writeText(output, writeTransaction(transaction, dialect));
  }
  await advanceTo(report.paymentInformations.length);
  await writeText(output, '</CstmrPmtStsRpt></Document>\n');
}
