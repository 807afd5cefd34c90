import { hrPaymentConfirmations } from './payment-confirmations';
import { hrPayments } from './payments';

/**
 * The payments' texts: form, signing, overview, templates, and the confirmations of executed
 * payments (catalogues.ts, area 'payments').
 */
export const messages = { ...hrPayments, ...hrPaymentConfirmations };
