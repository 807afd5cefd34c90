import { getZagrebWallClock, type TIsoDate } from '@poslovno/domain';

/**
 * The bank's time, from the server's clock as the configuration reported it: the bank's day
 * (000 §9: Europe/Zagreb) decides the default execution date, "today" and the cut-off, and the
 * computer's own clock may be wrong or elsewhere.
 */
let offsetMs = 0;

/** The server said `bankTime` in an answer that arrived at `receivedAtMs` (browser time). */
export function setBankTime(bankTime: string, receivedAtMs: number): void {
  const bankMs = Date.parse(bankTime);
  if (Number.isFinite(bankMs)) offsetMs = bankMs - receivedAtMs;
}

export function getBankNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** The bank's business date now, YYYY-MM-DD. */
export function getBankToday(): TIsoDate {
  return getZagrebWallClock(getBankNow()).date;
}
