import type { TRandomAccessSource } from './random-access';

/** The first bytes of every OLE compound file ([MS-CFB] 2.2): Word 97-2003 and Excel 97-2003. */
export const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const HEADER_BYTES = 512;
const DIRECTORY_ENTRY_BYTES = 128;
const HEADER_DIFAT_ENTRIES = 109;
const END_OF_CHAIN = 0xfffffffe;
const MAX_REGULAR_SECTOR = 0xfffffffa;
const STREAM_OBJECT = 2;
/** A directory of real documents takes a few sectors; more is a loop or a hostile file. */
const MAX_DIRECTORY_SECTORS = 1024;
const MAX_DIFAT_SECTORS = 1024;

interface TCompoundHeader {
  sectorBytes: number;
  firstDirectorySector: number;
  firstDifatSector: number;
  difat: number[];
}

function readHeader(header: Buffer): TCompoundHeader | undefined {
  if (header.length < HEADER_BYTES || !header.subarray(0, 8).equals(OLE_SIGNATURE))
    return undefined;
  const majorVersion = header.readUInt16LE(0x1a);
  const sectorShift = header.readUInt16LE(0x1e);
  const isKnownLayout =
    (majorVersion === 3 && sectorShift === 9) || (majorVersion === 4 && sectorShift === 12);
  if (!isKnownLayout || header.readUInt16LE(0x1c) !== 0xfffe) return undefined;
  const difat: number[] = [];
  for (let index = 0; index < HEADER_DIFAT_ENTRIES; index += 1)
    difat.push(header.readUInt32LE(0x4c + index * 4));
  return {
    sectorBytes: 1 << sectorShift,
    firstDirectorySector: header.readUInt32LE(0x30),
    firstDifatSector: header.readUInt32LE(0x44),
    difat,
  };
}

/** Reads sectors of one compound file; undefined for a sector the file does not hold. */
function createSectorReader(source: TRandomAccessSource, sectorBytes: number) {
  return async (sector: number): Promise<Buffer | undefined> => {
    if (sector > MAX_REGULAR_SECTOR) return undefined;
    const start = (sector + 1) * sectorBytes;
    if (start + sectorBytes > source.sizeBytes) return undefined;
    return source.read(start, start + sectorBytes);
  };
}

/**
 * The FAT sector that holds the entry of `sector`: the header lists the first 109 FAT sectors,
 * a chain of DIFAT sectors the rest (each ending with the number of the next).
 */
async function findFatSector(
  header: TCompoundHeader,
  readSector: (sector: number) => Promise<Buffer | undefined>,
  fatIndex: number,
): Promise<number | undefined> {
  if (fatIndex < HEADER_DIFAT_ENTRIES) return header.difat[fatIndex];
  const entriesPerDifatSector = header.sectorBytes / 4 - 1;
  let remaining = fatIndex - HEADER_DIFAT_ENTRIES;
  let difatSector = header.firstDifatSector;
  for (let hops = 0; hops < MAX_DIFAT_SECTORS; hops += 1) {
    const bytes = await readSector(difatSector);
    if (!bytes) return undefined;
    if (remaining < entriesPerDifatSector) return bytes.readUInt32LE(remaining * 4);
    remaining -= entriesPerDifatSector;
    difatSector = bytes.readUInt32LE(entriesPerDifatSector * 4);
  }
  return undefined;
}

function readEntryName(entry: Buffer): string {
  const nameBytes = Math.min(entry.readUInt16LE(64), 64);
  // The length counts the terminating NUL character (two bytes).
  return entry.subarray(0, Math.max(nameBytes - 2, 0)).toString('utf16le');
}

/**
 * The names of the streams in an OLE compound file's directory, read by following the
 * directory's sector chain through the FAT; undefined when the file is not a well-formed
 * compound file (a bad header, a chain that leaves the file or loops). Only the header, the FAT
 * sectors on the way and the directory sectors are read.
 */
export async function readOleStreamNames(
  source: TRandomAccessSource,
): Promise<Set<string> | undefined> {
  if (source.sizeBytes < HEADER_BYTES) return undefined;
  const header = readHeader(await source.read(0, HEADER_BYTES));
  if (!header) return undefined;
  const readSector = createSectorReader(source, header.sectorBytes);
  const entriesPerFatSector = header.sectorBytes / 4;
  const names = new Set<string>();
  const visited = new Set<number>();
  let sector = header.firstDirectorySector;
  while (sector !== END_OF_CHAIN) {
    if (visited.has(sector) || visited.size >= MAX_DIRECTORY_SECTORS) return undefined;
    visited.add(sector);
    const directory = await readSector(sector);
    if (!directory) return undefined;
    for (let offset = 0; offset < directory.length; offset += DIRECTORY_ENTRY_BYTES) {
      const entry = directory.subarray(offset, offset + DIRECTORY_ENTRY_BYTES);
      if (entry.readUInt8(66) === STREAM_OBJECT) names.add(readEntryName(entry));
    }
    const fatSector = await findFatSector(
      header,
      readSector,
      Math.floor(sector / entriesPerFatSector),
    );
    const fat = fatSector === undefined ? undefined : await readSector(fatSector);
    if (!fat) return undefined;
    sector = fat.readUInt32LE((sector % entriesPerFatSector) * 4);
  }
  return names;
}
