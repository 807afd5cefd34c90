import { describe, expect, it } from 'vitest';
import { createShiftedClock } from './clock';

describe('createShiftedClock', () => {
  it('shows the chosen instant at its anchor and runs on at the real pace', () => {
    let real = 1_764_000_000_000;
    const clock = createShiftedClock(
      { at: new Date('2026-11-20T09:00:00.000Z'), realAnchorMs: real - 2_000 },
      () => real,
    );
    expect(clock.now().toISOString()).toBe('2026-11-20T09:00:02.000Z');
    real += 60_000;
    expect(clock.now().toISOString()).toBe('2026-11-20T09:01:02.000Z');
  });

  it('anchors at its own creation without an anchor', () => {
    const clock = createShiftedClock({ at: new Date('2026-11-20T09:00:00.000Z') }, () => 5);
    expect(clock.now().toISOString()).toBe('2026-11-20T09:00:00.000Z');
  });
});
