import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import { decodeHub3Bytes } from '@poslovno/domain';

/** A bitmap of grey levels, one byte a pixel, row by row (what the renderer gives). */
export interface TGreyBitmap {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/**
 * Without an ECI in the symbol, the HUB3 standard's ISO-8859-2 (zxing's default, ISO-8859-1,
 * would read Ž as ®); the text is read from the bytes by the domain's rule, which recognises the
 * slips written in UTF-8 too.
 */
const READER_OPTIONS: ReaderOptions = {
  formats: ['PDF417'],
  characterSet: 'ISO8859_2',
  maxNumberOfSymbols: 4,
};

let preparation: Promise<unknown> | undefined;

/**
 * The reader's WebAssembly from node_modules, compiled once per process: the module would fetch
 * it from a CDN otherwise, and the server has no network.
 */
function prepareReader(): Promise<unknown> {
  preparation ??= (async () => {
    const path = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const bytes = await readFile(path);
    const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })();
  return preparation;
}

/**
 * zxing takes RGBA pixels (and makes grey of them itself); the grey bitmap is spread to four
 * bytes a pixel for it.
 */
function toRgba(bitmap: TGreyBitmap): ImageData {
  const data = new Uint8ClampedArray(bitmap.width * bitmap.height * 4);
  for (let pixel = 0, offset = 0; pixel < bitmap.pixels.length; pixel += 1, offset += 4) {
    const grey = bitmap.pixels[pixel] ?? 255;
    data[offset] = grey;
    data[offset + 1] = grey;
    data[offset + 2] = grey;
    data[offset + 3] = 255;
  }
  return { data, width: bitmap.width, height: bitmap.height };
}

/** One PDF417 symbol found in a bitmap: its bytes as they were encoded, and their text. */
export interface TReadBarcode {
  bytes: Uint8Array;
  text: string;
}

/** Every valid PDF417 symbol zxing finds in the bitmap (none when it finds none). */
export async function readPdf417Symbols(bitmap: TGreyBitmap): Promise<TReadBarcode[]> {
  await prepareReader();
  // Node has no ImageData class; readBarcodes reads any object of its shape (types/image-data.d.ts).
  const results = await readBarcodes(toRgba(bitmap), READER_OPTIONS);
  return results
    .filter((result) => result.isValid)
    .map((result) => ({
      bytes: result.bytes,
      // With an ECI the symbol names its own encoding, which zxing applied.
      text: result.hasECI ? result.text : decodeHub3Bytes(result.bytes),
    }));
}
