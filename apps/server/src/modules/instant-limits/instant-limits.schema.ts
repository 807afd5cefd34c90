import { bigint, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, minor } from '../../platform/db/columns';

/** Tables of migrations/0022_instant_limits.sql; the SQL file is the source. */

export const instantLimitRequests = pgTable('instant_limit_requests', {
  orderId: bigint('order_id', { mode: 'bigint' }).primaryKey(),
  companyId: uuid('company_id').notNull(),
  accountIban: text('account_iban').notNull(),
  limitType: text('limit_type').notNull(),
  limitAmountMinor: minor('limit_amount_minor'),
  reference: text('reference').notNull(),
});

export const instantPaymentLimits = pgTable('instant_payment_limits', {
  accountId: uuid('account_id').primaryKey(),
  companyId: uuid('company_id').notNull(),
  limitType: text('limit_type').notNull(),
  limitAmountMinor: minor('limit_amount_minor'),
  updatedAt: instant('updated_at').notNull(),
  orderId: bigint('order_id', { mode: 'bigint' }).notNull(),
});
