import { formatDateForLocale, formatIbanGrouped, type TLocale } from '@poslovno/domain';
import type { TBasket } from '@poslovno/contract';
import type { TActor } from '../../platform/auth/session-service';
import { buildDocumentFileName } from '../../platform/documents/content-disposition';
import { writePdfTable } from '../../platform/documents/pdf-document';
import {
  PDF_CONTENT_TYPE,
  XLSX_CONTENT_TYPE,
  type TDocumentResponse,
} from '../../platform/documents/send-document';
import { writeXlsxTable } from '../../platform/documents/xlsx-document';
import type { TDeps } from '../../platform/http';
import {
  describeCreation,
  describeParties,
  formatWireAmount,
  readDocumentDate,
  readPaymentDocumentContext,
  type TPaymentDocumentContext,
} from '../payments/documents/payment-documents';
import { BASKET_DOCUMENT_TEXTS } from './basket-document.texts';
import { readBasketsForDocument } from './baskets';

/** "K-2026-000123 · Za autorizaciju · Vrijedi do 30.11.2026. · Ukupno 1.250,00 EUR" */
function describeBasket(basket: TBasket, context: TPaymentDocumentContext): string {
  const texts = BASKET_DOCUMENT_TEXTS[context.locale];
  const totals = basket.totals
    .map((total) => `${formatWireAmount(total, context.locale)} ${total.currency}`)
    .join(', ');
  return [
    `${texts.basket} ${basket.referenceNumber}`,
    texts.statuses[basket.status],
    `${texts.expiresOn} ${formatDateForLocale(basket.expirationDate, context.locale)}`,
    `${texts.total} ${totals}`,
  ].join(' · ');
}

function writeBasketsPdf(
  baskets: readonly TBasket[],
  context: TPaymentDocumentContext,
  title: string,
): TDocumentResponse['write'] {
  const { texts, locale } = context;
  const { columns } = texts;
  const basketTexts = BASKET_DOCUMENT_TEXTS[locale];
  return (output) =>
    writePdfTable({
      title,
      subtitleLines: [
        ...describeParties(context),
        ...(baskets.length === 0
          ? [basketTexts.noBaskets]
          : baskets.map((b) => describeBasket(b, context))),
        describeCreation(context),
      ],
      footerText: `${context.bank.name} · ${title}`,
      locale,
      createdAt: context.now,
      output,
      columns: [
        { header: basketTexts.basket, widthWeight: 13, align: 'left' },
        { header: columns.paymentId, widthWeight: 9, align: 'left' },
        { header: columns.executionDate, widthWeight: 11, align: 'left' },
        { header: columns.payee, widthWeight: 18, align: 'left' },
        { header: columns.payeeAccount, widthWeight: 22, align: 'left' },
        { header: columns.amount, widthWeight: 12, align: 'right' },
        { header: columns.currency, widthWeight: 6, align: 'left' },
        { header: columns.status, widthWeight: 14, align: 'left' },
      ],
      rows: baskets.flatMap((basket) =>
        basket.payments.map((payment) => [
          basket.referenceNumber,
          payment.paymentId,
          formatDateForLocale(payment.requestedExecutionDate, locale),
          payment.creditorName,
          formatIbanGrouped(payment.creditorIban),
          formatWireAmount(payment, locale),
          payment.currency,
          texts.statuses[payment.displayStatus],
        ]),
      ),
    });
}

function writeBasketsXlsx(
  baskets: readonly TBasket[],
  context: TPaymentDocumentContext,
): TDocumentResponse['write'] {
  const { texts, locale } = context;
  const { columns } = texts;
  const basketTexts = BASKET_DOCUMENT_TEXTS[locale];
  return (output) =>
    writeXlsxTable({
      sheetName: basketTexts.sheetName,
      locale,
      createdAt: context.now,
      output,
      columns: [
        { header: basketTexts.basket, kind: 'text', widthChars: 16 },
        { header: basketTexts.expiresOn, kind: 'date', widthChars: 14 },
        { header: columns.paymentId, kind: 'text', widthChars: 14 },
        { header: columns.executionDate, kind: 'date', widthChars: 14 },
        { header: basketTexts.debtorAccount, kind: 'text', widthChars: 26 },
        { header: columns.payee, kind: 'text', widthChars: 32 },
        { header: columns.payeeAccount, kind: 'text', widthChars: 26 },
        { header: columns.amount, kind: 'amount', decimals: 2, widthChars: 16 },
        { header: columns.currency, kind: 'text', widthChars: 8 },
        { header: columns.status, kind: 'text', widthChars: 24 },
        { header: columns.description, kind: 'text', widthChars: 40 },
      ],
      rows: baskets.flatMap((basket) =>
        basket.payments.map((payment) => [
          basket.referenceNumber,
          basket.expirationDate,
          payment.paymentId,
          payment.requestedExecutionDate,
          payment.debtorIban,
          payment.creditorName,
          payment.creditorIban,
          payment.amount,
          payment.currency,
          texts.statuses[payment.displayStatus],
          payment.description,
        ]),
      ),
    });
}

/**
 * GET /active-payment-baskets/download and /payment-baskets/{id}/download: the active baskets, or
 * one, with their payments, as a PDF table or, for documentType=XLS, a typed XLSX sheet.
 */
export async function exportBaskets(
  deps: TDeps,
  actor: TActor,
  request: { basketId?: bigint; documentType: 'PDF' | 'XLS' },
  locale: TLocale,
): Promise<TDocumentResponse> {
  const baskets = await readBasketsForDocument(deps, actor, request.basketId, locale);
  const context = await readPaymentDocumentContext(deps, actor, locale);
  const texts = BASKET_DOCUMENT_TEXTS[locale];
  const single = request.basketId === undefined ? undefined : baskets[0];
  const stem = single
    ? [texts.fileStem, single.referenceNumber]
    : [texts.activeFileStem, readDocumentDate(context)];
  if (request.documentType === 'XLS')
    return {
      fileName: buildDocumentFileName(stem, 'xlsx'),
      contentType: XLSX_CONTENT_TYPE,
      write: writeBasketsXlsx(baskets, context),
    };
  return {
    fileName: buildDocumentFileName(stem, 'pdf'),
    contentType: PDF_CONTENT_TYPE,
    write: writeBasketsPdf(baskets, context, single ? texts.title : texts.activeTitle),
  };
}
