import { hrBaskets } from './baskets';
import { hrPaymentConfirmations } from './payment-confirmations';
import { hrPaymentSlips } from './payment-slips';
import { hrPayments } from './payments';

/**
 * The payments' texts: form, signing, overview, templates, the confirmations of executed
 * payments and the payment baskets (catalogues.ts, area 'payments').
 */
export const messages = {
  ...hrPayments,
  ...hrPaymentConfirmations,
  ...hrBaskets,
  ...hrPaymentSlips,
};
