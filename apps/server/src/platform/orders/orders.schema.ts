import {
  bigint,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessDate, instant, minor } from '../db/columns';

/** Tables of migrations/0011_orders_payments.sql; the SQL file is the source, this is its typed view. */

export const orders = pgTable('orders', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  companyId: uuid('company_id').notNull(),
  orderType: text('order_type').notNull(),
  status: text('status').notNull(),
  statusCodes: text('status_codes').array().notNull(),
  version: integer('version').notNull(),
  debtorAccountId: uuid('debtor_account_id').notNull(),
  amountMinor: minor('amount_minor').notNull(),
  currency: text('currency').notNull(),
  executionDate: businessDate('execution_date').notNull(),
  createdBy: uuid('created_by').notNull(),
  createdAt: instant('created_at').notNull(),
  modifiedBy: uuid('modified_by').notNull(),
  modifiedAt: instant('modified_at').notNull(),
  authorizedAt: instant('authorized_at'),
  coreOrderId: uuid('core_order_id'),
  actualExecutionDate: businessDate('actual_execution_date'),
  fraudStatus: text('fraud_status'),
  feeMinor: minor('fee_minor'),
  feeCurrency: text('fee_currency'),
  debitAmountMinor: minor('debit_amount_minor'),
  exchangeRate: numeric('exchange_rate'),
  crossCurrencyFeeMinor: minor('cross_currency_fee_minor'),
});

export const idempotentRequests = pgTable('idempotent_requests', {
  companyId: uuid('company_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  personId: uuid('person_id').notNull(),
  requestHash: text('request_hash').notNull(),
  responseStatus: smallint('response_status'),
  responseBody: jsonb('response_body'),
  createdAt: instant('created_at').notNull(),
});
