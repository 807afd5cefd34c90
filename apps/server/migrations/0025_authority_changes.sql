-- Account management (000 §2, 001 §2, §3, §4, §7; issue 23): requests to change or revoke what a
-- person of the company may do on its accounts, an order type of the kernel signed under the
-- company-level rule and carried out by the bank's back office on account_authorities.

INSERT INTO order_statuses (order_type, status, phase) VALUES
  ('AUTHORITY_CHANGE', 'CREATED', 'STORED'),
  ('AUTHORITY_CHANGE', 'PARTIALLY_AUTHORIZED', 'PARTIALLY_SIGNED'),
  ('AUTHORITY_CHANGE', 'AUTHORIZED', 'AUTHORIZED'),
  ('AUTHORITY_CHANGE', 'EXECUTED', 'DONE'),
  ('AUTHORITY_CHANGE', 'REJECTED', 'FAILED'),
  ('AUTHORITY_CHANGE', 'DELETED', 'DELETED');

-- A request: whose authority, and whether it is changed or revoked.
CREATE TABLE authority_change_requests (
  order_id bigint PRIMARY KEY REFERENCES orders (id),
  company_id uuid NOT NULL REFERENCES companies (id),
  person_id uuid NOT NULL,
  action_type text NOT NULL CHECK (action_type IN ('CHANGE', 'REVOKE')),
  FOREIGN KEY (company_id, person_id) REFERENCES company_persons (company_id, person_id)
);
CREATE INDEX authority_change_requests_company_idx
  ON authority_change_requests (company_id, order_id DESC);
CREATE INDEX authority_change_requests_person_idx
  ON authority_change_requests (company_id, person_id, order_id DESC);

-- Its recapitulation, per account: the authority when the request was made and the one it sets
-- (for a revoke: every account the person had authority on, after NONE). Limits in euro cents.
CREATE TABLE authority_change_request_lines (
  order_id bigint NOT NULL REFERENCES authority_change_requests (order_id),
  company_id uuid NOT NULL,
  position smallint NOT NULL CHECK (position >= 0),
  account_id uuid NOT NULL,
  before_level text NOT NULL CHECK (before_level IN ('NONE', 'ENTER', 'AUTHORIZE', 'ENTER_AND_AUTHORIZE')),
  before_limit_type text NOT NULL CHECK (before_limit_type IN ('DAILY_LIMIT', 'PER_TRANSACTION', 'NO_LIMIT')),
  before_limit_minor bigint CHECK (before_limit_minor > 0),
  after_level text NOT NULL CHECK (after_level IN ('NONE', 'ENTER', 'AUTHORIZE', 'ENTER_AND_AUTHORIZE')),
  after_limit_type text NOT NULL CHECK (after_limit_type IN ('DAILY_LIMIT', 'PER_TRANSACTION', 'NO_LIMIT')),
  after_limit_minor bigint CHECK (after_limit_minor > 0),
  PRIMARY KEY (order_id, position),
  UNIQUE (order_id, account_id),
  FOREIGN KEY (account_id, company_id) REFERENCES accounts (id, company_id),
  CHECK ((before_limit_type = 'NO_LIMIT') = (before_limit_minor IS NULL)),
  CHECK ((after_limit_type = 'NO_LIMIT') = (after_limit_minor IS NULL))
);

GRANT SELECT, INSERT, UPDATE, DELETE ON authority_change_requests, authority_change_request_lines
  TO poslovno_app;
ALTER TABLE authority_change_requests ENABLE ROW LEVEL SECURITY;
CREATE POLICY authority_change_requests_scope ON authority_change_requests TO poslovno_app
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
ALTER TABLE authority_change_request_lines ENABLE ROW LEVEL SECURITY;
CREATE POLICY authority_change_request_lines_scope ON authority_change_request_lines TO poslovno_app
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());

-- A revoked person keeps their membership row (their templates and statement settings refer to
-- it) but loses the company: sign-in, the company switch and the people lists leave them out until
-- the bank restores them after a branch visit (npm run bank -- authority restore).
ALTER TABLE company_persons
  ADD COLUMN access_revoked_at timestamptz,
  ADD COLUMN access_revoked_by_order_id bigint REFERENCES orders (id);

