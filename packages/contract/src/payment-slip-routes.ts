import { PDF, defineRoute } from './route-definition';
import {
  ZDecodedPaymentSlip,
  ZPaymentSlip,
  ZPaymentSlipDownloadQuery,
  ZPaymentSlipIdParams,
  ZPaymentSlipInput,
  ZPaymentSlips,
  ZPaymentSlipsQuery,
  ZPaymentSlipValidation,
  ZPaymentSlipValidationQuery,
} from './payment-slips';

/** A slip's form is a few hundred bytes; only the decode call carries a file. */
const SLIP_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * 000 §2 QR/HUB3 and §7 payment slips: create, validate and decode as the spec lists them; the
 * list and the downloads are ours (docs/decisions.md, "Payment slips (HUB3)").
 */
export const paymentSlipRoutes = {
  postPaymentSlip: defineRoute({
    method: 'POST',
    path: '/payments/slips',
    access: 'session',
    service: 'QR_HUB3',
    tag: 'payment-slips',
    summary:
      "Creates a HUB3 payment slip (format QR: the standard's PDF417 barcode) for the company: its fields and the barcode's text",
    body: ZPaymentSlipInput,
    bodyLimitBytes: SLIP_BODY_LIMIT_BYTES,
    status: 201,
    response: ZPaymentSlip,
  }),
  postPaymentSlipValidation: defineRoute({
    method: 'POST',
    path: '/payments/slips/validate',
    access: 'session',
    service: 'QR_HUB3',
    tag: 'payment-slips',
    summary:
      "Checks a slip's fields one by one and describes each broken rule in the locale (hr-hr or en-en)",
    querystring: ZPaymentSlipValidationQuery,
    body: ZPaymentSlipInput,
    bodyLimitBytes: SLIP_BODY_LIMIT_BYTES,
    status: 200,
    response: ZPaymentSlipValidation,
  }),
  postPaymentSlipDecode: defineRoute({
    method: 'POST',
    path: '/payments/slips/decode',
    access: 'session',
    service: 'QR_HUB3',
    tag: 'payment-slips',
    summary:
      "Reads the HUB3 barcode of an uploaded image (PNG, JPEG, or a PDF's first page; multipart, one file): the slip's fields and what is wrong with them; nothing is stored",
    status: 200,
    response: ZDecodedPaymentSlip,
  }),
  getPaymentSlips: defineRoute({
    method: 'GET',
    path: '/payments/slips',
    access: 'session',
    service: 'QR_HUB3',
    tag: 'payment-slips',
    summary:
      "The company's slips, newest first, a keyset page; search looks in the payee's name, IBAN, reference and description",
    querystring: ZPaymentSlipsQuery,
    status: 200,
    response: ZPaymentSlips,
  }),
  getPaymentSlipDownload: defineRoute({
    method: 'GET',
    path: '/payments/slips/:slipId/download',
    access: 'session',
    service: 'QR_HUB3',
    tag: 'payment-slips',
    summary:
      "One of the company's slips: the barcode as PNG or SVG, or the printable HUB-3A form as PDF",
    params: ZPaymentSlipIdParams,
    querystring: ZPaymentSlipDownloadQuery,
    status: 200,
    response: null,
    file: { contentTypes: ['image/png', 'image/svg+xml', PDF] },
  }),
} as const;
