import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../platform/errors';
import { findServerRoot } from '../../platform/paths';
import type { TReadBarcode } from './hub3-barcode-reader';
import type { TSlipFileFormat, TSlipImageRefusal } from './slip-image';

/**
 * Reading an uploaded slip costs up to a second of WebAssembly (a PDF page rendered at 300 dpi, a
 * large photograph scanned): it runs on a thread of its own, so the server answers every other
 * request meanwhile. One slip is read at a time per process, which bounds the memory (a bitmap of
 * up to nine megapixels); the others wait their turn. The thread is the built
 * dist/slip-reader-worker.js (apps/server/build.mjs), started on the first slip and kept.
 */

export interface TSlipReaderRequest {
  id: number;
  bytes: Uint8Array;
  format: TSlipFileFormat;
}

export type TSlipReaderResponse = { id: number } & (
  | { outcome: 'READ'; symbols: TReadBarcode[] }
  | { outcome: 'REFUSED'; issue: TSlipImageRefusal }
  | { outcome: 'FAILED'; message: string }
);

export type TSlipReading =
  { ok: true; symbols: TReadBarcode[] } | { ok: false; issue: TSlipImageRefusal };

/** A slip that takes longer is not one a person could read either: the thread is replaced. */
const READ_TIME_LIMIT_MS = 30_000;

const WORKER_FILE = path.join(findServerRoot(), 'dist', 'slip-reader-worker.js');

let worker: Worker | undefined;
let nextId = 1;
let turn: Promise<unknown> = Promise.resolve();

function startWorker(): Worker {
  const started = new Worker(WORKER_FILE);
  // An idle reader does not keep the process alive.
  started.unref();
  started.once('exit', () => {
    if (worker === started) worker = undefined;
  });
  return started;
}

function readOnWorker(bytes: Uint8Array, format: TSlipFileFormat): Promise<TSlipReading> {
  worker ??= startWorker();
  const current = worker;
  const id = nextId++;
  return new Promise<TSlipReading>((resolve, reject) => {
    const finish = () => {
      clearTimeout(timer);
      current.off('message', onMessage);
      current.off('error', onError);
      current.off('exit', onExit);
    };
    const onMessage = (response: TSlipReaderResponse) => {
      if (response.id !== id) return;
      finish();
      if (response.outcome === 'READ') resolve({ ok: true, symbols: response.symbols });
      else if (response.outcome === 'REFUSED') resolve({ ok: false, issue: response.issue });
      else reject(new Error(`the slip reader failed: ${response.message}`));
    };
    const onError = (error: Error) => {
      finish();
      reject(error);
    };
    const onExit = (code: number) => {
      finish();
      reject(new Error(`the slip reader stopped (exit code ${code})`));
    };
    const timer = setTimeout(() => {
      finish();
      if (worker === current) worker = undefined;
      void current.terminate();
      reject(new AppError('PAYMENT_SLIP_UNREADABLE'));
    }, READ_TIME_LIMIT_MS);
    current.on('message', onMessage);
    current.once('error', onError);
    current.once('exit', onExit);
    current.postMessage({ id, bytes, format } satisfies TSlipReaderRequest);
  });
}

/** The PDF417 symbols of an uploaded slip (PNG, JPEG or a PDF's first page), or why it is refused. */
export function readSlipSymbols(bytes: Uint8Array, format: TSlipFileFormat): Promise<TSlipReading> {
  const reading = turn.then(() => readOnWorker(bytes, format));
  turn = reading.catch(() => undefined);
  return reading;
}
