import type { Writable } from 'node:stream';
import {
  addDaysToIsoDate,
  assert,
  formatDateForLocale,
  formatIbanGrouped,
  formatInstantForLocale,
  formatMoney,
  formatMoneyAmount,
  getAccountDisplayLabel,
  getZagrebInstant,
  type TIsoDate,
  type TLocale,
} from '@poslovno/domain';
import { formatMessage } from '@poslovno/contract';
import {
  writeCamt053,
  type TBankTransactionCode,
  type TCamtEntry,
  type TCamtStatement,
} from '@poslovno/iso20022';
import { withCompanyScope, type TDb } from '../../platform/db/database';
import { buildDocumentFileName } from '../../platform/documents/content-disposition';
import { writePdfTable, type TPdfColumn } from '../../platform/documents/pdf-document';
import {
  selectStatementEntries,
  type TEntryCursor,
  type TEntryRow,
  type TOwner,
  type TStatementAccountRow,
} from './statements.repository';
import type { statements } from './statements.schema';
import { TRANSACTION_DOCUMENT_TEXTS } from '../transactions/transaction-texts';
import { STATEMENT_TEXTS, type TStatementTexts } from './statement-texts';

export type TStatementRecord = typeof statements.$inferSelect;

/** What every document of one download shares, read once before the first byte is sent. */
export interface TDocumentContext {
  db: TDb;
  owner: TOwner;
  locale: TLocale;
  bank: {
    name: string;
    legalName: string;
    bic: string;
    oib: string;
    street: string;
    postalCode: string;
    city: string;
  };
  company: { name: string; oib: string; street: string; postalCode: string; city: string };
  accounts: ReadonlyMap<string, TStatementAccountRow>;
  /** The individual statements a group statement is made of, keyed `accountId/statementDate`. */
  dayStatements: ReadonlyMap<string, TStatementRecord>;
  /** From the injected clock: when the camt.053 message is created. */
  now: Date;
}

// Entries are read a batch at a time, each in its own short transaction: memory stays flat and no
// transaction stays open while a slow client reads.
const ENTRY_BATCH_ROWS = 500;

async function* readEntries(
  context: TDocumentContext,
  statement: TStatementRecord,
  accountId: string,
) {
  let after: TEntryCursor | undefined;
  for (;;) {
    const batch = await withCompanyScope(context.db, context.owner, (tx) =>
      selectStatementEntries(tx, {
        companyId: context.owner.companyId,
        accountId,
        periodFrom: statement.periodFrom,
        periodTo: statement.periodTo,
        cutOffAt: statement.cutOffAt,
        after,
        limit: ENTRY_BATCH_ROWS,
      }),
    );
    yield* batch;
    const last = batch.at(-1);
    if (!last || batch.length < ENTRY_BATCH_ROWS) return;
    after = { valueDate: last.valueDate, id: last.id };
  }
}

function requireAccount(context: TDocumentContext, accountId: string): TStatementAccountRow {
  const account = context.accounts.get(accountId);
  assert(account, `the statement's account ${accountId} was read`);
  return account;
}

/** A group statement's accounts, each with its individual statement of the day. */
function listGroupParts(context: TDocumentContext, statement: TStatementRecord) {
  return (statement.groupAccountIds ?? []).map((accountId) => {
    const individual = context.dayStatements.get(`${accountId}/${statement.statementDate}`);
    assert(
      individual,
      `group statement ${statement.id} has the individual statement of ${accountId}`,
    );
    return { account: requireAccount(context, accountId), individual };
  });
}

function labelOf(account: TStatementAccountRow): string {
  return getAccountDisplayLabel({ ...account, currency: account.currency.trim() });
}

function describeTitle(texts: TStatementTexts, statement: TStatementRecord, locale: TLocale) {
  const { number, statementYear: year } = statement;
  if (statement.type === 'GROUP')
    return formatMessage(locale, texts.groupTitle, {
      number,
      year,
      currency: statement.currency.trim(),
    });
  if (statement.type === 'INTRADAY')
    return formatMessage(locale, texts.intradayTitle, {
      number,
      date: formatDateForLocale(statement.statementDate, locale),
    });
  return formatMessage(locale, texts.individualTitle, { number, year });
}

/**
 * The document's name as every export's (README, "Transactions"): what, whose, the day, then the
 * statement's number, which tells a day's intraday statements apart:
 * "Izvod_HR12…_2026-10-31_17.pdf", "Zbirni-izvod_EUR_2026-10-31_3.xml".
 */
export function buildStatementFileName(
  statement: TStatementRecord,
  context: Pick<TDocumentContext, 'accounts' | 'locale'>,
  extension: 'pdf' | 'xml',
): string {
  const texts = STATEMENT_TEXTS[context.locale];
  const stem = texts.fileStem[statement.type as keyof TStatementTexts['fileStem']];
  const owner =
    statement.accountId === null
      ? statement.currency.trim()
      : (context.accounts.get(statement.accountId)?.iban ?? statement.accountId);
  return buildDocumentFileName(
    [stem, owner, statement.statementDate, String(statement.number)],
    extension,
  );
}

function describeHeader(context: TDocumentContext, statement: TStatementRecord): string[] {
  const { bank, company, locale } = context;
  const texts = STATEMENT_TEXTS[locale];
  const currency = statement.currency.trim();
  const money = (minor: bigint) => formatMoney(minor, currency, locale);
  const date = (value: TIsoDate) => formatDateForLocale(value, locale);
  const accountLine =
    statement.accountId === null
      ? `${texts.accounts}: ${(statement.groupAccountIds ?? []).length} · ${texts.currency} ${currency}`
      : (() => {
          const account = requireAccount(context, statement.accountId);
          return `${texts.account}: ${labelOf(account)} · IBAN ${formatIbanGrouped(account.iban)} · ${texts.currency} ${currency}`;
        })();
  const isIntraday = statement.type === 'INTRADAY';
  return [
    `${bank.legalName}, ${bank.street}, ${bank.postalCode} ${bank.city} · OIB ${bank.oib} · BIC ${bank.bic}`,
    `${texts.client}: ${company.name}, ${company.street}, ${company.postalCode} ${company.city} · OIB ${company.oib}`,
    accountLine,
    `${texts.statementDate}: ${date(statement.statementDate)} · ${texts.period}: ${date(statement.periodFrom)} – ${date(statement.periodTo)}` +
      (isIntraday && statement.cutOffAt
        ? ` · ${texts.cutOff}: ${formatInstantForLocale(statement.cutOffAt.toISOString(), locale)}`
        : ''),
    `${texts.openingBalance}: ${money(statement.openingBalanceMinor)} · ${isIntraday ? texts.currentBalance : texts.closingBalance}: ${money(statement.closingBalanceMinor)}`,
    `${texts.debitTurnover}: ${money(statement.debitTurnoverMinor)} (${statement.debitCount}) · ${texts.creditTurnover}: ${money(statement.creditTurnoverMinor)} (${statement.creditCount})`,
  ];
}

function buildColumns(texts: TStatementTexts): TPdfColumn[] {
  const { columns } = texts;
  return [
    { header: columns.valueDate, widthWeight: 1.7, align: 'left' },
    { header: columns.counterparty, widthWeight: 2.4, align: 'left' },
    { header: columns.iban, widthWeight: 2.6, align: 'left' },
    { header: columns.description, widthWeight: 2.6, align: 'left' },
    { header: columns.reference, widthWeight: 1.8, align: 'left' },
    { header: columns.debit, widthWeight: 1.6, align: 'right' },
    { header: columns.credit, widthWeight: 1.6, align: 'right' },
  ];
}

function toPdfRow(entry: TEntryRow, currency: string, locale: TLocale): string[] {
  const kinds: Readonly<Record<string, string>> = TRANSACTION_DOCUMENT_TEXTS[locale].kinds;
  const amount = formatMoneyAmount(
    entry.amountMinor < 0n ? -entry.amountMinor : entry.amountMinor,
    currency,
    locale,
  );
  return [
    formatDateForLocale(entry.valueDate, locale),
    entry.counterpartyName ?? kinds[entry.bookingKind] ?? entry.bookingKind,
    entry.counterpartyIban ?? '',
    entry.description ?? '',
    entry.reference ?? '',
    entry.amountMinor < 0n ? amount : '',
    entry.amountMinor > 0n ? amount : '',
  ];
}

async function* buildPdfRows(context: TDocumentContext, statement: TStatementRecord) {
  const { locale } = context;
  const currency = statement.currency.trim();
  if (statement.accountId !== null) {
    for await (const entry of readEntries(context, statement, statement.accountId))
      yield toPdfRow(entry, currency, locale);
    return;
  }
  const texts = STATEMENT_TEXTS[locale];
  const money = (minor: bigint) => formatMoneyAmount(minor, currency, locale);
  for (const { account, individual } of listGroupParts(context, statement)) {
    // A heading row per account: its balances and turnover, then its entries.
    yield [
      '',
      labelOf(account),
      formatIbanGrouped(account.iban),
      `${texts.openingBalance}: ${money(individual.openingBalanceMinor)} · ${texts.closingBalance}: ${money(individual.closingBalanceMinor)}`,
      '',
      money(individual.debitTurnoverMinor),
      money(individual.creditTurnoverMinor),
    ];
    for await (const entry of readEntries(context, individual, account.id))
      yield toPdfRow(entry, currency, locale);
  }
}

/** The statement as a PDF: the bank, the client, the account, balances, turnover, every entry. */
export async function writeStatementPdf(
  context: TDocumentContext,
  statement: TStatementRecord,
  output: Writable,
): Promise<void> {
  const texts = STATEMENT_TEXTS[context.locale];
  const title = describeTitle(texts, statement, context.locale);
  await writePdfTable({
    title,
    subtitleLines: describeHeader(context, statement),
    footerText: `${context.bank.name} · ${title}`,
    locale: context.locale,
    createdAt: statement.createdAt,
    columns: buildColumns(texts),
    rows: buildPdfRows(context, statement),
    output,
  });
}

const BANK_TRANSACTION_CODES: Record<
  string,
  { credit: TBankTransactionCode; debit: TBankTransactionCode }
> = {
  OPENING: {
    credit: { domain: 'ACMT', family: 'MCOP', subFamily: 'OTHR' },
    debit: { domain: 'ACMT', family: 'MDOP', subFamily: 'OTHR' },
  },
  TRANSFER: {
    credit: { domain: 'PMNT', family: 'RCDT', subFamily: 'BOOK' },
    debit: { domain: 'PMNT', family: 'ICDT', subFamily: 'BOOK' },
  },
  PAYMENT_IN: {
    credit: { domain: 'PMNT', family: 'RCDT', subFamily: 'DMCT' },
    debit: { domain: 'PMNT', family: 'RCDT', subFamily: 'RRTN' },
  },
  PAYMENT_OUT: {
    credit: { domain: 'PMNT', family: 'ICDT', subFamily: 'RRTN' },
    debit: { domain: 'PMNT', family: 'ICDT', subFamily: 'DMCT' },
  },
  FEE: {
    credit: { domain: 'ACMT', family: 'MCOP', subFamily: 'CHRG' },
    debit: { domain: 'ACMT', family: 'MDOP', subFamily: 'CHRG' },
  },
  RETURN: {
    credit: { domain: 'PMNT', family: 'ICDT', subFamily: 'RRTN' },
    debit: { domain: 'PMNT', family: 'RCDT', subFamily: 'RRTN' },
  },
  CARD: {
    credit: { domain: 'PMNT', family: 'CCRD', subFamily: 'RIMB' },
    debit: { domain: 'PMNT', family: 'CCRD', subFamily: 'POSD' },
  },
};

const OTHER_BANK_TRANSACTION_CODES = {
  credit: { domain: 'PMNT', family: 'RCDT', subFamily: 'OTHR' },
  debit: { domain: 'PMNT', family: 'ICDT', subFamily: 'OTHR' },
};

function toCamtEntry(entry: TEntryRow, statementIndex: number): TCamtEntry {
  const codes = BANK_TRANSACTION_CODES[entry.bookingKind] ?? OTHER_BANK_TRANSACTION_CODES;
  return {
    statementIndex,
    reference: entry.id.toString(),
    amountMinor: entry.amountMinor,
    bookedAt: entry.bookedAt,
    valueDate: entry.valueDate,
    bankTransactionCode: entry.amountMinor < 0n ? codes.debit : codes.credit,
    proprietaryCode: entry.bookingKind,
    endToEndId: entry.endToEndId,
    counterparty: { name: entry.counterpartyName, iban: entry.counterpartyIban },
    description: entry.description,
    creditorReference: entry.reference,
  };
}

/** Max35Text: "HR12…-2026-17"; a foreign IBAN too long for it falls back to the statement's id. */
function buildCamtStatementId(statement: TStatementRecord, iban: string): string {
  const number =
    statement.type === 'INTRADAY'
      ? `${statement.statementDate.replaceAll('-', '')}-I${statement.number}`
      : `${statement.statementYear}-${statement.number}`;
  const id = `${iban}-${number}`;
  return id.length <= 35 ? id : statement.id.replaceAll('-', '');
}

function toCamtStatement(
  context: TDocumentContext,
  statement: TStatementRecord,
  account: TStatementAccountRow,
): TCamtStatement {
  const currency = statement.currency.trim();
  const isIntraday = statement.type === 'INTRADAY';
  const endOfPeriod = new Date(
    getZagrebInstant(addDaysToIsoDate(statement.periodTo, 1), 0).getTime() - 1,
  );
  return {
    id: buildCamtStatementId(statement, account.iban),
    sequenceNumber: statement.number,
    createdAt: statement.createdAt,
    from: getZagrebInstant(statement.periodFrom, 0),
    to: isIntraday && statement.cutOffAt ? statement.cutOffAt : endOfPeriod,
    account: {
      iban: account.iban,
      currency,
      name: account.name,
      owner: { name: context.company.name, organisationId: context.company.oib },
      servicer: { bic: context.bank.bic, name: context.bank.legalName },
    },
    balances: [
      { code: 'OPBD', amountMinor: statement.openingBalanceMinor, date: statement.statementDate },
      {
        code: isIntraday ? 'ITBD' : 'CLBD',
        amountMinor: statement.closingBalanceMinor,
        date: statement.statementDate,
      },
    ],
    totals: {
      creditCount: statement.creditCount,
      creditMinor: statement.creditTurnoverMinor,
      debitCount: statement.debitCount,
      debitMinor: statement.debitTurnoverMinor,
    },
  };
}

/**
 * The statement as ISO 20022 camt.053.001.08: one Stmt for an account's statement, one Stmt per
 * account for a group statement (each from the account's individual statement of the day).
 */
export async function writeStatementCamt(
  context: TDocumentContext,
  statement: TStatementRecord,
  output: Writable,
): Promise<void> {
  const parts =
    statement.accountId === null
      ? listGroupParts(context, statement)
      : [{ account: requireAccount(context, statement.accountId), individual: statement }];
  async function* entries() {
    for (const [index, part] of parts.entries())
      for await (const entry of readEntries(context, part.individual, part.account.id))
        yield toCamtEntry(entry, index);
  }
  await writeCamt053(
    {
      messageId: `S${statement.id.replaceAll('-', '')}`,
      createdAt: context.now,
      statements: parts.map((part) => toCamtStatement(context, part.individual, part.account)),
    },
    entries(),
    output,
  );
}
