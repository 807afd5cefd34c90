-- The order kernel (DESIGN.md §4): one row per order of any type with the lifecycle every type
-- shares, a table per order type for its own fields (payments first), and the stored answers of
-- calls that move money, so that a retried request replays its first answer.

CREATE TABLE orders (
  -- The number a person sees and searches by (000 §3 paymentId).
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 1000001) PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id),
  order_type text NOT NULL CHECK (order_type ~ '^[A-Z][A-Z_]{0,39}$'),
  status text NOT NULL CHECK (status IN ('STORED', 'FOR-AUTHORIZATION', 'ORDER-PENDING', 'ORDERED',
    'SENT_TO_RECIPIENT_BANK', 'EXECUTED', 'REJECTED', 'REVOKED', 'CANCELED', 'DELETED')),
  -- Why it stands where it stands: PARTIALLY_AUTHORIZED, MANDATORY_SIGNEE_NEEDED,
  -- PROPAGATION_FAILED, or the core's rejection reason.
  status_codes text[] NOT NULL DEFAULT '{}',
  -- Each edit makes a new version; a signature binds to one version (its digest), so an edit
  -- drops the signatures given before it.
  version integer NOT NULL CHECK (version >= 1),
  debtor_account_id uuid NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency char(3) NOT NULL,
  execution_date date NOT NULL,
  created_by uuid NOT NULL REFERENCES persons (id),
  created_at timestamptz NOT NULL,
  modified_by uuid NOT NULL REFERENCES persons (id),
  modified_at timestamptz NOT NULL,
  authorized_at timestamptz,
  -- What the core made of it: its order, the day it ran, the fraud check, the fee and conversion.
  core_order_id uuid,
  actual_execution_date date,
  fraud_status text CHECK (fraud_status IN ('FTM-HOLD', 'FTM-DECLINED', 'FTM-APPROVED', 'FTM-UNSCORED')),
  fee_minor bigint CHECK (fee_minor >= 0),
  fee_currency char(3),
  debit_amount_minor bigint CHECK (debit_amount_minor > 0),
  exchange_rate numeric(18, 6),
  cross_currency_fee_minor bigint CHECK (cross_currency_fee_minor >= 0),
  FOREIGN KEY (debtor_account_id, company_id) REFERENCES accounts (id, company_id),
  CHECK ((status IN ('STORED', 'FOR-AUTHORIZATION', 'DELETED', 'CANCELED')) = (authorized_at IS NULL)),
  CHECK ((core_order_id IS NULL) OR status NOT IN ('STORED', 'FOR-AUTHORIZATION', 'DELETED', 'CANCELED'))
);
-- The overview, newest first, and the dashboard's unauthorised items.
CREATE INDEX orders_company_idx ON orders (company_id, order_type, id DESC) WHERE status <> 'DELETED';
CREATE INDEX orders_waiting_idx ON orders (company_id, id DESC)
  WHERE status IN ('STORED', 'FOR-AUTHORIZATION');
CREATE UNIQUE INDEX orders_core_order_idx ON orders (core_order_id) WHERE core_order_id IS NOT NULL;
-- Authorised orders the core could not take yet (PROPAGATION_FAILED), for the retry sweep.
CREATE INDEX orders_propagation_idx ON orders (id) WHERE status = 'ORDER-PENDING';

CREATE TABLE payments (
  order_id bigint PRIMARY KEY REFERENCES orders (id),
  company_id uuid NOT NULL REFERENCES companies (id),
  type text NOT NULL CHECK (type IN ('DOMESTIC', 'SEPA', 'FOREIGN', 'INTERNAL')),
  -- The fields the overview filters and searches (000 §3 Payment overview filter), as columns.
  debtor_iban varchar(34) NOT NULL,
  creditor_account varchar(34) NOT NULL,
  creditor_name text NOT NULL CHECK (length(creditor_name) BETWEEN 1 AND 140),
  creditor_reference_type text,
  creditor_reference text,
  description text NOT NULL CHECK (length(description) <= 140),
  urgency text NOT NULL CHECK (urgency IN ('NORMAL', 'URGENT', 'INSTANT')),
  -- The whole validated payment (addresses, agent, codes, references), as the rules produced it.
  details jsonb NOT NULL
);
CREATE INDEX payments_creditor_idx ON payments (company_id, creditor_account);

-- A call that moves money, answered once: the key is claimed in the transaction of the effect,
-- so a retry waits for the first request and then replays its answer; a refused request leaves
-- no key behind and may be tried again.
CREATE TABLE idempotent_requests (
  company_id uuid NOT NULL REFERENCES companies (id),
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  person_id uuid NOT NULL REFERENCES persons (id),
  -- The call and a SHA-256 of what it was asked: the same key with another request is refused.
  request_hash text NOT NULL,
  response_status smallint,
  response_body jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (company_id, idempotency_key)
);

GRANT SELECT, INSERT, UPDATE ON orders, payments, idempotent_requests TO poslovno_app;
ALTER TABLE orders ENABLE ROW LEVEL SECURITY;
CREATE POLICY orders_scope ON orders TO poslovno_app
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
ALTER TABLE payments ENABLE ROW LEVEL SECURITY;
CREATE POLICY payments_scope ON payments TO poslovno_app
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
ALTER TABLE idempotent_requests ENABLE ROW LEVEL SECURITY;
CREATE POLICY idempotent_requests_scope ON idempotent_requests TO poslovno_app
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());

-- How the signing policy counted each signature when it was given (000 §6): alone (an independent
-- signee within the limit), by a mandatory signee, and the order's amount in the domestic
-- currency, which counts towards the signer's daily limit. A signature of an older version of an
-- order is kept as evidence and no longer counts.
ALTER TABLE order_signatures
  ADD COLUMN counts_alone boolean,
  ADD COLUMN is_mandatory boolean,
  ADD COLUMN domestic_amount_minor bigint CHECK (domestic_amount_minor >= 0);
CREATE INDEX order_signatures_person_day_idx ON order_signatures (person_id, signed_at);
