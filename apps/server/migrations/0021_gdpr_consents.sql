-- GDPR marketing consents (001 §2, §3, §7; issue 22): the company's choice as the bank holds it,
-- and the requests to change it, an order type of the kernel signed under the company-level rule.

INSERT INTO order_statuses (order_type, status, phase) VALUES
  ('GDPR_CONSENT', 'CREATED', 'STORED'),
  ('GDPR_CONSENT', 'PARTIALLY_AUTHORIZED', 'PARTIALLY_SIGNED'),
  ('GDPR_CONSENT', 'AUTHORIZED', 'AUTHORIZED'),
  ('GDPR_CONSENT', 'EXECUTED', 'DONE'),
  ('GDPR_CONSENT', 'REJECTED', 'FAILED'),
  ('GDPR_CONSENT', 'DELETED', 'DELETED');

CREATE TABLE gdpr_consent_requests (
  order_id bigint PRIMARY KEY REFERENCES orders (id),
  company_id uuid NOT NULL REFERENCES companies (id),
  communication_allowed boolean NOT NULL,
  profiling_allowed boolean NOT NULL
);
CREATE INDEX gdpr_consent_requests_company_idx ON gdpr_consent_requests (company_id, order_id DESC);
GRANT SELECT, INSERT, UPDATE ON gdpr_consent_requests TO poslovno_app;
ALTER TABLE gdpr_consent_requests ENABLE ROW LEVEL SECURITY;
CREATE POLICY gdpr_consent_requests_scope ON gdpr_consent_requests TO poslovno_app
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());

-- What the bank records once it carries a request out: the company's choice, and which request
-- made it (a request older than the one in force is superseded, REQUEST_SUPERSEDED).
CREATE TABLE company_marketing_consents (
  company_id uuid PRIMARY KEY REFERENCES companies (id),
  communication_allowed boolean NOT NULL,
  profiling_allowed boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  order_id bigint NOT NULL REFERENCES orders (id)
);
GRANT SELECT ON company_marketing_consents TO poslovno_app;
ALTER TABLE company_marketing_consents ENABLE ROW LEVEL SECURITY;
CREATE POLICY company_marketing_consents_scope ON company_marketing_consents TO poslovno_app
  USING (company_id = app_company_id());
