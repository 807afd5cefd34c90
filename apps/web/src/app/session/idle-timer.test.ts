import { describe, expect, it } from 'vitest';
import {
  IDLE_SYNC_INTERVAL_MS,
  applyOwnActivity,
  applyServerExpiration,
  createIdleState,
  getIdleDeadline,
  getIdleStatus,
  getIdleWarningSeconds,
  shouldAskServer,
} from './idle-timer';

const T0 = Date.UTC(2026, 2, 5, 9, 0, 0);
const seconds = (count: number) => count * 1000;

describe('getIdleWarningSeconds', () => {
  it('warns a minute ahead, or at half of a short timeout', () => {
    expect(getIdleWarningSeconds(300)).toBe(60);
    expect(getIdleWarningSeconds(120)).toBe(60);
    expect(getIdleWarningSeconds(60)).toBe(30);
    expect(getIdleWarningSeconds(20)).toBe(10);
  });
});

describe('getIdleStatus', () => {
  const state = createIdleState(300, T0);

  it('is active until the warning, then counts down whole seconds rounded up', () => {
    expect(getIdleStatus(state, T0)).toEqual({ phase: 'active', remainingSeconds: 300 });
    expect(getIdleStatus(state, T0 + seconds(239))).toEqual({
      phase: 'active',
      remainingSeconds: 61,
    });
    expect(getIdleStatus(state, T0 + seconds(240))).toEqual({
      phase: 'warning',
      remainingSeconds: 60,
    });
    expect(getIdleStatus(state, T0 + seconds(299) + 500)).toEqual({
      phase: 'warning',
      remainingSeconds: 1,
    });
  });

  it('expires at the deadline and never shows a negative count', () => {
    expect(getIdleStatus(state, T0 + seconds(300))).toEqual({
      phase: 'expired',
      remainingSeconds: 0,
    });
    expect(getIdleStatus(state, T0 + seconds(900)).remainingSeconds).toBe(0);
  });

  it('uses half of a short timeout as the warning', () => {
    const short = createIdleState(20, T0);
    expect(getIdleStatus(short, T0 + seconds(9)).phase).toBe('active');
    expect(getIdleStatus(short, T0 + seconds(10)).phase).toBe('warning');
  });
});

describe('own activity', () => {
  it('renews the deadline, and an older report changes nothing', () => {
    const state = createIdleState(300, T0);
    const renewed = applyOwnActivity(state, T0 + seconds(100));
    expect(getIdleDeadline(renewed)).toBe(T0 + seconds(400));
    expect(applyOwnActivity(renewed, T0 + seconds(50))).toBe(renewed);
  });
});

describe('the server answer', () => {
  it('wins over what this tab saw before asking (another tab renewed the session)', () => {
    const state = applyServerExpiration(
      createIdleState(300, T0),
      { remainingSeconds: 290, idleTimeoutSeconds: 300 },
      T0 + seconds(250),
    );
    expect(getIdleDeadline(state)).toBe(T0 + seconds(540));
    expect(getIdleStatus(state, T0 + seconds(260)).phase).toBe('active');
  });

  it('wins when it ends the session earlier than this tab thought', () => {
    const state = applyServerExpiration(
      createIdleState(300, T0),
      { remainingSeconds: 40, idleTimeoutSeconds: 300 },
      T0 + seconds(250),
    );
    expect(getIdleDeadline(state)).toBe(T0 + seconds(290));
  });

  it('gives way to an own call made after the question', () => {
    const answered = applyServerExpiration(
      createIdleState(300, T0),
      { remainingSeconds: 60, idleTimeoutSeconds: 300 },
      T0 + seconds(240),
    );
    const renewed = applyOwnActivity(answered, T0 + seconds(245));
    expect(getIdleDeadline(renewed)).toBe(T0 + seconds(545));
  });

  it('takes the idle timeout from the server', () => {
    const state = applyServerExpiration(
      createIdleState(300, T0),
      { remainingSeconds: 30, idleTimeoutSeconds: 30 },
      T0,
    );
    expect(getIdleStatus(state, T0 + seconds(14)).phase).toBe('active');
    expect(getIdleStatus(state, T0 + seconds(15)).phase).toBe('warning');
  });
});

describe('shouldAskServer', () => {
  it('asks first, then every 30 seconds', () => {
    expect(
      shouldAskServer({
        now: T0,
        lastAskedAt: undefined,
        previousPhase: 'active',
        phase: 'active',
      }),
    ).toBe(true);
    expect(
      shouldAskServer({
        now: T0 + IDLE_SYNC_INTERVAL_MS - 1,
        lastAskedAt: T0,
        previousPhase: 'active',
        phase: 'active',
      }),
    ).toBe(false);
    expect(
      shouldAskServer({
        now: T0 + IDLE_SYNC_INTERVAL_MS,
        lastAskedAt: T0,
        previousPhase: 'active',
        phase: 'active',
      }),
    ).toBe(true);
  });

  it('asks at once when the warning opens, and not after the end', () => {
    expect(
      shouldAskServer({
        now: T0 + 1000,
        lastAskedAt: T0,
        previousPhase: 'active',
        phase: 'warning',
      }),
    ).toBe(true);
    expect(
      shouldAskServer({
        now: T0 + 2000,
        lastAskedAt: T0 + 1000,
        previousPhase: 'warning',
        phase: 'warning',
      }),
    ).toBe(false);
    expect(
      shouldAskServer({
        now: T0 + IDLE_SYNC_INTERVAL_MS * 2,
        lastAskedAt: T0,
        previousPhase: 'warning',
        phase: 'expired',
      }),
    ).toBe(false);
  });
});
