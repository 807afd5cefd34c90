import { boolean, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { businessDate, instant, minor } from '../../platform/db/columns';

/** Tables of migrations/0008_statements.sql; the SQL file is the source, this is its typed view. */

export const statements = pgTable('statements', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull(),
  accountId: uuid('account_id'),
  groupAccountIds: uuid('group_account_ids').array(),
  type: text('type').notNull(),
  statementYear: smallint('statement_year').notNull(),
  number: integer('number').notNull(),
  statementDate: businessDate('statement_date').notNull(),
  periodFrom: businessDate('period_from').notNull(),
  periodTo: businessDate('period_to').notNull(),
  currency: text('currency').notNull(),
  openingBalanceMinor: minor('opening_balance_minor').notNull(),
  closingBalanceMinor: minor('closing_balance_minor').notNull(),
  debitTurnoverMinor: minor('debit_turnover_minor').notNull(),
  creditTurnoverMinor: minor('credit_turnover_minor').notNull(),
  debitCount: integer('debit_count').notNull(),
  creditCount: integer('credit_count').notNull(),
  cutOffAt: instant('cut_off_at'),
  createdAt: instant('created_at').notNull(),
  downloadedAt: instant('downloaded_at'),
  downloadedBy: uuid('downloaded_by'),
});

export const statementDeliveryContracts = pgTable('statement_delivery_contracts', {
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
  scope: text('scope').notNull(),
  contractedAt: instant('contracted_at').notNull(),
});

export const statementDeliveryAccounts = pgTable('statement_delivery_accounts', {
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
  accountId: uuid('account_id').notNull(),
});

export const groupStatementSettings = pgTable('group_statement_settings', {
  companyId: uuid('company_id').primaryKey(),
  isEnabled: boolean('is_enabled').notNull(),
  enabledFrom: businessDate('enabled_from').notNull(),
  updatedAt: instant('updated_at').notNull(),
});
