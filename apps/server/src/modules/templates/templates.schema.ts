import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from '../../platform/db/columns';

/** The payment_templates table of migrations/0012_templates.sql (the SQL file is the source). */
export const paymentTemplates = pgTable('payment_templates', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  payment: jsonb('payment').notNull(),
  createdAt: instant('created_at').notNull(),
  modifiedAt: instant('modified_at').notNull(),
});

export type TTemplateRow = typeof paymentTemplates.$inferSelect;
