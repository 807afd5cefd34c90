-- Instant payment limits (001 §2, §3, §5, §7; issue 22): each account's limit as the bank holds
-- it, the requests to change it (an order type of the kernel signed by the account's authorities),
-- and the index that finds an account's instant payments of a day.

-- The spec names no statuses for these requests: the authority change request's (001 §4).
INSERT INTO order_statuses (order_type, status, phase) VALUES
  ('INSTANT_LIMIT', 'CREATED', 'STORED'),
  ('INSTANT_LIMIT', 'PARTIALLY_AUTHORIZED', 'PARTIALLY_SIGNED'),
  ('INSTANT_LIMIT', 'AUTHORIZED', 'AUTHORIZED'),
  ('INSTANT_LIMIT', 'EXECUTED', 'DONE'),
  ('INSTANT_LIMIT', 'REJECTED', 'FAILED'),
  ('INSTANT_LIMIT', 'DELETED', 'DELETED');

-- A request's own fields; its account is the order's debtor_account_id (the ACCOUNT rule), its
-- IBAN kept here for what is signed. An amount exactly for the types that take one (euro).
CREATE TABLE instant_limit_requests (
  order_id bigint PRIMARY KEY REFERENCES orders (id),
  company_id uuid NOT NULL REFERENCES companies (id),
  account_iban varchar(34) NOT NULL,
  limit_type text NOT NULL CHECK (limit_type IN ('PER_TRANSACTION', 'DAILY_LIMIT', 'WITHOUT_LIMIT')),
  limit_amount_minor bigint CHECK (limit_amount_minor > 0),
  reference text NOT NULL CHECK (length(reference) <= 35),
  CHECK ((limit_type = 'WITHOUT_LIMIT') = (limit_amount_minor IS NULL))
);
GRANT SELECT, INSERT, UPDATE ON instant_limit_requests TO poslovno_app;
ALTER TABLE instant_limit_requests ENABLE ROW LEVEL SECURITY;
CREATE POLICY instant_limit_requests_scope ON instant_limit_requests TO poslovno_app
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());

-- The core bank's record of each account's limit, written by the back office (the owner role)
-- when it applies a request; the client reads its own accounts' limits and writes none. An
-- account without a row has the bank's default (INSTANT_PAYMENT_LIMIT_EUR per transaction).
CREATE TABLE instant_payment_limits (
  account_id uuid PRIMARY KEY,
  company_id uuid NOT NULL,
  limit_type text NOT NULL CHECK (limit_type IN ('PER_TRANSACTION', 'DAILY_LIMIT', 'WITHOUT_LIMIT')),
  limit_amount_minor bigint CHECK (limit_amount_minor > 0),
  updated_at timestamptz NOT NULL,
  -- The request it came from.
  order_id bigint NOT NULL REFERENCES orders (id),
  FOREIGN KEY (account_id, company_id) REFERENCES accounts (id, company_id),
  CHECK ((limit_type = 'WITHOUT_LIMIT') = (limit_amount_minor IS NULL))
);
GRANT SELECT ON instant_payment_limits TO poslovno_app;
ALTER TABLE instant_payment_limits ENABLE ROW LEVEL SECURITY;
CREATE POLICY instant_payment_limits_scope ON instant_payment_limits TO poslovno_app
  USING (company_id = app_company_id());

-- The largest limit the bank takes in a request online (packages/domain
-- INSTANT_LIMIT_ONLINE_MAXIMUM_MINOR, 1,000,000.00 EUR); the bank may lower it, and its back
-- office then rejects a request above it (AMOUNT_ABOVE_ONLINE_MAXIMUM).
ALTER TABLE bank_profile
  ADD COLUMN instant_limit_maximum_minor bigint NOT NULL DEFAULT 100000000
    CHECK (instant_limit_maximum_minor > 0);

-- An account's instant payments of a day, for a daily limit: only instant payments are in it, so
-- no other payment pays for its upkeep, and the day's rows are found without reading history.
CREATE INDEX payments_instant_day_idx ON payments (debtor_iban, ((details ->> 'executionDate')))
  WHERE urgency = 'INSTANT';
