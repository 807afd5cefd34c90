import {
  bigint,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessDate, instant, minor } from '../db/columns';

/**
 * Tables of migrations/0011_orders_payments.sql and 0018_order_kernel_types.sql; the SQL files are
 * the source, this is their typed view.
 */

export const orders = pgTable('orders', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  companyId: uuid('company_id').notNull(),
  orderType: text('order_type').notNull(),
  status: text('status').notNull(),
  phase: text('phase').notNull(),
  statusCodes: text('status_codes').array().notNull(),
  version: integer('version').notNull(),
  signingRule: text('signing_rule').notNull(),
  parentOrderId: bigint('parent_order_id', { mode: 'bigint' }),
  debtorAccountId: uuid('debtor_account_id'),
  amountMinor: minor('amount_minor'),
  currency: text('currency'),
  executionDate: businessDate('execution_date'),
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

export const orderStatuses = pgTable('order_statuses', {
  orderType: text('order_type').notNull(),
  status: text('status').notNull(),
  phase: text('phase').notNull(),
});

export const companyRepresentatives = pgTable('company_representatives', {
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
  signsAlone: boolean('signs_alone').notNull(),
});

/** migrations/0026: the orders a parent holds (a basket's payments), with their joined version. */
export const orderMembers = pgTable('order_members', {
  parentOrderId: bigint('parent_order_id', { mode: 'bigint' }).notNull(),
  memberOrderId: bigint('member_order_id', { mode: 'bigint' }).notNull(),
  companyId: uuid('company_id').notNull(),
  position: smallint('position').notNull(),
  joinedVersion: integer('joined_version').notNull(),
});

export const orderDeliveries = pgTable('order_deliveries', {
  orderId: bigint('order_id', { mode: 'bigint' }).primaryKey(),
  companyId: uuid('company_id').notNull(),
  dueAt: instant('due_at').notNull(),
  attempts: integer('attempts').notNull(),
  lastError: text('last_error'),
});

export const backOfficeForcedRejections = pgTable('back_office_forced_rejections', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  orderType: text('order_type').notNull(),
  reason: text('reason').notNull(),
  createdAt: instant('created_at').notNull(),
  usedByOrderId: bigint('used_by_order_id', { mode: 'bigint' }),
  usedAt: instant('used_at'),
});
