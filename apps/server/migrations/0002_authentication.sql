-- Strong customer authentication (issue 4): passwords, devices (token, mobile token, smartcard),
-- the demo bank's certificate authority, sign-in throttles, smartcard challenges, QR sign-in,
-- pending service choices, trusted browsers, session history, the security event log and signing.

ALTER TABLE persons ADD COLUMN password_hash text;

-- The bank's CA for smartcard certificates. The demo bank keeps its private key here; a real bank
-- configures only the CA certificate and issues cards elsewhere.
CREATE TABLE certificate_authorities (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  certificate_der bytea NOT NULL,
  private_key_pkcs8_der bytea,
  created_at timestamptz NOT NULL
);

CREATE TABLE auth_devices (
  id uuid PRIMARY KEY,
  person_id uuid NOT NULL REFERENCES persons (id),
  kind text NOT NULL CHECK (kind IN ('TOKEN', 'MOBILE_TOKEN', 'SMARTCARD')),
  serial text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('ACTIVE', 'LOCKED', 'PENDING_ACTIVATION', 'REVOKED')),
  can_sign_in boolean NOT NULL,
  can_sign boolean NOT NULL,
  -- TOKEN: the shared secret (RFC 6238 / 6287); in production it lives in an HSM.
  otp_secret bytea,
  -- TOKEN: clock drift learnt from accepted codes, and a resynchronisation in progress.
  drift_steps integer NOT NULL DEFAULT 0,
  resync_drift_steps integer,
  resync_step bigint,
  -- TOKEN: the last accepted time step: a code is accepted once, and never an older one.
  last_used_step bigint,
  -- TOKEN: consecutive wrong codes entered with the right password (AUTH_02 at the maximum).
  consecutive_failures integer NOT NULL DEFAULT 0,
  -- MOBILE_TOKEN and SMARTCARD: the device's P-256 public key; SMARTCARD: its certificate.
  public_key_spki_der bytea,
  certificate_der bytea,
  created_at timestamptz NOT NULL,
  activated_at timestamptz,
  locked_at timestamptz,
  CHECK ((kind = 'TOKEN') = (otp_secret IS NOT NULL)),
  CHECK (kind <> 'SMARTCARD' OR certificate_der IS NOT NULL)
);
CREATE INDEX auth_devices_person_idx ON auth_devices (person_id, kind);

-- Failure counters of sign-in, by scope: SOURCE (an IP address) and PERSON_SOURCE (a person's ID
-- from one source, so a stranger elsewhere cannot block the person). Every server process sees them.
CREATE TABLE auth_throttles (
  scope text NOT NULL CHECK (scope IN ('SOURCE', 'PERSON_SOURCE')),
  subject text NOT NULL,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  blocked_until timestamptz,
  PRIMARY KEY (scope, subject)
);

-- Fixed-window request counters (QR polling, challenge requests), shared by all server processes.
CREATE TABLE rate_limit_windows (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  hits integer NOT NULL
);

CREATE TABLE login_challenges (
  id uuid PRIMARY KEY,
  challenge_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE qr_login_requests (
  id uuid PRIMARY KEY,
  poll_handle_hash bytea NOT NULL,
  browser_handle_hash bytea NOT NULL,
  nonce text NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'COMPLETED')),
  person_id uuid REFERENCES persons (id),
  device_id uuid REFERENCES auth_devices (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  approved_at timestamptz,
  completed_at timestamptz
);

-- A proven sign-in waiting for the person to choose one of several companies (services).
CREATE TABLE pending_sign_ins (
  id uuid PRIMARY KEY,
  handle_hash bytea NOT NULL UNIQUE,
  person_id uuid NOT NULL REFERENCES persons (id),
  device_id uuid REFERENCES auth_devices (id),
  login_type text NOT NULL CHECK (login_type IN ('SMARTCARD', 'QR')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE trusted_browsers (
  id uuid PRIMARY KEY,
  person_id uuid NOT NULL REFERENCES persons (id),
  browser_handle_hash bytea NOT NULL,
  browser text NOT NULL,
  os text NOT NULL,
  accepted_at timestamptz NOT NULL,
  removed_at timestamptz
);
CREATE UNIQUE INDEX trusted_browsers_active_idx ON trusted_browsers (person_id, browser_handle_hash)
  WHERE removed_at IS NULL;
CREATE INDEX trusted_browsers_handle_idx ON trusted_browsers (browser_handle_hash) WHERE removed_at IS NULL;

ALTER TABLE sessions
  ADD COLUMN expires_at timestamptz,
  ADD COLUMN device_type text NOT NULL DEFAULT 'UNKNOWN',
  ADD COLUMN last_page text,
  ADD COLUMN device_id uuid REFERENCES auth_devices (id);
UPDATE sessions SET expires_at = created_at + interval '12 hours';
ALTER TABLE sessions ALTER COLUMN expires_at SET NOT NULL;
CREATE INDEX sessions_company_person_idx ON sessions (company_id, person_id, created_at DESC, id DESC);

CREATE TABLE session_activities (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id),
  company_id uuid NOT NULL REFERENCES companies (id),
  person_id uuid NOT NULL REFERENCES persons (id),
  occurred_at timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('SIGN_IN', 'PAGE', 'RENEW', 'SIGN_OUT', 'COMPANY_SWITCH')),
  page text,
  ip_address text,
  device_type text NOT NULL,
  channel text NOT NULL
);
CREATE INDEX session_activities_person_idx ON session_activities (company_id, person_id, occurred_at DESC, id DESC);

-- Append-only: the trigger refuses UPDATE and DELETE even for the owner.
CREATE TABLE security_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  occurred_at timestamptz NOT NULL,
  kind text NOT NULL,
  person_id uuid REFERENCES persons (id),
  company_id uuid REFERENCES companies (id),
  device_id uuid REFERENCES auth_devices (id),
  session_id uuid REFERENCES sessions (id),
  ip_address text,
  details jsonb NOT NULL
);
CREATE INDEX security_events_person_idx ON security_events (person_id, occurred_at DESC);
CREATE FUNCTION refuse_security_event_change() RETURNS trigger LANGUAGE plpgsql AS
$$ BEGIN RAISE EXCEPTION 'security_events is append-only'; END $$;
CREATE TRIGGER security_events_append_only BEFORE UPDATE OR DELETE ON security_events
  FOR EACH ROW EXECUTE FUNCTION refuse_security_event_change();
CREATE TRIGGER security_events_no_truncate BEFORE TRUNCATE ON security_events
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_security_event_change();

-- Signing (DESIGN.md §5): a challenge bound to the order's canonical digest, and the signatures.
CREATE TABLE signing_challenges (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id),
  person_id uuid NOT NULL REFERENCES persons (id),
  order_type text NOT NULL,
  order_id text NOT NULL,
  canonical_text text NOT NULL,
  digest bytea NOT NULL,
  challenge char(8) NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  approved_at timestamptz,
  approved_device_id uuid REFERENCES auth_devices (id),
  -- The mobile token's signature over what it showed, kept as the proof of the approval.
  approval_signature text
);
CREATE INDEX signing_challenges_person_idx ON signing_challenges (person_id, expires_at);

CREATE TABLE order_signatures (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id),
  person_id uuid NOT NULL REFERENCES persons (id),
  order_type text NOT NULL,
  order_id text NOT NULL,
  challenge_id uuid NOT NULL UNIQUE REFERENCES signing_challenges (id),
  device_id uuid NOT NULL REFERENCES auth_devices (id),
  method text NOT NULL CHECK (method IN ('TOKEN', 'MOBILE_TOKEN', 'SMARTCARD')),
  digest bytea NOT NULL,
  proof text NOT NULL,
  signed_at timestamptz NOT NULL,
  UNIQUE (order_type, order_id, person_id)
);

GRANT SELECT, INSERT, UPDATE ON sessions TO poslovno_app;
GRANT SELECT, INSERT ON session_activities TO poslovno_app;
GRANT SELECT, INSERT, UPDATE ON trusted_browsers TO poslovno_app;
GRANT SELECT ON auth_devices TO poslovno_app;
GRANT SELECT, INSERT, UPDATE ON signing_challenges TO poslovno_app;
GRANT SELECT, INSERT ON order_signatures TO poslovno_app;
GRANT INSERT ON security_events TO poslovno_app;
-- The CA certificate, never its private key.
GRANT SELECT (id, certificate_der, created_at) ON certificate_authorities TO poslovno_app;

ALTER TABLE session_activities ENABLE ROW LEVEL SECURITY;
CREATE POLICY session_activities_scope ON session_activities TO poslovno_app
  USING (company_id = app_company_id() AND person_id = app_person_id())
  WITH CHECK (company_id = app_company_id() AND person_id = app_person_id());
ALTER TABLE trusted_browsers ENABLE ROW LEVEL SECURITY;
CREATE POLICY trusted_browsers_scope ON trusted_browsers TO poslovno_app
  USING (person_id = app_person_id()) WITH CHECK (person_id = app_person_id());
ALTER TABLE auth_devices ENABLE ROW LEVEL SECURITY;
CREATE POLICY auth_devices_scope ON auth_devices TO poslovno_app USING (person_id = app_person_id());
ALTER TABLE signing_challenges ENABLE ROW LEVEL SECURITY;
CREATE POLICY signing_challenges_scope ON signing_challenges TO poslovno_app
  USING (company_id = app_company_id() AND person_id = app_person_id())
  WITH CHECK (company_id = app_company_id() AND person_id = app_person_id());
ALTER TABLE order_signatures ENABLE ROW LEVEL SECURITY;
CREATE POLICY order_signatures_scope ON order_signatures TO poslovno_app
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id() AND person_id = app_person_id());
ALTER TABLE security_events ENABLE ROW LEVEL SECURITY;
CREATE POLICY security_events_scope ON security_events TO poslovno_app
  WITH CHECK (company_id IS NULL OR company_id = app_company_id());
