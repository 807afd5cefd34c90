-- A customer's posting is a transaction (spec 000 §3): it carries what the customer sees of it
-- (value date, booking time, counterparty, description, reference) so that the transactions list,
-- the statements and the dashboard read one table through one index, newest first.

ALTER TABLE bookings DROP CONSTRAINT bookings_kind_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_kind_check
  CHECK (kind IN ('OPENING', 'TRANSFER', 'PAYMENT_OUT', 'PAYMENT_IN', 'FEE', 'RETURN', 'CARD'));

ALTER TABLE postings
  ADD COLUMN value_date date,
  ADD COLUMN booked_at timestamptz,
  ADD COLUMN booking_kind text,
  ADD COLUMN description text CHECK (length(description) <= 140),
  ADD COLUMN counterparty_name text CHECK (length(counterparty_name) <= 140),
  ADD COLUMN counterparty_iban text CHECK (length(counterparty_iban) <= 34),
  -- The model and number of this side's reference ("HR01 1234-56"), as the payment carried it.
  ADD COLUMN reference text CHECK (length(reference) <= 30),
  ADD COLUMN end_to_end_id text CHECK (length(end_to_end_id) <= 35);

-- The postings of a bank seeded before this migration take their booking's dates and text.
ALTER TABLE postings DISABLE TRIGGER postings_append_only;
UPDATE postings p SET value_date = b.value_date, booked_at = b.booked_at, booking_kind = b.kind,
    description = CASE WHEN p.account_id IS NULL THEN NULL ELSE b.description END
  FROM bookings b WHERE b.id = p.booking_id;
ALTER TABLE postings ENABLE TRIGGER postings_append_only;

ALTER TABLE postings
  ALTER COLUMN value_date SET NOT NULL,
  ALTER COLUMN booked_at SET NOT NULL,
  ALTER COLUMN booking_kind SET NOT NULL;

-- Keyset paging newest first, per account and per company (all accounts), with the period filter
-- on the same index; the customer side only.
DROP INDEX postings_account_idx;
CREATE INDEX postings_account_value_idx ON postings (account_id, value_date DESC, id DESC)
  WHERE account_id IS NOT NULL;
CREATE INDEX postings_company_value_idx ON postings (company_id, value_date DESC, id DESC)
  WHERE account_id IS NOT NULL;
