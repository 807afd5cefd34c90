import { bigint, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { businessDate, instant, minor } from '../../platform/db/columns';

/** The table of migrations/0023_payment_confirmations.sql; the SQL file is the source. */

export const paymentConfirmationItems = pgTable('payment_confirmation_items', {
  orderId: bigint('order_id', { mode: 'bigint' }).notNull(),
  lineNo: smallint('line_no').notNull(),
  companyId: uuid('company_id').notNull(),
  paymentOrderId: bigint('payment_order_id', { mode: 'bigint' }).notNull(),
  creditorName: text('creditor_name').notNull(),
  creditorAccount: text('creditor_account').notNull(),
  amountMinor: minor('amount_minor').notNull(),
  currency: text('currency').notNull(),
  executionDate: businessDate('execution_date').notNull(),
  feeMinor: minor('fee_minor').notNull(),
  feeCurrency: text('fee_currency').notNull(),
  confirmationNumber: text('confirmation_number'),
  confirmedAt: instant('confirmed_at'),
  paymentBookingId: uuid('payment_booking_id'),
  feeBookingId: uuid('fee_booking_id'),
});
