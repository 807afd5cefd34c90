import { Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import {
  openWriterStream,
  waitForRoom,
  writeThroughSink,
  type TDocumentWriter,
} from './output-sink';

export interface TZipEntry {
  /** The name inside the archive; "/" separates folders. */
  fileName: string;
  /** Bytes, a stream, or a writer such as `(output) => writePdfTable({ ...table, output })`. */
  content: Buffer | Readable | TDocumentWriter;
}

export interface TZipArchive {
  /** Pulled one at a time: the next entry is asked for only when the previous one is written. */
  entries: AsyncIterable<TZipEntry> | Iterable<TZipEntry>;
  output: Writable;
  /** From the injected clock: every entry's modification time. */
  modifiedAt: Date;
}

function openEntryContent(content: TZipEntry['content']): {
  stream: Readable;
  done: Promise<void>;
} {
  if (typeof content === 'function') return openWriterStream(content);
  const stream = Buffer.isBuffer(content) ? Readable.from([content]) : content;
  return { stream, done: Promise.resolve() };
}

/** A ZIP of documents (one PDF per statement, say), streamed entry by entry into `output`. */
export async function writeZip(archive: TZipArchive): Promise<void> {
  await writeThroughSink(archive.output, async (sink) => {
    const zip = new ZipFile();
    let current: Readable | undefined;
    zip.on('error', (error: Error) => sink.destroy(error));
    // When the consumer goes away mid-entry, stop the entry too instead of leaving it waiting.
    sink.on('close', () => current?.destroy());
    zip.outputStream.pipe(sink);
    for await (const entry of archive.entries) {
      const { stream, done } = openEntryContent(entry.content);
      current = stream;
      zip.addReadStream(stream, entry.fileName, { mtime: archive.modifiedAt });
      await Promise.all([done, finished(stream)]);
      await waitForRoom(sink);
    }
    zip.end();
  });
}
