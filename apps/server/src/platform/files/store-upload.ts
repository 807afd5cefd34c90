import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { TCompanyScope, TTx } from '../db/database';
import { refuseAttachment, toArchiveIssue } from './attachment-refusal';
import { createStreamingJudge, judgeStoredContent } from './content-judge';
import {
  cleanUploadedFileName,
  FILE_TYPE_FACTS,
  readClaimedType,
  type TFileType,
} from './file-types';
import { CHUNK_BYTES, createStoredFileSource } from './stored-content';
import { completeStoredFile, insertStoredChunk, insertStoredFile } from './stored-files.repository';
import { ZipRefusal, type TZipLimits } from './zip-reader';

/** What one route takes, resolved against the configuration. */
export interface TFileLimits {
  allowedTypes: readonly TFileType[];
  maxBytes: number;
  zipLimits: TZipLimits;
}

/** A file as it arrives: a multipart part, or any other stream of bytes with a name. */
export interface TIncomingFile {
  /** The multipart field it came in; a refusal names it. */
  field: string;
  /** The name the person's computer gave it. */
  fileName: string;
  content: Readable;
  /** Whether the parser itself cut the file off at its size limit (busboy's `truncated`). */
  isTruncated?: () => boolean;
}

/** A stored file as the other modules see it. */
export interface TStoredFile {
  id: string;
  fileName: string;
  fileType: TFileType;
  mediaType: string;
  sizeBytes: number;
  /** Lowercase hexadecimal. */
  sha256: string;
  /** The person who uploaded it. */
  createdBy: string;
  createdAt: Date;
}

const BYTES_PER_MEGABYTE = 1024 * 1024;

function describeTypes(types: readonly TFileType[]): string {
  return types.map((type) => type.toUpperCase()).join(', ');
}

/** Collects the bytes as they come and writes them as rows of CHUNK_BYTES, the last one shorter. */
function createChunkWriter(tx: TTx, scope: TCompanyScope, fileId: string) {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let chunkCount = 0;
  const writeChunk = async (content: Buffer) => {
    await insertStoredChunk(tx, scope, fileId, chunkCount, content);
    chunkCount += 1;
  };
  return {
    async add(bytes: Buffer): Promise<void> {
      pending.push(bytes);
      pendingBytes += bytes.length;
      if (pendingBytes < CHUNK_BYTES) return;
      let joined = Buffer.concat(pending, pendingBytes);
      while (joined.length >= CHUNK_BYTES) {
        await writeChunk(joined.subarray(0, CHUNK_BYTES));
        joined = joined.subarray(CHUNK_BYTES);
      }
      pending = joined.length > 0 ? [joined] : [];
      pendingBytes = joined.length;
    },
    async finish(): Promise<number> {
      if (pendingBytes > 0) await writeChunk(Buffer.concat(pending, pendingBytes));
      pending = [];
      pendingBytes = 0;
      return chunkCount;
    },
  };
}

/**
 * Stores one uploaded file in the transaction as it streams in: its name must claim a type the
 * route allows, and its content must be that type (content-judge.ts), within the size limit and
 * not empty. The bytes go to the database in chunks while they arrive, hashed on the way; the
 * checks that need the whole file read it back from the stored chunks. A refusal throws
 * ATTACHMENT_ISSUES with nothing read past the point of refusal (the caller rolls the
 * transaction back and drains the rest of the request), so nothing of the file stays.
 */
export async function storeUpload(
  tx: TTx,
  scope: TCompanyScope,
  upload: TIncomingFile,
  options: { limits: TFileLimits; now: Date },
): Promise<TStoredFile> {
  const { limits } = options;
  const fileName = cleanUploadedFileName(upload.fileName);
  const fileType = fileName === undefined ? undefined : readClaimedType(fileName);
  const named = { fileName: fileName ?? upload.fileName.slice(0, 255) };
  if (fileName === undefined || fileType === undefined || !limits.allowedTypes.includes(fileType))
    throw refuseAttachment('file-invalid-type', upload.field, {
      ...named,
      allowedTypes: describeTypes(limits.allowedTypes),
    });
  const { format, mediaType } = FILE_TYPE_FACTS[fileType];
  const refuse = (issue: Parameters<typeof refuseAttachment>[0], values = {}) =>
    refuseAttachment(issue, upload.field, { ...named, ...values });
  const mismatch = () => refuse('file-content-mismatch', { fileType: fileType.toUpperCase() });

  const id = randomUUID();
  await insertStoredFile(tx, scope, { id, fileName, fileType, mediaType, createdAt: options.now });
  const judge = createStreamingJudge(format);
  const hash = createHash('sha256');
  const chunks = createChunkWriter(tx, scope, id);
  let sizeBytes = 0;
  // Not destroyed on refusal: the caller reads the rest of the request to its end.
  for await (const chunk of upload.content.iterator({ destroyOnReturn: false })) {
    const bytes = chunk as Buffer;
    sizeBytes += bytes.length;
    if (sizeBytes > limits.maxBytes)
      throw refuse('file-too-large', { maxMb: limits.maxBytes / BYTES_PER_MEGABYTE });
    hash.update(bytes);
    if (!judge.write(bytes)) throw mismatch();
    await chunks.add(bytes);
  }
  if (upload.isTruncated?.())
    throw refuse('file-too-large', { maxMb: limits.maxBytes / BYTES_PER_MEGABYTE });
  if (sizeBytes === 0) throw refuse('file-empty');
  const chunkCount = await chunks.finish();
  if (!judge.end()) throw mismatch();
  try {
    const source = createStoredFileSource(tx, scope, { fileId: id, sizeBytes });
    if (!(await judgeStoredContent(format, source, limits.zipLimits))) throw mismatch();
  } catch (error) {
    if (!(error instanceof ZipRefusal)) throw error;
    throw refuse(toArchiveIssue(error.reason), {
      maxEntries: limits.zipLimits.maxEntries,
      unpackedMb: Math.ceil((error.uncompressedBytes ?? 0) / BYTES_PER_MEGABYTE),
    });
  }
  const sha256 = hash.digest();
  await completeStoredFile(tx, scope, id, { sizeBytes, sha256, chunkCount });
  return {
    id,
    fileName,
    fileType,
    mediaType,
    sizeBytes,
    sha256: sha256.toString('hex'),
    createdBy: scope.personUuid,
    createdAt: options.now,
  };
}
