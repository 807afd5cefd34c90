import type { Writable } from 'node:stream';
import {
  assert,
  formatMinorAsDecimal,
  isIsoDate,
  isKnownCurrency,
  type TIsoDate,
} from '@poslovno/domain';
import { writeText } from './stream-text';
import { escapeXmlText, fitMaxText, groupElement, textElement } from './xml-text';

export const CAMT053_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08';

/** ExternalBalanceType1Code values this bank reports: opening, closing and interim booked. */
export type TCamtBalanceCode = 'OPBD' | 'CLBD' | 'ITBD';

/** ISO 20022 bank transaction code: domain, family and sub-family (ExternalBankTransaction*Code). */
export interface TBankTransactionCode {
  domain: string;
  family: string;
  subFamily: string;
}

export interface TCamtAccount {
  iban: string;
  currency: string;
  name?: string | null;
  owner: { name: string; organisationId?: string | null };
  servicer: { bic: string; name?: string | null };
}

export interface TCamtBalance {
  code: TCamtBalanceCode;
  /** Signed: a negative balance is written as DBIT with its absolute amount. */
  amountMinor: bigint;
  date: TIsoDate;
}

/** What the statement's entries add up to; the writer checks the entries against it. */
export interface TCamtTotals {
  creditCount: number;
  creditMinor: bigint;
  debitCount: number;
  debitMinor: bigint;
}

/** One Stmt: one account's statement (a group statement is one Stmt per account). */
export interface TCamtStatement {
  /** Max35Text, unique per statement. */
  id: string;
  /** The statement's number in the account's year: the electronic and the legal sequence. */
  sequenceNumber: number;
  createdAt: Date;
  from: Date;
  to: Date;
  account: TCamtAccount;
  balances: readonly TCamtBalance[];
  totals: TCamtTotals;
  additionalInfo?: string | null;
}

export interface TCamt053Message {
  /** Max35Text, unique per message. */
  messageId: string;
  createdAt: Date;
  statements: readonly TCamtStatement[];
}

export interface TCamtEntry {
  /** Which statement of the message the entry belongs to (default 0); entries come in that order. */
  statementIndex?: number;
  /** The bank's reference of the entry (Max35Text): NtryRef and AcctSvcrRef. */
  reference: string;
  /** In the account's currency; negative is a debit. */
  amountMinor: bigint;
  bookedAt: Date;
  valueDate: TIsoDate;
  bankTransactionCode: TBankTransactionCode;
  /** The bank's own code for the kind of booking (Prtry/Cd). */
  proprietaryCode?: string | null;
  endToEndId?: string | null;
  counterparty: { name: string | null; iban: string | null };
  description?: string | null;
  /** The creditor reference as the payment carried it, e.g. "HR01 1234-56". */
  creditorReference?: string | null;
}

const IBAN_PATTERN = /^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{1,30}$/;
const BIC_PATTERN = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const CODE_PATTERN = /^[A-Z0-9]{1,4}$/;

function assertCurrency(currency: string): void {
  assert(/^[A-Z]{3}$/.test(currency) && isKnownCurrency(currency), `currency ${currency}`);
}

function requireMaxText(text: string, maxLength: number, what: string): string {
  const fitted = fitMaxText(text, maxLength);
  assert(
    fitted !== undefined && fitted === text.trim(),
    `${what} must be 1..${maxLength} characters`,
  );
  return fitted;
}

/** ActiveOrHistoricCurrencyAndAmount: non-negative, the currency's decimals (at most 5). */
function amountElement(name: string, amountMinor: bigint, currency: string): string {
  const magnitude = amountMinor < 0n ? -amountMinor : amountMinor;
  return `<${name} Ccy="${currency}">${formatMinorAsDecimal(magnitude, currency)}</${name}>`;
}

function creditDebit(amountMinor: bigint): 'CRDT' | 'DBIT' {
  return amountMinor < 0n ? 'DBIT' : 'CRDT';
}

/** An account of a party: IBAN when it is one, otherwise the bank's own identification. */
function accountIdElement(accountId: string): string {
  const compact = accountId.replace(/\s+/g, '');
  if (IBAN_PATTERN.test(compact)) return `<Id><IBAN>${compact}</IBAN></Id>`;
  return groupElement('Id', groupElement('Othr', textElement('Id', fitMaxText(compact, 34))));
}

function writeAccount(account: TCamtAccount): string {
  assert(IBAN_PATTERN.test(account.iban), `the statement account ${account.iban} is an IBAN`);
  assert(BIC_PATTERN.test(account.servicer.bic), `the servicer BIC ${account.servicer.bic}`);
  const organisationId = fitMaxText(account.owner.organisationId, 35);
  const owner = groupElement(
    'Ownr',
    textElement('Nm', fitMaxText(account.owner.name, 140)),
    organisationId === undefined
      ? ''
      : `<Id><OrgId><Othr>${textElement('Id', organisationId)}</Othr></OrgId></Id>`,
  );
  const servicer = `<Svcr><FinInstnId><BICFI>${account.servicer.bic}</BICFI>${textElement(
    'Nm',
    fitMaxText(account.servicer.name, 140),
  )}</FinInstnId></Svcr>`;
  return `<Acct><Id><IBAN>${account.iban}</IBAN></Id><Ccy>${account.currency}</Ccy>${textElement(
    'Nm',
    fitMaxText(account.name, 70),
  )}${owner}${servicer}</Acct>`;
}

function writeBalance(balance: TCamtBalance, currency: string): string {
  assert(isIsoDate(balance.date), `balance date ${balance.date}`);
  return (
    `<Bal><Tp><CdOrPrtry><Cd>${balance.code}</Cd></CdOrPrtry></Tp>` +
    `${amountElement('Amt', balance.amountMinor, currency)}<CdtDbtInd>${creditDebit(balance.amountMinor)}</CdtDbtInd>` +
    `<Dt><Dt>${balance.date}</Dt></Dt></Bal>`
  );
}

function writeTotals(totals: TCamtTotals, currency: string): string {
  const sum = (minor: bigint) => formatMinorAsDecimal(minor, currency);
  const netMinor = totals.creditMinor - totals.debitMinor;
  return (
    `<TxsSummry><TtlNtries><NbOfNtries>${totals.creditCount + totals.debitCount}</NbOfNtries>` +
    `<Sum>${sum(totals.creditMinor + totals.debitMinor)}</Sum>` +
    `<TtlNetNtry><Amt>${sum(netMinor < 0n ? -netMinor : netMinor)}</Amt><CdtDbtInd>${creditDebit(netMinor)}</CdtDbtInd></TtlNetNtry></TtlNtries>` +
    `<TtlCdtNtries><NbOfNtries>${totals.creditCount}</NbOfNtries><Sum>${sum(totals.creditMinor)}</Sum></TtlCdtNtries>` +
    `<TtlDbtNtries><NbOfNtries>${totals.debitCount}</NbOfNtries><Sum>${sum(totals.debitMinor)}</Sum></TtlDbtNtries></TxsSummry>`
  );
}

function assertStatement(statement: TCamtStatement): void {
  requireMaxText(statement.id, 35, 'Stmt/Id');
  assertCurrency(statement.account.currency);
  assert(
    Number.isSafeInteger(statement.sequenceNumber) && statement.sequenceNumber > 0,
    'sequence',
  );
  assert(statement.balances.length > 0, 'a statement carries at least one balance');
  const { totals } = statement;
  assert(
    totals.creditCount >= 0 &&
      totals.debitCount >= 0 &&
      totals.creditMinor >= 0n &&
      totals.debitMinor >= 0n,
    'statement totals are not negative',
  );
}

function openStatement(statement: TCamtStatement): string {
  const { currency } = statement.account;
  return (
    `<Stmt><Id>${escapeXmlText(statement.id.trim())}</Id>` +
    `<ElctrncSeqNb>${statement.sequenceNumber}</ElctrncSeqNb><LglSeqNb>${statement.sequenceNumber}</LglSeqNb>` +
    `<CreDtTm>${statement.createdAt.toISOString()}</CreDtTm>` +
    `<FrToDt><FrDtTm>${statement.from.toISOString()}</FrDtTm><ToDtTm>${statement.to.toISOString()}</ToDtTm></FrToDt>` +
    writeAccount(statement.account) +
    statement.balances.map((balance) => writeBalance(balance, currency)).join('') +
    writeTotals(statement.totals, currency) +
    '\n'
  );
}

function closeStatement(statement: TCamtStatement): string {
  return `${textElement('AddtlStmtInf', fitMaxText(statement.additionalInfo, 500))}</Stmt>\n`;
}

function writeBankTransactionCode(entry: TCamtEntry): string {
  const { domain, family, subFamily } = entry.bankTransactionCode;
  assert(
    [domain, family, subFamily].every((code) => CODE_PATTERN.test(code)),
    'bank transaction codes are 1..4 capitals or digits',
  );
  const proprietary = fitMaxText(entry.proprietaryCode, 35);
  return (
    `<BkTxCd><Domn><Cd>${domain}</Cd><Fmly><Cd>${family}</Cd><SubFmlyCd>${subFamily}</SubFmlyCd></Fmly></Domn>` +
    `${proprietary === undefined ? '' : `<Prtry>${textElement('Cd', proprietary)}</Prtry>`}</BkTxCd>`
  );
}

/** The other side: the debtor of a credit, the creditor of a debit. */
function writeRelatedParties(entry: TCamtEntry): string {
  const role = entry.amountMinor < 0n ? 'Cdtr' : 'Dbtr';
  const name = fitMaxText(entry.counterparty.name, 140);
  const iban = fitMaxText(entry.counterparty.iban, 34);
  return groupElement(
    'RltdPties',
    name === undefined ? '' : `<${role}><Pty>${textElement('Nm', name)}</Pty></${role}>`,
    iban === undefined ? '' : `<${role}Acct>${accountIdElement(iban)}</${role}Acct>`,
  );
}

/** "HR01 1234-56" is sent as a structured creditor reference, model and number together. */
function writeRemittance(entry: TCamtEntry): string {
  const reference = fitMaxText(entry.creditorReference?.replace(/\s+/g, ''), 35);
  return groupElement(
    'RmtInf',
    textElement('Ustrd', fitMaxText(entry.description, 140)),
    reference === undefined
      ? ''
      : `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp>${textElement('Ref', reference)}</CdtrRefInf></Strd>`,
  );
}

function writeEntry(entry: TCamtEntry, currency: string): string {
  assert(entry.amountMinor !== 0n, 'an entry moves money');
  assert(isIsoDate(entry.valueDate), `value date ${entry.valueDate}`);
  const reference = requireMaxText(entry.reference, 35, 'the entry reference');
  const amount = amountElement('Amt', entry.amountMinor, currency);
  const direction = `<CdtDbtInd>${creditDebit(entry.amountMinor)}</CdtDbtInd>`;
  const references = groupElement(
    'Refs',
    textElement('AcctSvcrRef', reference),
    textElement('EndToEndId', fitMaxText(entry.endToEndId, 35)),
  );
  return (
    `<Ntry>${textElement('NtryRef', reference)}${amount}${direction}<Sts><Cd>BOOK</Cd></Sts>` +
    `<BookgDt><DtTm>${entry.bookedAt.toISOString()}</DtTm></BookgDt><ValDt><Dt>${entry.valueDate}</Dt></ValDt>` +
    `${textElement('AcctSvcrRef', reference)}${writeBankTransactionCode(entry)}` +
    `<NtryDtls><TxDtls>${references}${amount}${direction}${writeRelatedParties(entry)}${writeRemittance(entry)}</TxDtls></NtryDtls></Ntry>\n`
  );
}

interface TRunningTotals {
  creditCount: number;
  creditMinor: bigint;
  debitCount: number;
  debitMinor: bigint;
}

function addToTotals(totals: TRunningTotals, amountMinor: bigint): void {
  if (amountMinor < 0n) {
    totals.debitCount += 1;
    totals.debitMinor -= amountMinor;
  } else {
    totals.creditCount += 1;
    totals.creditMinor += amountMinor;
  }
}

/** The entries must be the statement's: a different sum means the statement and ledger disagree. */
function assertTotalsMatch(statement: TCamtStatement, seen: TRunningTotals): void {
  const { totals } = statement;
  assert(
    seen.creditCount === totals.creditCount &&
      seen.debitCount === totals.debitCount &&
      seen.creditMinor === totals.creditMinor &&
      seen.debitMinor === totals.debitMinor,
    `the entries of statement ${statement.id} do not add up to its totals`,
  );
}

/**
 * Writes a camt.053.001.08 BankToCustomerStatement into `output` as the entries arrive: the header
 * and balances first, then each entry, so a statement of any length needs memory for one entry.
 * Entries come grouped by statementIndex in the order of `message.statements`; a statement with no
 * entries is still written. The entries are checked against each statement's totals. `output` is
 * not ended: the caller may write more after it (a ZIP entry) or end it.
 */
export async function writeCamt053(
  message: TCamt053Message,
  entries: AsyncIterable<TCamtEntry> | Iterable<TCamtEntry>,
  output: Writable,
): Promise<void> {
  requireMaxText(message.messageId, 35, 'MsgId');
  assert(message.statements.length > 0, 'a camt.053 message has at least one statement');
  message.statements.forEach(assertStatement);
  await writeText(
    output,
    `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${CAMT053_NAMESPACE}"><BkToCstmrStmt>` +
      `<GrpHdr><MsgId>${escapeXmlText(message.messageId.trim())}</MsgId><CreDtTm>${message.createdAt.toISOString()}</CreDtTm>` +
      '<MsgPgntn><PgNb>1</PgNb><LastPgInd>true</LastPgInd></MsgPgntn></GrpHdr>\n',
  );
  let index = -1;
  let seen: TRunningTotals = { creditCount: 0, creditMinor: 0n, debitCount: 0, debitMinor: 0n };
  const advanceTo = async (nextIndex: number) => {
    while (index < nextIndex) {
      const current = message.statements[index];
      if (current) {
        assertTotalsMatch(current, seen);
        await writeText(output, closeStatement(current));
      }
      index += 1;
      seen = { creditCount: 0, creditMinor: 0n, debitCount: 0, debitMinor: 0n };
      const next = message.statements[index];
      if (next) await writeText(output, openStatement(next));
    }
  };
  await advanceTo(0);
  for await (const entry of entries) {
    const entryIndex = entry.statementIndex ?? 0;
    assert(
      Number.isInteger(entryIndex) && entryIndex >= index && entryIndex < message.statements.length,
      `entries come grouped in statement order (got ${entryIndex} after ${index})`,
    );
    await advanceTo(entryIndex);
    addToTotals(seen, entry.amountMinor);
    const statement = message.statements[index];
    assert(statement !== undefined, 'the entry has its statement');
    await writeText(output, writeEntry(entry, statement.account.currency));
  }
  await advanceTo(message.statements.length);
  await writeText(output, '</BkToCstmrStmt></Document>\n');
}
