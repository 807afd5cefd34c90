import { SaxesParser } from 'saxes';
import { OLE_SIGNATURE, readOleStreamNames } from './ole-directory';
import type { TContentFormat } from './file-types';
import type { TRandomAccessSource } from './random-access';
import { openZip, ZipRefusal, type TZipLimits } from './zip-reader';

/**
 * Whether bytes are what a file's name says they are, judged from the bytes alone (never from
 * the name or the Content-Type the browser sent). The part that needs every byte in order (a
 * signature at the start, the end of a PDF, a PNG or a JPEG, text that is UTF-8, XML that is
 * well formed) runs while the file streams in; the part that needs to look around the whole file
 * (a zip's central directory, an OLE directory) runs on the stored file afterwards.
 */
export interface TStreamingJudge {
  /** Takes the next bytes; false once they show that the content is not the format. */
  write(chunk: Buffer): boolean;
  /** After the last byte: whether the stream as a whole is the format. */
  end(): boolean;
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PNG_HEADER_CHUNK = Buffer.from('IHDR', 'latin1');
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const JPEG_END = Buffer.from([0xff, 0xd9]);
const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');
const PDF_END = Buffer.from('%%EOF', 'latin1');
/** Where the end marks are looked for: a PDF's %%EOF may be followed by a line or two. */
const TAIL_BYTES = 1024;

interface TBinaryRule {
  /** The bytes a file of the format starts with. */
  head: Buffer;
  /** The last TAIL_BYTES (or all of a shorter file): a cut-off file fails here. */
  isTailValid?: (tail: Buffer) => boolean;
}

const BINARY_RULES: Readonly<Partial<Record<TContentFormat, TBinaryRule>>> = {
  pdf: { head: PDF_SIGNATURE, isTailValid: (tail) => tail.includes(PDF_END) },
  png: {
    head: Buffer.concat([PNG_SIGNATURE, PNG_HEADER_CHUNK]),
    isTailValid: (tail) => tail.subarray(-PNG_END.length).equals(PNG_END),
  },
  jpeg: { head: JPEG_SIGNATURE, isTailValid: (tail) => tail.includes(JPEG_END) },
  docx: { head: ZIP_SIGNATURE },
  xlsx: { head: ZIP_SIGNATURE },
  zip: { head: ZIP_SIGNATURE },
  doc: { head: OLE_SIGNATURE },
  xls: { head: OLE_SIGNATURE },
};

function createBinaryJudge(rule: TBinaryRule): TStreamingJudge {
  let head = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  const isHeadSoFarValid = () => {
    const known = Math.min(head.length, rule.head.length);
    return head.subarray(0, known).equals(rule.head.subarray(0, known));
  };
  return {
    write(chunk) {
      if (head.length < rule.head.length)
        head = Buffer.concat([head, chunk.subarray(0, rule.head.length - head.length)]);
      tail =
        chunk.length >= TAIL_BYTES
          ? Buffer.from(chunk.subarray(-TAIL_BYTES))
          : Buffer.concat([tail, chunk]).subarray(-TAIL_BYTES);
      return isHeadSoFarValid();
    },
    end() {
      if (head.length < rule.head.length || !isHeadSoFarValid()) return false;
      return rule.isTailValid?.(tail) ?? true;
    },
  };
}

/**
 * UTF-8 text, decoded as it streams with a fatal decoder: a byte sequence that is not UTF-8, or
 * one cut off at the end, refuses it, and so does a NUL (text editors write none, binary files
 * plenty). `onText` sees the decoded text in order and may refuse it too.
 */
function createTextJudge(onText: (text: string) => boolean, onEnd: () => boolean): TStreamingJudge {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let isRefused = false;
  const take = (decode: () => string): boolean => {
    if (isRefused) return false;
    try {
      const text = decode();
      isRefused = text.includes('\u0000') || !onText(text);
    } catch {
      isRefused = true;
    }
    return !isRefused;
  };
  return {
    write: (chunk) => take(() => decoder.decode(chunk, { stream: true })),
    end: () => {
      if (!take(() => decoder.decode())) return false;
      try {
        return onEnd();
      } catch {
        return false;
      }
    },
  };
}

/** Nesting deeper than any business document has: an ISO 20022 message goes about 10 deep. */
const MAX_XML_DEPTH = 256;

function isUtf8Name(encoding: string | undefined): boolean {
  return encoding === undefined || /^utf-?8$/i.test(encoding);
}

/**
 * Well-formed XML in UTF-8 without a DTD, parsed by streaming (saxes): a DOCTYPE refuses it
 * before anything could be expanded, and so does a declared encoding other than UTF-8. saxes
 * knows no entities but XML's five and character references, so none can be defined or fetched.
 */
function createXmlJudge(): TStreamingJudge {
  const parser = new SaxesParser();
  let isRefused = false;
  let depth = 0;
  parser.on('doctype', () => {
    isRefused = true;
  });
  parser.on('xmldecl', (declaration) => {
    if (!isUtf8Name(declaration.encoding)) isRefused = true;
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    if (depth > MAX_XML_DEPTH) isRefused = true;
    if (tag.isSelfClosing) depth -= 1;
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) depth -= 1;
  });
  // Without an error handler saxes throws at the first error; the text judge catches it.
  return createTextJudge(
    (text) => {
      parser.write(text);
      return !isRefused;
    },
    () => {
      parser.close();
      return !isRefused;
    },
  );
}

/**
 * The packets a signed message may start with (RFC 9580 §10.3), by tag, each with the values its
 * body's first byte may have: a signature (a signed message without a one-pass signature) and a
 * one-pass signature by their version, compressed data by its algorithm, literal data by its
 * format. An encrypted message, a key or another file with bit 7 set in its first byte (a PNG
 * reads as an old-format signature header) starts otherwise. The signature check reads the rest.
 */
const FIRST_BODY_BYTES: ReadonlyMap<number, ReadonlySet<number>> = new Map([
  [2, new Set([3, 4, 5, 6])],
  [4, new Set([3, 6])],
  [8, new Set([0, 1, 2, 3])],
  [11, new Set(Array.from('btul1m', (format) => format.charCodeAt(0)))],
]);
/** An old-format header's length octets, by its length type (3: indeterminate, none). */
const OLD_FORMAT_LENGTH_BYTES = [1, 2, 4, 0] as const;
/** The most a first packet's header and the first byte of its body take. */
const OPENPGP_HEAD_BYTES = 7;

/** A new-format header's length octets, from the first (partial lengths take one). */
function countNewFormatLengthBytes(first: number | undefined): number | undefined {
  if (first === undefined) return undefined;
  if (first < 192 || (first >= 224 && first < 255)) return 1;
  return first < 224 ? 2 : 5;
}

/** Whether a binary OpenPGP message starts so; undefined while too few bytes are in to say. */
function judgeOpenPgpHead(head: Buffer): boolean | undefined {
  const first = head[0];
  if (first === undefined) return undefined;
  if ((first & 0x80) === 0) return false;
  const isNewFormat = (first & 0x40) !== 0;
  const allowed = FIRST_BODY_BYTES.get(isNewFormat ? first & 0x3f : (first >> 2) & 0x0f);
  if (!allowed) return false;
  const lengthBytes = isNewFormat
    ? countNewFormatLengthBytes(head[1])
    : OLD_FORMAT_LENGTH_BYTES[first & 0x03];
  if (lengthBytes === undefined) return undefined;
  const bodyFirst = head[1 + lengthBytes];
  return bodyFirst === undefined ? undefined : allowed.has(bodyFirst);
}

/** A binary OpenPGP message, judged by its first packet; openpgp.js reads the rest when verifying. */
function createOpenPgpJudge(): TStreamingJudge {
  let head = Buffer.alloc(0);
  return {
    write(chunk) {
      if (head.length < OPENPGP_HEAD_BYTES)
        head = Buffer.concat([head, chunk.subarray(0, OPENPGP_HEAD_BYTES - head.length)]);
      return judgeOpenPgpHead(head) !== false;
    },
    end: () => judgeOpenPgpHead(head) === true,
  };
}

const ARMOR_HEADER = '-----BEGIN PGP MESSAGE-----';
const LEADING_WHITESPACE = /^[ \t\r\n]+/;

/**
 * An ASCII-armoured OpenPGP message: UTF-8 text whose first line, after blank space, is the
 * message's armour header. Cleartext signatures (BEGIN PGP SIGNED MESSAGE) are not taken: their
 * text is signed with its line ends and trailing blanks normalised, so what is checked is not the
 * file's bytes, and they cannot carry a zip (docs/decisions.md, "Signed SEPA files").
 */
function createArmoredOpenPgpJudge(): TStreamingJudge {
  // The text after the leading blanks, kept up to the header's length.
  let start = '';
  return createTextJudge(
    (text) => {
      if (start.length < ARMOR_HEADER.length)
        start = (start + text).replace(LEADING_WHITESPACE, '').slice(0, ARMOR_HEADER.length);
      return ARMOR_HEADER.startsWith(start);
    },
    () => start === ARMOR_HEADER,
  );
}

/** The judge of one format for bytes as they stream in. */
export function createStreamingJudge(format: TContentFormat): TStreamingJudge {
  if (format === 'openpgp') return createOpenPgpJudge();
  if (format === 'openpgp-armored') return createArmoredOpenPgpJudge();
  if (format === 'txt')
    return createTextJudge(
      () => true,
      () => true,
    );
  if (format === 'xml') return createXmlJudge();
  const rule = BINARY_RULES[format];
  if (!rule) throw new Error(`no streaming rule for ${format}`);
  return createBinaryJudge(rule);
}

const OFFICE_MAIN_PARTS: Readonly<Partial<Record<TContentFormat, string>>> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
};
const CONTENT_TYPES_PART = '[content_types].xml';
/** Real [Content_Types].xml parts are a few kilobytes. */
const CONTENT_TYPES_MAX_BYTES = 1024 * 1024;

/** The content types an OOXML package's [Content_Types].xml names (Default and Override). */
async function readPackageContentTypes(content: AsyncIterable<Buffer>): Promise<Set<string>> {
  const types = new Set<string>();
  const parser = new SaxesParser();
  parser.on('doctype', () => {
    throw new Error('a DTD in [Content_Types].xml');
  });
  parser.on('opentag', (tag) => {
    const type = tag.attributes['ContentType'];
    if ((tag.name === 'Override' || tag.name === 'Default') && typeof type === 'string')
      types.add(type);
  });
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for await (const chunk of content) parser.write(decoder.decode(chunk, { stream: true }));
  parser.write(decoder.decode()).close();
  return types;
}

/**
 * A Word or Excel 2007+ document is a zip (within the archive limits) whose [Content_Types].xml
 * names the main part of a wordprocessing or spreadsheet document; the macro-enabled and template
 * variants name other main parts and are refused.
 */
async function isOfficePackage(
  source: TRandomAccessSource,
  mainPart: string,
  limits: TZipLimits,
): Promise<boolean> {
  const archive = await openZip(source, limits);
  const part = archive.entries.find((entry) => entry.name.toLowerCase() === CONTENT_TYPES_PART);
  if (!part || part.uncompressedBytes > CONTENT_TYPES_MAX_BYTES) return false;
  try {
    const types = await readPackageContentTypes(await archive.openEntry(part));
    return types.has(mainPart);
  } catch (error) {
    if (error instanceof ZipRefusal && error.reason !== 'archive-unreadable') throw error;
    return false;
  }
}

/** A Word 97-2003 file holds a WordDocument stream; an Excel one a Workbook (Book before 97). */
async function isOleDocument(source: TRandomAccessSource, format: 'doc' | 'xls'): Promise<boolean> {
  const names = await readOleStreamNames(source);
  if (!names) return false;
  return format === 'doc' ? names.has('WordDocument') : names.has('Workbook') || names.has('Book');
}

/**
 * The checks of a stored file that look around the whole of it, read back from the stored
 * bytes: false when the content is not the format. An archive outside the limits throws
 * ZipRefusal with the limit's reason; an archive that cannot be read is not the format.
 */
export async function judgeStoredContent(
  format: TContentFormat,
  source: TRandomAccessSource,
  zipLimits: TZipLimits,
): Promise<boolean> {
  try {
    const mainPart = OFFICE_MAIN_PARTS[format];
    if (mainPart) return await isOfficePackage(source, mainPart, zipLimits);
    if (format === 'zip') return (await openZip(source, zipLimits)).entries.length > 0;
    if (format === 'doc' || format === 'xls') return await isOleDocument(source, format);
    return true;
  } catch (error) {
    if (error instanceof ZipRefusal && error.reason === 'archive-unreadable') return false;
    throw error;
  }
}
