import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { withCompanyScope, type TCompanyScope, type TDb, type TTx } from '../db/database';
import type { TDocumentResponse } from '../documents/send-document';
import { AppError } from '../errors';
import { toContentType } from './file-types';
import { streamStoredContent } from './stored-content';
import {
  linkStoredFiles,
  selectOwnedFiles,
  selectStoredFile,
  type TFileOwner,
  type TStoredFileRow,
} from './stored-files.repository';
import type { TStoredFile } from './store-upload';

export type { TFileOwner } from './stored-files.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toStoredFile(row: TStoredFileRow): TStoredFile {
  return {
    id: row.id,
    fileName: row.fileName,
    fileType: row.fileType,
    mediaType: row.mediaType,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256.toString('hex'),
    createdBy: row.createdBy,
    createdAt: row.createdAt,
  };
}

/** A file of the signed-in company, or NOT_FOUND: another company's id is as unknown as none. */
async function findStoredFile(
  tx: TTx,
  scope: TCompanyScope,
  fileId: string,
): Promise<TStoredFileRow> {
  const row = UUID.test(fileId) ? await selectStoredFile(tx, scope, fileId) : undefined;
  if (!row) throw new AppError('NOT_FOUND', { detail: `stored file ${fileId}` });
  return row;
}

/**
 * A stored file and its content as a stream read chunk by chunk from the transaction, which must
 * stay open until the stream has ended.
 */
export async function openStoredFile(
  tx: TTx,
  scope: TCompanyScope,
  fileId: string,
): Promise<{ file: TStoredFile; content: Readable }> {
  const row = await findStoredFile(tx, scope, fileId);
  const content = streamStoredContent(tx, scope, { fileId: row.id, chunkCount: row.chunkCount });
  return { file: toStoredFile(row), content };
}

/** Streams a stored file into the output without ending it (a document writer's contract). */
async function writeStoredFile(
  db: TDb,
  scope: TCompanyScope,
  fileId: string,
  output: Writable,
): Promise<void> {
  await withCompanyScope(db, scope, async (tx) => {
    const { content } = await openStoredFile(tx, scope, fileId);
    await pipeline(content, output, { end: false });
  });
}

/**
 * A stored file as the answer of a `file` route (platform/http.ts): served under its name with
 * an RFC 6266 Content-Disposition (the UTF-8 `filename*` keeps č, ć, đ, š, ž), as the type its
 * content was judged to be, streamed from the database chunk by chunk as the client reads.
 */
export async function prepareStoredFileDownload(
  deps: { db: TDb },
  scope: TCompanyScope,
  fileId: string,
): Promise<TDocumentResponse> {
  const file = await withCompanyScope(deps.db, scope, (tx) => findStoredFile(tx, scope, fileId));
  return {
    fileName: file.fileName,
    contentType: toContentType(file.fileType),
    write: (output) => writeStoredFile(deps.db, scope, file.id, output),
  };
}

/**
 * Gives files the person uploaded, not yet taken by anything, to their owner (an order and what
 * the file is to it), in the owner's transaction: files are uploaded first and taken when the
 * order is stored. NOT_FOUND unless every file was the person's and free.
 */
export async function linkFilesToOwner(
  tx: TTx,
  scope: TCompanyScope,
  fileIds: readonly string[],
  owner: TFileOwner,
): Promise<void> {
  const wanted = new Set(fileIds);
  const isEveryIdValid = [...wanted].every((id) => UUID.test(id));
  const linked = isEveryIdValid ? await linkStoredFiles(tx, scope, [...wanted], owner) : [];
  if (linked.length !== wanted.size)
    throw new AppError('NOT_FOUND', { detail: `files to link to ${owner.kind} ${owner.id}` });
}

/** The files of an owner, oldest first. */
export async function listFilesOfOwner(
  tx: TTx,
  scope: TCompanyScope,
  owner: Pick<TFileOwner, 'kind' | 'id'>,
): Promise<TStoredFile[]> {
  return (await selectOwnedFiles(tx, scope, owner)).map(toStoredFile);
}
