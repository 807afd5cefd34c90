import { PassThrough, Readable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { writeZip, type TZipEntry } from './zip-archive';
import { collectOutput } from './test-support/collect-output';

const MODIFIED_AT = new Date('2025-03-14T09:30:00.000Z');
const END_OF_CENTRAL_DIRECTORY_BYTES = 22;
const UTF8_NAME_FLAG = 0x0800;

interface TReadEntry {
  fileName: string;
  isUtf8Name: boolean;
  content: Buffer;
}

/** Reads a ZIP through its central directory, as unzip tools do (yazl writes no comment). */
function readZip(zip: Buffer): TReadEntry[] {
  const end = zip.length - END_OF_CENTRAL_DIRECTORY_BYTES;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const entryCount = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries: TReadEntry[] = [];
  for (let index = 0; index < entryCount; index += 1) {
    expect(zip.readUInt32LE(offset)).toBe(0x02014b50);
    const flags = zip.readUInt16LE(offset + 8);
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const fileName = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    expect(zip.readUInt32LE(localOffset)).toBe(0x04034b50);
    const dataStart =
      localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    entries.push({
      fileName,
      isUtf8Name: (flags & UTF8_NAME_FLAG) !== 0,
      content: method === 8 ? inflateRawSync(data) : Buffer.from(data),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

async function writeAndRead(entries: Iterable<TZipEntry>) {
  const { output, readBytes } = collectOutput();
  await writeZip({ entries, output, modifiedAt: MODIFIED_AT });
  return readZip(readBytes());
}

describe('writeZip', () => {
  it('stores buffers, streams and writers under their names', async () => {
    const entries = await writeAndRead([
      { fileName: 'Izvod_1_Šibenik.pdf', content: Buffer.from('%PDF-1 prvi') },
      {
        fileName: 'mapa/drugi.xml',
        content: Readable.from([Buffer.from('<a>'), Buffer.from('</a>')]),
      },
      {
        fileName: 'treći.txt',
        content: (output) => {
          output.write('čćđ '.repeat(1_000));
          return Promise.resolve();
        },
      },
    ]);
    expect(entries.map((entry) => entry.fileName)).toEqual([
      'Izvod_1_Šibenik.pdf',
      'mapa/drugi.xml',
      'treći.txt',
    ]);
    expect(entries[0]?.isUtf8Name).toBe(true);
    expect(entries.map((entry) => entry.content.toString('utf8'))).toEqual([
      '%PDF-1 prvi',
      '<a></a>',
      'čćđ '.repeat(1_000),
    ]);
  });

  it('asks for the next entry only when the previous one is written', async () => {
    const events: string[] = [];
    function* generateEntries(): Iterable<TZipEntry> {
      for (const name of ['a.txt', 'b.txt']) {
        events.push(`pull ${name}`);
        const content = new PassThrough();
        content.on('end', () => events.push(`end ${name}`));
        setTimeout(() => content.end(name), 10);
        yield { fileName: name, content };
      }
    }
    const entries = await writeAndRead(generateEntries());
    expect(entries.map((entry) => entry.content.toString())).toEqual(['a.txt', 'b.txt']);
    expect(events).toEqual(['pull a.txt', 'end a.txt', 'pull b.txt', 'end b.txt']);
  });

  it('fails when a writer entry fails', async () => {
    const { output } = collectOutput();
    const failing = writeZip({
      entries: [{ fileName: 'x.pdf', content: () => Promise.reject(new Error('no data')) }],
      output,
      modifiedAt: MODIFIED_AT,
    });
    await expect(failing).rejects.toThrow('no data');
  });

  it('writes an empty archive for no entries', async () => {
    expect(await writeAndRead([])).toEqual([]);
  });
});
