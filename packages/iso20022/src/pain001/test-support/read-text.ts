import { readPain001 } from '../pain001-reader';
import type { TPain001Summary, TPain001Transaction, TReadPain001Options } from '../pain001-types';

/** The fixed clock of the tests: the brief's today and now. */
export const TEST_TODAY = '2026-11-30';
export const TEST_NOW = new Date('2026-11-30T09:00:00Z');

export async function* toChunks(chunks: readonly Uint8Array[]): AsyncGenerator<Uint8Array> {
  for (const chunk of chunks) {
    await Promise.resolve();
    yield chunk;
  }
}

/** Reads bytes cut at the given lengths (the rest as one chunk), with every transaction kept. */
export async function readBytes(
  bytes: Uint8Array,
  options: Partial<TReadPain001Options> & { chunkLengths?: readonly number[] } = {},
): Promise<TPain001Summary & { transactions: TPain001Transaction[] }> {
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const length of options.chunkLengths ?? []) {
    if (start >= bytes.length) break;
    chunks.push(bytes.subarray(start, start + Math.max(1, length)));
    start += Math.max(1, length);
  }
  if (start < bytes.length) chunks.push(bytes.subarray(start));
  const transactions: TPain001Transaction[] = [];
  const summary = await readPain001(toChunks(chunks), {
    now: TEST_NOW,
    today: TEST_TODAY,
    maxTransactions: 1000,
    maxIssues: 100,
    ...options,
    onTransactions: async (batch) => {
      transactions.push(...batch);
      await options.onTransactions?.(batch);
    },
  });
  return { ...summary, transactions };
}

export function readText(
  text: string,
  options?: Parameters<typeof readBytes>[1],
): ReturnType<typeof readBytes> {
  return readBytes(new TextEncoder().encode(text), options);
}
