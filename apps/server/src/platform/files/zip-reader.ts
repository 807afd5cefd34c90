import { PassThrough, Readable } from 'node:stream';
import { fromRandomAccessReaderPromise, RandomAccessReader, type Entry, type ZipFile } from 'yauzl';
import type { TRandomAccessSource } from './random-access';

/**
 * What an uploaded archive may hold (configuration: ZIP_MAX_ENTRIES, ZIP_MAX_UNCOMPRESSED_MB,
 * ZIP_MAX_RATIO). Unpacked bytes up to maxUncompressedBytes pass whatever the compression ratio (a
 * 100,000-payment pain.001 deflates about 44:1); above that bound an archive passes only when it
 * unpacks to at most maxCompressionRatio times its own size, so that a few kilobytes can never
 * stand for gigabytes.
 */
export interface TZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
  maxCompressionRatio: number;
}

export type TZipRefusalReason =
  | 'archive-too-many-entries'
  | 'archive-too-large'
  | 'archive-unsafe-path'
  /** Not a zip, damaged, encrypted, or packed by a method other than stored and deflate. */
  | 'archive-unreadable';

/** An archive the limits refuse or that cannot be read; nothing of it has been unpacked. */
export class ZipRefusal extends Error {
  override name = 'ZipRefusal';
  readonly reason: TZipRefusalReason;
  /** What the central directory says the entries unpack to, in all (archive-too-large). */
  readonly uncompressedBytes: number | undefined;

  constructor(
    reason: TZipRefusalReason,
    detail: string,
    options: { cause?: unknown; uncompressedBytes?: number } = {},
  ) {
    super(`${reason}: ${detail}`, { cause: options.cause });
    this.reason = reason;
    this.uncompressedBytes = options.uncompressedBytes;
  }
}

export interface TZipEntryInfo {
  /** The path inside the archive, "/" between folders; never absolute, never with "..". */
  name: string;
  isDirectory: boolean;
  compressedBytes: number;
  uncompressedBytes: number;
}

export interface TZipArchive {
  /** Every entry of the central directory, in its order, each within the limits. */
  entries: readonly TZipEntryInfo[];
  /**
   * An entry's content, unpacked as it is read. yauzl checks the bytes against the size the
   * directory declares and fails the stream at the first byte beyond it, so no entry unpacks to
   * more than was counted against the limits.
   */
  openEntry(entry: TZipEntryInfo): Promise<Readable>;
  /** The entries that are files, each with its content, one at a time in the archive's order. */
  iterateFiles(): AsyncGenerator<{ entry: TZipEntryInfo; content: Readable }>;
}

/** The pieces an entry's compressed bytes are read in: a bounded amount in memory at a time. */
const READ_PIECE_BYTES = 256 * 1024;

async function* readPieces(source: TRandomAccessSource, start: number, end: number) {
  for (let position = start; position < end; position += READ_PIECE_BYTES)
    yield await source.read(position, Math.min(end, position + READ_PIECE_BYTES));
}

/** yauzl's view of a source: each range a stream of pieces, read when the inflater asks. */
class SourceReader extends RandomAccessReader {
  constructor(private readonly source: TRandomAccessSource) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    return Readable.from(readPieces(this.source, start, end), { objectMode: false });
  }
}

function isDirectoryName(name: string): boolean {
  return name.endsWith('/');
}

/** yauzl's message for a path it refuses: absolute, with "..", or with a backslash (strict names). */
function isUnsafePathMessage(message: string): boolean {
  return /^(absolute path|invalid relative path|invalid characters in fileName)/.test(message);
}

function readReason(message: string): TZipRefusalReason {
  if (isUnsafePathMessage(message)) return 'archive-unsafe-path';
  // An entry that unpacks to more than the directory declared for it.
  if (message.startsWith('too many bytes in the stream')) return 'archive-too-large';
  return 'archive-unreadable';
}

function toRefusal(error: unknown): ZipRefusal {
  if (error instanceof ZipRefusal) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ZipRefusal(readReason(message), message, { cause: error });
}

/** The entry's stream with its failures as ZipRefusal; stopping to read it stops the unpacking. */
function refusingFailures(content: Readable): Readable {
  const output = new PassThrough();
  content.on('error', (error) => output.destroy(toRefusal(error)));
  output.on('close', () => content.destroy());
  return content.pipe(output);
}

function checkEntry(entry: Entry): void {
  if (entry.isEncrypted())
    throw new ZipRefusal('archive-unreadable', `${entry.fileName} is encrypted`);
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)
    throw new ZipRefusal(
      'archive-unreadable',
      `${entry.fileName} is packed by method ${entry.compressionMethod}`,
    );
}

async function readCentralDirectory(zip: ZipFile, limits: TZipLimits): Promise<Entry[]> {
  if (zip.entryCount > limits.maxEntries)
    throw new ZipRefusal(
      'archive-too-many-entries',
      `${zip.entryCount} entries, at most ${limits.maxEntries}`,
    );
  const entries: Entry[] = [];
  for await (const entry of zip.eachEntry()) {
    checkEntry(entry);
    entries.push(entry);
  }
  return entries;
}

function checkUnpackedSize(entries: readonly Entry[], archiveBytes: number, limits: TZipLimits) {
  const uncompressedBytes = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
  const isWithinBound = uncompressedBytes <= limits.maxUncompressedBytes;
  if (isWithinBound || uncompressedBytes <= archiveBytes * limits.maxCompressionRatio) return;
  throw new ZipRefusal(
    'archive-too-large',
    `unpacks to ${uncompressedBytes} bytes from ${archiveBytes}, above ${limits.maxUncompressedBytes} at more than ${limits.maxCompressionRatio}:1`,
    { uncompressedBytes },
  );
}

function toInfo(entry: Entry): TZipEntryInfo {
  return {
    name: entry.fileName,
    isDirectory: isDirectoryName(entry.fileName),
    compressedBytes: entry.compressedSize,
    uncompressedBytes: entry.uncompressedSize,
  };
}

/**
 * Opens a zip from a source and checks its central directory against the limits before anything
 * is unpacked: the number of entries, every path (none absolute, none with "..", no backslashes),
 * no encryption, only stored or deflated entries, and what the entries unpack to in all.
 * Throws ZipRefusal.
 */
export async function openZip(
  source: TRandomAccessSource,
  limits: TZipLimits,
): Promise<TZipArchive> {
  let zip: ZipFile;
  let entries: Entry[];
  try {
    zip = await fromRandomAccessReaderPromise(new SourceReader(source), source.sizeBytes, {
      lazyEntries: true,
      autoClose: false,
      strictFileNames: true,
      validateEntrySizes: true,
    });
    entries = await readCentralDirectory(zip, limits);
  } catch (error) {
    throw toRefusal(error);
  }
  checkUnpackedSize(entries, source.sizeBytes, limits);
  const infos = entries.map(toInfo);
  const entryOf = new Map(infos.map((info, index) => [info, entries[index]]));

  const openEntry = async (info: TZipEntryInfo): Promise<Readable> => {
    const entry = entryOf.get(info);
    if (!entry) throw new Error(`${info.name} is not an entry of this archive`);
    try {
      return refusingFailures(await zip.openReadStreamPromise(entry));
    } catch (error) {
      throw toRefusal(error);
    }
  };
  return {
    entries: infos,
    openEntry,
    iterateFiles: async function* () {
      for (const info of infos) {
        if (info.isDirectory) continue;
        yield { entry: info, content: await openEntry(info) };
      }
    },
  };
}
