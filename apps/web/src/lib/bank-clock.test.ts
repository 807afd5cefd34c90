import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBankNow, getBankToday, setBankTime } from './bank-clock';

afterEach(() => vi.useRealTimers());

describe('the bank clock', () => {
  it('runs from the time the bank reported, whatever the computer says', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T22:30:00.000Z') });
    setBankTime('2026-11-20T09:00:00.000Z', Date.now());
    expect(getBankToday()).toBe('2026-11-20');
    vi.advanceTimersByTime(60_000);
    expect(getBankNow().toISOString()).toBe('2026-11-20T09:01:00.000Z');
  });

  it('takes the bank day in Zagreb, not the computer’s zone', () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T23:30:00.000Z') });
    setBankTime('2026-11-20T23:30:00.000Z', Date.now());
    expect(getBankToday()).toBe('2026-11-21');
  });
});
