import { enBaskets } from './baskets';
import { enBulkPayments } from './bulk-payments';
import { enPaymentConfirmations } from './payment-confirmations';
import { enPaymentSlips } from './payment-slips';
import { enPayments } from './payments';

/**
 * The payments' texts: form, signing, overview, templates, the confirmations of executed
 * payments, the payment baskets and the SEPA bulk files (catalogues.ts, area 'payments').
 */
export const messages = {
  ...enPayments,
  ...enPaymentConfirmations,
  ...enBaskets,
  ...enPaymentSlips,
  ...enBulkPayments,
};
