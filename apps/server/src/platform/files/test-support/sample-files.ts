import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import * as openpgp from 'openpgp';
import PDFDocument from 'pdfkit';
import { ZipFile } from 'yazl';

/** Real files of every upload type, made by the libraries the server writes them with or byte by byte. */

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A one-page PDF by pdfkit, as the server's own documents are made. */
export async function makePdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', info: { CreationDate: new Date(0) } });
  const bytes = collect(doc);
  doc.text('Račun 2026-118: plaćanje robe, Đakovo');
  doc.end();
  return bytes;
}

/** A workbook by exceljs. */
export async function makeXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Promet');
  sheet.addRow(['Datum', 'Iznos']);
  sheet.addRow(['2026-11-20', 1250]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface TZipSampleEntry {
  name: string;
  content: Buffer | string | Readable;
  /** Stored instead of deflated. */
  isStored?: boolean;
}

/** A zip by yazl, entry by entry. */
export async function makeZip(entries: readonly TZipSampleEntry[]): Promise<Buffer> {
  const zip = new ZipFile();
  const bytes = collect(zip.outputStream);
  const options = (entry: TZipSampleEntry) => ({
    mtime: new Date('2026-11-20T08:00:00Z'),
    compress: !entry.isStored,
  });
  for (const entry of entries) {
    if (entry.content instanceof Readable)
      zip.addReadStream(entry.content, entry.name, options(entry));
    else zip.addBuffer(Buffer.from(entry.content), entry.name, options(entry));
  }
  zip.end();
  return bytes;
}

const WORD_MAIN =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

function contentTypes(mainPartType: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
  <Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
  <Default Extension="xml" ContentType="application/xml"/>
  <Override PartName="/word/document.xml" ContentType="${mainPartType}"/>
</Types>`;
}

/**
 * The smallest Word document Word opens: the content types, the package relationship to the main
 * part, and the main part with one paragraph. `mainPartType` makes its look-alikes (a .docm),
 * `moreEntries` a larger one.
 */
export function makeDocx(
  mainPartType = WORD_MAIN,
  moreEntries: readonly TZipSampleEntry[] = [],
): Promise<Buffer> {
  return makeZip([
    { name: '[Content_Types].xml', content: contentTypes(mainPartType) },
    {
      name: '_rels/.rels',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
  <Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`,
    },
    {
      name: 'word/document.xml',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
  <w:body><w:p><w:r><w:t>Zahtjev za akreditiv</w:t></w:r></w:p></w:body>
</w:document>`,
    },
    ...moreEntries,
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A 2×2 RGB PNG, byte by byte: signature, IHDR, one IDAT (each row a filter byte and pixels), IEND. */
export function makePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 0, 0, 0, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/**
 * An 8×8 grey baseline JPEG, byte by byte: JFIF, a quantisation table of ones, one grey
 * component, a DC and an AC Huffman table of one code each, and one block whose DC difference is
 * 0 and whose AC coefficients end at once (the bits 0 and 0, padded with ones).
 */
export function makeJpeg(): Buffer {
  const huffmanTable = (tableClassAndId: number) =>
    Buffer.concat([Buffer.from([tableClassAndId, 1]), Buffer.alloc(15), Buffer.from([0])]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])),
    jpegSegment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    jpegSegment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0])),
    jpegSegment(0xc4, huffmanTable(0x00)),
    jpegSegment(0xc4, huffmanTable(0x10)),
    jpegSegment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
    Buffer.from([0x3f]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

const OLE_SECTOR = 512;
const FREE_SECTOR = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

function oleDirectoryEntry(name: string, type: number, startSector: number, size: number): Buffer {
  const entry = Buffer.alloc(128);
  entry.write(name, 0, 'utf16le');
  entry.writeUInt16LE((name.length + 1) * 2, 64);
  entry.writeUInt8(type, 66);
  entry.writeUInt8(1, 67);
  entry.writeUInt32LE(FREE_SECTOR, 68);
  entry.writeUInt32LE(FREE_SECTOR, 72);
  entry.writeUInt32LE(FREE_SECTOR, 76);
  entry.writeUInt32LE(startSector, 116);
  entry.writeUInt32LE(size, 120);
  return entry;
}

/**
 * An OLE compound file (version 3, 512-byte sectors) as Word or Excel 97-2003 start theirs: the
 * header, one FAT sector, one directory sector with the root and the document's stream
 * (WordDocument or Workbook), and the stream's 4096 bytes in eight sectors.
 */
export function makeOleDocument(streamName: string): Buffer {
  const streamSectors = 8;
  const header = Buffer.alloc(OLE_SECTOR);
  header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(1, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(END_OF_CHAIN, 0x3c);
  header.writeUInt32LE(END_OF_CHAIN, 0x44);
  for (let index = 0; index < 109; index += 1)
    header.writeUInt32LE(index === 0 ? 0 : FREE_SECTOR, 0x4c + index * 4);
  const fat = Buffer.alloc(OLE_SECTOR, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);
  for (let sector = 2; sector < 2 + streamSectors; sector += 1)
    fat.writeUInt32LE(sector === 1 + streamSectors ? END_OF_CHAIN : sector + 1, sector * 4);
  const directory = Buffer.concat([
    oleDirectoryEntry('Root Entry', 5, END_OF_CHAIN, 0),
    oleDirectoryEntry(streamName, 2, 2, streamSectors * OLE_SECTOR),
    Buffer.alloc(256),
  ]);
  return Buffer.concat([header, fat, directory, Buffer.alloc(streamSectors * OLE_SECTOR, 0x20)]);
}

const SURNAMES = ['Horvat', 'Kovačević', 'Babić', 'Marić', 'Jurić', 'Novak', 'Knežević', 'Vuković'];
const FIRST_NAMES = ['Ivan', 'Marija', 'Luka', 'Ana', 'Josip', 'Petra', 'Marko', 'Đurđica'];

/**
 * A pain.001.001.09 credit transfer initiation of `count` payments as a payroll file is: the
 * same structure, purpose and bank for every payment, the payee, account, amount and reference
 * each its own. About 800 bytes a payment; it deflates about 40:1, as real ones do.
 */
export function makePain001(count: number): Readable {
  return Readable.from(
    (function* () {
      yield `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">
  <CstmrCdtTrfInitn>
    <GrpHdr><MsgId>ISPLATE-2026-11</MsgId><CreDtTm>2026-11-20T08:00:00</CreDtTm><NbOfTxs>${count}</NbOfTxs><InitgPty><Nm>Slavonska žitna d.o.o.</Nm></InitgPty></GrpHdr>
    <PmtInf>
      <PmtInfId>PLACE-11</PmtInfId><PmtMtd>TRF</PmtMtd><ReqdExctnDt><Dt>2026-11-23</Dt></ReqdExctnDt>
      <Dbtr><Nm>Slavonska žitna d.o.o.</Nm></Dbtr><DbtrAcct><Id><IBAN>HR1723600001101234565</IBAN></Id></DbtrAcct>
      <DbtrAgt><FinInstnId><BICFI>ZABAHR2X</BICFI></FinInstnId></DbtrAgt>\n`;
      for (let index = 1; index <= count; index += 1) {
        const name = `${FIRST_NAMES[index % 8] ?? ''} ${SURNAMES[(index >> 3) % 8] ?? ''}`;
        const amount = `${1200 + ((index * 37) % 40) * 25}.00`;
        yield `      <CdtTrfTxInf>
        <PmtId><InstrId>PL-2026-11-${index}</InstrId><EndToEndId>PL-2026-11-${index}</EndToEndId></PmtId>
        <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl><CtgyPurp><Cd>SALA</Cd></CtgyPurp></PmtTpInf>
        <Amt><InstdAmt Ccy="EUR">${amount}</InstdAmt></Amt>
        <CdtrAgt><FinInstnId><BICFI>ZABAHR2X</BICFI></FinInstnId></CdtrAgt>
        <Cdtr><Nm>${name}</Nm><PstlAdr><Ctry>HR</Ctry><AdrLine>Vukovarska ${index % 120}</AdrLine><AdrLine>31000 Osijek</AdrLine></PstlAdr></Cdtr>
        <CdtrAcct><Id><IBAN>HR72236000011${String(index).padStart(8, '0')}</IBAN></Id></CdtrAcct>
        <Purp><Cd>SALA</Cd></Purp>
        <RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Prtry>HR00</Prtry></CdOrPrtry></Tp><Ref>2026-11-${index}</Ref></CdtrRefInf></Strd><Ustrd>Plaća za studeni 2026.</Ustrd></RmtInf>
      </CdtTrfTxInf>\n`;
      }
      yield '    </PmtInf>\n  </CstmrCdtTrfInitn>\n</Document>\n';
    })(),
  );
}

/**
 * A zip whose entry names are rewritten after it is made (yazl refuses unsafe names, rightly):
 * `placeholder` and `name` must have the same length in UTF-8 bytes. The names are in the local
 * header and the central directory; no checksum covers them.
 */
export async function makeZipWithRawName(placeholder: string, name: string): Promise<Buffer> {
  const from = Buffer.from(placeholder);
  const to = Buffer.from(name);
  if (from.length !== to.length) throw new Error('the raw name must be as long as its placeholder');
  const zip = await makeZip([{ name: placeholder, content: 'sadržaj' }]);
  for (let at = zip.indexOf(from); at >= 0; at = zip.indexOf(from, at + 1)) to.copy(zip, at);
  return zip;
}

/**
 * A zip whose one entry claims to unpack to `declaredBytes` while it really unpacks to more (the
 * sizes are in the local header and the central directory; yauzl trusts neither blindly).
 */
export async function makeZipWithUnderstatedSize(realBytes: number, declaredBytes: number) {
  const zip = await makeZip([{ name: 'isplate.xml', content: Buffer.alloc(realBytes, 0x41) }]);
  const centralStart = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  zip.writeUInt32LE(declaredBytes, centralStart + 24);
  return zip;
}

/** A message signed with a new Ed25519 key by openpgp.js: binary or ASCII-armoured. */
export async function makeSignedMessage(
  content: string,
  options: { isArmored: boolean },
): Promise<Buffer> {
  const { privateKey } = await openpgp.generateKey({
    type: 'ecc',
    curve: 'curve25519Legacy',
    userIDs: [{ name: 'Slavonska žitna d.o.o.' }],
    format: 'object',
  });
  const message = await openpgp.createMessage({ binary: Buffer.from(content) });
  if (options.isArmored)
    return Buffer.from(await openpgp.sign({ message, signingKeys: privateKey, format: 'armored' }));
  return Buffer.from(await openpgp.sign({ message, signingKeys: privateKey, format: 'binary' }));
}
