import {
  assert,
  formatDateForLocale,
  formatIbanGrouped,
  formatInstantForLocale,
  formatMoneyAmount,
  getZagrebWallClock,
  type TLocale,
} from '@poslovno/domain';
import type { TPayment } from '@poslovno/contract';
import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope } from '../../platform/db/database';
import { buildDocumentFileName } from '../../platform/documents/content-disposition';
import { writePdfFacts, type TPdfFactsSection } from '../../platform/documents/pdf-document';
import { PDF_CONTENT_TYPE, type TDocumentResponse } from '../../platform/documents/send-document';
import { AppError } from '../../platform/errors';
import { getPayment } from '../payments/list-payments';
import {
  describeCreation,
  describeParties,
  formatPayeeAccount,
  formatReference,
  formatWireMoney,
  readPaymentDocumentContext,
  type TDocumentDeps,
  type TPaymentDocumentContext,
} from '../payments/documents/payment-documents';
import {
  CONFIRMATION_DOCUMENT_TEXTS,
  type TConfirmationDocumentTexts,
} from './payment-confirmation-document.texts';
import {
  findAccountPosting,
  findIssuedConfirmation,
  findPaymentFeePosting,
} from './payment-confirmations.repository';

/** What the bank confirms of a payment: its confirmation and what its ledger booked. */
interface TIssuedConfirmation {
  confirmationNumber: string;
  confirmedAt: Date;
  requestId: bigint;
  /** The debit account's posting of the payment's booking. */
  debit: { amountMinor: bigint; currency: string; valueDate: string; bookedAt: Date };
  /** The debit account's posting of the payment's fee, when the core charged one. */
  fee: { amountMinor: bigint; currency: string } | undefined;
}

/**
 * The confirmation issued for the payment, with the ledger's postings on the payment's account:
 * the booking date and the amount debited are the ledger's, not the order's own fields.
 */
function readIssuedConfirmation(
  deps: TDocumentDeps,
  actor: TActor,
  payment: TPayment,
): Promise<TIssuedConfirmation> {
  return withCompanyScope(deps.db, actor, async (tx) => {
    const paymentId = BigInt(payment.paymentId);
    const issued = await findIssuedConfirmation(tx, actor.companyId, paymentId);
    if (!issued) throw new AppError('PAYMENT_CONFIRMATION_UNAVAILABLE');
    const accountId = payment.debtorAccount.id;
    const debit = await findAccountPosting(tx, issued.paymentBookingId, accountId);
    assert(debit !== undefined, `payment ${paymentId}'s booking posted to its account`);
    assert(issued.confirmedAt !== null, 'an issued confirmation has its time');
    return {
      confirmationNumber: issued.confirmationNumber ?? '',
      confirmedAt: issued.confirmedAt,
      requestId: issued.orderId,
      debit,
      fee: await findPaymentFeePosting(tx, paymentId, accountId),
    };
  });
}

/** A posting's amount as taken from the account: "1.250,00 EUR". */
function formatDebited(posting: { amountMinor: bigint; currency: string }, locale: TLocale) {
  return `${formatMoneyAmount(-posting.amountMinor, posting.currency, locale)} ${posting.currency}`;
}

function describeConfirmationSections(
  payment: TPayment,
  confirmation: TIssuedConfirmation,
  context: TPaymentDocumentContext,
  texts: TConfirmationDocumentTexts,
): TPdfFactsSection[] {
  const { locale } = context;
  const { labels, sections } = context.texts;
  const { debit, fee } = confirmation;
  const { street, residence, country } = payment.creditorAddress;
  assert(payment.coreReference !== null, `executed payment ${payment.paymentId} has a reference`);
  const sectionList = [
    {
      heading: texts.sections.confirmation,
      facts: [
        { label: texts.labels.confirmationNumber, value: confirmation.confirmationNumber },
        {
          label: texts.labels.issuedAt,
          value: formatInstantForLocale(confirmation.confirmedAt.toISOString(), locale),
        },
        { label: texts.labels.requestId, value: confirmation.requestId.toString() },
      ],
    },
    {
      heading: texts.sections.execution,
      facts: [
        { label: texts.labels.coreReference, value: payment.coreReference },
        {
          label: texts.labels.bookingDate,
          value: formatDateForLocale(getZagrebWallClock(debit.bookedAt).date, locale),
        },
        { label: texts.labels.valueDate, value: formatDateForLocale(debit.valueDate, locale) },
        { label: labels.debitAmount, value: formatDebited(debit, locale) },
        { label: texts.labels.paymentFee, value: fee && formatDebited(fee, locale) },
      ],
    },
    {
      heading: sections.debtor,
      facts: [
        { label: labels.accountHolder, value: payment.debtorAccount.ownerName },
        { label: labels.debtorAccount, value: formatIbanGrouped(payment.debtorAccount.iban) },
      ],
    },
    {
      heading: sections.payee,
      facts: [
        { label: labels.payeeName, value: payment.creditorName },
        {
          label: labels.payeeAddress,
          value: [street, residence, country].filter(Boolean).join(', '),
        },
        { label: labels.payeeAccount, value: formatPayeeAccount(payment) },
      ],
    },
    {
      heading: sections.remittance,
      facts: [
        { label: labels.paymentId, value: payment.paymentId },
        { label: labels.amount, value: formatWireMoney(payment.instructedAmount, locale) },
        {
          label: labels.reference,
          value: formatReference(payment.remittanceInformationStructured),
        },
        { label: labels.description, value: payment.remittanceInformationUnstructured },
      ],
    },
  ];
  return sectionList.map((section) => ({
    heading: section.heading,
    facts: section.facts.flatMap(({ label, value }) => (value ? [{ label, value }] : [])),
  }));
}

/**
 * GET /payments/{id}/confirmation: the bank's confirmation of execution of a payment, once a
 * confirmation request for it was executed; another company's payment or an unknown id is
 * NOT_FOUND, a payment without a confirmation PAYMENT_CONFIRMATION_UNAVAILABLE.
 */
export async function exportPaymentConfirmation(
  deps: TDocumentDeps,
  actor: TActor,
  paymentId: bigint,
  locale: TLocale,
): Promise<TDocumentResponse> {
  const payment = await getPayment(deps, actor, paymentId, locale);
  const confirmation = await readIssuedConfirmation(deps, actor, payment);
  const context = await readPaymentDocumentContext(deps, actor, locale);
  const texts = CONFIRMATION_DOCUMENT_TEXTS[locale];
  const title = `${texts.title} ${confirmation.confirmationNumber}`;
  return {
    fileName: buildDocumentFileName([texts.fileStem, confirmation.confirmationNumber], 'pdf'),
    contentType: PDF_CONTENT_TYPE,
    write: (output) =>
      writePdfFacts({
        title,
        subtitleLines: [...describeParties(context), texts.statement, describeCreation(context)],
        footerText: `${context.bank.name} · ${title}`,
        locale,
        createdAt: context.now,
        output,
        sections: describeConfirmationSections(payment, confirmation, context, texts),
      }),
  };
}
