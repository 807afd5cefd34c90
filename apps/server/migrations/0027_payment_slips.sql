-- HUB3 payment slips (000 §2 QR/HUB3, §3 Payment slip, §7 POST /payments/slips): the slips a
-- company issued, each with the barcode's text it was drawn from. Any person of the company who
-- may use payments sees them, so the policy scopes rows to the company (not to the person).

CREATE TABLE payment_slips (
  id uuid NOT NULL,
  company_id uuid NOT NULL REFERENCES companies (id),
  created_by uuid NOT NULL REFERENCES persons (id),
  -- 000 §3: the slip's format, QR by default, which is the HUB3 standard's PDF417 barcode.
  format text NOT NULL CHECK (format IN ('QR')),
  -- A new slip is in euro; old kuna slips are only read, never issued.
  currency text NOT NULL CHECK (currency = 'EUR'),
  -- Cents; 0 leaves the amount to the payer, as paper slips do; at most 12 integer digits.
  amount_minor bigint NOT NULL CHECK (amount_minor BETWEEN 0 AND 99999999999999),
  -- The standard's field lengths, in characters; the rules refuse longer texts, never cut them.
  payer_name text NOT NULL CHECK (char_length(payer_name) <= 30),
  payer_street text NOT NULL CHECK (char_length(payer_street) <= 27),
  payer_place text NOT NULL CHECK (char_length(payer_place) <= 27),
  payee_name text NOT NULL CHECK (char_length(payee_name) BETWEEN 1 AND 25),
  payee_street text NOT NULL CHECK (char_length(payee_street) <= 25),
  payee_place text NOT NULL CHECK (char_length(payee_place) <= 27),
  payee_iban text NOT NULL CHECK (payee_iban ~ '^HR[0-9]{19}$'),
  model text NOT NULL CHECK (model = '' OR model ~ '^HR[0-9]{2}$'),
  reference text NOT NULL CHECK (char_length(reference) <= 22),
  purpose_code text NOT NULL CHECK (purpose_code = '' OR purpose_code ~ '^[A-Z]{4}$'),
  description text NOT NULL CHECK (char_length(description) <= 35),
  -- The barcode's text (HRVHUB30 ..., every line ended by LF), as drawn on every download.
  payload text NOT NULL CHECK (payload LIKE 'HRVHUB30' || chr(10) || '%'),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (company_id, id),
  UNIQUE (id)
);
-- The list: newest first, a keyset over (created_at, id) within the company.
CREATE INDEX payment_slips_list_idx ON payment_slips (company_id, created_at DESC, id DESC);

GRANT SELECT, INSERT ON payment_slips TO poslovno_app;
ALTER TABLE payment_slips ENABLE ROW LEVEL SECURITY;
CREATE POLICY payment_slips_scope ON payment_slips TO poslovno_app
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
