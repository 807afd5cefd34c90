import { PassThrough, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';

/** Writes a whole document into `output` without ending it; rejects if it cannot finish. */
export type TDocumentWriter = (output: Writable) => Promise<void>;

function toError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}

function describeClosedStream(stream: Writable): Error {
  return stream.errored ?? new Error('the output closed before the document was complete');
}

/** Resolves when `stream` asks for more; rejects when it fails or closes first (a client gone). */
function waitForDrain(stream: Writable): Promise<void> {
  if (stream.destroyed || stream.writableEnded) return Promise.reject(describeClosedStream(stream));
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off('drain', onDrain);
      stream.off('error', onError);
      stream.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onError = (error: Error) => settle(error);
    const onClose = () => settle(describeClosedStream(stream));
    stream.on('drain', onDrain);
    stream.on('error', onError);
    stream.on('close', onClose);
  });
}

/**
 * A writable that hands every chunk on to `output` and finishes without ending it, so a writer
 * can be followed by more bytes (a ZIP entry, a trailer) and the caller decides when output ends.
 * Its write callback waits for `output` to drain: the sink's own buffer then shows the pressure.
 */
function createForwardingSink(output: Writable): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (output.destroyed || output.writableEnded) {
        callback(describeClosedStream(output));
        return;
      }
      if (output.write(chunk)) {
        callback();
        return;
      }
      waitForDrain(output).then(
        () => callback(),
        (error: unknown) => callback(toError(error)),
      );
    },
  });
}

/**
 * Call between pages or batches of rows. It first yields to the event loop, because rows from a
 * synchronous or already-resolved source run as one chain of microtasks that would starve the
 * stream machinery (pipes move data on later ticks); then it waits while the consumer is behind,
 * and throws once the consumer is gone.
 */
export async function waitForRoom(sink: Writable): Promise<void> {
  await yieldToEventLoop();
  if (sink.destroyed) throw describeClosedStream(sink);
  if (sink.writableNeedDrain) await waitForDrain(sink);
}

/**
 * Runs `produce` against a sink that forwards to `output`, and resolves once `produce` is done
 * and the sink has finished (every byte handed to `output`). `output` is never ended here.
 */
export async function writeThroughSink(
  output: Writable,
  produce: (sink: Writable) => Promise<void>,
): Promise<void> {
  const sink = createForwardingSink(output);
  const sinkFinished = finished(sink);
  try {
    await Promise.all([sinkFinished, produce(sink)]);
  } catch (error) {
    sink.destroy(toError(error));
    throw error;
  }
}

/**
 * Runs `write` into a fresh stream, ending it when `write` resolves and destroying it with the
 * error when `write` fails, so a reader sees an aborted stream, never a short one that looks whole.
 * `done` settles when `write` does and never rejects: the error travels with the stream.
 */
export function openWriterStream(write: TDocumentWriter): {
  stream: PassThrough;
  done: Promise<void>;
} {
  const stream = new PassThrough();
  const done = Promise.resolve()
    .then(() => write(stream))
    .then(
      () => {
        stream.end();
      },
      (error: unknown) => {
        stream.destroy(toError(error));
      },
    );
  return { stream, done };
}
