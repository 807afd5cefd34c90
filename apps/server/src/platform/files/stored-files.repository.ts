import { executePrepared, type TCompanyScope, type TTx } from '../db/database';
import type { TFileType } from './file-types';

/** Rows of migrations/0019_stored_files.sql; SQL only, every statement filtered by company. */

export interface TStoredFileRow {
  id: string;
  fileName: string;
  fileType: TFileType;
  mediaType: string;
  sizeBytes: number;
  sha256: Buffer;
  chunkCount: number;
  ownerKind: string | null;
  ownerId: string | null;
  purpose: string | null;
  createdBy: string;
  createdAt: Date;
}

/** What a file is linked to: an order (its id) or another owner, and what the file is to it. */
export interface TFileOwner {
  kind: string;
  id: string;
  purpose: string;
}

const FILE_COLUMNS = `id, file_name AS "fileName", file_type AS "fileType", media_type AS "mediaType",
  size_bytes::text AS "sizeBytes", sha256, chunk_count AS "chunkCount", owner_kind AS "ownerKind",
  owner_id AS "ownerId", purpose, created_by AS "createdBy", created_at AS "createdAt"`;

type TRawRow = Omit<TStoredFileRow, 'sizeBytes'> & { sizeBytes: string };

function toRow(raw: TRawRow): TStoredFileRow {
  return { ...raw, sizeBytes: Number(raw.sizeBytes) };
}

const insertFile = {
  name: 'stored_files_insert',
  text: `INSERT INTO stored_files (company_id, id, file_name, file_type, media_type, created_by, created_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7)`,
};

export async function insertStoredFile(
  tx: TTx,
  scope: TCompanyScope,
  file: { id: string; fileName: string; fileType: TFileType; mediaType: string; createdAt: Date },
): Promise<void> {
  await executePrepared(tx, insertFile, [
    scope.companyId,
    file.id,
    file.fileName,
    file.fileType,
    file.mediaType,
    scope.personUuid,
    file.createdAt,
  ]);
}

const insertChunk = {
  name: 'stored_files_insert_chunk',
  text: `INSERT INTO stored_file_chunks (company_id, file_id, chunk_index, content) VALUES ($1, $2, $3, $4)`,
};

export async function insertStoredChunk(
  tx: TTx,
  scope: TCompanyScope,
  fileId: string,
  chunkIndex: number,
  content: Buffer,
): Promise<void> {
  await executePrepared(tx, insertChunk, [scope.companyId, fileId, chunkIndex, content]);
}

const completeFile = {
  name: 'stored_files_complete',
  text: `UPDATE stored_files SET size_bytes = $3, sha256 = $4, chunk_count = $5
    WHERE company_id = $1 AND id = $2 AND sha256 IS NULL`,
};

export async function completeStoredFile(
  tx: TTx,
  scope: TCompanyScope,
  fileId: string,
  facts: { sizeBytes: number; sha256: Buffer; chunkCount: number },
): Promise<void> {
  await executePrepared(tx, completeFile, [
    scope.companyId,
    fileId,
    facts.sizeBytes,
    facts.sha256,
    facts.chunkCount,
  ]);
}

const selectFile = {
  name: 'stored_files_select',
  text: `SELECT ${FILE_COLUMNS} FROM stored_files WHERE company_id = $1 AND id = $2 AND sha256 IS NOT NULL`,
};

/** A whole stored file of the company; undefined for any other id (another company's too). */
export async function selectStoredFile(
  tx: TTx,
  scope: TCompanyScope,
  fileId: string,
): Promise<TStoredFileRow | undefined> {
  const [row] = await executePrepared<TRawRow>(tx, selectFile, [scope.companyId, fileId]);
  return row && toRow(row);
}

const selectChunk = {
  name: 'stored_files_select_chunk',
  text: `SELECT content FROM stored_file_chunks WHERE company_id = $1 AND file_id = $2 AND chunk_index = $3`,
};

export async function selectStoredChunk(
  tx: TTx,
  scope: TCompanyScope,
  fileId: string,
  chunkIndex: number,
): Promise<Buffer | undefined> {
  const [row] = await executePrepared<{ content: Buffer }>(tx, selectChunk, [
    scope.companyId,
    fileId,
    chunkIndex,
  ]);
  return row?.content;
}

const selectChunkPart = {
  name: 'stored_files_select_chunk_part',
  text: `SELECT substring(content FROM $4 FOR $5) AS part FROM stored_file_chunks
    WHERE company_id = $1 AND file_id = $2 AND chunk_index = $3`,
};

/** `length` bytes of one chunk from `offset` (0-based): only those leave the database. */
export async function selectStoredChunkPart(
  tx: TTx,
  scope: TCompanyScope,
  fileId: string,
  chunk: { index: number; offset: number; length: number },
): Promise<Buffer | undefined> {
  const [row] = await executePrepared<{ part: Buffer }>(tx, selectChunkPart, [
    scope.companyId,
    fileId,
    chunk.index,
    chunk.offset + 1,
    chunk.length,
  ]);
  return row?.part;
}

const linkFiles = {
  name: 'stored_files_link',
  text: `UPDATE stored_files SET owner_kind = $4, owner_id = $5, purpose = $6
    WHERE company_id = $1 AND created_by = $2 AND id = ANY($3::uuid[]) AND owner_kind IS NULL
      AND sha256 IS NOT NULL
    RETURNING id`,
};

/** Links the person's own unlinked files to an owner; answers the ids it linked. */
export async function linkStoredFiles(
  tx: TTx,
  scope: TCompanyScope,
  fileIds: readonly string[],
  owner: TFileOwner,
): Promise<string[]> {
  const rows = await executePrepared<{ id: string }>(tx, linkFiles, [
    scope.companyId,
    scope.personUuid,
    fileIds,
    owner.kind,
    owner.id,
    owner.purpose,
  ]);
  return rows.map((row) => row.id);
}

const selectOwned = {
  name: 'stored_files_select_owned',
  text: `SELECT ${FILE_COLUMNS} FROM stored_files
    WHERE company_id = $1 AND owner_kind = $2 AND owner_id = $3 ORDER BY created_at, file_name, id`,
};

export async function selectOwnedFiles(
  tx: TTx,
  scope: TCompanyScope,
  owner: Pick<TFileOwner, 'kind' | 'id'>,
): Promise<TStoredFileRow[]> {
  const rows = await executePrepared<TRawRow>(tx, selectOwned, [
    scope.companyId,
    owner.kind,
    owner.id,
  ]);
  return rows.map(toRow);
}
