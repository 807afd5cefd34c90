import { PassThrough, Readable } from 'node:stream';
import type { TConfig } from '../../platform/config';
import type { AppError } from '../../platform/errors';
import type { TCompanyScope, TTx } from '../../platform/db/database';
import { refuseAttachment, toArchiveIssue } from '../../platform/files/attachment-refusal';
import { createBufferSource, type TRandomAccessSource } from '../../platform/files/random-access';
import {
  CHUNK_BYTES,
  createStoredFileSource,
  streamStoredContent,
} from '../../platform/files/stored-content';
import { openZip, ZipRefusal } from '../../platform/files/zip-reader';
import type { TStoredFile } from '../../platform/files/store-upload';
import { readSignedFile } from './pgp/read-signed-file';

/** The XML of an upload, opened (unpacked, or taken out of its signature) when it is read. */
export interface TBulkContent {
  open(): Promise<Readable>;
  isSignedFile: boolean;
}

const ZIP_SIGNATURE = Buffer.from('PK\u0003\u0004', 'latin1');
const BYTES_PER_MEGABYTE = 1024 * 1024;

function isZip(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 4)).equals(ZIP_SIGNATURE);
}

async function readWhole(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The entry's content, a ZipRefusal while it is unpacked turned into the upload's refusal. */
function refuseReadFailures(content: Readable, refuse: (error: ZipRefusal) => AppError): Readable {
  const output = new PassThrough();
  // A stream's 'error' with no listener is thrown: a refusal that arrives once its reader has
  // stopped (or before it reads) must not bring the process down. A reader still gets it.
  output.on('error', () => undefined);
  content.on('error', (error) => {
    output.destroy(error instanceof ZipRefusal ? refuse(error) : error);
  });
  output.on('close', () => content.destroy());
  return content.pipe(output);
}

/**
 * The one file of an archive (000 §5: a zip holds exactly one file); anything else in it, or an
 * archive the limits refuse, refuses the upload. Unpacked as it is read, each time it is opened.
 */
async function openZipContent(
  source: TRandomAccessSource,
  config: TConfig,
  named: { fileName: string; field: string },
): Promise<() => Promise<Readable>> {
  const refuse = (error: ZipRefusal, uncompressedBytes = error.uncompressedBytes) =>
    refuseAttachment(toArchiveIssue(error.reason), named.field, {
      fileName: named.fileName,
      fileType: 'ZIP',
      maxEntries: config.zipLimits.maxEntries,
      unpackedMb: Math.ceil((uncompressedBytes ?? 0) / BYTES_PER_MEGABYTE),
    });
  try {
    const archive = await openZip(source, config.zipLimits);
    const files = archive.entries.filter((entry) => !entry.isDirectory);
    const [only] = files;
    if (files.length !== 1 || only === undefined)
      throw refuseAttachment('archive-not-one-file', named.field, { fileName: named.fileName });
    // The directory can lie: an entry that unpacks to more than it declares (at least that
    // much), or damaged data, fails while it is read and refuses the upload as the directory would.
    return async () =>
      refuseReadFailures(await archive.openEntry(only), (error) =>
        refuse(error, error.uncompressedBytes ?? only.uncompressedBytes),
      );
  } catch (error) {
    if (error instanceof ZipRefusal) throw refuse(error);
    throw error;
  }
}

/**
 * What an uploaded SEPA file holds: the XML itself, the one file of a zip, or the XML or zip an
 * OpenPGP signed message wraps (checked against the company's registered keys first).
 */
export async function openBulkContent(
  tx: TTx,
  scope: TCompanyScope,
  file: TStoredFile,
  config: TConfig,
): Promise<TBulkContent> {
  const named = { fileName: file.fileName, field: 'file' };
  const stored = { fileId: file.id, sizeBytes: file.sizeBytes };
  const chunks = { fileId: file.id, chunkCount: Math.ceil(file.sizeBytes / CHUNK_BYTES) };
  if (file.fileType === 'xml')
    return {
      isSignedFile: false,
      open: () => Promise.resolve(streamStoredContent(tx, scope, chunks)),
    };
  if (file.fileType === 'zip')
    return {
      isSignedFile: false,
      open: await openZipContent(createStoredFileSource(tx, scope, stored), config, named),
    };
  const signed = await readWhole(streamStoredContent(tx, scope, chunks));
  const content = Buffer.from(
    await readSignedFile(
      tx,
      scope,
      {
        bytes: signed,
        isArmored: file.fileType === 'asc',
        fileName: file.fileName,
        field: named.field,
      },
      { maxContentBytes: config.zipLimits.maxUncompressedBytes },
    ),
  );
  if (isZip(content))
    return {
      isSignedFile: true,
      open: await openZipContent(createBufferSource(content), config, named),
    };
  return { isSignedFile: true, open: () => Promise.resolve(Readable.from([content])) };
}
