// Real-time waits of tests and their helper processes on work another process does (pg-boss jobs,
// the execution engine of a restarted server).

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `read` answers something `isDone` accepts, failing after `timeoutMs`. */
export async function waitFor<T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  { timeoutMs = 8_000, intervalMs = 50 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`not done in ${timeoutMs} ms: ${String(value)}`);
    await pause(intervalMs);
  }
}

/**
 * Polls `countLeft` until it answers 0, for as long as the count keeps falling: a large run may
 * take its time, a stuck one is caught. Answers the last count, which is above 0 only when
 * nothing was done for `stallMs`.
 */
export async function waitWhileProgressing(
  countLeft: () => Promise<number>,
  { stallMs, intervalMs = 100 }: { stallMs: number; intervalMs?: number },
): Promise<number> {
  let fewest = Infinity;
  let progressedAt = Date.now();
  for (;;) {
    const left = await countLeft();
    if (left === 0) return 0;
    if (left < fewest) [fewest, progressedAt] = [left, Date.now()];
    if (Date.now() - progressedAt > stallMs) return left;
    await pause(intervalMs);
  }
}
