import { enPaymentConfirmations } from './payment-confirmations';
import { enPayments } from './payments';

/**
 * The payments' texts: form, signing, overview, templates, and the confirmations of executed
 * payments (catalogues.ts, area 'payments').
 */
export const messages = { ...enPayments, ...enPaymentConfirmations };
