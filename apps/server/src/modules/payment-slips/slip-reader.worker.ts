// The slip reader's thread (dist/slip-reader-worker.js): renders an uploaded slip and reads its
// PDF417 symbols in WebAssembly away from the server's event loop (slip-reader.ts).
import { parentPort } from 'node:worker_threads';
import { readPdf417Symbols } from './hub3-barcode-reader';
import { renderSlipFile } from './slip-image';
import type { TSlipReaderRequest, TSlipReaderResponse } from './slip-reader';

async function read(request: TSlipReaderRequest): Promise<TSlipReaderResponse> {
  try {
    const rendered = await renderSlipFile(Buffer.from(request.bytes), request.format);
    if (!rendered.ok) return { id: request.id, outcome: 'REFUSED', issue: rendered.issue };
    return { id: request.id, outcome: 'READ', symbols: await readPdf417Symbols(rendered.bitmap) };
  } catch (error) {
    return { id: request.id, outcome: 'FAILED', message: String(error) };
  }
}

parentPort?.on('message', (request: TSlipReaderRequest) => {
  void read(request).then((response) => parentPort?.postMessage(response));
});
