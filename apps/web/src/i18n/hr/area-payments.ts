import { hrPayments } from './payments';

/** The payments' texts: form, signing, overview, templates (catalogues.ts, area 'payments'). */
export const messages = hrPayments;
