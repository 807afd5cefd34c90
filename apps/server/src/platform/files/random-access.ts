import { assert } from '@poslovno/domain';

/**
 * Bytes of a file that may be read anywhere, in any order: what a zip's central directory and an
 * OLE compound file's directory need, whose places are written near the end or anywhere.
 */
export interface TRandomAccessSource {
  sizeBytes: number;
  /** The bytes from `start` up to `end` (exclusive), exactly that many, within the size. */
  read(start: number, end: number): Promise<Buffer>;
}

export function assertRangeWithin(sizeBytes: number, start: number, end: number): void {
  assert(
    Number.isSafeInteger(start) && Number.isSafeInteger(end) && 0 <= start && start <= end,
    `a byte range is start <= end, got ${start}..${end}`,
  );
  assert(end <= sizeBytes, `a byte range ends within the file (${end} > ${sizeBytes})`);
}

/** A file held in memory as a source: small files and tests. */
export function createBufferSource(buffer: Buffer): TRandomAccessSource {
  return {
    sizeBytes: buffer.length,
    read: (start, end) => {
      assertRangeWithin(buffer.length, start, end);
      return Promise.resolve(buffer.subarray(start, end));
    },
  };
}

/**
 * A source that reads `windowBytes` at a time and answers small reads from the last window: a zip
 * central directory is read 46 bytes and then a name at a time, each otherwise a round trip.
 * Reads larger than the window go through unchanged.
 */
export function withReadAhead(
  source: TRandomAccessSource,
  windowBytes: number,
): TRandomAccessSource {
  let window: { start: number; bytes: Buffer } | undefined;
  return {
    sizeBytes: source.sizeBytes,
    read: async (start, end) => {
      assertRangeWithin(source.sizeBytes, start, end);
      if (end - start > windowBytes) return source.read(start, end);
      if (!window || start < window.start || end > window.start + window.bytes.length) {
        window = {
          start,
          bytes: await source.read(start, Math.min(source.sizeBytes, start + windowBytes)),
        };
      }
      return window.bytes.subarray(start - window.start, end - window.start);
    },
  };
}
