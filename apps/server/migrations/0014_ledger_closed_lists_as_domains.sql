-- The ledger's closed lists of names as domains instead of CHECK constraints: PostgreSQL reads a
-- table's CHECK constraints back from their stored text (and plans them) in every statement that
-- writes the table, every time, also an UPDATE that does not touch the column; a domain's check
-- is kept ready once per connection and runs only where a value of the column is written. The
-- two lists were the longest constraints a transfer checked (bench/ledger, RESULTS.md).
CREATE DOMAIN balance_type AS text
  CHECK (VALUE IN ('EXPECTED', 'BOOKED', 'RESERVED', 'RESERVED_BY_PAYMENT',
    'RESERVED_BY_CARD_TRANSACTION', 'RESERVED_BY_ENFORCEMENT'));
ALTER TABLE account_balances
  DROP CONSTRAINT account_balances_balance_type_check,
  ALTER COLUMN balance_type TYPE balance_type;

CREATE DOMAIN booking_kind AS text
  CHECK (VALUE IN ('OPENING', 'TRANSFER', 'PAYMENT_OUT', 'PAYMENT_IN', 'FEE', 'RETURN', 'CARD'));
ALTER TABLE bookings
  DROP CONSTRAINT bookings_kind_check,
  ALTER COLUMN kind TYPE booking_kind;
