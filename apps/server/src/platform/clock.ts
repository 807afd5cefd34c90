/** Business time comes from here, never from Date.now() inside rules or SQL now() defaults. */
export interface TClock {
  now(): Date;
}

export const systemClock: TClock = { now: () => new Date() };

/** A clock for tests that stands still until moved. */
export function createFixedClock(
  start: Date,
): TClock & { advanceMs(ms: number): void; set(date: Date): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    advanceMs: (ms) => {
      current = new Date(current.getTime() + ms);
    },
    set: (date) => {
      current = new Date(date);
    },
  };
}
