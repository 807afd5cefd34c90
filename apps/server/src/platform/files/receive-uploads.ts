import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { TClock } from '../clock';
import type { TConfig } from '../config';
import type { TCompanyScope, TTx } from '../db/database';
import { AppError } from '../errors';
import { refuseAttachment } from './attachment-refusal';
import type { TFileType } from './file-types';
import { storeUpload, type TFileLimits, type TStoredFile } from './store-upload';

/** What an upload route takes (001 §5 Attachments); sizes and counts default to the configuration. */
export interface TUploadPolicy {
  allowedTypes: readonly TFileType[];
  /** At most this many files; MAX_UPLOAD_FILES when not said (one by default). */
  maxFiles?: number;
  /** At most this many bytes a file; MAX_UPLOAD_MB when not said. */
  maxBytes?: number;
}

export interface TReceivedUploads {
  files: TStoredFile[];
  /** The form's other fields by name: text, or the value of a field sent as application/json. */
  fields: Readonly<Record<string, unknown>>;
}

const BYTES_PER_MEGABYTE = 1024 * 1024;
/** Besides its files, an upload form carries a few small fields (an order's data at most). */
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 100 * 1024;

/**
 * The parser's limits for an upload: one byte and one file more than allowed, so that the parts
 * beyond the limits arrive and are refused by this module with its own words (too-many-files,
 * file-too-large) instead of being cut off silently.
 */
export function readMultipartLimits(limits: { maxBytes: number; maxFiles: number }) {
  return {
    fileSize: limits.maxBytes + 1,
    files: limits.maxFiles + 1,
    fields: MAX_FIELDS,
    fieldSize: MAX_FIELD_BYTES,
    parts: limits.maxFiles + 1 + MAX_FIELDS,
    headerPairs: 100,
  };
}

function resolveLimits(config: TConfig, policy: TUploadPolicy): TFileLimits & { maxFiles: number } {
  return {
    allowedTypes: policy.allowedTypes,
    maxBytes: policy.maxBytes ?? config.maxUploadMb * BYTES_PER_MEGABYTE,
    maxFiles: policy.maxFiles ?? config.maxUploadFiles,
    zipLimits: config.zipLimits,
  };
}

/** Reads a stream to its end, keeping nothing; answers how many bytes went. */
async function discard(stream: Readable): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer).length;
  return bytes;
}

/**
 * After a refusal the rest of the request is read and thrown away, so that the client, which is
 * still sending, gets the refusal instead of a connection closed under it. The parser's limits
 * and the request deadline (platform/request-deadline.ts) bound how long that takes.
 */
export async function drainRequest(
  request: FastifyRequest,
  parts: AsyncIterator<Multipart>,
  current: Readable | undefined,
): Promise<void> {
  let bytes = current ? await discard(current).catch(() => 0) : 0;
  try {
    for (let next = await parts.next(); !next.done; next = await parts.next())
      if (next.value.type === 'file') bytes += await discard(next.value.file);
  } catch (error) {
    // The parser's own limit errors, or a client that went away: the refusal stands either way.
    request.log.debug({ err: error }, 'the rest of a refused upload ended early');
  }
  request.log.debug({ discardedBytes: bytes }, 'the rest of a refused upload was discarded');
}

function addField(fields: Record<string, unknown>, part: Extract<Multipart, { type: 'field' }>) {
  const field = `body.${part.fieldname}`;
  if (part.valueTruncated || part.fieldnameTruncated)
    throw new AppError('VALIDATION_FAILED', { validations: [{ field, code: 'FIELD_TOO_LONG' }] });
  if (Object.hasOwn(fields, part.fieldname))
    throw new AppError('VALIDATION_FAILED', { validations: [{ field, code: 'FIELD_INVALID' }] });
  fields[part.fieldname] = part.value;
}

/**
 * Receives a multipart upload into the caller's transaction: each file is stored as it streams
 * in (store-upload.ts), the other fields are collected. More files than the policy allows refuse
 * the whole upload with too-many-files. Throws ATTACHMENT_ISSUES (or VALIDATION_FAILED for the
 * fields, or no file at all) after reading the rest of the request; the caller's transaction
 * then rolls back, so a refused upload stores nothing.
 */
export async function receiveUploads(
  tx: TTx,
  deps: { clock: TClock; config: TConfig },
  scope: TCompanyScope,
  request: FastifyRequest,
  policy: TUploadPolicy,
): Promise<TReceivedUploads> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const limits = resolveLimits(deps.config, policy);
  const parts = request.parts({ limits: readMultipartLimits(limits) });
  const files: TStoredFile[] = [];
  const fields: Record<string, unknown> = {};
  let current: Readable | undefined;
  try {
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      const part = next.value;
      if (part.type === 'field') {
        addField(fields, part);
        continue;
      }
      current = part.file;
      if (files.length === limits.maxFiles)
        throw refuseAttachment('too-many-files', part.fieldname, { maxFiles: limits.maxFiles });
      const upload = {
        field: part.fieldname,
        fileName: part.filename,
        content: part.file,
        isTruncated: () => part.file.truncated,
      };
      files.push(await storeUpload(tx, scope, upload, { limits, now: deps.clock.now() }));
      current = undefined;
    }
  } catch (error) {
    await drainRequest(request, parts, current);
    throw error;
  }
  if (files.length === 0)
    throw new AppError('VALIDATION_FAILED', {
      validations: [{ field: 'body.file', code: 'FIELD_REQUIRED' }],
    });
  return { files, fields };
}
