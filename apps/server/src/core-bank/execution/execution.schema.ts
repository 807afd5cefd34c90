import { bigint, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businessDate, instant, minor } from '../../platform/db/columns';

/** Tables of migrations/0007_execution.sql; the SQL file is the source, this is its typed view. */

export const corePaymentOrders = pgTable('core_payment_orders', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull(),
  debtorAccountId: uuid('debtor_account_id').notNull(),
  creditorIban: text('creditor_iban').notNull(),
  creditorName: text('creditor_name').notNull(),
  amountMinor: minor('amount_minor').notNull(),
  currency: text('currency').notNull(),
  urgency: text('urgency').notNull(),
  route: text('route').notNull(),
  channel: text('channel').notNull(),
  requestedExecutionDate: businessDate('requested_execution_date').notNull(),
  executionDate: businessDate('execution_date').notNull(),
  description: text('description').notNull(),
  debtorReference: text('debtor_reference'),
  creditorReference: text('creditor_reference'),
  endToEndId: text('end_to_end_id'),
  sourceReference: text('source_reference').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  requestHash: text('request_hash').notNull(),
  status: text('status').notNull(),
  fraudStatus: text('fraud_status'),
  rejectionCode: text('rejection_code'),
  feeMinor: minor('fee_minor').notNull(),
  feeCurrency: text('fee_currency').notNull(),
  reservationId: uuid('reservation_id'),
  paymentBookingId: uuid('payment_booking_id'),
  feeBookingId: uuid('fee_booking_id'),
  returnBookingId: uuid('return_booking_id'),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
  executedAt: instant('executed_at'),
  nextStepAt: instant('next_step_at'),
});

export const corePaymentOrderEvents = pgTable('core_payment_order_events', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  orderId: uuid('order_id').notNull(),
  companyId: uuid('company_id').notNull(),
  at: instant('at').notNull(),
  status: text('status').notNull(),
  fraudStatus: text('fraud_status'),
  rejectionCode: text('rejection_code'),
});

export const sanctionedParties = pgTable('sanctioned_parties', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  matchName: text('match_name').notNull(),
  iban: text('iban'),
  listName: text('list_name').notNull(),
  listedOn: businessDate('listed_on').notNull(),
});
