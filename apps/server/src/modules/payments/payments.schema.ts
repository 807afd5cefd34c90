import { bigint, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** The payments table of migrations/0011_orders_payments.sql (the SQL file is the source). */
export const payments = pgTable('payments', {
  orderId: bigint('order_id', { mode: 'bigint' }).primaryKey(),
  companyId: uuid('company_id').notNull(),
  type: text('type').notNull(),
  debtorIban: text('debtor_iban').notNull(),
  creditorAccount: text('creditor_account').notNull(),
  creditorName: text('creditor_name').notNull(),
  creditorReferenceType: text('creditor_reference_type'),
  creditorReference: text('creditor_reference'),
  description: text('description').notNull(),
  urgency: text('urgency').notNull(),
  details: jsonb('details').notNull(),
});
