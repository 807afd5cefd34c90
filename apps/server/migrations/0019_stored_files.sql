-- Files the clients upload (DESIGN.md §4 "Files"; apps/server/src/platform/files/): a row per
-- file with what the server judged it to be, and its content as rows of at most 1 MiB, written
-- while the upload streams in, in the transaction that stores the file. A refused upload rolls
-- back and leaves nothing. Both tables sit under the company's row-level security and carry
-- company_id in their keys, as a table sharded by company must.

CREATE TABLE stored_files (
  company_id uuid NOT NULL REFERENCES companies (id),
  id uuid NOT NULL,
  -- The name as the person's computer gave it (its last path segment), 1 to 255 characters.
  file_name text NOT NULL CHECK (char_length(file_name) BETWEEN 1 AND 255),
  -- The type the name's extension says, which the content was found to be (jpg and jpeg kept as
  -- named); zip only where a route allows archives (the SEPA bulk upload).
  file_type text NOT NULL CHECK (file_type IN ('doc', 'docx', 'pdf', 'xlsx', 'xls', 'xml', 'txt',
    'png', 'jpg', 'jpeg', 'zip')),
  media_type text NOT NULL CHECK (media_type ~ '^[a-z]+/[a-z0-9.+-]+$'),
  -- Facts of the content, written when its last byte is in: NULL only inside the storing
  -- transaction, which commits only once they are set.
  size_bytes bigint CHECK (size_bytes > 0),
  sha256 bytea CHECK (length(sha256) = 32),
  chunk_count integer CHECK (chunk_count > 0),
  -- What the file belongs to, set when the order (or message) it was uploaded for takes it:
  -- a kind of owner ('order', ...), the owner's id as text, and what the file is to it
  -- ('attachment', 'sepa_file'). Unlinked files are uploads nothing has taken yet.
  owner_kind text CHECK (owner_kind ~ '^[a-z][a-z0-9_]{0,39}$'),
  owner_id text CHECK (char_length(owner_id) BETWEEN 1 AND 100),
  purpose text CHECK (purpose ~ '^[a-z][a-z0-9_]{0,39}$'),
  created_by uuid NOT NULL REFERENCES persons (id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (company_id, id),
  CHECK ((size_bytes IS NULL) = (sha256 IS NULL) AND (sha256 IS NULL) = (chunk_count IS NULL)),
  CHECK ((owner_kind IS NULL) = (owner_id IS NULL) AND (owner_id IS NULL) = (purpose IS NULL))
);
CREATE INDEX stored_files_owner_idx ON stored_files (company_id, owner_kind, owner_id)
  WHERE owner_kind IS NOT NULL;

-- The content, in order. 1 MiB rows rather than large objects: large objects live in one
-- catalogue table without row-level security or a company to shard by, and are not deleted with
-- their owner (docs/decisions.md, "Uploads in PostgreSQL").
CREATE TABLE stored_file_chunks (
  company_id uuid NOT NULL,
  file_id uuid NOT NULL,
  chunk_index integer NOT NULL CHECK (chunk_index >= 0),
  content bytea NOT NULL CHECK (length(content) BETWEEN 1 AND 1048576),
  PRIMARY KEY (company_id, file_id, chunk_index),
  FOREIGN KEY (company_id, file_id) REFERENCES stored_files (company_id, id) ON DELETE CASCADE
);

GRANT SELECT, INSERT, UPDATE ON stored_files TO poslovno_app;
GRANT SELECT, INSERT ON stored_file_chunks TO poslovno_app;
ALTER TABLE stored_files ENABLE ROW LEVEL SECURITY;
CREATE POLICY stored_files_scope ON stored_files TO poslovno_app
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
ALTER TABLE stored_file_chunks ENABLE ROW LEVEL SECURITY;
CREATE POLICY stored_file_chunks_scope ON stored_file_chunks TO poslovno_app
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
