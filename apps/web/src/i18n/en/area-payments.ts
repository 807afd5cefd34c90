import { enBaskets } from './baskets';
import { enPaymentConfirmations } from './payment-confirmations';
import { enPaymentSlips } from './payment-slips';
import { enPayments } from './payments';

/**
 * The payments' texts: form, signing, overview, templates, the confirmations of executed
 * payments and the payment baskets (catalogues.ts, area 'payments').
 */
export const messages = {
  ...enPayments,
  ...enPaymentConfirmations,
  ...enBaskets,
  ...enPaymentSlips,
};
