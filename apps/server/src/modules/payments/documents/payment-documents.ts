import type { Writable } from 'node:stream';
import {
  assert,
  formatDateForLocale,
  formatDecimalForLocale,
  formatIbanGrouped,
  formatInstantForLocale,
  formatMoneyAmount,
  getZagrebWallClock,
  mapChargeBearerFromWire,
  parseDecimalToMinor,
  type TChargeBearer,
  type TLocale,
} from '@poslovno/domain';
import { describeError, formatMessage, type TPayment } from '@poslovno/contract';
import type { TActor } from '../../../platform/auth/session-service';
import type { TClock } from '../../../platform/clock';
import { withCompanyScope, type TDb } from '../../../platform/db/database';
import type { bankProfile, companies } from '../../../platform/db/schema';
import { buildDocumentFileName } from '../../../platform/documents/content-disposition';
import { writePdfFacts, type TPdfFactsSection } from '../../../platform/documents/pdf-document';
import {
  PDF_CONTENT_TYPE,
  ZIP_CONTENT_TYPE,
  type TDocumentResponse,
} from '../../../platform/documents/send-document';
import { writeZip } from '../../../platform/documents/zip-archive';
import { selectBankProfile } from '../../configuration/configuration.repository';
import { selectCompany } from '../../statements/statements.repository';
import { getPayment } from '../list-payments';
import { PAYMENT_DOCUMENT_TEXTS, type TPaymentDocumentTexts } from './payment-document-texts';

export type TDocumentDeps = { db: TDb; clock: TClock };

/** What every payment document names besides the payments, read before the first byte is sent. */
export interface TPaymentDocumentContext {
  locale: TLocale;
  texts: TPaymentDocumentTexts;
  bank: typeof bankProfile.$inferSelect;
  company: typeof companies.$inferSelect;
  /** From the injected clock: the document's date. */
  now: Date;
}

export async function readPaymentDocumentContext(
  deps: TDocumentDeps,
  actor: TActor,
  locale: TLocale,
): Promise<TPaymentDocumentContext> {
  const { bank, company } = await withCompanyScope(deps.db, actor, async (tx) => ({
    bank: await selectBankProfile(tx),
    company: await selectCompany(tx, actor.companyId),
  }));
  assert(bank && company, 'the bank and the signed-in company exist');
  return { locale, texts: PAYMENT_DOCUMENT_TEXTS[locale], bank, company, now: deps.clock.now() };
}

/** The header lines the bank's documents share: the bank, the client, and when it was made. */
export function describeParties(context: TPaymentDocumentContext): string[] {
  const { bank, company, texts } = context;
  return [
    `${bank.legalName}, ${bank.street}, ${bank.postalCode} ${bank.city} · OIB ${bank.oib} · BIC ${bank.bic}`,
    `${texts.client}: ${company.name}, ${company.street}, ${company.postalCode} ${company.city} · OIB ${company.oib}`,
  ];
}

export function describeCreation(context: TPaymentDocumentContext): string {
  return `${context.texts.createdAt}: ${formatInstantForLocale(context.now.toISOString(), context.locale)}`;
}

/** The Zagreb business date of the document, for file names. */
export function readDocumentDate(context: TPaymentDocumentContext): string {
  return getZagrebWallClock(context.now).date;
}

/** A wire amount ("1250.00" USD) as the documents show amounts: "1.250,00". */
export function formatWireAmount(money: TPayment['instructedAmount'], locale: TLocale): string {
  const minor = parseDecimalToMinor(money.amount, money.currency);
  assert(minor !== undefined, `a payment amount is a decimal of its currency: ${money.amount}`);
  return formatMoneyAmount(minor, money.currency, locale);
}

/** "1.250,00 USD". */
export function formatWireMoney(money: TPayment['instructedAmount'], locale: TLocale): string {
  return `${formatWireAmount(money, locale)} ${money.currency}`;
}

export function readChargeBearer(wire: NonNullable<TPayment['chargeBearer']>): TChargeBearer {
  const chargeBearer = mapChargeBearerFromWire(wire);
  assert(chargeBearer.ok, `the wire charge bearer ${wire} is known`);
  return chargeBearer.value;
}

/** The payee's account as read aloud: an IBAN in groups of four, another number as it is. */
export function formatPayeeAccount(payment: TPayment): string {
  return payment.accountType === 'IBAN'
    ? formatIbanGrouped(payment.creditorAccount.iban)
    : payment.creditorAccount.iban;
}

/** "HR01 1234-56", or the model alone when it takes no number. */
export function formatReference(reference: TPayment['debtorReference']): string {
  if (!reference) return '';
  return [reference.referenceType, reference.reference].filter(Boolean).join(' ');
}

type TFact = { label: string; value: string | null | undefined };

/** The facts that have a value: a domestic payment has no payee bank, an unsigned one no rate. */
function keepFilled(facts: readonly TFact[]): { label: string; value: string }[] {
  return facts.flatMap(({ label, value }) => (value ? [{ label, value }] : []));
}

function describeOrder(payment: TPayment, context: TPaymentDocumentContext): TFact[] {
  const { labels, types, statuses, urgencies } = context.texts;
  const { locale } = context;
  const actualDate =
    payment.actualExecutionDate &&
    formatDateForLocale(payment.actualExecutionDate, locale) +
      (payment.isExecutionDateChanged ? ` (${labels.dateChanged})` : '');
  const rejection =
    payment.status === 'REJECTED'
      ? payment.paymentStatus.validations
          .map((validation) => describeError(validation.code, locale))
          .join('\n')
      : '';
  return [
    { label: labels.paymentId, value: payment.paymentId },
    { label: labels.type, value: types[payment.type] },
    { label: labels.status, value: statuses[payment.displayStatus] },
    { label: labels.rejectionReason, value: rejection },
    { label: labels.urgency, value: urgencies[payment.urgency] },
    {
      label: labels.requestedDate,
      value: formatDateForLocale(payment.requestedExecutionDate, locale),
    },
    { label: labels.actualDate, value: actualDate },
    {
      label: labels.createdBy,
      value: `${payment.createdBy} · ${formatInstantForLocale(payment.createdAt, locale)}`,
    },
  ];
}

function describeDebtor(payment: TPayment, context: TPaymentDocumentContext): TFact[] {
  const { labels } = context.texts;
  return [
    { label: labels.debtorAccount, value: formatIbanGrouped(payment.debtorAccount.iban) },
    { label: labels.accountHolder, value: payment.debtorAccount.ownerName },
    { label: labels.ultimateDebtor, value: payment.ultimateDebtor },
    { label: labels.debtorReference, value: formatReference(payment.debtorReference) },
  ];
}

function describePayee(payment: TPayment, context: TPaymentDocumentContext): TFact[] {
  const { labels } = context.texts;
  const { street, residence, country } = payment.creditorAddress;
  const agent = payment.creditorAgent;
  return [
    { label: labels.payeeName, value: payment.creditorName },
    { label: labels.payeeAddress, value: [street, residence, country].filter(Boolean).join(', ') },
    { label: labels.payeeAccount, value: formatPayeeAccount(payment) },
    { label: labels.payeeTaxId, value: payment.creditorTaxId },
    { label: labels.ultimateCreditor, value: payment.ultimateCreditor },
    { label: labels.creditorAgentBic, value: agent?.bic },
    { label: labels.creditorAgentName, value: agent?.name },
    {
      label: labels.creditorAgentAddress,
      value: agent && [agent.address, agent.country].filter(Boolean).join(', '),
    },
  ];
}

/** "1 EUR = 1,081234 USD": the rate is units of the payment's currency per debit currency unit. */
export function formatExchangeRate(payment: TPayment, locale: TLocale): string | undefined {
  if (payment.exchangeRate === null || payment.debitAmount === null) return undefined;
  const rate = formatDecimalForLocale(payment.exchangeRate, locale);
  return `1 ${payment.debitAmount.currency} = ${rate} ${payment.instructedAmount.currency}`;
}

function describeAmount(payment: TPayment, context: TPaymentDocumentContext): TFact[] {
  const { labels, chargeBearers } = context.texts;
  const { locale } = context;
  const money = (value: TPayment['transactionsFee']) => value && formatWireMoney(value, locale);
  return [
    { label: labels.amount, value: money(payment.instructedAmount) },
    {
      label: labels.chargeBearer,
      value: payment.chargeBearer && chargeBearers[readChargeBearer(payment.chargeBearer)],
    },
    { label: labels.fee, value: money(payment.transactionsFee) },
    { label: labels.exchangeRate, value: formatExchangeRate(payment, locale) },
    { label: labels.debitAmount, value: money(payment.debitAmount) },
    { label: labels.crossCurrencyFee, value: money(payment.crossCurrencyFee) },
  ];
}

function describeRemittance(payment: TPayment, context: TPaymentDocumentContext): TFact[] {
  const { labels } = context.texts;
  return [
    { label: labels.reference, value: formatReference(payment.remittanceInformationStructured) },
    { label: labels.description, value: payment.remittanceInformationUnstructured },
    { label: labels.purposeCode, value: payment.purposeCode },
    { label: labels.purposeCodeUae, value: payment.purposeCodeUae },
    { label: labels.foreignTurnoverCode, value: payment.foreignTurnoverCode },
    { label: labels.endToEndId, value: payment.endToEndIdentification },
  ];
}

/** Who signed, when and with what; a revocation is a signature of its own. */
function describeSignatures(payment: TPayment, context: TPaymentDocumentContext): TFact[] {
  const { labels, signingMethods } = context.texts;
  if (payment.signatures.length === 0) return [{ label: '', value: labels.notSigned }];
  let signatureCount = 0;
  return payment.signatures.map((signature) => {
    const isRevocation = signature.kind === 'REVOKE';
    if (!isRevocation) signatureCount += 1;
    return {
      label: isRevocation
        ? labels.revocation
        : formatMessage(context.locale, labels.signature, { index: signatureCount }),
      value: [
        signature.personName,
        formatInstantForLocale(signature.signedAt, context.locale),
        signingMethods[signature.method],
      ].join(' · '),
    };
  });
}

function describePaymentSections(
  payment: TPayment,
  context: TPaymentDocumentContext,
): TPdfFactsSection[] {
  const { sections } = context.texts;
  return [
    { heading: sections.order, facts: describeOrder(payment, context) },
    { heading: sections.debtor, facts: describeDebtor(payment, context) },
    { heading: sections.payee, facts: describePayee(payment, context) },
    { heading: sections.amount, facts: describeAmount(payment, context) },
    { heading: sections.remittance, facts: describeRemittance(payment, context) },
    { heading: sections.signatures, facts: describeSignatures(payment, context) },
  ].map((section) => ({ heading: section.heading, facts: keepFilled(section.facts) }));
}

function buildDetailsFileName(payment: TPayment, context: TPaymentDocumentContext): string {
  return buildDocumentFileName([context.texts.detailsFileStem, payment.paymentId], 'pdf');
}

/** One payment's details as an A4 PDF, in the context's language. */
async function writePaymentDetailsPdf(
  context: TPaymentDocumentContext,
  payment: TPayment,
  output: Writable,
): Promise<void> {
  const title = `${context.texts.detailsTitle} ${payment.paymentId}`;
  await writePdfFacts({
    title,
    subtitleLines: [...describeParties(context), describeCreation(context)],
    footerText: `${context.bank.name} · ${title}`,
    locale: context.locale,
    createdAt: context.now,
    output,
    sections: describePaymentSections(payment, context),
  });
}

function toDetailsDocument(context: TPaymentDocumentContext, payment: TPayment): TDocumentResponse {
  return {
    fileName: buildDetailsFileName(payment, context),
    contentType: PDF_CONTENT_TYPE,
    write: (output) => writePaymentDetailsPdf(context, payment, output),
  };
}

/** GET /documents/payment-details/{id}: another company's payment or an unknown id is NOT_FOUND. */
export async function exportPaymentDetailsPdf(
  deps: TDocumentDeps,
  actor: TActor,
  paymentId: bigint,
  locale: TLocale,
): Promise<TDocumentResponse> {
  const payment = await getPayment(deps, actor, paymentId, locale);
  return toDetailsDocument(await readPaymentDocumentContext(deps, actor, locale), payment);
}

/**
 * GET /payments/download: every payment is read (and an id not the company's refused) before a
 * byte is sent; one id gives its PDF, several a ZIP of them in the order asked, each once.
 */
export async function downloadPayments(
  deps: TDocumentDeps,
  actor: TActor,
  request: { paymentIds: readonly string[]; locale: TLocale },
): Promise<TDocumentResponse> {
  const ids = [...new Set(request.paymentIds.map((id) => BigInt(id)))];
  const payments: TPayment[] = [];
  for (const id of ids) payments.push(await getPayment(deps, actor, id, request.locale));
  const context = await readPaymentDocumentContext(deps, actor, request.locale);
  const [only] = payments;
  if (payments.length === 1 && only) return toDetailsDocument(context, only);
  return {
    fileName: buildDocumentFileName(
      [context.texts.reportFileStem, readDocumentDate(context)],
      'zip',
    ),
    contentType: ZIP_CONTENT_TYPE,
    write: (output) =>
      writeZip({
        output,
        modifiedAt: context.now,
        entries: payments.map((payment) => ({
          fileName: buildDetailsFileName(payment, context),
          content: (entryOutput) => writePaymentDetailsPdf(context, payment, entryOutput),
        })),
      }),
  };
}
