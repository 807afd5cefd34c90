import { inject } from 'vitest';

/** The servers' business time now (their clock runs from a fixed start, see global-setup.ts). */
export function getServerNow(): Date {
  return new Date(Date.now() + inject('e2eClockOffsetMs'));
}
