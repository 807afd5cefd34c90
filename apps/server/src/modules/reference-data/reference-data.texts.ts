import type {
  TChargeBearer,
  TForeignTurnoverCode,
  TLocale,
  TPaymentInstrument,
  TUrgency,
} from '@poslovno/domain';

/**
 * The names of the small codebooks of the payment forms (GET /config/codebook). The codes are the
 * domain's; the Records make every code carry a name in both languages.
 */

type TNames = Readonly<Record<TLocale, string>>;

export const CHARGE_BEARER_NAMES: Readonly<Record<TChargeBearer, TNames>> = {
  SHA: {
    hr: 'Troškove dijele nalogodavatelj i primatelj (SHA)',
    en: 'Shared: each side pays its own bank (SHA)',
  },
  OUR: { hr: 'Sve troškove plaća nalogodavatelj (OUR)', en: 'The payer pays all charges (OUR)' },
};

export const PAYMENT_INSTRUMENT_NAMES: Readonly<Record<TPaymentInstrument, TNames>> = {
  DOZNAKA: { hr: 'Doznaka', en: 'Remittance' },
  INKASO: { hr: 'Inkaso', en: 'Documentary collection' },
};

export const URGENCY_NAMES: Readonly<Record<TUrgency, TNames>> = {
  NORMAL: { hr: 'Uobičajeno', en: 'Normal' },
  URGENT: { hr: 'Hitno', en: 'Urgent' },
  INSTANT: { hr: 'Trenutno', en: 'Instant' },
};

/**
 * The spec names the foreign-turnover codes without their meaning (000 §9), and the statistics
 * codebook they come from is the bank's own; a name says what the code's suffix does: d is a
 * payment abroad, c a receipt from abroad. A bank replaces these with its codebook's names.
 */
export const FOREIGN_TURNOVER_CODE_NAMES: Readonly<Record<TForeignTurnoverCode, TNames>> = {
  '5517d': { hr: '5517 – plaćanje u inozemstvo', en: '5517 – payment abroad' },
  '3145d': { hr: '3145 – plaćanje u inozemstvo', en: '3145 – payment abroad' },
  '3015d': { hr: '3015 – plaćanje u inozemstvo', en: '3015 – payment abroad' },
  '5504d': { hr: '5504 – plaćanje u inozemstvo', en: '5504 – payment abroad' },
  '5522d': { hr: '5522 – plaćanje u inozemstvo', en: '5522 – payment abroad' },
  '5530d': { hr: '5530 – plaćanje u inozemstvo', en: '5530 – payment abroad' },
  '1123d': { hr: '1123 – plaćanje u inozemstvo', en: '1123 – payment abroad' },
  '1119d': { hr: '1119 – plaćanje u inozemstvo', en: '1119 – payment abroad' },
  '5540c': { hr: '5540 – naplata iz inozemstva', en: '5540 – receipt from abroad' },
};
