import { z } from 'zod';
import { ZDecimalAmount, ZInstant, ZUuid } from './common';
import { ZValidation } from './errors';

/**
 * 000 §3 Payment slip: format, default QR. "QR" is the product's name for the HUB3 slip's
 * two-dimensional barcode, which the standard makes a PDF417 symbol (no QR code is drawn).
 */
export const PAYMENT_SLIP_FORMATS = ['QR'] as const;
export type TPaymentSlipFormat = (typeof PAYMENT_SLIP_FORMATS)[number];

/** A slip's downloads: the barcode as PNG or SVG, or the printable HUB-3A form as PDF. */
export const PAYMENT_SLIP_FILE_FORMATS = ['PNG', 'SVG', 'PDF'] as const;
export type TPaymentSlipFileFormat = (typeof PAYMENT_SLIP_FILE_FORMATS)[number];

/** 000 §7: the slip validation call takes its locale as en-en or hr-hr, unlike the others. */
export const PAYMENT_SLIP_LOCALES = ['hr-hr', 'en-en'] as const;
export type TPaymentSlipLocale = (typeof PAYMENT_SLIP_LOCALES)[number];

/**
 * The slip's texts are taken as typed within a generous bound, so that a text longer than the
 * slip's field is answered on that field (SLIP_FIELD_TOO_LONG) like any other rule.
 */
const ZSlipText = z.string().max(200).default('');

/** The fields of a HUB3 slip as a form sends them; the amount a decimal ("123.45"), may be empty. */
export const ZPaymentSlipFields = z.object({
  currency: z.string().max(8).default('EUR'),
  amount: z.string().max(40).default(''),
  payerName: ZSlipText,
  payerStreet: ZSlipText,
  payerPlace: ZSlipText,
  payeeName: ZSlipText,
  payeeStreet: ZSlipText,
  payeePlace: ZSlipText,
  payeeIban: ZSlipText,
  model: ZSlipText,
  reference: ZSlipText,
  purposeCode: ZSlipText,
  description: ZSlipText,
});
export type TPaymentSlipFields = z.input<typeof ZPaymentSlipFields>;

/** POST /payments/slips and its validation: the fields and the format (QR when not said). */
export const ZPaymentSlipInput = ZPaymentSlipFields.extend({
  format: z.enum(PAYMENT_SLIP_FORMATS).default('QR'),
}).meta({ id: 'PaymentSlipBody' });
export type TPaymentSlipInput = z.input<typeof ZPaymentSlipInput>;
export type TParsedPaymentSlipInput = z.output<typeof ZPaymentSlipInput>;

/** A slip's fields as the bank reads them: normalised, the amount in the currency's decimals. */
export const ZPaymentSlipView = z
  .object({
    currency: z.string(),
    amount: ZDecimalAmount,
    payerName: z.string(),
    payerStreet: z.string(),
    payerPlace: z.string(),
    payeeName: z.string(),
    payeeStreet: z.string(),
    payeePlace: z.string(),
    payeeIban: z.string(),
    model: z.string(),
    reference: z.string(),
    purposeCode: z.string(),
    description: z.string(),
  })
  .meta({ id: 'PaymentSlipFields' });
export type TPaymentSlipView = z.infer<typeof ZPaymentSlipView>;

/** A stored slip: its fields and the barcode's text (HRVHUB30 …, lines ended by LF). */
export const ZPaymentSlip = ZPaymentSlipView.extend({
  slipId: ZUuid,
  format: z.enum(PAYMENT_SLIP_FORMATS),
  payload: z.string(),
  createdAt: ZInstant,
}).meta({ id: 'PaymentSlip' });
export type TPaymentSlip = z.infer<typeof ZPaymentSlip>;

export const ZPaymentSlipValidationQuery = z.object({
  locale: z.enum(PAYMENT_SLIP_LOCALES).optional(),
});

/** POST /payments/slips/validate: each field's first broken rule, described in the locale. */
export const ZPaymentSlipValidation = z
  .object({ isValid: z.boolean(), validations: z.array(ZValidation) })
  .meta({ id: 'PaymentSlipValidation' });
export type TPaymentSlipValidation = z.infer<typeof ZPaymentSlipValidation>;

/**
 * POST /payments/slips/decode: what the uploaded image's barcode says, with what is wrong with it.
 * An old kuna slip (HRK) is read and marked: its payment opens as 0 EUR to be filled in (000 §5).
 */
export const ZDecodedPaymentSlip = z
  .object({
    slip: ZPaymentSlipView,
    payload: z.string(),
    isLegacyCurrency: z.boolean(),
    payment: z.object({ amount: ZDecimalAmount, currency: z.string() }),
    validations: z.array(ZValidation),
  })
  .meta({ id: 'DecodedPaymentSlip' });
export type TDecodedPaymentSlip = z.infer<typeof ZDecodedPaymentSlip>;

/** GET /payments/slips: the company's slips, newest first; `search` looks in payee, IBAN, reference, description. */
export const ZPaymentSlipsQuery = z.object({
  search: z.string().max(100).optional(),
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const ZPaymentSlips = z
  .object({
    slips: z.array(ZPaymentSlip),
    metadata: z.object({ nextCursor: z.string().nullable() }),
  })
  .meta({ id: 'PaymentSlips' });
export type TPaymentSlips = z.infer<typeof ZPaymentSlips>;

export const ZPaymentSlipIdParams = z.object({ slipId: ZUuid });

export const ZPaymentSlipDownloadQuery = z.object({
  format: z.enum(PAYMENT_SLIP_FILE_FORMATS).default('PNG'),
  locale: z.enum(['hr_hr', 'en_us']).optional(),
});
