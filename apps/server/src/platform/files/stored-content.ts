import { Readable } from 'node:stream';
import { assert } from '@poslovno/domain';
import type { TCompanyScope, TTx } from '../db/database';
import { assertRangeWithin, withReadAhead, type TRandomAccessSource } from './random-access';
import { selectStoredChunk, selectStoredChunkPart } from './stored-files.repository';

/**
 * A file's content is kept as rows of CHUNK_BYTES (the last one shorter): a bounded piece in
 * memory while a file streams in or out, whatever its size (docs/decisions.md, "Uploads in
 * PostgreSQL").
 */
export const CHUNK_BYTES = 1024 * 1024;

/** What a zip's central directory or an OLE directory read at a time (withReadAhead). */
const READ_AHEAD_BYTES = 64 * 1024;

export interface TStoredContentRef {
  fileId: string;
  sizeBytes: number;
}

/**
 * A stored file's bytes read anywhere, inside the transaction (the one that is storing it, or one
 * that reads it): each read asks only for the bytes of the chunks it covers (substring).
 */
export function createStoredFileSource(
  tx: TTx,
  scope: TCompanyScope,
  content: TStoredContentRef,
): TRandomAccessSource {
  const read = async (start: number, end: number): Promise<Buffer> => {
    assertRangeWithin(content.sizeBytes, start, end);
    const parts: Buffer[] = [];
    for (let position = start; position < end;) {
      const index = Math.floor(position / CHUNK_BYTES);
      const offset = position - index * CHUNK_BYTES;
      const length = Math.min(end - position, CHUNK_BYTES - offset);
      const part = await selectStoredChunkPart(tx, scope, content.fileId, {
        index,
        offset,
        length,
      });
      assert(part?.length === length, `chunk ${index} of file ${content.fileId} holds the range`);
      parts.push(part);
      position += length;
    }
    return parts.length === 1 && parts[0] ? parts[0] : Buffer.concat(parts);
  };
  return withReadAhead({ sizeBytes: content.sizeBytes, read }, READ_AHEAD_BYTES);
}

async function* readChunks(
  tx: TTx,
  scope: TCompanyScope,
  fileId: string,
  chunkCount: number,
): AsyncGenerator<Buffer> {
  for (let index = 0; index < chunkCount; index += 1) {
    const chunk = await selectStoredChunk(tx, scope, fileId, index);
    assert(chunk !== undefined, `file ${fileId} has its chunk ${index}`);
    yield chunk;
  }
}

/**
 * A stored file's content as a stream, one chunk read when the reader wants the next: the
 * transaction must stay open until the stream has ended.
 */
export function streamStoredContent(
  tx: TTx,
  scope: TCompanyScope,
  file: { fileId: string; chunkCount: number },
): Readable {
  return Readable.from(readChunks(tx, scope, file.fileId, file.chunkCount), {
    objectMode: false,
    highWaterMark: CHUNK_BYTES,
  });
}
