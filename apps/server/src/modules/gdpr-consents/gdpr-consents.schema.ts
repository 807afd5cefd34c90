import { bigint, boolean, pgTable, uuid } from 'drizzle-orm/pg-core';
import { instant } from '../../platform/db/columns';

/** Tables of migrations/0021_gdpr_consents.sql; the SQL file is the source. */

export const gdprConsentRequests = pgTable('gdpr_consent_requests', {
  orderId: bigint('order_id', { mode: 'bigint' }).primaryKey(),
  companyId: uuid('company_id').notNull(),
  communicationAllowed: boolean('communication_allowed').notNull(),
  profilingAllowed: boolean('profiling_allowed').notNull(),
});

export const companyMarketingConsents = pgTable('company_marketing_consents', {
  companyId: uuid('company_id').primaryKey(),
  communicationAllowed: boolean('communication_allowed').notNull(),
  profilingAllowed: boolean('profiling_allowed').notNull(),
  updatedAt: instant('updated_at').notNull(),
  orderId: bigint('order_id', { mode: 'bigint' }).notNull(),
});
