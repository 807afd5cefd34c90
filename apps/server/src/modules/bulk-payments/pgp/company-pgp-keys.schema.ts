import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from '../../../platform/db/columns';

/** The company_pgp_keys table of migrations/0029_company_pgp_keys.sql (the SQL file is the source). */
export const companyPgpKeys = pgTable('company_pgp_keys', {
  companyId: uuid('company_id').notNull(),
  fingerprint: text('fingerprint').notNull(),
  armoredKey: text('armored_key').notNull(),
  userIds: text('user_ids').array().notNull(),
  createdAt: instant('created_at').notNull(),
  registeredBy: text('registered_by').notNull(),
  revokedAt: instant('revoked_at'),
});

export type TCompanyPgpKeyRow = typeof companyPgpKeys.$inferSelect;
