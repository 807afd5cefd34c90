-- SEPA bulk files (000 §2-§5, §7; issue 25). A file is an order of the kernel holding its groups
-- (the GROUP rule, as a basket holds payments); each group on an account of the company is an
-- order of its own under that account's authorities; the payment lines, the errors and the file's
-- own facts live here beside them.

-- A type may stand in the CANCELED phase by more than its expiry (a bulk file converted into single
-- payments leaves the signing path unsigned too): the expiry's own status is marked, one a type.
ALTER TABLE order_statuses ADD COLUMN is_expiry boolean NOT NULL DEFAULT false;
UPDATE order_statuses SET is_expiry = true WHERE phase = 'CANCELED';
DROP INDEX order_statuses_canceled_idx;
CREATE UNIQUE INDEX order_statuses_expiry_idx ON order_statuses (order_type) WHERE is_expiry;
ALTER TABLE order_statuses ADD CONSTRAINT order_statuses_expiry_canceled
  CHECK (NOT is_expiry OR phase = 'CANCELED');

INSERT INTO order_statuses (order_type, status, phase, is_expiry)
SELECT order_type, status, phase, status = 'EXPIRED'
FROM (VALUES ('BULK_PAYMENT'), ('BULK_PAYMENT_GROUP')) AS types (order_type)
CROSS JOIN (VALUES
  ('STORED', 'STORED'),
  ('PARTIALLY_AUTHORIZED', 'PARTIALLY_SIGNED'),
  ('AUTHORIZED', 'AUTHORIZED'),
  ('PROCESSING', 'WITH_BANK'),
  ('PROCESSED', 'DONE'),
  ('PARTIALLY_PROCESSED', 'DONE'),
  ('PROCESSING_FAILED', 'FAILED'),
  ('CONVERSION_IN_PROGRESS', 'CANCELED'),
  ('CONVERSION_FINISHED', 'CANCELED'),
  ('CONVERSION_PARTIALLY', 'CANCELED'),
  ('CONVERSION_FAILED', 'CANCELED'),
  ('EXPIRED', 'CANCELED'),
  ('DELETED', 'DELETED')
) AS statuses (status, phase);

-- The file: what was uploaded (kept as a stored file) and what its group header says. The
-- message id and the file's SHA-256 are unique within the company for ever (ISO 20022 asks a
-- sender never to reuse a MsgId; a deleted file's id stays used), which also settles two uploads
-- of one file at once: the second waits for the first's commit and is refused.
CREATE TABLE bulk_payment_files (
  order_id bigint PRIMARY KEY REFERENCES orders (id),
  company_id uuid NOT NULL REFERENCES companies (id),
  -- The lines and errors are written under this id while the file is read, before its order exists.
  file_uuid uuid NOT NULL UNIQUE,
  stored_file_id uuid NOT NULL,
  file_name text NOT NULL CHECK (char_length(file_name) BETWEEN 1 AND 255),
  file_sha256 bytea NOT NULL CHECK (length(file_sha256) = 32),
  message_id text NOT NULL CHECK (char_length(message_id) BETWEEN 1 AND 35),
  message_version text NOT NULL CHECK (message_version IN ('pain.001.001.03', 'pain.001.001.09')),
  namespace_variant text,
  creation_date_time text NOT NULL,
  is_signed_file boolean NOT NULL,
  transaction_count integer NOT NULL CHECK (transaction_count >= 0),
  issue_count integer NOT NULL CHECK (issue_count >= 0),
  has_wrong_execution_dates boolean NOT NULL,
  -- Conversion into single payments: how many lines were made payments, and failed.
  converted_count integer NOT NULL DEFAULT 0 CHECK (converted_count >= 0),
  conversion_failed_count integer NOT NULL DEFAULT 0 CHECK (conversion_failed_count >= 0),
  -- Who asked for the conversion, and at which login level: the job makes the payments as them.
  conversion_person_uuid uuid,
  conversion_login_level smallint,
  FOREIGN KEY (company_id, stored_file_id) REFERENCES stored_files (company_id, id),
  UNIQUE (company_id, message_id),
  UNIQUE (company_id, file_sha256)
);
CREATE INDEX bulk_payment_files_company_idx ON bulk_payment_files (company_id, order_id DESC);

-- A group: one payment-information block. order_id is null for a group whose debit account is not
-- one the company holds (an error of the file, which then cannot be signed).
CREATE TABLE bulk_payment_groups (
  file_uuid uuid NOT NULL REFERENCES bulk_payment_files (file_uuid) DEFERRABLE INITIALLY DEFERRED,
  group_index integer NOT NULL CHECK (group_index >= 1),
  company_id uuid NOT NULL REFERENCES companies (id),
  order_id bigint UNIQUE REFERENCES orders (id),
  pmt_inf_id text NOT NULL,
  debtor_iban text NOT NULL,
  debtor_name text NOT NULL,
  debtor_account_id uuid,
  execution_date text NOT NULL,
  currency text,
  total_minor bigint NOT NULL,
  transaction_count integer NOT NULL CHECK (transaction_count >= 0),
  issue_count integer NOT NULL CHECK (issue_count >= 0),
  -- What a signature of the group covers besides its total (PSD2 dynamic linking): SHA-256 over
  -- every line's payee and amount in the file's order, how many payees, and the largest lines.
  payees_sha256 bytea NOT NULL CHECK (length(payees_sha256) = 32),
  payee_count integer NOT NULL CHECK (payee_count >= 0),
  largest_items jsonb NOT NULL,
  line integer NOT NULL,
  "column" integer NOT NULL,
  PRIMARY KEY (file_uuid, group_index)
);

-- The payment lines, written while the file streams in (COPY), keyed by their place in the file.
CREATE TABLE bulk_payment_items (
  file_uuid uuid NOT NULL REFERENCES bulk_payment_files (file_uuid) DEFERRABLE INITIALLY DEFERRED,
  group_index integer NOT NULL,
  item_index integer NOT NULL CHECK (item_index >= 1),
  company_id uuid NOT NULL REFERENCES companies (id),
  instr_id text,
  end_to_end_id text NOT NULL,
  amount_minor bigint NOT NULL,
  currency text NOT NULL,
  creditor_name text NOT NULL,
  creditor_iban text,
  creditor_bic text,
  remittance text,
  reference text,
  purpose_code text,
  line integer NOT NULL,
  "column" integer NOT NULL,
  issue_count integer NOT NULL DEFAULT 0 CHECK (issue_count >= 0),
  status text NOT NULL DEFAULT 'STORED'
    CHECK (status IN ('STORED', 'EXECUTED', 'REJECTED', 'CONVERTED')),
  rejection_reason text,
  payment_order_id bigint REFERENCES orders (id),
  PRIMARY KEY (file_uuid, group_index, item_index)
);

-- The errors of a file, in the order found (at most BULK_MAX_STORED_ISSUES a file; the file
-- counts all): the kind and values, and the place.
CREATE TABLE bulk_payment_issues (
  file_uuid uuid NOT NULL REFERENCES bulk_payment_files (file_uuid) DEFERRABLE INITIALLY DEFERRED,
  position integer NOT NULL CHECK (position >= 0),
  company_id uuid NOT NULL REFERENCES companies (id),
  code text NOT NULL,
  "values" jsonb NOT NULL,
  line integer NOT NULL,
  "column" integer NOT NULL,
  path text NOT NULL,
  xml text NOT NULL,
  group_index integer,
  item_index integer,
  instr_id text,
  PRIMARY KEY (file_uuid, position)
);
CREATE INDEX bulk_payment_issues_item_idx ON bulk_payment_issues (file_uuid, group_index, item_index);

GRANT SELECT, INSERT, UPDATE ON bulk_payment_files, bulk_payment_groups, bulk_payment_items
  TO poslovno_app;
GRANT SELECT, INSERT ON bulk_payment_issues TO poslovno_app;
ALTER TABLE bulk_payment_files ENABLE ROW LEVEL SECURITY;
ALTER TABLE bulk_payment_groups ENABLE ROW LEVEL SECURITY;
ALTER TABLE bulk_payment_items ENABLE ROW LEVEL SECURITY;
ALTER TABLE bulk_payment_issues ENABLE ROW LEVEL SECURITY;
CREATE POLICY bulk_payment_files_scope ON bulk_payment_files TO poslovno_app
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
CREATE POLICY bulk_payment_groups_scope ON bulk_payment_groups TO poslovno_app
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
CREATE POLICY bulk_payment_items_scope ON bulk_payment_items TO poslovno_app
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
CREATE POLICY bulk_payment_issues_scope ON bulk_payment_issues TO poslovno_app
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());

-- How far an upload's checks have gone, for the person's progress bar while the upload's own
-- transaction is still open (written outside it); removed when the upload ends.
CREATE TABLE bulk_upload_progress (
  upload_id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id),
  person_uuid uuid NOT NULL,
  phase text NOT NULL CHECK (phase IN ('RECEIVING', 'CHECKING', 'STORING', 'DONE')),
  transactions_read integer NOT NULL DEFAULT 0,
  bytes_received bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL
);
GRANT SELECT, INSERT, UPDATE, DELETE ON bulk_upload_progress TO poslovno_app;
ALTER TABLE bulk_upload_progress ENABLE ROW LEVEL SECURITY;
CREATE POLICY bulk_upload_progress_scope ON bulk_upload_progress TO poslovno_app
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
