-- Statements (spec 000 §2, §3, §7, §9): individual daily statements per account, intraday
-- statements of the day so far, group statements per company and currency; who contracted which
-- statements (000 §6: limited or no contracted delivery), and whether a company has group
-- statements. Statements are derived from the ledger's postings and never edited after creation,
-- except for their download state.

CREATE TABLE statements (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id),
  -- Null for a group statement, which lists the accounts it covers instead.
  account_id uuid REFERENCES accounts (id),
  group_account_ids uuid[],
  type text NOT NULL CHECK (type IN ('INDIVIDUAL', 'INTRADAY', 'GROUP')),
  statement_year smallint NOT NULL,
  -- Consecutive per account and year (a group: per company, currency and year; intraday: per
  -- account and day).
  number integer NOT NULL CHECK (number > 0),
  -- A business day; the period is the value dates it covers (a Monday's statement also covers
  -- the weekend's instant payments).
  statement_date date NOT NULL,
  period_from date NOT NULL,
  period_to date NOT NULL,
  currency char(3) NOT NULL,
  opening_balance_minor bigint NOT NULL,
  closing_balance_minor bigint NOT NULL,
  debit_turnover_minor bigint NOT NULL CHECK (debit_turnover_minor >= 0),
  credit_turnover_minor bigint NOT NULL CHECK (credit_turnover_minor >= 0),
  debit_count integer NOT NULL CHECK (debit_count >= 0),
  credit_count integer NOT NULL CHECK (credit_count >= 0),
  -- Intraday: the postings booked up to this instant.
  cut_off_at timestamptz,
  created_at timestamptz NOT NULL,
  downloaded_at timestamptz,
  downloaded_by uuid REFERENCES persons (id),
  CHECK ((type = 'GROUP') = (account_id IS NULL)),
  CHECK ((type = 'GROUP') = (group_account_ids IS NOT NULL)),
  CHECK ((type = 'INTRADAY') = (cut_off_at IS NOT NULL)),
  CHECK (closing_balance_minor = opening_balance_minor + credit_turnover_minor - debit_turnover_minor),
  CHECK (statement_year = extract(year FROM statement_date)),
  CHECK (period_from <= period_to AND period_to = statement_date),
  CHECK ((downloaded_at IS NULL) = (downloaded_by IS NULL))
);
CREATE UNIQUE INDEX statements_individual_day_idx ON statements (account_id, statement_date)
  WHERE type = 'INDIVIDUAL';
CREATE UNIQUE INDEX statements_individual_number_idx ON statements (account_id, statement_year, number)
  WHERE type = 'INDIVIDUAL';
CREATE UNIQUE INDEX statements_intraday_number_idx ON statements (account_id, statement_date, number)
  WHERE type = 'INTRADAY';
CREATE UNIQUE INDEX statements_group_day_idx ON statements (company_id, currency, statement_date)
  WHERE type = 'GROUP';
CREATE UNIQUE INDEX statements_group_number_idx ON statements (company_id, currency, statement_year, number)
  WHERE type = 'GROUP';
-- The list, the notifications and the keyset cursor: newest first per company.
CREATE INDEX statements_company_list_idx ON statements (company_id, statement_date DESC, created_at DESC, id DESC);

-- 000 §6: a person's contracted statement delivery in a company. No contract means no statements.
CREATE TABLE statement_delivery_contracts (
  company_id uuid NOT NULL,
  person_id uuid NOT NULL,
  scope text NOT NULL CHECK (scope IN ('FULL', 'LIMITED', 'NONE')),
  contracted_at timestamptz NOT NULL,
  PRIMARY KEY (company_id, person_id),
  FOREIGN KEY (company_id, person_id) REFERENCES company_persons (company_id, person_id)
);

-- The accounts of a LIMITED contract.
CREATE TABLE statement_delivery_accounts (
  company_id uuid NOT NULL,
  person_id uuid NOT NULL,
  account_id uuid NOT NULL REFERENCES accounts (id),
  PRIMARY KEY (company_id, person_id, account_id),
  FOREIGN KEY (company_id, person_id) REFERENCES statement_delivery_contracts (company_id, person_id)
    ON DELETE CASCADE
);

-- A company that contracted group statements gets them for business days from enabled_from on.
CREATE TABLE group_statement_settings (
  company_id uuid PRIMARY KEY REFERENCES companies (id),
  is_enabled boolean NOT NULL,
  enabled_from date NOT NULL,
  updated_at timestamptz NOT NULL
);

-- The generator writes as the owner; the application reads its company's rows and records
-- downloads, nothing else.
GRANT SELECT ON statements, statement_delivery_contracts, statement_delivery_accounts,
  group_statement_settings TO poslovno_app;
GRANT UPDATE (downloaded_at, downloaded_by) ON statements TO poslovno_app;

ALTER TABLE statements ENABLE ROW LEVEL SECURITY;
CREATE POLICY statements_scope ON statements TO poslovno_app
  USING (company_id = app_company_id())
  WITH CHECK (company_id = app_company_id() AND downloaded_by = app_person_id());

ALTER TABLE statement_delivery_contracts ENABLE ROW LEVEL SECURITY;
CREATE POLICY statement_delivery_contracts_scope ON statement_delivery_contracts TO poslovno_app
  USING (company_id = app_company_id());

ALTER TABLE statement_delivery_accounts ENABLE ROW LEVEL SECURITY;
CREATE POLICY statement_delivery_accounts_scope ON statement_delivery_accounts TO poslovno_app
  USING (company_id = app_company_id());

ALTER TABLE group_statement_settings ENABLE ROW LEVEL SECURITY;
CREATE POLICY group_statement_settings_scope ON group_statement_settings TO poslovno_app
  USING (company_id = app_company_id());
