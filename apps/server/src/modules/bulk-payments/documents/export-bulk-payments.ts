import {
  formatDateForLocale,
  formatInstantForLocale,
  getZagrebWallClock,
  parseDecimalToMinor,
  formatMoneyAmount,
  type TLocale,
} from '@poslovno/domain';
import {
  formatMessage,
  type TBulkPaymentSummary,
  type TBulkPaymentsQuery,
  type ZBulkPaymentsDownloadQuery,
} from '@poslovno/contract';
import type { z } from 'zod';
import type { TActor } from '../../../platform/auth/session-service';
import { buildDocumentFileName } from '../../../platform/documents/content-disposition';
import { writePdfTable } from '../../../platform/documents/pdf-document';
import {
  PDF_CONTENT_TYPE,
  XLSX_CONTENT_TYPE,
  type TDocumentResponse,
} from '../../../platform/documents/send-document';
import { writeXlsxTable } from '../../../platform/documents/xlsx-document';
import type { TDeps } from '../../../platform/http';
import { listBulkPayments } from '../bulk-payments';
import { BULK_DOCUMENT_TEXTS } from './bulk-payment-document.texts';

/**
 * The list document holds at most this many files (docs/decisions.md): the overview's filters
 * narrow it, and a company uploads a few files a month, not thousands.
 */
export const BULK_LIST_MAX_FILES = 2_000;
const LIST_PAGE_SIZE = 100;

type TDownloadQuery = z.output<typeof ZBulkPaymentsDownloadQuery>;

/** The files as the overview lists them, page by page through its own keyset, up to the cap. */
async function readFiles(
  deps: TDeps,
  actor: TActor,
  query: TDownloadQuery,
): Promise<{ files: TBulkPaymentSummary[]; isCut: boolean }> {
  const { documentType: _documentType, ...filters } = query;
  const files: TBulkPaymentSummary[] = [];
  let cursor: string | null = null;
  do {
    const page: TBulkPaymentsQuery = {
      ...filters,
      pageSize: LIST_PAGE_SIZE,
      ...(cursor === null ? {} : { cursor }),
    };
    const answer = await listBulkPayments(deps, actor, page);
    files.push(...answer.bulkPayments);
    cursor = answer.metadata.nextCursor;
  } while (cursor !== null && files.length < BULK_LIST_MAX_FILES);
  return { files: files.slice(0, BULK_LIST_MAX_FILES), isCut: cursor !== null };
}

function formatTotals(file: TBulkPaymentSummary, locale: TLocale): string {
  return file.totals
    .map((total) => {
      const minor = parseDecimalToMinor(total.amount, total.currency);
      const amount =
        minor === undefined ? total.amount : formatMoneyAmount(minor, total.currency, locale);
      return `${amount} ${total.currency}`;
    })
    .join(', ');
}

function describeFilters(query: TDownloadQuery, locale: TLocale): string[] {
  const texts = BULK_DOCUMENT_TEXTS[locale];
  const parts = [
    query.status?.length
      ? `${texts.status}: ${query.status.map((status) => texts.fileStatuses[status]).join(', ')}`
      : null,
    query.from || query.to
      ? `${texts.uploadTime}: ${query.from ? formatDateForLocale(query.from, locale) : '…'} – ${query.to ? formatDateForLocale(query.to, locale) : '…'}`
      : null,
    query.search ? `"${query.search}"` : null,
  ];
  const shown = parts.filter((part): part is string => part !== null);
  return shown.length === 0 ? [] : [shown.join(' · ')];
}

function writeListXlsx(files: readonly TBulkPaymentSummary[], locale: TLocale, now: Date) {
  const texts = BULK_DOCUMENT_TEXTS[locale];
  return (output: Parameters<TDocumentResponse['write']>[0]) =>
    writeXlsxTable({
      sheetName: texts.listSheetName,
      locale,
      createdAt: now,
      output,
      columns: [
        { header: texts.file, kind: 'text', widthChars: 24 },
        { header: texts.fileName, kind: 'text', widthChars: 30 },
        { header: texts.uploadTime, kind: 'dateTime', widthChars: 20 },
        { header: texts.messageVersion, kind: 'text', widthChars: 16 },
        { header: texts.status, kind: 'text', widthChars: 22 },
        { header: texts.numberOfPayments, kind: 'text', widthChars: 12 },
        { header: texts.amount, kind: 'amount', decimals: 2, widthChars: 16 },
        { header: texts.currency, kind: 'text', widthChars: 10 },
        { header: texts.executionDates, kind: 'text', widthChars: 24 },
        { header: texts.groupCount, kind: 'text', widthChars: 10 },
        { header: texts.errorCount, kind: 'text', widthChars: 10 },
      ],
      rows: files.map((file) => {
        // One total is a number to add up; a file in several currencies lists them as text.
        const [only] = file.totals.length === 1 ? file.totals : [];
        return [
          file.fileReferenceId,
          file.fileName,
          file.uploadTime,
          file.messageVersion,
          texts.fileStatuses[file.status],
          String(file.numberOfPayments),
          only && /^\d+(\.\d{1,2})?$/.test(only.amount) ? only.amount : null,
          only ? only.currency : formatTotals(file, locale),
          file.executionDates.join(', '),
          String(file.groupCount),
          String(file.errorCount),
        ];
      }),
    });
}

function writeListPdf(
  listed: { files: readonly TBulkPaymentSummary[]; isCut: boolean },
  context: { actor: TActor; query: TDownloadQuery; locale: TLocale; now: Date },
) {
  const { actor, query, locale, now } = context;
  const texts = BULK_DOCUMENT_TEXTS[locale];
  return (output: Parameters<TDocumentResponse['write']>[0]) =>
    writePdfTable({
      title: texts.listTitle,
      subtitleLines: [
        `${texts.company}: ${actor.companyName}`,
        ...describeFilters(query, locale),
        ...(listed.files.length === 0 ? [texts.noFiles] : []),
        ...(listed.isCut
          ? [formatMessage(locale, texts.listCapNote, { max: BULK_LIST_MAX_FILES })]
          : []),
        `${texts.createdAt}: ${formatInstantForLocale(now.toISOString(), locale)}`,
      ],
      footerText: actor.companyName,
      locale,
      createdAt: now,
      output,
      columns: [
        { header: `${texts.file}\n${texts.fileName}`, widthWeight: 24, align: 'left' },
        { header: texts.uploadTime, widthWeight: 14, align: 'left' },
        { header: texts.status, widthWeight: 14, align: 'left' },
        { header: texts.numberOfPayments, widthWeight: 9, align: 'right' },
        { header: texts.total, widthWeight: 16, align: 'right' },
        { header: texts.executionDates, widthWeight: 13, align: 'left' },
        { header: texts.errorCount, widthWeight: 8, align: 'right' },
      ],
      rows: listed.files.map((file) => [
        `${file.fileReferenceId}\n${file.fileName}`,
        formatInstantForLocale(file.uploadTime, locale),
        texts.fileStatuses[file.status],
        String(file.numberOfPayments),
        formatTotals(file, locale),
        file.executionDates.map((date) => formatDateForLocale(date, locale)).join('\n'),
        String(file.errorCount),
      ]),
    });
}

/**
 * GET /bulk-payments/download: the files the overview shows for the same filters, as a PDF table
 * or an XLSX sheet; read whole (at most BULK_LIST_MAX_FILES) before the first byte is sent.
 */
export async function exportBulkPayments(
  deps: TDeps,
  actor: TActor,
  query: TDownloadQuery,
  locale: TLocale,
): Promise<TDocumentResponse> {
  const listed = await readFiles(deps, actor, query);
  const now = deps.clock.now();
  const texts = BULK_DOCUMENT_TEXTS[locale];
  const stem = [texts.listStem, getZagrebWallClock(now).date];
  if (query.documentType === 'XLS')
    return {
      fileName: buildDocumentFileName(stem, 'xlsx'),
      contentType: XLSX_CONTENT_TYPE,
      write: writeListXlsx(listed.files, locale, now),
    };
  return {
    fileName: buildDocumentFileName(stem, 'pdf'),
    contentType: PDF_CONTENT_TYPE,
    write: writeListPdf(listed, { actor, query, locale, now }),
  };
}
