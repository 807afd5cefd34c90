-- Confirmations of executed payments (001 §7 generic confirmation; issue 22): a request names one
-- or more of the company's executed payments, is signed once for all on the account that pays the
-- fee, and the bank's back office books a fee per payment and gives each its confirmation number.
-- The request itself is the kernel's order (its fee account, fee total and currency are the
-- order's facts); its lines are the items below.

INSERT INTO order_statuses (order_type, status, phase) VALUES
  ('PAYMENT_CONFIRMATION', 'CREATED', 'STORED'),
  ('PAYMENT_CONFIRMATION', 'PARTIALLY_AUTHORIZED', 'PARTIALLY_SIGNED'),
  ('PAYMENT_CONFIRMATION', 'AUTHORIZED', 'AUTHORIZED'),
  ('PAYMENT_CONFIRMATION', 'EXECUTED', 'DONE'),
  ('PAYMENT_CONFIRMATION', 'REJECTED', 'FAILED'),
  ('PAYMENT_CONFIRMATION', 'DELETED', 'DELETED');

-- One line per payment, in the order the request named them: what the signature covers (the
-- payment's amount and payee as it executed, and the tariff's fee) and, once the bank has
-- confirmed it, the confirmation's number, the payment's booking it confirms and the fee's booking.
CREATE TABLE payment_confirmation_items (
  order_id bigint NOT NULL REFERENCES orders (id),
  line_no smallint NOT NULL CHECK (line_no BETWEEN 1 AND 50),
  company_id uuid NOT NULL REFERENCES companies (id),
  payment_order_id bigint NOT NULL REFERENCES orders (id),
  creditor_name text NOT NULL CHECK (length(creditor_name) BETWEEN 1 AND 140),
  creditor_account text NOT NULL CHECK (length(creditor_account) BETWEEN 1 AND 34),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  execution_date date NOT NULL,
  fee_minor bigint NOT NULL CHECK (fee_minor > 0),
  fee_currency text NOT NULL CHECK (fee_currency ~ '^[A-Z]{3}$'),
  confirmation_number text UNIQUE CHECK (confirmation_number ~ '^POT-[0-9]{4}-[0-9]{6,15}$'),
  confirmed_at timestamptz,
  payment_booking_id uuid REFERENCES bookings (id),
  fee_booking_id uuid REFERENCES bookings (id),
  PRIMARY KEY (order_id, line_no),
  UNIQUE (order_id, payment_order_id),
  -- The bank's part is written whole or not at all.
  CHECK ((confirmation_number IS NULL) = (confirmed_at IS NULL)
    AND (confirmation_number IS NULL) = (payment_booking_id IS NULL)
    AND (confirmation_number IS NULL) = (fee_booking_id IS NULL))
);
CREATE INDEX payment_confirmation_items_payment_idx
  ON payment_confirmation_items (company_id, payment_order_id);
-- A payment is confirmed once: a second confirmation would only charge the fee again.
CREATE UNIQUE INDEX payment_confirmation_items_confirmed_idx
  ON payment_confirmation_items (payment_order_id) WHERE confirmation_number IS NOT NULL;
-- Clients insert the lines of their request; only the bank (the owner role) confirms them.
GRANT SELECT, INSERT ON payment_confirmation_items TO poslovno_app;
ALTER TABLE payment_confirmation_items ENABLE ROW LEVEL SECURITY;
CREATE POLICY payment_confirmation_items_scope ON payment_confirmation_items TO poslovno_app
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());

-- The bank's running number of confirmations, the number in "POT-2026-000042"
-- (packages/domain payment-confirmation.ts). A sequence, as the core's order numbers: a number
-- taken by a confirmation that was then rolled back (the fee refused) is simply not used.
CREATE SEQUENCE payment_confirmation_number_seq AS bigint MINVALUE 1 MAXVALUE 999999999999999;
