import { hrBaskets } from './baskets';
import { hrBulkPayments } from './bulk-payments';
import { hrPaymentConfirmations } from './payment-confirmations';
import { hrPaymentSlips } from './payment-slips';
import { hrPayments } from './payments';

/**
 * The payments' texts: form, signing, overview, templates, the confirmations of executed
 * payments, the payment baskets and the SEPA bulk files (catalogues.ts, area 'payments').
 */
export const messages = {
  ...hrPayments,
  ...hrPaymentConfirmations,
  ...hrBaskets,
  ...hrPaymentSlips,
  ...hrBulkPayments,
};
