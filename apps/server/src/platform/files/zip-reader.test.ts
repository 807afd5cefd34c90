import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createBufferSource } from './random-access';
import {
  makePain001,
  makeZip,
  makeZipWithRawName,
  makeZipWithUnderstatedSize,
} from './test-support/sample-files';
import { openZip, type TZipLimits } from './zip-reader';

const MEGABYTE = 1024 * 1024;
const DEFAULT_LIMITS: TZipLimits = {
  maxEntries: 1000,
  maxUncompressedBytes: 200 * MEGABYTE,
  maxCompressionRatio: 100,
};
/** The default's proportions at a size a unit test can make quickly. */
const SMALL_LIMITS: TZipLimits = { ...DEFAULT_LIMITS, maxUncompressedBytes: MEGABYTE };

/** `bytes` zero bytes, made as they are read. */
function zeros(bytes: number): Readable {
  const piece = Buffer.alloc(MEGABYTE);
  return Readable.from(
    (function* () {
      for (let left = bytes; left > 0; left -= piece.length)
        yield left >= piece.length ? piece : piece.subarray(0, left);
    })(),
  );
}

function open(zip: Buffer, limits = DEFAULT_LIMITS) {
  return openZip(createBufferSource(zip), limits);
}

describe('openZip', () => {
  it('lists the entries and yields each file as a stream, folders left out', async () => {
    const zip = await makeZip([
      { name: 'isplate/studeni.xml', content: '<Document/>' },
      { name: 'isplate/opis.txt', content: 'Plaće za studeni', isStored: true },
    ]);
    const archive = await open(zip);
    expect(archive.entries.map((entry) => [entry.name, entry.uncompressedBytes])).toEqual([
      ['isplate/studeni.xml', 11],
      ['isplate/opis.txt', 17],
    ]);
    const read: string[] = [];
    for await (const { entry, content } of archive.iterateFiles())
      read.push(`${entry.name}: ${await text(content)}`);
    expect(read).toEqual([
      'isplate/studeni.xml: <Document/>',
      'isplate/opis.txt: Plaće za studeni',
    ]);
  });

  it('takes a real 10,000-payment pain.001, which deflates about 40:1, above a bound of 1 MB', async () => {
    const zip = await makeZip([{ name: 'isplate.xml', content: makePain001(10_000) }]);
    const archive = await open(zip, SMALL_LIMITS);
    const [entry] = archive.entries;
    if (!entry) throw new Error('the archive has its entry');
    expect(entry.uncompressedBytes).toBeGreaterThan(7 * MEGABYTE);
    expect(entry.uncompressedBytes / zip.length).toBeGreaterThan(30);
    const unpacked = await text(await archive.openEntry(entry));
    expect(unpacked.length).toBeGreaterThan(7_000_000);
    expect(unpacked.endsWith('</Document>\n')).toBe(true);
  });

  it('takes any ratio up to the bound, and refuses a bomb above it before unpacking anything', async () => {
    const small = await makeZip([{ name: 'nule.txt', content: zeros(MEGABYTE) }]);
    expect(MEGABYTE / small.length).toBeGreaterThan(500);
    await expect(open(small, SMALL_LIMITS)).resolves.toMatchObject({
      entries: [{ name: 'nule.txt' }],
    });
    const bomb = await makeZip([{ name: 'nule.txt', content: zeros(20 * MEGABYTE) }]);
    await expect(open(bomb, SMALL_LIMITS)).rejects.toMatchObject({
      reason: 'archive-too-large',
      uncompressedBytes: 20 * MEGABYTE,
    });
  });

  it('refuses a bomb of 250 MB at the default limits', async () => {
    const bomb = await makeZip([{ name: 'isplate.xml', content: zeros(250 * MEGABYTE) }]);
    expect(bomb.length).toBeLessThan(MEGABYTE);
    await expect(open(bomb)).rejects.toMatchObject({ reason: 'archive-too-large' });
  }, 30_000);

  it('refuses overlapping entries that count the same bytes many times', async () => {
    const entries = Array.from({ length: 30 }, (_, index) => ({
      name: `kopija-${index}.txt`,
      content: zeros(MEGABYTE),
    }));
    await expect(open(await makeZip(entries), SMALL_LIMITS)).rejects.toMatchObject({
      reason: 'archive-too-large',
    });
  });

  it('stops an entry that unpacks to more than its directory declared', async () => {
    const zip = await makeZipWithUnderstatedSize(4 * MEGABYTE, 1000);
    const archive = await open(zip, SMALL_LIMITS);
    const [entry] = archive.entries;
    if (!entry) throw new Error('the archive has its entry');
    await expect(text(await archive.openEntry(entry))).rejects.toMatchObject({
      reason: 'archive-too-large',
    });
  });

  it('refuses more entries than allowed before reading them', async () => {
    const zip = await makeZip(
      Array.from({ length: 3 }, (_, index) => ({ name: `${index}.txt`, content: 'x' })),
    );
    await expect(open(zip, { ...DEFAULT_LIMITS, maxEntries: 2 })).rejects.toMatchObject({
      reason: 'archive-too-many-entries',
    });
  });

  it('refuses paths outside the archive: .., absolute, a drive, backslashes', async () => {
    for (const [placeholder, name] of [
      ['xx/b.txt', '../b.txt'],
      ['a/xx/b.txt', 'a/../b.txt'],
      ['xb.txt', '/b.txt'],
      ['xx/b.txt', 'C:/b.txt'],
      ['a/b.txt', 'a\\b.txt'],
    ] as const) {
      await expect(open(await makeZipWithRawName(placeholder, name))).rejects.toMatchObject({
        reason: 'archive-unsafe-path',
      });
    }
  });

  it('refuses what is not a zip, is cut short, or is packed by an unknown method', async () => {
    await expect(open(Buffer.from('Plaćanje računa'))).rejects.toMatchObject({
      reason: 'archive-unreadable',
    });
    const zip = await makeZip([{ name: 'a.txt', content: 'sadržaj' }]);
    await expect(open(zip.subarray(0, zip.length - 10))).rejects.toMatchObject({
      reason: 'archive-unreadable',
    });
    const unknownMethod = Buffer.from(zip);
    unknownMethod.writeUInt16LE(12, unknownMethod.lastIndexOf(Buffer.from('PK\u0001\u0002')) + 10);
    await expect(open(unknownMethod)).rejects.toMatchObject({ reason: 'archive-unreadable' });
  });
});
