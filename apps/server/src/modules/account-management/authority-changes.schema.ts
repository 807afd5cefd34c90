import { bigint, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { minor } from '../../platform/db/columns';

/** Tables of migrations/0025_authority_changes.sql; the SQL file is the source. */

export const authorityChangeRequests = pgTable('authority_change_requests', {
  orderId: bigint('order_id', { mode: 'bigint' }).primaryKey(),
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
  actionType: text('action_type').notNull(),
});

export const authorityChangeRequestLines = pgTable('authority_change_request_lines', {
  orderId: bigint('order_id', { mode: 'bigint' }).notNull(),
  companyId: uuid('company_id').notNull(),
  position: smallint('position').notNull(),
  accountId: uuid('account_id').notNull(),
  beforeLevel: text('before_level').notNull(),
  beforeLimitType: text('before_limit_type').notNull(),
  beforeLimitMinor: minor('before_limit_minor'),
  afterLevel: text('after_level').notNull(),
  afterLimitType: text('after_limit_type').notNull(),
  afterLimitMinor: minor('after_limit_minor'),
});
