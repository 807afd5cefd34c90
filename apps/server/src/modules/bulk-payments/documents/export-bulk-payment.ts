import {
  formatDateForLocale,
  formatIbanGrouped,
  formatInstantForLocale,
  formatMinorAsDecimal,
  formatMoneyAmount,
  getCurrencyDecimals,
  isKnownCurrency,
  type TLocale,
} from '@poslovno/domain';
import { formatMessage } from '@poslovno/contract';
import type { TActor } from '../../../platform/auth/session-service';
import { withCompanySnapshot, type TTx } from '../../../platform/db/database';
import { buildDocumentFileName } from '../../../platform/documents/content-disposition';
import { writePdfTable } from '../../../platform/documents/pdf-document';
import {
  PDF_CONTENT_TYPE,
  XLSX_CONTENT_TYPE,
  type TDocumentResponse,
} from '../../../platform/documents/send-document';
import { writeXlsxTable } from '../../../platform/documents/xlsx-document';
import type { TDeps } from '../../../platform/http';
import { BULK_DOCUMENT_TEXTS } from './bulk-payment-document.texts';
import { createLineReader, readBulkFileFacts, type TBulkFileFacts } from './bulk-file-facts';
import { iterateReportLines, type TReportLine } from './bulk-report.repository';

const PAGE_SIZE = 1_000;
/**
 * The PDF lists the first lines only (docs/decisions.md): a 100,000-line file would be some 2,500
 * pages nobody reads. It says so on its first page; the XLSX holds every line.
 */
export const BULK_PDF_MAX_LINES = 1_000;
/** Groups named on the PDF's first page; the table shows each line's group anyway. */
const PDF_MAX_GROUPS_LISTED = 20;

/** A currency the ledger does not know (the file's error) is shown with two decimals. */
function toDecimal(amountMinor: bigint, currency: string): string {
  return formatMinorAsDecimal(amountMinor, isKnownCurrency(currency) ? currency : 'EUR');
}

function toMoney(amountMinor: bigint, currency: string | null, locale: TLocale): string {
  const known = currency !== null && isKnownCurrency(currency) ? currency : 'EUR';
  return `${formatMoneyAmount(amountMinor, known, locale)} ${currency ?? ''}`.trim();
}

/** An XLSX amount column fits the widest currency of the file (a group of mixed ones may hold any). */
function readAmountDecimals(facts: TBulkFileFacts): number {
  const decimals = facts.groups.map((group) =>
    group.row.currency === null
      ? 3
      : isKnownCurrency(group.row.currency)
        ? getCurrencyDecimals(group.row.currency)
        : 2,
  );
  return Math.max(2, ...decimals);
}

function readGroupsOf(facts: TBulkFileFacts) {
  return new Map(facts.groups.map((group) => [group.row.groupIndex, group.row]));
}

async function* mapLines<T>(
  lines: AsyncIterable<TReportLine>,
  map: (line: TReportLine) => T,
): AsyncGenerator<T> {
  for await (const line of lines) yield map(line);
}

function writeFileXlsx(tx: TTx, facts: TBulkFileFacts, locale: TLocale, now: Date) {
  const texts = BULK_DOCUMENT_TEXTS[locale];
  const readLine = createLineReader(facts, locale);
  const groups = readGroupsOf(facts);
  return (output: Parameters<TDocumentResponse['write']>[0]) =>
    writeXlsxTable({
      sheetName: texts.sheetName,
      locale,
      createdAt: now,
      output,
      columns: [
        { header: texts.group, kind: 'text', widthChars: 24 },
        { header: texts.account, kind: 'text', widthChars: 24 },
        { header: texts.lineIndex, kind: 'text', widthChars: 10 },
        { header: texts.instrId, kind: 'text', widthChars: 20 },
        { header: texts.endToEndId, kind: 'text', widthChars: 24 },
        { header: texts.payee, kind: 'text', widthChars: 32 },
        { header: texts.iban, kind: 'text', widthChars: 26 },
        {
          header: texts.amount,
          kind: 'amount',
          decimals: readAmountDecimals(facts),
          widthChars: 16,
        },
        { header: texts.currency, kind: 'text', widthChars: 8 },
        { header: texts.description, kind: 'text', widthChars: 40 },
        { header: texts.status, kind: 'text', widthChars: 20 },
        { header: texts.reason, kind: 'text', widthChars: 48 },
      ],
      rows: mapLines(
        iterateReportLines(tx, facts.file.fileUuid, { pageSize: PAGE_SIZE }),
        (line) => {
          const view = readLine(line);
          const group = groups.get(line.groupIndex);
          return [
            group?.pmtInfId ?? null,
            group?.debtorIban ?? null,
            String(line.itemIndex),
            line.instrId,
            line.endToEndId,
            line.creditorName,
            line.creditorIban,
            toDecimal(line.amountMinor, line.currency),
            line.currency,
            line.remittance,
            texts.lineStatuses[view.kind],
            view.reason?.text ?? null,
          ];
        },
      ),
    });
}

function describeFile(facts: TBulkFileFacts, actor: TActor, locale: TLocale, now: Date): string[] {
  const texts = BULK_DOCUMENT_TEXTS[locale];
  const { file, order } = facts;
  const groups = facts.groups
    .slice(0, PDF_MAX_GROUPS_LISTED)
    .map((group) =>
      [
        `${texts.group}: ${group.row.pmtInfId}`,
        formatIbanGrouped(group.row.debtorIban),
        formatDateForLocale(group.row.executionDate, locale),
        `${texts.numberOfPayments}: ${group.row.transactionCount}`,
        toMoney(group.row.totalMinor, group.row.currency, locale),
      ].join(' · '),
    );
  const isCut = file.transactionCount > BULK_PDF_MAX_LINES;
  return [
    `${texts.company}: ${actor.companyName}`,
    `${texts.file}: ${file.fileName} · ${file.messageId} · ${file.messageVersion}`,
    `${texts.uploadTime}: ${formatInstantForLocale(order.createdAt.toISOString(), locale)} · ${texts.status}: ${texts.fileStatuses[facts.status]}`,
    `${texts.numberOfPayments}: ${file.transactionCount} · ${texts.errorCount}: ${file.issueCount}`,
    ...groups,
    ...(facts.groups.length > PDF_MAX_GROUPS_LISTED
      ? [
          formatMessage(locale, texts.moreGroups, {
            count: facts.groups.length - PDF_MAX_GROUPS_LISTED,
          }),
        ]
      : []),
    ...(isCut
      ? [
          formatMessage(locale, texts.pdfCapNote, {
            shown: BULK_PDF_MAX_LINES,
            total: file.transactionCount,
          }),
        ]
      : []),
    `${texts.createdAt}: ${formatInstantForLocale(now.toISOString(), locale)}`,
  ];
}

function writeFilePdf(tx: TTx, facts: TBulkFileFacts, actor: TActor, locale: TLocale, now: Date) {
  const texts = BULK_DOCUMENT_TEXTS[locale];
  const readLine = createLineReader(facts, locale);
  const groups = readGroupsOf(facts);
  const lines = iterateReportLines(tx, facts.file.fileUuid, {
    pageSize: PAGE_SIZE,
    limit: BULK_PDF_MAX_LINES,
  });
  return (output: Parameters<TDocumentResponse['write']>[0]) =>
    writePdfTable({
      title: texts.fileTitle,
      subtitleLines: describeFile(facts, actor, locale, now),
      footerText: `${actor.companyName} · ${facts.file.messageId}`,
      locale,
      createdAt: now,
      output,
      columns: [
        { header: texts.group, widthWeight: 12, align: 'left' },
        { header: texts.lineIndex, widthWeight: 5, align: 'right' },
        { header: `${texts.instrId}\n${texts.endToEndId}`, widthWeight: 14, align: 'left' },
        { header: `${texts.payee}\n${texts.iban}`, widthWeight: 22, align: 'left' },
        { header: texts.amount, widthWeight: 12, align: 'right' },
        { header: texts.description, widthWeight: 15, align: 'left' },
        { header: texts.status, widthWeight: 10, align: 'left' },
        { header: texts.reason, widthWeight: 16, align: 'left' },
      ],
      rows: mapLines(lines, (line) => {
        const view = readLine(line);
        return [
          groups.get(line.groupIndex)?.pmtInfId ?? '',
          String(line.itemIndex),
          [line.instrId, line.endToEndId].filter(Boolean).join('\n'),
          [line.creditorName, line.creditorIban ? formatIbanGrouped(line.creditorIban) : null]
            .filter(Boolean)
            .join('\n'),
          toMoney(line.amountMinor, line.currency, locale),
          line.remittance ?? '',
          texts.lineStatuses[view.kind],
          view.reason?.text ?? '',
        ];
      }),
    });
}

/**
 * GET /bulk-payments/{id}/document: the file's lines with where each stands, as an XLSX (every
 * line, streamed a page at a time) or a PDF (the groups and the first lines). The file is looked
 * up before the first byte; the document is written from one snapshot of the database.
 */
export async function exportBulkPayment(
  deps: TDeps,
  actor: TActor,
  request: { orderId: bigint; documentType: 'PDF' | 'XLS' },
  locale: TLocale,
): Promise<TDocumentResponse> {
  const { file } = await withCompanySnapshot(deps.db, actor, (tx) =>
    readBulkFileFacts(tx, actor, request.orderId),
  );
  const texts = BULK_DOCUMENT_TEXTS[locale];
  const isXlsx = request.documentType === 'XLS';
  const now = deps.clock.now();
  return {
    fileName: buildDocumentFileName([texts.fileStem, file.messageId], isXlsx ? 'xlsx' : 'pdf'),
    contentType: isXlsx ? XLSX_CONTENT_TYPE : PDF_CONTENT_TYPE,
    write: (output) =>
      withCompanySnapshot(deps.db, actor, async (tx) => {
        const facts = await readBulkFileFacts(tx, actor, request.orderId);
        const write = isXlsx
          ? writeFileXlsx(tx, facts, locale, now)
          : writeFilePdf(tx, facts, actor, locale, now);
        await write(output);
      }),
  };
}
