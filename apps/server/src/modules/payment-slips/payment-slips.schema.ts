import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, minor } from '../../platform/db/columns';

/** The payment_slips table of migrations/0027_payment_slips.sql (the SQL file is the source). */
export const paymentSlips = pgTable('payment_slips', {
  id: uuid('id').notNull(),
  companyId: uuid('company_id').notNull(),
  createdBy: uuid('created_by').notNull(),
  format: text('format').notNull(),
  currency: text('currency').notNull(),
  amountMinor: minor('amount_minor').notNull(),
  payerName: text('payer_name').notNull(),
  payerStreet: text('payer_street').notNull(),
  payerPlace: text('payer_place').notNull(),
  payeeName: text('payee_name').notNull(),
  payeeStreet: text('payee_street').notNull(),
  payeePlace: text('payee_place').notNull(),
  payeeIban: text('payee_iban').notNull(),
  model: text('model').notNull(),
  reference: text('reference').notNull(),
  purposeCode: text('purpose_code').notNull(),
  description: text('description').notNull(),
  payload: text('payload').notNull(),
  createdAt: instant('created_at').notNull(),
});

export type TPaymentSlipRow = typeof paymentSlips.$inferSelect;
