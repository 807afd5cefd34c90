/** Programmer errors: an invariant that the code itself must keep. Crashes loudly, never caught. */
export class AssertionError extends Error {
  override name = 'AssertionError';
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new AssertionError(message);
}
