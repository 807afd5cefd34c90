-- The core bank's payment execution (issue 6): orders handed to the core once they are signed,
-- their status history, and the sanctions list the engine checks before it books. Business times
-- come from the injected clock, so no column defaults to now().

CREATE TABLE core_payment_orders (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id),
  debtor_account_id uuid NOT NULL REFERENCES accounts (id),
  creditor_iban varchar(34) NOT NULL,
  creditor_name text NOT NULL CHECK (length(creditor_name) BETWEEN 1 AND 140),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency char(3) NOT NULL,
  urgency text NOT NULL CHECK (urgency IN ('NORMAL', 'URGENT', 'INSTANT')),
  -- Who carries the money: this bank's own books (the creditor banks here) or the clearing.
  route text NOT NULL CHECK (route IN ('INTERNAL', 'CLEARING')),
  -- The calendar the order settles by (domain TPaymentChannel): INSTANT runs every day.
  channel text NOT NULL CHECK (channel IN ('INTERNAL', 'DOMESTIC', 'SEPA', 'FOREIGN', 'INSTANT')),
  requested_execution_date date NOT NULL,
  -- The date the rules gave (cut-off, business days); the day it really ran if that was later.
  execution_date date NOT NULL,
  description text NOT NULL CHECK (length(description) <= 140),
  debtor_reference text CHECK (length(debtor_reference) <= 30),
  creditor_reference text CHECK (length(creditor_reference) <= 30),
  end_to_end_id text CHECK (length(end_to_end_id) <= 35),
  -- The middleware's payment this order executes.
  source_reference text NOT NULL CHECK (length(source_reference) BETWEEN 1 AND 100),
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  request_hash text NOT NULL,
  status text NOT NULL
    CHECK (status IN ('ORDERED', 'SENT_TO_RECIPIENT_BANK', 'EXECUTED', 'REJECTED', 'REVOKED')),
  fraud_status text CHECK (fraud_status IN ('FTM-HOLD', 'FTM-DECLINED', 'FTM-APPROVED', 'FTM-UNSCORED')),
  rejection_code text CHECK (length(rejection_code) <= 60),
  fee_minor bigint NOT NULL CHECK (fee_minor >= 0),
  fee_currency char(3) NOT NULL,
  reservation_id uuid REFERENCES reservations (id),
  payment_booking_id uuid REFERENCES bookings (id),
  fee_booking_id uuid REFERENCES bookings (id),
  return_booking_id uuid REFERENCES bookings (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  executed_at timestamptz,
  -- When a held order is reviewed or a sent one hears from clearing, by the bank's clock: the
  -- sweeper's backstop for a job that never ran.
  next_step_at timestamptz,
  UNIQUE (company_id, idempotency_key),
  CHECK ((status = 'EXECUTED') = (executed_at IS NOT NULL)),
  CHECK (status <> 'REJECTED' OR rejection_code IS NOT NULL OR fraud_status = 'FTM-DECLINED')
);
-- The sweeper's scan: only orders that still have a step to take.
CREATE INDEX core_payment_orders_open_idx ON core_payment_orders (execution_date, created_at)
  WHERE status IN ('ORDERED', 'SENT_TO_RECIPIENT_BANK');
CREATE INDEX core_payment_orders_source_idx ON core_payment_orders (company_id, source_reference);

CREATE TABLE core_payment_order_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES core_payment_orders (id),
  company_id uuid NOT NULL REFERENCES companies (id),
  at timestamptz NOT NULL,
  status text NOT NULL,
  fraud_status text,
  rejection_code text
);
CREATE INDEX core_payment_order_events_order_idx ON core_payment_order_events (order_id, id);

-- Customers see their own orders and their history; the engine writes as the owner role.
GRANT SELECT ON core_payment_orders, core_payment_order_events TO poslovno_app;
ALTER TABLE core_payment_orders ENABLE ROW LEVEL SECURITY;
CREATE POLICY core_payment_orders_scope ON core_payment_orders TO poslovno_app
  USING (company_id = app_company_id());
ALTER TABLE core_payment_order_events ENABLE ROW LEVEL SECURITY;
CREATE POLICY core_payment_order_events_scope ON core_payment_order_events TO poslovno_app
  USING (company_id = app_company_id());

-- The sanctions list: a party matches by IBAN or by its name written without case, accents and
-- punctuation. A real bank loads the consolidated EU and UN lists here; the demo's entries are
-- fictitious, so that the check can be seen without naming anyone real.
CREATE TABLE sanctioned_parties (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  -- Upper case, letters and digits only, single spaces: what a creditor name is compared with.
  match_name text NOT NULL CHECK (match_name ~ '^[A-Z0-9]+( [A-Z0-9]+)*$'),
  iban varchar(34),
  list_name text NOT NULL,
  listed_on date NOT NULL
);
CREATE INDEX sanctioned_parties_name_idx ON sanctioned_parties (match_name);
CREATE INDEX sanctioned_parties_iban_idx ON sanctioned_parties (iban) WHERE iban IS NOT NULL;

INSERT INTO sanctioned_parties (name, match_name, iban, list_name, listed_on) VALUES
  ('Zmajeva Trgovina Ltd.', 'ZMAJEVA TRGOVINA LTD', 'HR8224999950000001210', 'DEMO-EU', '2024-02-23'),
  ('Crni Jastreb Shipping S.A.', 'CRNI JASTREB SHIPPING SA', 'HR4724999950000044132', 'DEMO-UN', '2023-06-30'),
  ('Obsidian Holdings Demo Corp.', 'OBSIDIAN HOLDINGS DEMO CORP', NULL, 'DEMO-EU', '2025-01-15');
