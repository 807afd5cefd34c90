import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createStreamingJudge, judgeStoredContent } from './content-judge';
import { FILE_TYPE_FACTS, type TContentFormat, type TFileType } from './file-types';
import { createBufferSource } from './random-access';
import {
  makeDocx,
  makeJpeg,
  makeOleDocument,
  makePdf,
  makePng,
  makeSignedMessage,
  makeXlsx,
  makeZip,
  makeZipWithRawName,
} from './test-support/sample-files';
import { ZipRefusal, type TZipLimits } from './zip-reader';

const LIMITS: TZipLimits = {
  maxEntries: 1000,
  maxUncompressedBytes: 200 * 1024 * 1024,
  maxCompressionRatio: 100,
};

/** Streams `bytes` in pieces of `pieceBytes` through the judge, then looks at the whole. */
async function judge(
  format: TContentFormat,
  bytes: Buffer,
  pieceBytes = 64 * 1024,
  limits = LIMITS,
): Promise<boolean> {
  const streaming = createStreamingJudge(format);
  for (let start = 0; start < bytes.length; start += pieceBytes) {
    if (!streaming.write(bytes.subarray(start, start + pieceBytes))) return false;
  }
  if (!streaming.end()) return false;
  return judgeStoredContent(format, createBufferSource(bytes), limits);
}

function judgeAs(type: TFileType, bytes: Buffer): Promise<boolean> {
  return judge(FILE_TYPE_FACTS[type].format, bytes);
}

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><Nm>Slavonska žitna d.o.o.</Nm></Document>
`;

interface TSample {
  type: TFileType;
  make: () => Buffer | Promise<Buffer>;
}

const SAMPLES: readonly TSample[] = [
  { type: 'pdf', make: makePdf },
  { type: 'png', make: makePng },
  { type: 'jpg', make: makeJpeg },
  { type: 'jpeg', make: makeJpeg },
  { type: 'docx', make: () => makeDocx() },
  { type: 'xlsx', make: makeXlsx },
  { type: 'doc', make: () => makeOleDocument('WordDocument') },
  { type: 'xls', make: () => makeOleDocument('Workbook') },
  { type: 'xml', make: () => Buffer.from(XML) },
  { type: 'txt', make: () => Buffer.from('Plaćanje računa 2026-118\r\nĐuro Šimić, Čakovec\n') },
  { type: 'zip', make: () => makeZip([{ name: 'isplate.xml', content: XML }]) },
  { type: 'pgp', make: () => makeSignedMessage(XML, { isArmored: false }) },
  { type: 'gpg', make: () => makeSignedMessage(XML, { isArmored: false }) },
  { type: 'asc', make: () => makeSignedMessage(XML, { isArmored: true }) },
];

describe('the content judge, on real files of every type', () => {
  it.each(SAMPLES)('takes a real $type as $type', async ({ type, make }) => {
    expect(await judgeAs(type, await make())).toBe(true);
  });

  it('takes the same files whatever pieces they arrive in', async () => {
    const files = await Promise.all(
      SAMPLES.map(async (sample) => ({ ...sample, bytes: await sample.make() })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...files),
        fc.integer({ min: 1, max: 4096 }),
        async (file, pieceBytes) =>
          (await judge(FILE_TYPE_FACTS[file.type].format, file.bytes, pieceBytes)) === true,
      ),
      { numRuns: 60 },
    );
  });

  it('refuses every file named as any other type (a PDF named .png, a .docx named .xlsx, …)', async () => {
    for (const sample of SAMPLES) {
      const bytes = await sample.make();
      const format = FILE_TYPE_FACTS[sample.type].format;
      for (const other of SAMPLES) {
        const otherFormat = FILE_TYPE_FACTS[other.type].format;
        // A .docx or .xlsx is a zip, and XML and armour are text: those may pass as the wider type.
        const isWider =
          otherFormat === format ||
          (otherFormat === 'zip' && (format === 'docx' || format === 'xlsx')) ||
          (otherFormat === 'txt' && (format === 'xml' || format === 'openpgp-armored'));
        if (isWider) continue;
        expect({
          file: sample.type,
          as: other.type,
          isTaken: await judgeAs(other.type, bytes),
        }).toEqual({
          file: sample.type,
          as: other.type,
          isTaken: false,
        });
      }
    }
  });

  it('refuses a file cut short anywhere before its end', async () => {
    // A signed message is judged by its start only; the signature check refuses a cut one.
    const cutTypes: readonly TSample[] = SAMPLES.filter(
      (sample) => !['txt', 'doc', 'xls', 'pgp', 'gpg', 'asc'].includes(sample.type),
    );
    const files = await Promise.all(
      cutTypes.map(async (sample) => ({ ...sample, bytes: await sample.make() })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...files),
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (file, at) => {
          const length = Math.floor(at * (file.bytes.length - 16));
          return (await judgeAs(file.type, file.bytes.subarray(0, length))) === false;
        },
      ),
      { numRuns: 80 },
    );
  });

  it('refuses an OLE file whose directory is cut off, or whose header is damaged', async () => {
    const doc = makeOleDocument('WordDocument');
    expect(await judgeAs('doc', doc.subarray(0, 1024))).toBe(false);
    const damaged = Buffer.from(doc);
    damaged.writeUInt16LE(0x1234, 0x1c);
    expect(await judgeAs('doc', damaged)).toBe(false);
  });
});

describe('the content judge, on hostile text and XML', () => {
  it('refuses a text with a NUL, with bytes that are not UTF-8, or cut inside a character', async () => {
    expect(await judgeAs('txt', Buffer.from('Račun\u0000broj'))).toBe(false);
    expect(await judgeAs('txt', Buffer.from([0x52, 0x61, 0xe8, 0x75, 0x6e]))).toBe(false);
    expect(await judgeAs('txt', Buffer.from('Račun').subarray(0, 3))).toBe(false);
    expect(await judgeAs('txt', Buffer.from([0xef, 0xbb, 0xbf, 0x4f, 0x4b]))).toBe(true);
  });

  it('refuses XML with a DTD, even one that defines nothing harmful', async () => {
    const withDtd = `<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY a "aaaaaaaaaa">]><Document>&a;</Document>`;
    expect(await judgeAs('xml', Buffer.from(withDtd))).toBe(false);
    expect(await judgeAs('xml', Buffer.from('<!DOCTYPE html><Document/>'))).toBe(false);
    const external = `<?xml version="1.0"?><!DOCTYPE d SYSTEM "file:///etc/passwd"><d/>`;
    expect(await judgeAs('xml', Buffer.from(external))).toBe(false);
  });

  it('refuses XML that is not well formed, not UTF-8, or nested deeper than any document', async () => {
    expect(await judgeAs('xml', Buffer.from('<Document><Nm>x</Document>'))).toBe(false);
    expect(await judgeAs('xml', Buffer.from('<Document>&nbsp;</Document>'))).toBe(false);
    expect(await judgeAs('xml', Buffer.from('Plaćanje računa'))).toBe(false);
    expect(await judgeAs('xml', Buffer.from('<a/><b/>'))).toBe(false);
    expect(
      await judgeAs('xml', Buffer.from('<?xml version="1.0" encoding="ISO-8859-2"?><a/>')),
    ).toBe(false);
    expect(
      await judgeAs('xml', Buffer.from([0x3c, 0x61, 0x3e, 0xe8, 0x3c, 0x2f, 0x61, 0x3e])),
    ).toBe(false);
    expect(await judgeAs('xml', Buffer.from(`${'<a>'.repeat(257)}${'</a>'.repeat(257)}`))).toBe(
      false,
    );
    expect(await judgeAs('xml', Buffer.from(`${'<a>'.repeat(200)}${'</a>'.repeat(200)}`))).toBe(
      true,
    );
    expect(await judgeAs('xml', Buffer.from('<Document><Id/><Id/>&amp;&#269;</Document>'))).toBe(
      true,
    );
  });
});

describe('the content judge, on hostile office files and archives', () => {
  it('refuses a macro-enabled or template Word file named .docx', async () => {
    const docm = await makeDocx('application/vnd.ms-word.document.macroEnabled.main+xml');
    const dotx = await makeDocx(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml',
    );
    expect(await judgeAs('docx', docm)).toBe(false);
    expect(await judgeAs('docx', dotx)).toBe(false);
  });

  it('refuses a zip without [Content_Types].xml named .docx, and a Word file named .xls', async () => {
    expect(
      await judgeAs('docx', await makeZip([{ name: 'word/document.xml', content: XML }])),
    ).toBe(false);
    expect(await judgeAs('xls', makeOleDocument('WordDocument'))).toBe(false);
    expect(await judgeAs('doc', makeOleDocument('Workbook'))).toBe(false);
  });

  it('refuses an archive with an entry outside it, whatever the upload claims to be', async () => {
    const cases = [
      ['xx/evil.txt', '../evil.txt'],
      ['Xetc/passwd', '/etc/passwd'],
      ['C-/boot.ini', 'C:/boot.ini'],
      ['dir/sub.txt', 'dir\\sub.txt'],
    ] as const;
    for (const [placeholder, name] of cases) {
      const zip = await makeZipWithRawName(placeholder, name);
      await expect(judgeAs('zip', zip)).rejects.toMatchObject({ reason: 'archive-unsafe-path' });
    }
  });

  it('refuses an archive with more entries than allowed', async () => {
    const zip = await makeZip(
      Array.from({ length: 5 }, (_, index) => ({ name: `f${index}.txt`, content: 'x' })),
    );
    await expect(judge('zip', zip, 64 * 1024, { ...LIMITS, maxEntries: 4 })).rejects.toBeInstanceOf(
      ZipRefusal,
    );
    expect(await judge('zip', zip, 64 * 1024, { ...LIMITS, maxEntries: 5 })).toBe(true);
  });
});

describe('the content judge, on OpenPGP signed messages', () => {
  const bytesOf = (...values: number[]) => Buffer.from(values);

  it('takes a binary message starting with a signature, a one-pass signature, compressed or literal data', async () => {
    const heads = [
      [0xc4, 0x0d, 0x03], // new format: one-pass signature, version 3
      [0xc2, 0xff, 0, 0, 0, 0x77, 0x04], // signature, five-octet length, version 4
      [0xc8, 0xe1, 0x01], // compressed data, partial length, ZIP
      [0xcb, 0xc0, 0x10, 0x62], // literal data, two-octet length, binary
      [0x90, 0x0d, 0x03], // old format: one-pass signature, one-octet length
      [0x89, 0x00, 0x77, 0x04], // signature, two-octet length
      [0xa3, 0x01], // compressed data, indeterminate length (as gpg writes it), ZIP
      [0xac, 0x0d, 0x74], // literal data, text
    ];
    for (const head of heads)
      expect({ head, isTaken: await judgeAs('pgp', bytesOf(...head, 0x00, 0x0a)) }).toEqual({
        head,
        isTaken: true,
      });
  });

  it('refuses a binary file that is no packet, or a packet no signed message starts with', async () => {
    expect(await judgeAs('pgp', Buffer.from('-----BEGIN PGP MESSAGE-----\n'))).toBe(false);
    expect(await judgeAs('gpg', Buffer.from(XML))).toBe(false);
    expect(await judgeAs('gpg', makePng())).toBe(false);
    // A public key (6), a secret key (5), an encrypted session key (1), a marker (10).
    for (const first of [0xc6, 0xc5, 0xc1, 0x99, 0xca])
      expect(await judgeAs('gpg', bytesOf(first, 0x01, 0x04, 0x00))).toBe(false);
    // A one-pass signature of version 7, literal data of format 'x', compression algorithm 9.
    expect(await judgeAs('pgp', bytesOf(0xc4, 0x0d, 0x07, 0x00))).toBe(false);
    expect(await judgeAs('pgp', bytesOf(0xcb, 0x0d, 0x78, 0x00))).toBe(false);
    expect(await judgeAs('pgp', bytesOf(0xa3, 0x09, 0x00))).toBe(false);
    expect(await judgeAs('pgp', bytesOf(0xc4, 0x0d))).toBe(false);
    expect(await judgeAs('pgp', Buffer.alloc(0))).toBe(false);
  });

  it('takes armour after blank lines or a BOM, and refuses any other start or a NUL', async () => {
    const armor = '-----BEGIN PGP MESSAGE-----\n\nxA0DAAoW\n-----END PGP MESSAGE-----\n';
    expect(await judgeAs('asc', Buffer.from(` \r\n\t\n${armor}`))).toBe(true);
    expect(await judge('openpgp-armored', Buffer.from(`\n\n${armor}`), 3)).toBe(true);
    // The BOM a Windows editor writes: the text decoder drops it here and when the file is read.
    expect(await judgeAs('asc', Buffer.from(`\ufeff${armor}`))).toBe(true);
    expect(await judgeAs('asc', Buffer.from(`Hello\n${armor}`))).toBe(false);
    expect(await judgeAs('asc', Buffer.from('-----BEGIN PGP PUBLIC KEY BLOCK-----\n'))).toBe(false);
    expect(await judgeAs('asc', Buffer.from('-----BEGIN PGP SIGNED MESSAGE-----\n'))).toBe(false);
    expect(await judgeAs('asc', Buffer.from('-----BEGIN PGP MESS'))).toBe(false);
    expect(await judgeAs('asc', Buffer.from(`${armor}\u0000`))).toBe(false);
  });
});
