-- Orders that hold orders (DESIGN.md §4, issue 24): a parent whose one signature covers orders of
-- their own (a payment basket's payments), each signed under its own type's rules with the
-- parent's signature. Payment baskets (000 §2, §3, §4, §7) are the first such type.

-- The GROUP rule: the parent is seen and signed by whoever sees every order it holds, and a
-- signature needs the authority over each of them.
ALTER TABLE orders DROP CONSTRAINT orders_signing_rule_check;
ALTER TABLE orders ADD CONSTRAINT orders_signing_rule_check
  CHECK (signing_rule IN ('ACCOUNT', 'COMPANY', 'PERSONAL', 'GROUP'));

-- The orders a parent holds, in order, with the version each had when it joined: a member
-- changed (edited: a new version) or gone since then is no longer what the parent stands for.
-- orders.parent_order_id is the parent a member belongs to now; this table keeps every parent an
-- order ever joined (a basket that expired or was deleted still lists what it held).
CREATE TABLE order_members (
  parent_order_id bigint NOT NULL REFERENCES orders (id),
  member_order_id bigint NOT NULL REFERENCES orders (id),
  company_id uuid NOT NULL REFERENCES companies (id),
  position smallint NOT NULL CHECK (position >= 0),
  joined_version integer NOT NULL CHECK (joined_version >= 1),
  PRIMARY KEY (parent_order_id, position),
  UNIQUE (parent_order_id, member_order_id)
);
CREATE INDEX order_members_member_idx ON order_members (member_order_id);
GRANT SELECT, INSERT ON order_members TO poslovno_app;
ALTER TABLE order_members ENABLE ROW LEVEL SECURITY;
CREATE POLICY order_members_scope ON order_members TO poslovno_app
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());

-- A member's signature given with its parent's: the parent's signature holds the challenge and
-- the proof; the member's row says how the signing policy counted it on that member.
ALTER TABLE order_signatures
  ALTER COLUMN challenge_id DROP NOT NULL,
  ADD COLUMN parent_signature_id uuid REFERENCES order_signatures (id),
  ADD CONSTRAINT order_signatures_challenge_or_parent
    CHECK ((challenge_id IS NULL) = (parent_signature_id IS NOT NULL));

-- Payment baskets: INITIATED (for authorisation), PARTIAL (signed, some payments wait for a
-- further signature), SIGNED (every payment signed: they go on as orders of their own), EXPIRED
-- (its expiration date passed), DELETED.
INSERT INTO order_statuses (order_type, status, phase) VALUES
  ('BASKET', 'INITIATED', 'STORED'),
  ('BASKET', 'PARTIAL', 'PARTIALLY_SIGNED'),
  ('BASKET', 'SIGNED', 'AUTHORIZED'),
  ('BASKET', 'EXPIRED', 'CANCELED'),
  ('BASKET', 'DELETED', 'DELETED');

-- A basket's own facts beside its kernel order: the signing basket's opaque id (a PSD2
-- interface's basketId) and the reference number people quote.
CREATE TABLE payment_baskets (
  order_id bigint PRIMARY KEY REFERENCES orders (id),
  company_id uuid NOT NULL REFERENCES companies (id),
  basket_uuid uuid NOT NULL UNIQUE,
  reference_number text NOT NULL
);
CREATE INDEX payment_baskets_company_idx ON payment_baskets (company_id, order_id DESC);
GRANT SELECT, INSERT ON payment_baskets TO poslovno_app;
ALTER TABLE payment_baskets ENABLE ROW LEVEL SECURITY;
CREATE POLICY payment_baskets_scope ON payment_baskets TO poslovno_app
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
