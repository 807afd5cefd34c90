-- The order kernel carries every order type (DESIGN.md §4, issue 22): an order belongs to the
-- company; its account, amount, currency and date are facts a type may have or not; each type
-- names its own statuses over the kernel's phases; who may enter and sign follows the type's rule
-- (per account, company-level, personal); an authorised order reaches the bank's back office
-- through a durable outbox.

-- Each type's statuses and the phase each stands in, as the type's code declares them
-- (packages/domain order-lifecycle; a test compares the two). An order's (type, status, phase)
-- must be one of these rows: the database checks the vocabulary per type.
CREATE TABLE order_statuses (
  order_type text NOT NULL CHECK (order_type ~ '^[A-Z][A-Z_]{0,39}$'),
  status text NOT NULL CHECK (status ~ '^[A-Z][A-Z_-]{0,39}$'),
  phase text NOT NULL CHECK (phase IN ('STORED', 'PARTIALLY_SIGNED', 'AUTHORIZED', 'WITH_BANK',
    'DONE', 'FAILED', 'REVOKED', 'CANCELED', 'DELETED')),
  PRIMARY KEY (order_type, status),
  UNIQUE (order_type, status, phase),
  -- The lists leave deleted orders out by this one name, whatever the type.
  CHECK ((phase = 'DELETED') = (status = 'DELETED'))
);
-- The expiry writes a type's one status of the CANCELED phase.
CREATE UNIQUE INDEX order_statuses_canceled_idx ON order_statuses (order_type) WHERE phase = 'CANCELED';
INSERT INTO order_statuses (order_type, status, phase) VALUES
  ('PAYMENT', 'STORED', 'STORED'),
  ('PAYMENT', 'FOR-AUTHORIZATION', 'PARTIALLY_SIGNED'),
  ('PAYMENT', 'ORDER-PENDING', 'AUTHORIZED'),
  ('PAYMENT', 'ORDERED', 'WITH_BANK'),
  ('PAYMENT', 'SENT_TO_RECIPIENT_BANK', 'WITH_BANK'),
  ('PAYMENT', 'EXECUTED', 'DONE'),
  ('PAYMENT', 'REJECTED', 'FAILED'),
  ('PAYMENT', 'REVOKED', 'REVOKED'),
  ('PAYMENT', 'CANCELED', 'CANCELED'),
  ('PAYMENT', 'DELETED', 'DELETED');
GRANT SELECT ON order_statuses TO poslovno_app;

ALTER TABLE orders ADD COLUMN phase text;
UPDATE orders SET phase = s.phase FROM order_statuses s
  WHERE s.order_type = orders.order_type AND s.status = orders.status;
ALTER TABLE orders ALTER COLUMN phase SET NOT NULL;

-- The payment vocabulary's CHECK and the two rules written in its names give way to the phases.
DO $$
DECLARE
  constraint_name text;
BEGIN
  FOR constraint_name IN
    SELECT conname FROM pg_constraint
    WHERE conrelid = 'orders'::regclass AND contype = 'c'
      AND pg_get_constraintdef(oid) LIKE '%status%'
  LOOP
    EXECUTE format('ALTER TABLE orders DROP CONSTRAINT %I', constraint_name);
  END LOOP;
END $$;
ALTER TABLE orders
  ADD CONSTRAINT orders_status_of_type FOREIGN KEY (order_type, status, phase)
    REFERENCES order_statuses (order_type, status, phase),
  ADD CONSTRAINT orders_authorized_at
    CHECK ((phase IN ('STORED', 'PARTIALLY_SIGNED', 'DELETED', 'CANCELED')) = (authorized_at IS NULL)),
  ADD CONSTRAINT orders_core_order
    CHECK (core_order_id IS NULL OR phase NOT IN ('STORED', 'PARTIALLY_SIGNED', 'DELETED', 'CANCELED'));

-- The facts a type may have or not.
ALTER TABLE orders
  ALTER COLUMN debtor_account_id DROP NOT NULL,
  ALTER COLUMN amount_minor DROP NOT NULL,
  ALTER COLUMN currency DROP NOT NULL,
  ALTER COLUMN execution_date DROP NOT NULL,
  ADD CONSTRAINT orders_amount_has_currency CHECK ((amount_minor IS NULL) = (currency IS NULL));

-- Who may enter, see and sign it (docs/decisions.md "Who signs an order"): per ACCOUNT (the
-- account authorities), COMPANY-level (the company's representatives), or PERSONAL (its author).
ALTER TABLE orders
  ADD COLUMN signing_rule text NOT NULL DEFAULT 'ACCOUNT'
    CHECK (signing_rule IN ('ACCOUNT', 'COMPANY', 'PERSONAL')),
  ADD CONSTRAINT orders_account_rule_has_account
    CHECK (signing_rule <> 'ACCOUNT' OR debtor_account_id IS NOT NULL),
  -- Items that are orders of their own (basket members, bulk groups): the parent's signature
  -- covers them.
  ADD COLUMN parent_order_id bigint REFERENCES orders (id);
ALTER TABLE orders ALTER COLUMN signing_rule DROP DEFAULT;
CREATE INDEX orders_parent_idx ON orders (parent_order_id) WHERE parent_order_id IS NOT NULL;

DROP INDEX orders_waiting_idx;
CREATE INDEX orders_waiting_idx ON orders (company_id, id DESC)
  WHERE phase IN ('STORED', 'PARTIALLY_SIGNED');

-- The company-level rule: who represents the company for requests about the company itself
-- (authority changes, consents), and whether their signature suffices alone or needs a second
-- representative's. The bank keeps it from the company's registration; the demo seeds it.
CREATE TABLE company_representatives (
  company_id uuid NOT NULL,
  person_id uuid NOT NULL,
  signs_alone boolean NOT NULL,
  PRIMARY KEY (company_id, person_id),
  FOREIGN KEY (company_id, person_id) REFERENCES company_persons (company_id, person_id)
);
GRANT SELECT ON company_representatives TO poslovno_app;
ALTER TABLE company_representatives ENABLE ROW LEVEL SECURITY;
CREATE POLICY company_representatives_scope ON company_representatives TO poslovno_app
  USING (company_id = app_company_id());

-- The outbox to the bank's back office: an order signed in full is written here (as the bank) in
-- the transaction of its last signature, and the processor of its type takes it from here once it is
-- due; the processor's answer and the row's removal commit together, so each order is decided
-- exactly once however often the delivery is tried.
CREATE TABLE order_deliveries (
  order_id bigint PRIMARY KEY REFERENCES orders (id),
  company_id uuid NOT NULL REFERENCES companies (id),
  due_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error text
);
CREATE INDEX order_deliveries_due_idx ON order_deliveries (due_at);
-- The bank's own table: the kernel writes it as the bank, clients never read it.

-- The bank operator's forced rejections (npm run bank -- back-office <type> reject <reason>): the
-- next order of the type the back office decides is rejected with the reason, for cases no data
-- produces. The bank's own table; clients never read it.
CREATE TABLE back_office_forced_rejections (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_type text NOT NULL,
  reason text NOT NULL CHECK (reason ~ '^[A-Za-z0-9_.-]{1,60}$'),
  created_at timestamptz NOT NULL,
  used_by_order_id bigint REFERENCES orders (id),
  used_at timestamptz
);
CREATE INDEX back_office_forced_rejections_open_idx ON back_office_forced_rejections (order_type, id)
  WHERE used_by_order_id IS NULL;
