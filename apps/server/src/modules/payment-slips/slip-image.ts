import type * as mupdfTypes from 'mupdf';
import type { ColorSpace, Document, Matrix, PDFDocument, PDFObject } from 'mupdf';
import type { TGreyBitmap } from './hub3-barcode-reader';

/**
 * An uploaded slip to a bitmap the barcode reader takes: a PNG or JPEG as it is, a PDF's first
 * page rendered. Everything that could cost the server is checked before any pixel is decoded:
 * an image's size from its header, a PDF's active content from its objects.
 */

/** The formats a slip may come in, as content-judge names them. */
export type TSlipFileFormat = 'png' | 'jpeg' | 'pdf';

/**
 * The most pixels an uploaded image may claim (docs/decisions.md): a 40-megapixel photograph is
 * more than any phone takes of a slip, and its header says so before a byte is decoded.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * What a bitmap is rendered at, at most: an A4 page at 300 dpi (8.7 Mpx). A larger photograph is
 * scaled down to it while rendered; a HUB3 barcode's modules still get two pixels or more.
 */
const MAX_RENDER_PIXELS = 9_000_000;
/** A PDF page is rendered at 300 dpi: the barcode's 0.26 mm modules get three pixels. */
const PDF_RENDER_DPI = 300;
const POINTS_PER_INCH = 72;

export type TSlipImageRefusal = 'image-too-large' | 'file-active-content' | 'file-content-mismatch';

export type TSlipBitmapResult =
  { ok: true; bitmap: TGreyBitmap } | { ok: false; issue: TSlipImageRefusal };

export interface TImageDimensions {
  width: number;
  height: number;
}

/** A PNG's IHDR follows its 8-byte signature: length, "IHDR", width and height (big-endian). */
function readPngDimensions(bytes: Buffer): TImageDimensions | undefined {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** SOF markers (C0-CF but DHT C4, JPG C8 and DAC CC) carry the frame's height and width. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Walks a JPEG's marker segments up to its first frame header. */
function readJpegDimensions(bytes: Buffer): TImageDimensions | undefined {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes, and the markers that stand alone without a length (RSTn, TEM).
    if (marker === 0xff || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return undefined;
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return undefined;
}

/** An image's size as its header states it, without decoding it; undefined when it has none. */
export function readImageDimensions(
  bytes: Buffer,
  format: 'png' | 'jpeg',
): TImageDimensions | undefined {
  const dimensions = format === 'png' ? readPngDimensions(bytes) : readJpegDimensions(bytes);
  if (!dimensions || dimensions.width === 0 || dimensions.height === 0) return undefined;
  return dimensions;
}

type TMupdf = typeof mupdfTypes;

let mupdfModule: Promise<TMupdf> | undefined;

/** mupdf's WebAssembly loads when the first slip needs it, not with the server. */
function loadMupdf(): Promise<TMupdf> {
  mupdfModule ??= import('mupdf');
  return mupdfModule;
}

/** Keys whose presence makes a PDF act on its own: scripts, automatic actions, attached files. */
const ACTIVE_KEYS = new Set([
  'JS',
  'JavaScript',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'RichMedia',
  'XFA',
]);
/** Action types (/S) that run something or reach outside the document. */
const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'ImportData',
  'SubmitForm',
  'GoToE',
  'RichMediaExecute',
  'Rendition',
]);
/** Direct objects nest a few levels in real PDFs; an object nested deeper is not looked into. */
const MAX_OBJECT_DEPTH = 32;

function isActiveDictionary(object: PDFObject): boolean {
  let isActive = false;
  object.forEach((_value, key) => {
    if (typeof key === 'string' && ACTIVE_KEYS.has(key)) isActive = true;
  });
  const action = object.get('S');
  const type = object.get('Type');
  return (
    isActive ||
    (action.isName() && ACTIVE_ACTIONS.has(action.asName())) ||
    (type.isName() && type.asName() === 'EmbeddedFile')
  );
}

/** Whether an object or the direct objects inside it are active; indirect ones are walked apart. */
function containsActiveContent(object: PDFObject, depth: number): boolean {
  if (depth > MAX_OBJECT_DEPTH || object.isIndirect()) return false;
  const isContainer = object.isDictionary() || object.isArray() || object.isStream();
  if (!isContainer) return false;
  if ((object.isDictionary() || object.isStream()) && isActiveDictionary(object)) return true;
  let isActive = false;
  object.forEach((value) => {
    isActive ||= containsActiveContent(value, depth + 1);
  });
  return isActive;
}

/**
 * Whether any object of the file (every one in its cross-reference table, streams' dictionaries
 * and object streams' contents included, names after mupdf has undone #xx escapes) holds
 * JavaScript, an automatic action (OpenAction, AA), a launch, a form submission or an embedded
 * file, or is an XFA form: such a PDF is refused before anything is drawn.
 */
export function hasPdfActiveContent(document: PDFDocument): boolean {
  if (containsActiveContent(document.getTrailer(), 0)) return true;
  for (let number = 1; number < document.countObjects(); number += 1) {
    const object = document.newIndirect(number).resolve();
    if (containsActiveContent(object, 0)) return true;
  }
  return false;
}

/** An image of the file that claims more pixels than an uploaded image may have. */
export function hasPdfOversizedImage(document: PDFDocument): boolean {
  for (let number = 1; number < document.countObjects(); number += 1) {
    const object = document.newIndirect(number).resolve();
    // Resolved, a stream reads as its dictionary: an image XObject is one with /Subtype /Image.
    const subtype = object.isDictionary() ? object.get('Subtype') : undefined;
    if (!subtype?.isName() || subtype.asName() !== 'Image') continue;
    const width = object.get('Width');
    const height = object.get('Height');
    if (!width.isNumber() || !height.isNumber()) continue;
    // Drawing the page decodes its images whole, whatever the page is rendered at.
    if (width.asNumber() * height.asNumber() > MAX_IMAGE_PIXELS) return true;
  }
  return false;
}

/** The page's pixels as grey levels on white, each row exactly `width` bytes. */
function renderGrey(
  mupdf: TMupdf,
  page: ReturnType<Document['loadPage']>,
  scale: number,
): TGreyBitmap {
  const matrix: Matrix = mupdf.Matrix.scale(scale, scale);
  const grey: ColorSpace = mupdf.ColorSpace.DeviceGray;
  // No alpha: the page is drawn on white, so a transparent image's background reads as paper.
  const pixmap = page.toPixmap(matrix, grey, false);
  try {
    const width = pixmap.getWidth();
    const height = pixmap.getHeight();
    const stride = pixmap.getStride();
    const source = pixmap.getPixels();
    const pixels = new Uint8Array(width * height);
    for (let row = 0; row < height; row += 1)
      pixels.set(source.subarray(row * stride, row * stride + width), row * width);
    return { pixels, width, height };
  } finally {
    pixmap.destroy();
  }
}

/** The scale that keeps width × height under MAX_RENDER_PIXELS. */
function limitScale(scale: number, bounds: readonly number[]): number {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = bounds;
  const pixels = (x1 - x0) * (y1 - y0) * scale * scale;
  return pixels > MAX_RENDER_PIXELS ? scale * Math.sqrt(MAX_RENDER_PIXELS / pixels) : scale;
}

/** An image opened as mupdf's one-page document, drawn at its own pixel size (or less). */
async function renderImage(
  bytes: Buffer,
  format: 'png' | 'jpeg',
  dimensions: TImageDimensions,
): Promise<TGreyBitmap> {
  const mupdf = await loadMupdf();
  const document = mupdf.Document.openDocument(bytes, `image/${format}`);
  try {
    const page = document.loadPage(0);
    try {
      // The page measures the image at its resolution (72 dpi points): back to its pixels.
      const [x0 = 0, , x1 = 1] = page.getBounds();
      return renderGrey(mupdf, page, limitScale(dimensions.width / (x1 - x0), page.getBounds()));
    } finally {
      page.destroy();
    }
  } finally {
    document.destroy();
  }
}

async function renderPdfFirstPage(bytes: Buffer): Promise<TSlipBitmapResult> {
  const mupdf = await loadMupdf();
  const document = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    const pdf = document.asPDF();
    if (!pdf || document.needsPassword() || document.countPages() === 0)
      return { ok: false, issue: 'file-content-mismatch' };
    if (hasPdfActiveContent(pdf)) return { ok: false, issue: 'file-active-content' };
    if (hasPdfOversizedImage(pdf)) return { ok: false, issue: 'image-too-large' };
    const page = pdf.loadPage(0);
    try {
      const scale = limitScale(PDF_RENDER_DPI / POINTS_PER_INCH, page.getBounds());
      return { ok: true, bitmap: renderGrey(mupdf, page, scale) };
    } finally {
      page.destroy();
    }
  } finally {
    document.destroy();
  }
}

/**
 * The bitmap of an uploaded slip whose bytes content-judge found to be the format: an image
 * claiming more than MAX_IMAGE_PIXELS (or no size at all) is refused from its header, a PDF with
 * active content from its objects, before either is drawn. A file the renderer cannot read is
 * not what it claims (file-content-mismatch).
 */
export async function renderSlipFile(
  bytes: Buffer,
  format: TSlipFileFormat,
): Promise<TSlipBitmapResult> {
  try {
    if (format === 'pdf') return await renderPdfFirstPage(bytes);
    const dimensions = readImageDimensions(bytes, format);
    if (!dimensions) return { ok: false, issue: 'file-content-mismatch' };
    if (dimensions.width * dimensions.height > MAX_IMAGE_PIXELS)
      return { ok: false, issue: 'image-too-large' };
    return { ok: true, bitmap: await renderImage(bytes, format, dimensions) };
  } catch (error) {
    // mupdf throws a plain Error on a file it cannot parse: damaged, or not the format after all.
    // A TypeError or RangeError is a mistake of this code and goes on.
    if (error instanceof TypeError || error instanceof RangeError) throw error;
    return { ok: false, issue: 'file-content-mismatch' };
  }
}
