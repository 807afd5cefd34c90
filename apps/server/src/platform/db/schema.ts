import {
  bigint,
  boolean,
  customType,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant, minor } from './columns';

/** Tables as migrations/*.sql create them; the SQL files are the source, this is their typed view. */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const bankProfile = pgTable('bank_profile', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  legalName: text('legal_name').notNull(),
  bic: text('bic').notNull(),
  bankCode: text('bank_code').notNull(),
  oib: text('oib').notNull(),
  street: text('street').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  phone: text('phone').notNull(),
  supportPhone: text('support_phone').notNull(),
  email: text('email').notNull(),
  website: text('website').notNull(),
  isCoreAvailable: boolean('is_core_available').notNull().default(true),
});

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' }).notNull(),
  name: text('name').notNull(),
  oib: text('oib').notNull(),
  street: text('street').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  createdAt: instant('created_at').notNull(),
});

export const relationshipManagers = pgTable('relationship_managers', {
  companyId: uuid('company_id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  branch: text('branch').notNull(),
});

export const persons = pgTable('persons', {
  id: uuid('id').primaryKey(),
  personId: bigint('person_id', { mode: 'number' }).notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  demoRole: text('demo_role'),
  passwordHash: text('password_hash'),
  createdAt: instant('created_at').notNull(),
});

export const companyPersons = pgTable('company_persons', {
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
  authorizationLevel: smallint('authorization_level').notNull(),
  allowedServices: text('allowed_services').array().notNull(),
  /** The person's authority was revoked (migration 0025): they have lost the company. */
  accessRevokedAt: instant('access_revoked_at'),
  accessRevokedByOrderId: bigint('access_revoked_by_order_id', { mode: 'bigint' }),
});

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull(),
  iban: text('iban').notNull(),
  accountNumber: text('account_number').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  type: text('type').notNull(),
  name: text('name').notNull(),
  nickname: text('nickname'),
  openingDate: date('opening_date', { mode: 'string' }).notNull(),
  overdraftLimitMinor: minor('overdraft_limit_minor').notNull(),
  overdraftExpiryDate: date('overdraft_expiry_date', { mode: 'string' }),
  overdraftInterestRate: numeric('overdraft_interest_rate'),
  numberOfSignatures: smallint('number_of_signatures').notNull(),
  defaultOrder: integer('default_order').notNull(),
});

export const accountBalances = pgTable('account_balances', {
  accountId: uuid('account_id').notNull(),
  companyId: uuid('company_id').notNull(),
  // The domain balance_type over text (migration 0014): one of the six balance types.
  balanceType: text('balance_type').notNull(),
  amountMinor: minor('amount_minor').notNull(),
});

export const bankLedgerAccounts = pgTable('bank_ledger_accounts', {
  id: uuid('id').primaryKey(),
  code: text('code').notNull(),
  currency: text('currency').notNull(),
  balanceMinor: minor('balance_minor').notNull(),
});

export const bookings = pgTable('bookings', {
  id: uuid('id').primaryKey(),
  // The domain booking_kind over text (migration 0014).
  kind: text('kind').notNull(),
  bookedAt: instant('booked_at').notNull(),
  valueDate: date('value_date', { mode: 'string' }).notNull(),
  description: varchar('description', { length: 140 }).notNull(),
  idempotencyKey: varchar('idempotency_key', { length: 200 }),
  requestHash: text('request_hash'),
  exchangeRate: numeric('exchange_rate'),
  crossCurrencyFeeMinor: minor('cross_currency_fee_minor'),
});

export const reservations = pgTable('reservations', {
  id: uuid('id').primaryKey(),
  accountId: uuid('account_id').notNull(),
  companyId: uuid('company_id').notNull(),
  kind: text('kind').notNull(),
  currency: text('currency').notNull(),
  amountMinor: minor('amount_minor').notNull(),
  status: text('status').notNull(),
  reference: text('reference').notNull(),
  createdAt: instant('created_at').notNull(),
  closedAt: instant('closed_at'),
  bookingId: uuid('booking_id'),
  idempotencyKey: text('idempotency_key'),
  requestHash: text('request_hash'),
});

export const exchangeRates = pgTable('exchange_rates', {
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  currency: text('currency').notNull(),
  buy: numeric('buy').notNull(),
  middle: numeric('middle').notNull(),
  sell: numeric('sell').notNull(),
});

export const postings = pgTable('postings', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  bookingId: uuid('booking_id').notNull(),
  accountId: uuid('account_id'),
  bankAccountId: uuid('bank_account_id'),
  companyId: uuid('company_id'),
  currency: text('currency').notNull(),
  amountMinor: minor('amount_minor').notNull(),
  valueDate: date('value_date', { mode: 'string' }).notNull(),
  bookedAt: instant('booked_at').notNull(),
  bookingKind: text('booking_kind').notNull(),
  description: varchar('description', { length: 140 }),
  counterpartyName: varchar('counterparty_name', { length: 140 }),
  counterpartyIban: varchar('counterparty_iban', { length: 34 }),
  reference: varchar('reference', { length: 30 }),
  endToEndId: varchar('end_to_end_id', { length: 35 }),
});

export const accountAuthorities = pgTable('account_authorities', {
  accountId: uuid('account_id').notNull(),
  personId: uuid('person_id').notNull(),
  companyId: uuid('company_id').notNull(),
  authorityLevel: text('authority_level').notNull(),
  independentSignee: boolean('independent_signee').notNull(),
  mandatorySignee: boolean('mandatory_signee').notNull(),
  limitType: text('limit_type').notNull(),
  limitAmountMinor: minor('limit_amount_minor'),
  limitCurrency: text('limit_currency').notNull(),
  foreignCurrencyAuthorization: text('foreign_currency_authorization').notNull(),
});

export const accountPersonPreferences = pgTable('account_person_preferences', {
  accountId: uuid('account_id').notNull(),
  personId: uuid('person_id').notNull(),
  companyId: uuid('company_id').notNull(),
  personalizedNickname: text('personalized_nickname'),
  sortOrder: integer('sort_order'),
});

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  tokenHash: bytea('token_hash').notNull(),
  checkHandleHash: bytea('check_handle_hash').notNull(),
  personId: uuid('person_id').notNull(),
  companyId: uuid('company_id').notNull(),
  authorizationLevel: smallint('authorization_level').notNull(),
  loginType: text('login_type').notNull(),
  allowedServices: text('allowed_services').array().notNull(),
  createdAt: instant('created_at').notNull(),
  lastActivityAt: instant('last_activity_at').notNull(),
  endedAt: instant('ended_at'),
  endReason: text('end_reason'),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  channel: text('channel').notNull(),
  expiresAt: instant('expires_at').notNull(),
  deviceType: text('device_type').notNull(),
  lastPage: text('last_page'),
  deviceId: uuid('device_id'),
});

export const personalSettings = pgTable('personal_settings', {
  personId: uuid('person_id').primaryKey(),
  settings: jsonb('settings').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

export const clientLogEvents = pgTable('client_log_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  createdAt: instant('created_at').notNull(),
  sessionId: uuid('session_id'),
  companyId: uuid('company_id'),
  personId: uuid('person_id'),
  severity: text('severity').notNull(),
  name: text('name').notNull(),
  details: jsonb('details').notNull(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
});

export const certificateAuthorities = pgTable('certificate_authorities', {
  id: smallint('id').primaryKey(),
  certificateDer: bytea('certificate_der').notNull(),
  privateKeyPkcs8Der: bytea('private_key_pkcs8_der'),
  createdAt: instant('created_at').notNull(),
});

export const authDevices = pgTable('auth_devices', {
  id: uuid('id').primaryKey(),
  personId: uuid('person_id').notNull(),
  kind: text('kind').notNull(),
  serial: text('serial').notNull(),
  status: text('status').notNull(),
  canSignIn: boolean('can_sign_in').notNull(),
  canSign: boolean('can_sign').notNull(),
  otpSecret: bytea('otp_secret'),
  driftSteps: integer('drift_steps').notNull().default(0),
  resyncDriftSteps: integer('resync_drift_steps'),
  resyncStep: bigint('resync_step', { mode: 'number' }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  publicKeySpkiDer: bytea('public_key_spki_der'),
  certificateDer: bytea('certificate_der'),
  createdAt: instant('created_at').notNull(),
  activatedAt: instant('activated_at'),
  lockedAt: instant('locked_at'),
  requiresActivationCode: boolean('requires_activation_code').notNull().default(false),
});

export const authThrottles = pgTable('auth_throttles', {
  scope: text('scope').notNull(),
  subject: text('subject').notNull(),
  failures: integer('failures').notNull(),
  windowStartedAt: instant('window_started_at').notNull(),
  blockedUntil: instant('blocked_until'),
});

export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  windowStartedAt: instant('window_started_at').notNull(),
  hits: integer('hits').notNull(),
});

export const loginChallenges = pgTable('login_challenges', {
  id: uuid('id').primaryKey(),
  challengeHash: bytea('challenge_hash').notNull(),
  createdAt: instant('created_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

export const qrLoginRequests = pgTable('qr_login_requests', {
  id: uuid('id').primaryKey(),
  pollHandleHash: bytea('poll_handle_hash').notNull(),
  browserHandleHash: bytea('browser_handle_hash').notNull(),
  nonce: text('nonce').notNull(),
  status: text('status').notNull(),
  personId: uuid('person_id'),
  deviceId: uuid('device_id'),
  createdAt: instant('created_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  approvedAt: instant('approved_at'),
  completedAt: instant('completed_at'),
});

export const pendingSignIns = pgTable('pending_sign_ins', {
  id: uuid('id').primaryKey(),
  handleHash: bytea('handle_hash').notNull(),
  personId: uuid('person_id').notNull(),
  deviceId: uuid('device_id'),
  loginType: text('login_type').notNull(),
  createdAt: instant('created_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

export const trustedBrowsers = pgTable('trusted_browsers', {
  id: uuid('id').primaryKey(),
  personId: uuid('person_id').notNull(),
  browserHandleHash: bytea('browser_handle_hash').notNull(),
  browser: text('browser').notNull(),
  os: text('os').notNull(),
  acceptedAt: instant('accepted_at').notNull(),
  removedAt: instant('removed_at'),
});

export const sessionActivities = pgTable('session_activities', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  sessionId: uuid('session_id').notNull(),
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
  occurredAt: instant('occurred_at').notNull(),
  kind: text('kind').notNull(),
  page: text('page'),
  ipAddress: text('ip_address'),
  deviceType: text('device_type').notNull(),
  channel: text('channel').notNull(),
});

export const securityEvents = pgTable('security_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  occurredAt: instant('occurred_at').notNull(),
  kind: text('kind').notNull(),
  personId: uuid('person_id'),
  companyId: uuid('company_id'),
  deviceId: uuid('device_id'),
  sessionId: uuid('session_id'),
  ipAddress: text('ip_address'),
  details: jsonb('details').notNull(),
});

export const signingChallenges = pgTable('signing_challenges', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
  orderType: text('order_type').notNull(),
  orderId: text('order_id').notNull(),
  canonicalText: text('canonical_text').notNull(),
  digest: bytea('digest').notNull(),
  challenge: text('challenge').notNull(),
  createdAt: instant('created_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  approvedAt: instant('approved_at'),
  approvedDeviceId: uuid('approved_device_id'),
  approvalSignature: text('approval_signature'),
  failedAttempts: smallint('failed_attempts').notNull().default(0),
});

export const orderSignatures = pgTable('order_signatures', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
  orderType: text('order_type').notNull(),
  orderId: text('order_id').notNull(),
  /** Null on a signature given with a parent's (a basket's payment): parentSignatureId holds it. */
  challengeId: uuid('challenge_id'),
  parentSignatureId: uuid('parent_signature_id'),
  deviceId: uuid('device_id').notNull(),
  method: text('method').notNull(),
  digest: bytea('digest').notNull(),
  proof: text('proof').notNull(),
  signedAt: instant('signed_at').notNull(),
  countsAlone: boolean('counts_alone'),
  isMandatory: boolean('is_mandatory'),
  domesticAmountMinor: minor('domestic_amount_minor'),
});
