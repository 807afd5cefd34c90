-- Foundation: the bank, companies, persons, accounts with balances and authorities, sessions,
-- personal settings and client log events. Client tables carry company_id and row-level security.

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'poslovno_app') THEN
    CREATE ROLE poslovno_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
  END IF;
  EXECUTE format('GRANT poslovno_app TO %I', current_user);
END
$$;

CREATE FUNCTION app_company_id() RETURNS uuid LANGUAGE sql STABLE AS
$$ SELECT NULLIF(current_setting('app.company_id', true), '')::uuid $$;

CREATE FUNCTION app_person_id() RETURNS uuid LANGUAGE sql STABLE AS
$$ SELECT NULLIF(current_setting('app.person_id', true), '')::uuid $$;

CREATE TABLE bank_profile (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  name text NOT NULL,
  legal_name text NOT NULL,
  bic text NOT NULL,
  bank_code char(7) NOT NULL,
  oib char(11) NOT NULL,
  street text NOT NULL,
  postal_code text NOT NULL,
  city text NOT NULL,
  country char(2) NOT NULL,
  phone text NOT NULL,
  support_phone text NOT NULL,
  email text NOT NULL,
  website text NOT NULL
);

CREATE TABLE companies (
  id uuid PRIMARY KEY,
  customer_id bigint NOT NULL UNIQUE CHECK (customer_id BETWEEN 1000 AND 9999999999),
  name text NOT NULL,
  oib char(11) NOT NULL UNIQUE,
  street text NOT NULL,
  postal_code text NOT NULL,
  city text NOT NULL,
  country char(2) NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE relationship_managers (
  company_id uuid PRIMARY KEY REFERENCES companies (id),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  branch text NOT NULL
);

CREATE TABLE persons (
  id uuid PRIMARY KEY,
  person_id bigint NOT NULL UNIQUE CHECK (person_id BETWEEN 1000 AND 9999999999),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  demo_role text,
  created_at timestamptz NOT NULL
);

CREATE TABLE company_persons (
  company_id uuid NOT NULL REFERENCES companies (id),
  person_id uuid NOT NULL REFERENCES persons (id),
  authorization_level smallint NOT NULL CHECK (authorization_level BETWEEN 1 AND 3),
  allowed_services text[] NOT NULL,
  PRIMARY KEY (company_id, person_id)
);
CREATE INDEX company_persons_person_idx ON company_persons (person_id);

CREATE TABLE accounts (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id),
  iban varchar(34) NOT NULL UNIQUE,
  account_number text NOT NULL,
  currency char(3) NOT NULL,
  status text NOT NULL CHECK (status IN ('ACTIVE', 'BLOCKED', 'CLOSED')),
  type text NOT NULL CHECK (type IN ('CURRENT', 'FOREIGN_CURRENCY', 'SPECIAL_PURPOSE')),
  name text NOT NULL,
  nickname text,
  opening_date date NOT NULL,
  overdraft_limit_minor bigint NOT NULL DEFAULT 0 CHECK (overdraft_limit_minor >= 0),
  overdraft_expiry_date date,
  overdraft_interest_rate numeric(7, 4),
  number_of_signatures smallint NOT NULL CHECK (number_of_signatures IN (1, 2)),
  default_order integer NOT NULL
);
CREATE INDEX accounts_company_idx ON accounts (company_id, default_order);

-- The core bank's balances per type, until the ledger derives them from postings.
CREATE TABLE account_balances (
  account_id uuid NOT NULL REFERENCES accounts (id),
  company_id uuid NOT NULL REFERENCES companies (id),
  balance_type text NOT NULL CHECK (balance_type IN ('EXPECTED', 'BOOKED', 'RESERVED', 'RESERVED_BY_PAYMENT',
    'RESERVED_BY_CARD_TRANSACTION', 'RESERVED_BY_ENFORCEMENT')),
  amount_minor bigint NOT NULL,
  PRIMARY KEY (account_id, balance_type)
);

CREATE TABLE account_authorities (
  account_id uuid NOT NULL REFERENCES accounts (id),
  person_id uuid NOT NULL REFERENCES persons (id),
  company_id uuid NOT NULL REFERENCES companies (id),
  authority_level text NOT NULL CHECK (authority_level IN ('NONE', 'ENTER', 'AUTHORIZE', 'ENTER_AND_AUTHORIZE')),
  independent_signee boolean NOT NULL,
  mandatory_signee boolean NOT NULL,
  limit_type text NOT NULL CHECK (limit_type IN ('DAILY_LIMIT', 'PER_TRANSACTION', 'NO_LIMIT')),
  limit_amount_minor bigint CHECK (limit_amount_minor > 0),
  limit_currency char(3) NOT NULL,
  foreign_currency_authorization text NOT NULL CHECK (foreign_currency_authorization IN ('DOMESTIC', 'FOREIGN', 'BOTH')),
  PRIMARY KEY (account_id, person_id),
  CHECK ((limit_type = 'NO_LIMIT') = (limit_amount_minor IS NULL))
);
CREATE INDEX account_authorities_person_idx ON account_authorities (person_id, company_id);

CREATE TABLE account_person_preferences (
  account_id uuid NOT NULL REFERENCES accounts (id),
  person_id uuid NOT NULL REFERENCES persons (id),
  company_id uuid NOT NULL REFERENCES companies (id),
  personalized_nickname text,
  sort_order integer,
  PRIMARY KEY (account_id, person_id)
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  token_hash bytea NOT NULL UNIQUE,
  check_handle_hash bytea NOT NULL UNIQUE,
  person_id uuid NOT NULL REFERENCES persons (id),
  company_id uuid NOT NULL REFERENCES companies (id),
  authorization_level smallint NOT NULL CHECK (authorization_level BETWEEN 1 AND 3),
  login_type text NOT NULL CHECK (login_type IN ('MOCK', 'TOKEN', 'SMARTCARD', 'QR')),
  allowed_services text[] NOT NULL,
  created_at timestamptz NOT NULL,
  last_activity_at timestamptz NOT NULL,
  ended_at timestamptz,
  end_reason text,
  ip_address text,
  user_agent text,
  channel text NOT NULL
);
CREATE INDEX sessions_person_idx ON sessions (person_id, created_at DESC);

CREATE TABLE personal_settings (
  person_id uuid PRIMARY KEY REFERENCES persons (id),
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE client_log_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL,
  session_id uuid REFERENCES sessions (id),
  company_id uuid REFERENCES companies (id),
  person_id uuid REFERENCES persons (id),
  severity text NOT NULL,
  name text NOT NULL,
  details jsonb NOT NULL,
  ip_address text,
  user_agent text
);

-- Row-level security: the application works as poslovno_app inside a transaction that sets
-- app.company_id (and app.person_id); a query that forgets its company filter sees nothing.
GRANT SELECT ON bank_profile TO poslovno_app;
GRANT SELECT ON companies, relationship_managers, persons, company_persons, accounts, account_balances,
  account_authorities TO poslovno_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON account_person_preferences, personal_settings TO poslovno_app;
GRANT SELECT, UPDATE ON sessions TO poslovno_app;
GRANT INSERT ON client_log_events TO poslovno_app;

ALTER TABLE companies ENABLE ROW LEVEL SECURITY;
CREATE POLICY companies_scope ON companies TO poslovno_app USING (id = app_company_id());

ALTER TABLE relationship_managers ENABLE ROW LEVEL SECURITY;
CREATE POLICY relationship_managers_scope ON relationship_managers TO poslovno_app USING (company_id = app_company_id());

ALTER TABLE company_persons ENABLE ROW LEVEL SECURITY;
CREATE POLICY company_persons_scope ON company_persons TO poslovno_app USING (company_id = app_company_id());

ALTER TABLE persons ENABLE ROW LEVEL SECURITY;
CREATE POLICY persons_scope ON persons TO poslovno_app USING (
  EXISTS (SELECT 1 FROM company_persons cp WHERE cp.person_id = persons.id AND cp.company_id = app_company_id())
);

ALTER TABLE accounts ENABLE ROW LEVEL SECURITY;
CREATE POLICY accounts_scope ON accounts TO poslovno_app USING (company_id = app_company_id());

ALTER TABLE account_balances ENABLE ROW LEVEL SECURITY;
CREATE POLICY account_balances_scope ON account_balances TO poslovno_app USING (company_id = app_company_id());

ALTER TABLE account_authorities ENABLE ROW LEVEL SECURITY;
CREATE POLICY account_authorities_scope ON account_authorities TO poslovno_app USING (company_id = app_company_id());

ALTER TABLE account_person_preferences ENABLE ROW LEVEL SECURITY;
CREATE POLICY account_person_preferences_scope ON account_person_preferences TO poslovno_app
  USING (company_id = app_company_id() AND person_id = app_person_id())
  WITH CHECK (company_id = app_company_id() AND person_id = app_person_id());

ALTER TABLE sessions ENABLE ROW LEVEL SECURITY;
CREATE POLICY sessions_scope ON sessions TO poslovno_app
  USING (company_id = app_company_id() AND person_id = app_person_id());

ALTER TABLE personal_settings ENABLE ROW LEVEL SECURITY;
CREATE POLICY personal_settings_scope ON personal_settings TO poslovno_app
  USING (person_id = app_person_id()) WITH CHECK (person_id = app_person_id());

ALTER TABLE client_log_events ENABLE ROW LEVEL SECURITY;
CREATE POLICY client_log_events_scope ON client_log_events TO poslovno_app
  WITH CHECK (company_id = app_company_id());
