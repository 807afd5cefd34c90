import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { decodeHub3Bytes } from '@poslovno/domain';

/*
 * The camera's reader: zxing's WebAssembly from this app's own assets (a Vite asset beside the
 * scripts; the module would fetch it from a CDN otherwise, which the CSP and the bank forbid).
 * A chunk of its own, loaded only when the person opens the camera.
 */

/**
 * Only PDF417, the HUB3 barcode; without an ECI in the symbol, the standard's ISO-8859-2 (zxing's
 * default ISO-8859-1 reads "Ž" as "®"). The text is read from the bytes by the domain's rule, as the
 * bank's decode does, which also recognises slips written in UTF-8.
 */
const READER_OPTIONS: ReaderOptions = {
  formats: ['PDF417'],
  characterSet: 'ISO8859_2',
  tryHarder: true,
  maxNumberOfSymbols: 1,
};

let preparation: Promise<unknown> | undefined;

/** Compiles the reader once per page load (the CSP allows it with 'wasm-unsafe-eval' alone). */
export function prepareCameraReader(): Promise<unknown> {
  preparation ??= prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? readerWasmUrl : prefix + path,
    },
    fireImmediately: true,
  }).catch((error: unknown) => {
    preparation = undefined;
    throw error;
  });
  return preparation;
}

/** The text of the first valid PDF417 symbol in a video frame, or undefined when there is none. */
export async function readPdf417Text(frame: ImageData): Promise<string | undefined> {
  await prepareCameraReader();
  const results = await readBarcodes(frame, READER_OPTIONS);
  const found = results.find((result) => result.isValid);
  if (!found) return undefined;
  // With an ECI the symbol names its own encoding, which zxing applied.
  return found.hasECI ? found.text : decodeHub3Bytes(found.bytes);
}
