-- Reservations (money set aside by an authorised payment, a card transaction or an enforcement
-- order) and the bank's daily exchange-rate list for cross-currency postings.

CREATE TABLE reservations (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id),
  company_id uuid NOT NULL REFERENCES companies (id),
  kind text NOT NULL CHECK (kind IN ('PAYMENT', 'CARD_TRANSACTION', 'ENFORCEMENT')),
  currency char(3) NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  status text NOT NULL CHECK (status IN ('ACTIVE', 'RELEASED', 'CONSUMED')),
  reference text NOT NULL CHECK (length(reference) BETWEEN 1 AND 140),
  created_at timestamptz NOT NULL,
  closed_at timestamptz,
  -- The booking that used the money, for a consumed reservation.
  booking_id uuid REFERENCES bookings (id),
  idempotency_key text UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  request_hash text,
  CHECK ((status = 'ACTIVE') = (closed_at IS NULL)),
  CHECK ((status = 'CONSUMED') = (booking_id IS NOT NULL))
);
CREATE INDEX reservations_account_idx ON reservations (account_id) WHERE status = 'ACTIVE';

GRANT SELECT ON reservations TO poslovno_app;
ALTER TABLE reservations ENABLE ROW LEVEL SECURITY;
CREATE POLICY reservations_scope ON reservations TO poslovno_app USING (company_id = app_company_id());

-- A bank seeded before reservations existed: each reserved amount becomes one reservation.
INSERT INTO reservations (id, account_id, company_id, kind, currency, amount_minor, status, reference, created_at)
  SELECT gen_random_uuid(), a.id, a.company_id,
    CASE b.balance_type WHEN 'RESERVED_BY_PAYMENT' THEN 'PAYMENT'
      WHEN 'RESERVED_BY_CARD_TRANSACTION' THEN 'CARD_TRANSACTION' ELSE 'ENFORCEMENT' END,
    a.currency, b.amount_minor, 'ACTIVE', 'Početno stanje rezervacije',
    (a.opening_date::timestamp AT TIME ZONE 'Europe/Zagreb')
  FROM accounts a JOIN account_balances b ON b.account_id = a.id
  WHERE b.balance_type IN ('RESERVED_BY_PAYMENT', 'RESERVED_BY_CARD_TRANSACTION', 'RESERVED_BY_ENFORCEMENT')
    AND b.amount_minor > 0;

-- Units of the currency per 1 EUR, valid from a date until the next list: buy > middle > sell.
CREATE TABLE exchange_rates (
  valid_from date NOT NULL,
  currency char(3) NOT NULL CHECK (currency <> 'EUR'),
  buy numeric(15, 6) NOT NULL,
  middle numeric(15, 6) NOT NULL,
  sell numeric(15, 6) NOT NULL,
  PRIMARY KEY (currency, valid_from),
  CHECK (buy > middle AND middle > sell AND sell > 0)
);
GRANT SELECT ON exchange_rates TO poslovno_app;

-- A cross-currency booking records the rate it used and the fee for the conversion.
ALTER TABLE bookings ADD COLUMN exchange_rate numeric(18, 6), ADD COLUMN cross_currency_fee_minor bigint;
