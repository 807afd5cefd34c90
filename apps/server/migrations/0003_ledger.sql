-- The core bank's double-entry ledger: every booking is a balanced set of postings (the database
-- refuses an unbalanced one at commit), and account_balances become the running balances the
-- ledger keeps, changed only in the transaction that posts or reserves.

-- The bank's own side of bookings, one per purpose and currency: opening balances, the FX position
-- of cross-currency postings, fee income, and clearing with other banks.
CREATE TABLE bank_ledger_accounts (
  id uuid PRIMARY KEY,
  code text NOT NULL CHECK (code IN ('OPENING_EQUITY', 'FX_POSITION', 'FEE_INCOME', 'CLEARING')),
  currency char(3) NOT NULL,
  balance_minor bigint NOT NULL DEFAULT 0,
  UNIQUE (code, currency)
);

CREATE TABLE bookings (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('OPENING', 'TRANSFER')),
  booked_at timestamptz NOT NULL,
  value_date date NOT NULL,
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 140),
  -- A retried request books once: the key and a hash of the request it came with.
  idempotency_key text UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  request_hash text,
  CHECK ((idempotency_key IS NULL) = (request_hash IS NULL))
);

CREATE TABLE postings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id uuid NOT NULL REFERENCES bookings (id),
  account_id uuid REFERENCES accounts (id),
  bank_account_id uuid REFERENCES bank_ledger_accounts (id),
  -- The customer's company, for row-level security; null on the bank's side.
  company_id uuid REFERENCES companies (id),
  currency char(3) NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor <> 0),
  CHECK ((account_id IS NULL) <> (bank_account_id IS NULL)),
  CHECK ((account_id IS NULL) = (company_id IS NULL))
);
CREATE INDEX postings_booking_idx ON postings (booking_id);
CREATE INDEX postings_account_idx ON postings (account_id, id) WHERE account_id IS NOT NULL;

-- Customers see their own postings (for transactions and statements to come); the ledger itself
-- writes as the owner role in the core bank's transactions.
GRANT SELECT ON postings TO poslovno_app;
ALTER TABLE postings ENABLE ROW LEVEL SECURITY;
CREATE POLICY postings_scope ON postings TO poslovno_app USING (company_id = app_company_id());

-- Double entry, enforced where no code path can skip it: at commit, each booking has at least two
-- postings and sums to zero in every currency.
CREATE FUNCTION check_booking_balanced() RETURNS trigger LANGUAGE plpgsql AS
$$
DECLARE
  verdict record;
BEGIN
  -- One pass over the booking's postings: how many, and the first currency that does not sum to 0.
  SELECT sum(count) AS postings, min(currency) FILTER (WHERE total <> 0) AS currency,
      min(total) FILTER (WHERE total <> 0) AS total
    INTO verdict
    FROM (SELECT currency, count(*) AS count, sum(amount_minor) AS total
          FROM postings WHERE booking_id = NEW.booking_id GROUP BY currency) per_currency;
  IF verdict.currency IS NOT NULL THEN
    RAISE EXCEPTION 'booking % does not balance in %: %', NEW.booking_id, verdict.currency,
      verdict.total USING ERRCODE = 'check_violation';
  END IF;
  IF verdict.postings < 2 THEN
    RAISE EXCEPTION 'booking % has a single posting', NEW.booking_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER postings_balanced AFTER INSERT ON postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION check_booking_balanced();

-- The books are append-only: a correction is a new booking, never an edit.
CREATE FUNCTION refuse_ledger_change() RETURNS trigger LANGUAGE plpgsql AS
$$ BEGIN RAISE EXCEPTION '% is append-only', TG_TABLE_NAME; END $$;
CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE ON postings
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
CREATE TRIGGER postings_no_truncate BEFORE TRUNCATE ON postings
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();
CREATE TRIGGER bookings_append_only BEFORE UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
CREATE TRIGGER bookings_no_truncate BEFORE TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();

-- A bank seeded before the ledger existed: its booked balances become opening bookings against
-- the bank's equity, dated the account's opening day, so that postings and balances agree.
INSERT INTO bank_ledger_accounts (id, code, currency)
  SELECT DISTINCT ON (a.currency) gen_random_uuid(), 'OPENING_EQUITY', a.currency
  FROM accounts a JOIN account_balances b ON b.account_id = a.id AND b.balance_type = 'BOOKED'
  WHERE b.amount_minor <> 0;

CREATE TEMPORARY TABLE opening_backfill ON COMMIT DROP AS
  SELECT gen_random_uuid() AS booking_id, a.id AS account_id, a.company_id, a.currency,
    a.opening_date, b.amount_minor
  FROM accounts a JOIN account_balances b ON b.account_id = a.id AND b.balance_type = 'BOOKED'
  WHERE b.amount_minor <> 0;
INSERT INTO bookings (id, kind, booked_at, value_date, description)
  SELECT booking_id, 'OPENING', (opening_date::timestamp AT TIME ZONE 'Europe/Zagreb'), opening_date,
    'Početno stanje'
  FROM opening_backfill;
INSERT INTO postings (booking_id, account_id, company_id, currency, amount_minor)
  SELECT booking_id, account_id, company_id, currency, amount_minor FROM opening_backfill;
INSERT INTO postings (booking_id, bank_account_id, currency, amount_minor)
  SELECT o.booking_id, e.id, o.currency, -o.amount_minor
  FROM opening_backfill o JOIN bank_ledger_accounts e ON e.code = 'OPENING_EQUITY' AND e.currency = o.currency;
UPDATE bank_ledger_accounts e SET balance_minor = -t.total
  FROM (SELECT currency, sum(amount_minor) AS total FROM opening_backfill GROUP BY currency) t
  WHERE e.code = 'OPENING_EQUITY' AND e.currency = t.currency;
