import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * One xmllint-wasm worker for all the slices of a file. xmllint-wasm's validateXML starts a worker
 * per call (a new isolate, its script and WebAssembly compiled: 0.35 to 0.5 s and ~55 MB of RSS on
 * this two-core machine), which made the slice size a trade of time against memory. Its worker
 * script (xmllint-node.js, xmllint-wasm 5.3.0, pinned) takes message after message, each run in a
 * fresh instance of the module with its own memory and file system, so one worker serves every
 * slice: after the first, a run costs what validating its text costs (measured: 60 to 170 ms for
 * 1,000 transactions, against 450 to 770 ms through validateXML).
 *
 * The script keeps appending to one stderr across runs, so a run's output is what was added since
 * the last. Exit codes are read as validateXML reads them: 0 valid, 3 or 4 invalid, anything else
 * (an abort, out of memory) a failure, after which the worker is not used again.
 */

/** The tag xmllint-wasm's worker and caller put on their messages (index-node.js, messageKey). */
const MESSAGE_KEY = 'xmllint-wasm';

/**
 * WebAssembly pages (64 KiB) of each run. The module declares 256 pages (16 MiB) as its least,
 * and a stream-mode run stays within them whatever the slice: the file is held by Emscripten's
 * file system in the worker's JavaScript heap, not in this memory; 5,000 and 20,000 transactions
 * (3.7 and 15 MB) validated in 256 pages without growing. The maximum is a ceiling for a hostile
 * slice (one text of megabytes the reader must hold), not an allocation: only touched pages count.
 */
const INITIAL_MEMORY_PAGES = 256;
const MAX_MEMORY_PAGES = 2048;

interface TWorkerAnswer {
  exitCode: number;
  stderr: string;
}

export interface TXmllintInput {
  fileName: string;
  contents: Uint8Array | string;
}

export interface TXmllintResult {
  valid: boolean;
  /** What xmllint wrote to stderr in this run. */
  rawOutput: string;
}

function isAnswer(message: unknown): message is TWorkerAnswer & Record<string, unknown> {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as Record<string, unknown>)[MESSAGE_KEY] === true
  );
}

export class XmllintSession {
  private worker: Worker | null = null;
  private stderrLength = 0;
  private isBroken = false;

  /**
   * `xmllint --schema <schema> --noout --stream <xml>`, in the session's worker; one run at a
   * time. Bytes that fill their own buffer are moved to the worker (unusable here afterwards).
   */
  async validate(xml: TXmllintInput, schema: TXmllintInput): Promise<TXmllintResult> {
    if (this.isBroken) throw new Error('the xmllint worker failed before');
    const worker = this.getWorker();
    const answer = await new Promise<TWorkerAnswer>((resolve, reject) => {
      const stop = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const onMessage = (message: unknown) => {
        if (!isAnswer(message)) return;
        stop();
        resolve(message);
      };
      const onError = (error: unknown) => {
        stop();
        reject(error instanceof Error ? error : new Error(String(error)));
      };
      const onExit = (code: number) => {
        stop();
        reject(new Error(`the xmllint worker ended (${String(code)}) before it answered`));
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      // The slice's bytes are moved to the worker, not copied, when they are all of their buffer.
      const { contents } = xml;
      const isWholeBuffer =
        contents instanceof Uint8Array &&
        contents.byteOffset === 0 &&
        contents.byteLength === contents.buffer.byteLength;
      worker.postMessage(
        {
          [MESSAGE_KEY]: true,
          inputFiles: [xml, schema],
          args: ['--schema', schema.fileName, '--noout', '--stream', xml.fileName],
          initialMemory: INITIAL_MEMORY_PAGES,
          maxMemory: MAX_MEMORY_PAGES,
        },
        isWholeBuffer ? [contents.buffer as ArrayBuffer] : [],
      );
    }).catch(async (error: unknown) => {
      await this.fail();
      throw error;
    });
    // An abort answers with its own stderr; the others with all the runs' stderr so far.
    const rawOutput =
      answer.exitCode === -1 ? answer.stderr : answer.stderr.slice(this.stderrLength);
    this.stderrLength = answer.exitCode === -1 ? this.stderrLength : answer.stderr.length;
    if (answer.exitCode === 0) return { valid: true, rawOutput };
    if (answer.exitCode === 3 || answer.exitCode === 4) return { valid: false, rawOutput };
    await this.fail();
    throw Object.assign(new Error(rawOutput), { code: answer.exitCode });
  }

  /** Ends the worker; the session can start another if used again. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.stderrLength = 0;
    if (worker) await worker.terminate();
  }

  private getWorker(): Worker {
    if (this.worker) return this.worker;
    const script = createRequire(import.meta.url).resolve('xmllint-wasm/xmllint-node.js');
    const worker = new Worker(script);
    // Between runs too: an error then (after an abort's answer) must not go unhandled; the
    // next run finds the worker ended.
    worker.on('error', () => {
      this.isBroken = true;
    });
    this.worker = worker;
    return worker;
  }

  private async fail(): Promise<void> {
    this.isBroken = true;
    await this.close();
  }
}
