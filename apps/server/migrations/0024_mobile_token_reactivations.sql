-- Mobile token reactivation (001 §2, §3, §4, §7; issue 22): the person's own request, signed with
-- another device, answered by the bank with an activation code in two parts (the screen's and
-- the SMS's); the phone's new key is activated only with both.

INSERT INTO order_statuses (order_type, status, phase) VALUES
  ('MOBILE_TOKEN_REACTIVATION', 'CREATED', 'STORED'),
  ('MOBILE_TOKEN_REACTIVATION', 'PROCESSING', 'AUTHORIZED'),
  ('MOBILE_TOKEN_REACTIVATION', 'AUTHORIZED', 'DONE'),
  ('MOBILE_TOKEN_REACTIVATION', 'AUTHORIZE_FAILED', 'FAILED'),
  ('MOBILE_TOKEN_REACTIVATION', 'DELETED', 'DELETED');

CREATE TABLE mobile_token_reactivations (
  order_id bigint PRIMARY KEY REFERENCES orders (id),
  company_id uuid NOT NULL REFERENCES companies (id),
  person_id uuid NOT NULL REFERENCES persons (id),
  device_id uuid NOT NULL REFERENCES auth_devices (id),
  mobile_phone text NOT NULL CHECK (mobile_phone ~ '^\+[1-9][0-9]{7,14}$'),
  reason text NOT NULL CHECK (reason IN ('NEW_PHONE', 'FACTORY_SETTINGS_RESTORED')),
  -- What the bank issued: the first part (shown to the person on screen; useless without the
  -- SMS's), a hash of the whole code, how long it is good for, and the wrong tries so far.
  code_first_part text CHECK (code_first_part ~ '^[0-9]{5}$'),
  code_hash bytea,
  code_expires_at timestamptz,
  failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  activated_at timestamptz,
  CHECK ((code_hash IS NULL) = (code_first_part IS NULL))
);
CREATE INDEX mobile_token_reactivations_person_idx
  ON mobile_token_reactivations (person_id, order_id DESC);
GRANT SELECT, INSERT, UPDATE ON mobile_token_reactivations TO poslovno_app;
ALTER TABLE mobile_token_reactivations ENABLE ROW LEVEL SECURITY;
CREATE POLICY mobile_token_reactivations_scope ON mobile_token_reactivations TO poslovno_app
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());

-- A mobile token whose key may be replaced only with an activation code (after a reactivation);
-- the seeded demo tokens wait for their first activation without one.
ALTER TABLE auth_devices ADD COLUMN requires_activation_code boolean NOT NULL DEFAULT false;

-- The SMS messages the bank sends (the second part of an activation code). A real bank hands
-- them to its SMS gateway; in demo mode the mobile-token page shows them as the phone's inbox.
CREATE TABLE sms_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  person_id uuid NOT NULL REFERENCES persons (id),
  phone text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX sms_outbox_person_idx ON sms_outbox (person_id, id DESC);
