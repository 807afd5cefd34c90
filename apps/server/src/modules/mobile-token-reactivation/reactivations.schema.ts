import { bigint, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from '../../platform/db/columns';
import { bytea } from '../../platform/db/schema';

/** Tables of migrations/0024_mobile_token_reactivations.sql; the SQL file is the source. */

export const mobileTokenReactivations = pgTable('mobile_token_reactivations', {
  orderId: bigint('order_id', { mode: 'bigint' }).primaryKey(),
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
  deviceId: uuid('device_id').notNull(),
  mobilePhone: text('mobile_phone').notNull(),
  reason: text('reason').notNull(),
  codeFirstPart: text('code_first_part'),
  codeHash: bytea('code_hash'),
  codeExpiresAt: instant('code_expires_at'),
  failedAttempts: integer('failed_attempts').notNull(),
  activatedAt: instant('activated_at'),
});

export const smsOutbox = pgTable('sms_outbox', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  personId: uuid('person_id').notNull(),
  phone: text('phone').notNull(),
  text: text('text').notNull(),
  createdAt: instant('created_at').notNull(),
});
