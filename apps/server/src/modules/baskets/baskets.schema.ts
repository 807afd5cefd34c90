import { bigint, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** Table of migrations/0026_order_groups_baskets.sql; the SQL file is the source. */
export const paymentBaskets = pgTable('payment_baskets', {
  orderId: bigint('order_id', { mode: 'bigint' }).primaryKey(),
  companyId: uuid('company_id').notNull(),
  basketUuid: uuid('basket_uuid').notNull(),
  referenceNumber: text('reference_number').notNull(),
});
