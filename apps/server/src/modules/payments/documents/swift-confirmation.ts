import {
  assert,
  formatDateForLocale,
  formatIbanGrouped,
  removeDiacritics,
  type TLocale,
  type TOrderStatus,
  type TPaymentType,
} from '@poslovno/domain';
import { formatMessage, type TPayment } from '@poslovno/contract';
import type { TActor } from '../../../platform/auth/session-service';
import { buildDocumentFileName } from '../../../platform/documents/content-disposition';
import { writePdfTable } from '../../../platform/documents/pdf-document';
import {
  PDF_CONTENT_TYPE,
  type TDocumentResponse,
} from '../../../platform/documents/send-document';
import { AppError } from '../../../platform/errors';
import { getPayment } from '../list-payments';
import type { TMt103Tag } from './payment-document-texts';
import {
  describeCreation,
  describeParties,
  formatExchangeRate,
  formatPayeeAccount,
  formatWireMoney,
  readChargeBearer,
  readPaymentDocumentContext,
  type TDocumentDeps,
  type TPaymentDocumentContext,
} from './payment-documents';

/** A payment has left the bank by SWIFT once the core sent it on or the payee's bank credited it. */
const CONFIRMABLE_STATUSES: readonly TOrderStatus[] = ['SENT_TO_RECIPIENT_BANK', 'EXECUTED'];
const CONFIRMABLE_TYPES: readonly TPaymentType[] = ['FOREIGN', 'SEPA'];

/** MT103 free-text lines are 35 characters; name-and-address and remittance fields take 4. */
const SWIFT_LINE_CHARS = 35;
const SWIFT_MAX_LINES = 4;
const SENDER_REFERENCE_MAX_CHARS = 16;

interface TMt103Field {
  tag: TMt103Tag;
  /** The field's content as the message carries it, one entry per line. */
  lines: string[];
  /** The same in words, in the document's language. */
  readable: string;
}

/**
 * SWIFT's X character set has no Croatian letters or most punctuation: letters lose their marks
 * (č→c, đ→d) as banks transliterate them, and anything else the set lacks becomes ".".
 */
function toSwiftText(text: string): string {
  return removeDiacritics(text)
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, '.')
    .trim();
}

/** "2026-11-20" → "261120". */
function toSwiftDate(isoDate: string): string {
  return isoDate.slice(2, 4) + isoDate.slice(5, 7) + isoDate.slice(8, 10);
}

/** SWIFT amounts have a decimal comma and no grouping; the comma stays even without decimals. */
function toSwiftAmount(decimal: string): string {
  return decimal.includes('.') ? decimal.replace('.', ',') : `${decimal},`;
}

/** A rate as SWIFT writes it: decimal comma, no trailing zeros ("1.080000" → "1,08"). */
function toSwiftRate(decimal: string): string {
  return toSwiftAmount(decimal.includes('.') ? decimal.replace(/0+$/, '') : decimal);
}

/** Texts as name-and-address lines: transliterated, cut to 35 characters, at most 4 lines. */
function toSwiftLines(texts: readonly string[]): string[] {
  return texts
    .map((text) => Array.from(toSwiftText(text)).slice(0, SWIFT_LINE_CHARS).join('').trim())
    .filter((line) => line !== '')
    .slice(0, SWIFT_MAX_LINES);
}

/** Remittance information: the description in up to 4 lines of 35 characters. */
function splitRemittance(description: string): string[] {
  const characters = Array.from(toSwiftText(description));
  const lines: string[] = [];
  const end = Math.min(characters.length, SWIFT_LINE_CHARS * SWIFT_MAX_LINES);
  for (let start = 0; start < end; start += SWIFT_LINE_CHARS)
    lines.push(characters.slice(start, Math.min(start + SWIFT_LINE_CHARS, end)).join(''));
  return lines;
}

function describeReadable(context: TPaymentDocumentContext, tag: TMt103Tag, value: string) {
  const label = context.texts.swiftFields[tag];
  return value === '' ? label : `${label}:\n${value}`;
}

function buildAmountFields(payment: TPayment, context: TPaymentDocumentContext): TMt103Field[] {
  const { locale, texts } = context;
  const { instructedAmount } = payment;
  const valueDate = payment.actualExecutionDate ?? payment.requestedExecutionDate;
  const settled = `${toSwiftDate(valueDate)}${instructedAmount.currency}${toSwiftAmount(instructedAmount.amount)}`;
  const fields: TMt103Field[] = [
    {
      tag: '32A',
      lines: [settled],
      readable: describeReadable(
        context,
        '32A',
        `${formatDateForLocale(valueDate, locale)} · ${formatWireMoney(instructedAmount, locale)}`,
      ),
    },
  ];
  if (payment.exchangeRate === null || payment.debitAmount === null) return fields;
  const rate = formatExchangeRate(payment, locale) ?? '';
  const debited = formatMessage(locale, texts.swiftConvertedAt, {
    debitAmount: formatWireMoney(payment.debitAmount, locale),
  });
  return [
    ...fields,
    {
      tag: '33B',
      lines: [`${instructedAmount.currency}${toSwiftAmount(instructedAmount.amount)}`],
      readable: describeReadable(context, '33B', formatWireMoney(instructedAmount, locale)),
    },
    {
      tag: '36',
      lines: [toSwiftRate(payment.exchangeRate)],
      readable: describeReadable(context, '36', `${rate} · ${debited}`),
    },
  ];
}

function buildPartyFields(payment: TPayment, context: TPaymentDocumentContext): TMt103Field[] {
  const { bank, company } = context;
  const agent = payment.creditorAgent;
  const { street, residence, country } = payment.creditorAddress;
  const fields: TMt103Field[] = [
    {
      tag: '50K',
      lines: [
        `/${payment.debtorAccount.iban}`,
        ...toSwiftLines([
          company.name,
          company.street,
          `${company.postalCode} ${company.city} ${company.country}`,
        ]),
      ],
      readable: describeReadable(
        context,
        '50K',
        `${formatIbanGrouped(payment.debtorAccount.iban)}\n${company.name}`,
      ),
    },
    {
      tag: '52A',
      lines: [bank.bic],
      readable: describeReadable(context, '52A', bank.legalName),
    },
  ];
  if (agent?.bic)
    fields.push({
      tag: '57A',
      lines: [agent.bic],
      readable: describeReadable(context, '57A', agent.name),
    });
  fields.push({
    tag: '59',
    lines: [
      `/${payment.creditorAccount.iban}`,
      ...toSwiftLines([payment.creditorName, street, [residence, country].join(' ')]),
    ],
    readable: describeReadable(
      context,
      '59',
      `${formatPayeeAccount(payment)}\n${payment.creditorName}`,
    ),
  });
  return fields;
}

/** The MT103 fields of a payment that left by SWIFT, in the order the message carries them. */
function buildMt103Fields(payment: TPayment, context: TPaymentDocumentContext): TMt103Field[] {
  assert(
    payment.paymentId.length <= SENDER_REFERENCE_MAX_CHARS,
    `the sender's reference ${payment.paymentId} fits :20: (16 characters)`,
  );
  assert(payment.chargeBearer !== null, `the foreign payment ${payment.paymentId} has charges`);
  const chargeBearer = readChargeBearer(payment.chargeBearer);
  const description = payment.remittanceInformationUnstructured;
  return [
    { tag: '20', lines: [payment.paymentId], readable: describeReadable(context, '20', '') },
    { tag: '23B', lines: ['CRED'], readable: describeReadable(context, '23B', '') },
    ...buildAmountFields(payment, context),
    ...buildPartyFields(payment, context),
    {
      tag: '70',
      lines: splitRemittance(description),
      readable: describeReadable(context, '70', description),
    },
    {
      tag: '71A',
      lines: [chargeBearer],
      readable: describeReadable(context, '71A', context.texts.chargeBearers[chargeBearer]),
    },
  ];
}

function isConfirmable(payment: TPayment): boolean {
  return CONFIRMABLE_STATUSES.includes(payment.status) && CONFIRMABLE_TYPES.includes(payment.type);
}

/**
 * GET /payments/{id}/swift-confirmation: the MT103 a foreign or SEPA payment left with, field by
 * field beside its meaning; before the payment left the bank (or for another type) there is none.
 */
export async function exportSwiftConfirmation(
  deps: TDocumentDeps,
  actor: TActor,
  paymentId: bigint,
  locale: TLocale,
): Promise<TDocumentResponse> {
  const payment = await getPayment(deps, actor, paymentId, locale);
  if (!isConfirmable(payment)) throw new AppError('SWIFT_CONFIRMATION_UNAVAILABLE');
  const context = await readPaymentDocumentContext(deps, actor, locale);
  const { texts } = context;
  const title = `${texts.swiftTitle} ${payment.paymentId}`;
  return {
    fileName: buildDocumentFileName([texts.swiftFileStem, payment.paymentId], 'pdf'),
    contentType: PDF_CONTENT_TYPE,
    write: (output) =>
      writePdfTable({
        title,
        subtitleLines: [
          ...describeParties(context),
          texts.swiftSubtitle,
          describeCreation(context),
        ],
        footerText: `${context.bank.name} · ${title}`,
        locale,
        createdAt: context.now,
        output,
        columns: [
          { header: texts.swiftColumns.tag, widthWeight: 8, align: 'left' },
          { header: texts.swiftColumns.content, widthWeight: 42, align: 'left' },
          { header: texts.swiftColumns.meaning, widthWeight: 50, align: 'left' },
        ],
        rows: buildMt103Fields(payment, context).map((field) => [
          `:${field.tag}:`,
          field.lines.join('\n'),
          field.readable,
        ]),
      }),
  };
}
