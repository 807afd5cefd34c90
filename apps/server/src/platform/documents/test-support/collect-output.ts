import { Writable } from 'node:stream';

/** An output that keeps every byte, for reading a written document back. */
export function collectOutput(): { output: Writable; readBytes: () => Buffer } {
  const chunks: Buffer[] = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  return { output, readBytes: () => Buffer.concat(chunks) };
}

/**
 * An output that takes one chunk and then holds its callback until `release`, like a client that
 * stops reading: a streaming writer must stop pulling rows instead of buffering them all.
 */
export function createStalledOutput(): { output: Writable; release: () => void } {
  let pending: (() => void)[] = [];
  let isReleased = false;
  const output = new Writable({
    highWaterMark: 1024,
    write(_chunk: Buffer, _encoding, callback) {
      if (isReleased) callback();
      else pending.push(() => callback());
    },
  });
  return {
    output,
    release: () => {
      isReleased = true;
      const waiting = pending;
      pending = [];
      waiting.forEach((resume) => resume());
    },
  };
}

/** Rows on demand, counting how many were asked for. */
export function* generateRows<T>(
  count: number,
  build: (index: number) => T,
  pulled: { count: number },
) {
  for (let index = 0; index < count; index += 1) {
    pulled.count += 1;
    yield build(index);
  }
}
