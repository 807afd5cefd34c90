import {
  formatDateForLocale,
  formatDecimalForLocale,
  formatIbanGrouped,
  type TLocale,
} from '@poslovno/domain';
import type { TPayment, TPaymentsOverviewFilter } from '@poslovno/contract';
import type { TActor } from '../../../platform/auth/session-service';
import { withCompanyScope, type TDb } from '../../../platform/db/database';
import { buildDocumentFileName } from '../../../platform/documents/content-disposition';
import { writePdfTable } from '../../../platform/documents/pdf-document';
import {
  PDF_CONTENT_TYPE,
  XLSX_CONTENT_TYPE,
  type TDocumentResponse,
} from '../../../platform/documents/send-document';
import { writeXlsxTable } from '../../../platform/documents/xlsx-document';
import { readPaymentsFilter } from '../list-payments';
import { presentPayments } from '../payment-views';
import { selectPayments, type TPaymentsFilter } from '../payments.repository';
import {
  describeCreation,
  describeParties,
  formatPayeeAccount,
  formatReference,
  formatWireAmount,
  readDocumentDate,
  readPaymentDocumentContext,
  type TDocumentDeps,
  type TPaymentDocumentContext,
} from './payment-documents';

/** Payments read per query while a report streams: memory stays one batch whatever the total. */
const REPORT_BATCH_SIZE = 1_000;

/**
 * The filtered payments as the overview presents them, newest first, through the keyset: each
 * batch in its own short transaction, so no transaction stays open while a slow client reads.
 */
async function* iteratePayments(
  db: TDb,
  actor: TActor,
  filter: TPaymentsFilter,
  locale: TLocale,
): AsyncGenerator<TPayment> {
  let afterId: bigint | undefined;
  for (;;) {
    const batch = await withCompanyScope(db, actor, async (tx) => {
      const rows = await selectPayments(tx, actor, filter, {
        ...(afterId === undefined ? {} : { afterId }),
        limit: REPORT_BATCH_SIZE,
      });
      const items = rows.map((row) => ({ ...row, warnings: [] }));
      return {
        views: await presentPayments(tx, actor, locale, items),
        lastId: rows.at(-1)?.order.id,
      };
    });
    yield* batch.views;
    if (batch.lastId === undefined || batch.views.length < REPORT_BATCH_SIZE) return;
    afterId = batch.lastId;
  }
}

async function* mapPayments<T>(
  payments: AsyncIterable<TPayment>,
  map: (payment: TPayment) => T,
): AsyncGenerator<T> {
  for await (const payment of payments) yield map(payment);
}

function describePeriod(query: TPaymentsOverviewFilter, locale: TLocale): string | undefined {
  if (!query.from && !query.to) return undefined;
  const from = query.from ? formatDateForLocale(query.from, locale) : '…';
  const to = query.to ? formatDateForLocale(query.to, locale) : '…';
  return `${from} – ${to}`;
}

/** The filters as the person set them, in their words: "Payee: Agro · Currency: EUR". */
function describeFilters(query: TPaymentsOverviewFilter, context: TPaymentDocumentContext): string {
  const { texts, locale } = context;
  const labels = texts.filterLabels;
  const amount = (value: string | undefined) => value && formatDecimalForLocale(value, locale);
  const filters: [string, string | undefined][] = [
    [labels.period, describePeriod(query, locale)],
    [labels.debtorIban, query.debtorIban && formatIbanGrouped(query.debtorIban)],
    [labels.currency, query.currency],
    [labels.status, query.status?.map((group) => texts.statusGroups[group]).join(', ')],
    [labels.currencyType, query.currencyType && texts.currencyTypes[query.currencyType]],
    [labels.paymentId, query.paymentId],
    [labels.minAmount, amount(query.minAmount)],
    [labels.maxAmount, amount(query.maxAmount)],
    [labels.creditorName, query.creditorName],
    [labels.creditorIban, query.creditorIban],
    [labels.creditorReferenceType, query.creditorReferenceType],
    [labels.creditorReference, query.creditorReference],
    [labels.description, query.description],
  ];
  const applied = filters.flatMap(([label, value]) => (value ? [`${label}: ${value}`] : []));
  return `${texts.filters}: ${applied.length === 0 ? texts.noFilters : applied.join(' · ')}`;
}

/** The date the payment ran, or the one it is to run on. */
function readExecutionDate(payment: TPayment): string {
  return payment.actualExecutionDate ?? payment.requestedExecutionDate;
}

function writeReportXlsx(
  deps: TDocumentDeps,
  actor: TActor,
  filter: TPaymentsFilter,
  context: TPaymentDocumentContext,
): TDocumentResponse['write'] {
  const { texts, locale } = context;
  const { columns } = texts;
  return (output) =>
    writeXlsxTable({
      sheetName: texts.sheetName,
      locale,
      createdAt: context.now,
      output,
      columns: [
        { header: columns.paymentId, kind: 'text', widthChars: 14 },
        { header: columns.executionDate, kind: 'date', widthChars: 14 },
        { header: columns.payee, kind: 'text', widthChars: 32 },
        { header: columns.payeeAccount, kind: 'text', widthChars: 26 },
        { header: columns.amount, kind: 'amount', decimals: 2, widthChars: 16 },
        { header: columns.currency, kind: 'text', widthChars: 8 },
        { header: columns.status, kind: 'text', widthChars: 24 },
        { header: columns.type, kind: 'text', widthChars: 20 },
        { header: columns.description, kind: 'text', widthChars: 40 },
        { header: columns.reference, kind: 'text', widthChars: 24 },
        { header: columns.createdBy, kind: 'text', widthChars: 24 },
      ],
      rows: mapPayments(iteratePayments(deps.db, actor, filter, locale), (payment) => [
        payment.paymentId,
        readExecutionDate(payment),
        payment.creditorName,
        payment.creditorAccount.iban,
        payment.instructedAmount.amount,
        payment.instructedAmount.currency,
        texts.statuses[payment.displayStatus],
        texts.types[payment.type],
        payment.remittanceInformationUnstructured,
        formatReference(payment.remittanceInformationStructured),
        payment.createdBy,
      ]),
    });
}

function writeReportPdf(
  deps: TDocumentDeps,
  actor: TActor,
  request: { query: TPaymentsOverviewFilter; filter: TPaymentsFilter },
  context: TPaymentDocumentContext,
): TDocumentResponse['write'] {
  const { texts, locale } = context;
  const { columns } = texts;
  return (output) =>
    writePdfTable({
      title: texts.reportTitle,
      subtitleLines: [
        ...describeParties(context),
        describeFilters(request.query, context),
        describeCreation(context),
      ],
      footerText: `${context.bank.name} · ${texts.reportTitle}`,
      locale,
      createdAt: context.now,
      output,
      columns: [
        { header: columns.paymentId, widthWeight: 9, align: 'left' },
        { header: columns.executionDate, widthWeight: 12, align: 'left' },
        { header: columns.payee, widthWeight: 20, align: 'left' },
        { header: columns.payeeAccount, widthWeight: 25, align: 'left' },
        { header: columns.amount, widthWeight: 13, align: 'right' },
        { header: columns.currency, widthWeight: 7, align: 'left' },
        { header: columns.status, widthWeight: 14, align: 'left' },
      ],
      rows: mapPayments(iteratePayments(deps.db, actor, request.filter, locale), (payment) => [
        payment.paymentId,
        formatDateForLocale(readExecutionDate(payment), locale),
        payment.creditorName,
        formatPayeeAccount(payment),
        formatWireAmount(payment.instructedAmount, locale),
        payment.instructedAmount.currency,
        texts.statuses[payment.displayStatus],
      ]),
    });
}

/**
 * GET /payments/report: the overview's filtered payments (checked as the overview checks them,
 * before a byte is sent) as a PDF table or, for documentType=XLS, a typed XLSX sheet.
 */
export async function exportPaymentsReport(
  deps: TDocumentDeps,
  actor: TActor,
  query: TPaymentsOverviewFilter & { documentType: 'PDF' | 'XLS' },
  locale: TLocale,
): Promise<TDocumentResponse> {
  const filter = readPaymentsFilter(query);
  const context = await readPaymentDocumentContext(deps, actor, locale);
  const stem = [context.texts.reportFileStem, readDocumentDate(context)];
  if (query.documentType === 'XLS')
    return {
      fileName: buildDocumentFileName(stem, 'xlsx'),
      contentType: XLSX_CONTENT_TYPE,
      write: writeReportXlsx(deps, actor, filter, context),
    };
  return {
    fileName: buildDocumentFileName(stem, 'pdf'),
    contentType: PDF_CONTENT_TYPE,
    write: writeReportPdf(deps, actor, { query, filter }, context),
  };
}
