-- Payment templates (000 §3 Template (favourite)): a person's saved payments within one company.
-- They belong to the person who made them (the favourites limit counts them per person and
-- company), so the policy scopes rows to the company and to the person.

CREATE TABLE payment_templates (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id),
  person_id uuid NOT NULL REFERENCES persons (id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 70),
  type text NOT NULL CHECK (type IN ('DOMESTIC', 'FOREIGN')),
  -- The payment as the form sent it (the contract's PaymentInput), cut to the template limits of
  -- 000 §5; amount, execution date and debit account may be empty.
  payment jsonb NOT NULL CHECK (jsonb_typeof(payment) = 'object'),
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  -- A person who leaves the company leaves their templates there with nobody to see them.
  FOREIGN KEY (company_id, person_id) REFERENCES company_persons (company_id, person_id)
    ON DELETE CASCADE
);
-- Names are unique per person and company whatever their case. The database's own lower() knows
-- only ASCII under the C locale of the embedded server; ICU folds Č to č as well.
CREATE UNIQUE INDEX payment_templates_name_idx
  ON payment_templates (company_id, person_id, lower(name COLLATE "hr-HR-x-icu"));

GRANT SELECT, INSERT, UPDATE, DELETE ON payment_templates TO poslovno_app;
ALTER TABLE payment_templates ENABLE ROW LEVEL SECURITY;
CREATE POLICY payment_templates_scope ON payment_templates TO poslovno_app
  USING (company_id = app_company_id() AND person_id = app_person_id())
  WITH CHECK (company_id = app_company_id() AND person_id = app_person_id());
