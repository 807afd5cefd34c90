/** Programmer errors: an invariant that the code itself must keep. Crashes loudly, never caught. */
export class AssertionError extends Error {
  override name = 'AssertionError';
}

/** The message may be a function, for one that costs something to build (it is built only on failure). */
export function assert(condition: unknown, message: string | (() => string)): asserts condition {
  if (!condition) throw new AssertionError(typeof message === 'string' ? message : message());
}
