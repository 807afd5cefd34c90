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

/**
 * A clock that runs from a chosen instant at the real pace: the end-to-end tests start the built
 * servers on a known business day and time (before the cut-off on a working day), so what they
 * check does not depend on when the suite runs. `realAnchorMs` is the real instant the chosen one
 * stands for, so that processes started one after another share the same clock.
 */
export function createShiftedClock(
  start: { at: Date; realAnchorMs?: number | undefined },
  realNow: () => number = Date.now,
): TClock {
  const offsetMs = start.at.getTime() - (start.realAnchorMs ?? realNow());
  return { now: () => new Date(realNow() + offsetMs) };
}
