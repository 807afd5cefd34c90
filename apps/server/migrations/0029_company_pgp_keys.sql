-- OpenPGP public keys of companies (issue 25, "a signed file"): a company may upload its SEPA file
-- signed with its own key, and the signature is checked against the keys the bank operator
-- registered for it (npm run bank -- pgp-key add). A key is revoked, never deleted, so the key
-- that checked an old file stays known. The company's sessions read their keys under row-level
-- security; the operator's tool and the demo seed write them as the owner role, which bypasses it,
-- as the bank's own systems do everywhere else (no INSERT or UPDATE for poslovno_app).

CREATE TABLE company_pgp_keys (
  company_id uuid NOT NULL REFERENCES companies (id),
  -- The primary key's fingerprint in upper-case hex: 40 digits (v4 keys) or 64 (v6 keys).
  fingerprint text NOT NULL CHECK (fingerprint ~ '^([0-9A-F]{40}|[0-9A-F]{64})$'),
  -- The public key as registered, in ASCII armour; certificates with many signatures run to some
  -- tens of kilobytes, so the bound is generous.
  armored_key text NOT NULL CHECK (armored_key LIKE '-----BEGIN PGP PUBLIC KEY BLOCK-----%'
    AND char_length(armored_key) <= 1048576),
  -- The key's user ids ("Name <email>"), as the operator saw them when registering it.
  user_ids text[] NOT NULL,
  created_at timestamptz NOT NULL,
  -- Who registered it: the operator's user name, or demo-seed.
  registered_by text NOT NULL CHECK (char_length(registered_by) BETWEEN 1 AND 100),
  revoked_at timestamptz,
  PRIMARY KEY (company_id, fingerprint)
);

GRANT SELECT ON company_pgp_keys TO poslovno_app;
ALTER TABLE company_pgp_keys ENABLE ROW LEVEL SECURITY;
CREATE POLICY company_pgp_keys_scope ON company_pgp_keys TO poslovno_app
  USING (company_id = app_company_id());

-- A signed SEPA file may be stored as uploaded, so the stored files take its types too.
ALTER TABLE stored_files
  DROP CONSTRAINT stored_files_file_type_check,
  ADD CONSTRAINT stored_files_file_type_check CHECK (file_type IN ('doc', 'docx', 'pdf', 'xlsx',
    'xls', 'xml', 'txt', 'png', 'jpg', 'jpeg', 'zip', 'pgp', 'gpg', 'asc'));
