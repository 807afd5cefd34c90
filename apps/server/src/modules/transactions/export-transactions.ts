import {
  formatDateForLocale,
  formatIbanGrouped,
  formatInstantForLocale,
  formatMinorAsDecimal,
  formatMoneyAmount,
  getZagrebWallClock,
  type TLocale,
} from '@poslovno/domain';
import type { TTransactionFilterQuery } from '@poslovno/contract';
import type { TActor } from '../../platform/auth/session-service';
import type { TClock } from '../../platform/clock';
import type { TDb } from '../../platform/db/database';
import { buildDocumentFileName } from '../../platform/documents/content-disposition';
import { writePdfFacts, writePdfTable } from '../../platform/documents/pdf-document';
import {
  PDF_CONTENT_TYPE,
  XLSX_CONTENT_TYPE,
  type TDocumentResponse,
} from '../../platform/documents/send-document';
import { writeXlsxTable } from '../../platform/documents/xlsx-document';
import { AppError } from '../../platform/errors';
import { selectPersonAccounts } from '../accounts/accounts.repository';
import { readTransactionFilter, withTransactionData } from './list-transactions';
import { TRANSACTION_DOCUMENT_TEXTS } from './transaction-texts';
import {
  iterateTransactions,
  selectTransaction,
  type TTransactionFilter,
  type TTransactionRow,
} from './transactions.repository';

/** Rows read per query while a document streams: memory stays one batch whatever the total. */
export const EXPORT_BATCH_SIZE = 1_000;

type TDocumentDeps = { db: TDb; clock: TClock };

async function* mapRows<T>(
  rows: AsyncIterable<TTransactionRow>,
  map: (row: TTransactionRow) => T,
): AsyncGenerator<T> {
  for await (const row of rows) yield map(row);
}

function describePeriod(filter: TTransactionFilter, locale: TLocale): string {
  const texts = TRANSACTION_DOCUMENT_TEXTS[locale];
  if (!filter.from && !filter.to) return `${texts.period}: ${texts.periodAll}`;
  const from = filter.from ? formatDateForLocale(filter.from, locale) : '…';
  const to = filter.to ? formatDateForLocale(filter.to, locale) : '…';
  return `${texts.period}: ${from} – ${to}`;
}

/**
 * What the document is of: the company, the account (or all accounts), the period and when it was
 * made; the account is checked to be the person's before a byte is sent. Its name says the same
 * (README, "Transactions"): "Promet_HR…_2026-10-01_2026-10-31", "Promet_svi-racuni_2026-10-31"
 * for a list without a start, whose end is the day it was made when the filter has none.
 */
async function describeExport(
  deps: TDocumentDeps,
  actor: TActor,
  filter: TTransactionFilter,
  locale: TLocale,
): Promise<{ subtitleLines: string[]; fileNameParts: string[] }> {
  const texts = TRANSACTION_DOCUMENT_TEXTS[locale];
  // Also the core's availability, so that a refusal is an answer and not a cut-off download.
  const iban = await withTransactionData(deps, actor, async (tx) => {
    if (!filter.accountId) return undefined;
    const [row] = await selectPersonAccounts(tx, actor.companyId, actor.personUuid, {
      accountId: filter.accountId,
    });
    const account = row?.account;
    if (!account) throw new AppError('NOT_FOUND');
    return account.iban;
  });
  const now = deps.clock.now();
  const today = getZagrebWallClock(now).date;
  return {
    subtitleLines: [
      `${texts.company}: ${actor.companyName}`,
      `${texts.columns.account}: ${iban ? formatIbanGrouped(iban) : texts.allAccounts}`,
      describePeriod(filter, locale),
      `${texts.createdAt}: ${formatInstantForLocale(now.toISOString(), locale)}`,
    ],
    fileNameParts: [
      texts.listFileName,
      iban ?? texts.allAccountsFileName,
      filter.from ?? '',
      filter.to ?? today,
    ],
  };
}

/** GET /transactions/excel: every filtered transaction as typed cells (dates, amounts as numbers). */
export async function exportTransactionsExcel(
  deps: TDocumentDeps,
  actor: TActor,
  query: TTransactionFilterQuery,
  locale: TLocale,
): Promise<TDocumentResponse> {
  const filter = readTransactionFilter(query);
  const { fileNameParts } = await describeExport(deps, actor, filter, locale);
  const texts = TRANSACTION_DOCUMENT_TEXTS[locale];
  const columns = texts.columns;
  return {
    fileName: buildDocumentFileName(fileNameParts, 'xlsx'),
    contentType: XLSX_CONTENT_TYPE,
    write: (output) =>
      withTransactionData(deps, actor, (tx) =>
        writeXlsxTable({
          sheetName: texts.sheetName,
          locale,
          createdAt: deps.clock.now(),
          output,
          columns: [
            { header: columns.valueDate, kind: 'date', widthChars: 12 },
            { header: columns.bookingDate, kind: 'dateTime', widthChars: 20 },
            { header: columns.account, kind: 'text', widthChars: 24 },
            { header: columns.kind, kind: 'text', widthChars: 20 },
            { header: columns.counterparty, kind: 'text', widthChars: 32 },
            { header: columns.counterpartyIban, kind: 'text', widthChars: 24 },
            { header: columns.description, kind: 'text', widthChars: 40 },
            { header: columns.reference, kind: 'text', widthChars: 20 },
            { header: columns.amount, kind: 'amount', decimals: 2, widthChars: 16 },
            { header: columns.currency, kind: 'text', widthChars: 8 },
          ],
          rows: mapRows(iterateTransactions(tx, actor, filter, EXPORT_BATCH_SIZE), (row) => [
            row.valueDate,
            row.bookedAt.toISOString(),
            row.iban,
            texts.kinds[row.kind as keyof typeof texts.kinds],
            row.counterpartyName,
            row.counterpartyIban,
            row.description,
            row.reference,
            formatMinorAsDecimal(row.amountMinor, row.currency),
            row.currency,
          ]),
        }),
      ),
  };
}

/** GET /transactions/pdf: the filtered list as an A4 table, page by page. */
export async function exportTransactionsPdf(
  deps: TDocumentDeps,
  actor: TActor,
  query: TTransactionFilterQuery,
  locale: TLocale,
): Promise<TDocumentResponse> {
  const filter = readTransactionFilter(query);
  const { subtitleLines, fileNameParts } = await describeExport(deps, actor, filter, locale);
  const texts = TRANSACTION_DOCUMENT_TEXTS[locale];
  const columns = texts.columns;
  return {
    fileName: buildDocumentFileName(fileNameParts, 'pdf'),
    contentType: PDF_CONTENT_TYPE,
    write: (output) =>
      withTransactionData(deps, actor, (tx) =>
        writePdfTable({
          title: texts.listTitle,
          subtitleLines,
          footerText: actor.companyName,
          locale,
          createdAt: deps.clock.now(),
          output,
          columns: [
            { header: columns.valueDate, widthWeight: 11, align: 'left' },
            { header: columns.account, widthWeight: 12, align: 'left' },
            { header: columns.counterparty, widthWeight: 24, align: 'left' },
            { header: columns.description, widthWeight: 30, align: 'left' },
            { header: columns.amount, widthWeight: 17, align: 'right' },
          ],
          rows: mapRows(iterateTransactions(tx, actor, filter, EXPORT_BATCH_SIZE), (row) => [
            formatDateForLocale(row.valueDate, locale),
            `…${row.iban.slice(-10)}`,
            [row.counterpartyName, row.counterpartyIban].filter(Boolean).join('\n'),
            [row.description, row.reference].filter(Boolean).join('\n'),
            `${formatMoneyAmount(row.amountMinor, row.currency, locale)} ${row.currency}`,
          ]),
        }),
      ),
  };
}

/** GET /transactions/{id}/pdf: one transaction's confirmation. */
export async function exportTransactionPdf(
  deps: TDocumentDeps,
  actor: TActor,
  id: bigint,
  locale: TLocale,
): Promise<TDocumentResponse> {
  const row = await withTransactionData(deps, actor, (tx) => selectTransaction(tx, actor, id));
  if (!row) throw new AppError('NOT_FOUND');
  const texts = TRANSACTION_DOCUMENT_TEXTS[locale];
  const columns = texts.columns;
  const amount = `${formatMoneyAmount(row.amountMinor, row.currency, locale)} ${row.currency}`;
  const dash = '–';
  return {
    fileName: buildDocumentFileName([texts.confirmationFileName, row.id, row.valueDate], 'pdf'),
    contentType: PDF_CONTENT_TYPE,
    write: (output) =>
      writePdfFacts({
        title: texts.confirmationTitle,
        subtitleLines: [
          `${texts.company}: ${actor.companyName}`,
          `${texts.createdAt}: ${formatInstantForLocale(deps.clock.now().toISOString(), locale)}`,
        ],
        footerText: actor.companyName,
        locale,
        createdAt: deps.clock.now(),
        output,
        sections: [
          {
            heading: texts.transactionSection,
            facts: [
              { label: columns.id, value: row.id },
              { label: columns.status, value: texts.booked },
              { label: columns.kind, value: texts.kinds[row.kind as keyof typeof texts.kinds] },
              { label: columns.account, value: formatIbanGrouped(row.iban) },
              { label: columns.amount, value: amount },
              { label: columns.valueDate, value: formatDateForLocale(row.valueDate, locale) },
              {
                label: columns.bookingDate,
                value: formatInstantForLocale(row.bookedAt.toISOString(), locale),
              },
              { label: columns.description, value: row.description ?? dash },
              { label: columns.reference, value: row.reference ?? dash },
              { label: columns.endToEndId, value: row.endToEndId ?? dash },
            ],
          },
          {
            heading: texts.counterpartySection,
            facts: [
              { label: columns.counterparty, value: row.counterpartyName ?? dash },
              {
                label: columns.counterpartyIban,
                value: row.counterpartyIban ? formatIbanGrouped(row.counterpartyIban) : dash,
              },
            ],
          },
        ],
      }),
  };
}
