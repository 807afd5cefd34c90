import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createIdleController,
  type TIdleControllerDeps,
  type TIdleServerAnswer,
} from './idle-controller';
import type { TIdleStatus } from './idle-timer';

const T0 = Date.UTC(2026, 2, 5, 9, 0, 0);

function createDeps() {
  const activityListeners = new Set<(at: number) => void>();
  const statuses: TIdleStatus[] = [];
  const deps = {
    idleTimeoutSeconds: 300,
    now: () => Date.now(),
    getLastOwnActivityAt: () => T0,
    subscribeOwnActivity: (listener: (at: number) => void) => {
      activityListeners.add(listener);
      return () => activityListeners.delete(listener);
    },
    fetchExpiration: vi.fn<() => Promise<TIdleServerAnswer>>(() =>
      Promise.resolve({
        remainingSeconds: Math.ceil((T0 + 300_000 - Date.now()) / 1000),
        idleTimeoutSeconds: 300,
      }),
    ),
    renewSession: vi.fn<() => Promise<TIdleServerAnswer>>(() =>
      Promise.resolve({ remainingSeconds: 300, idleTimeoutSeconds: 300 }),
    ),
    isSessionGone: (error: unknown) =>
      error instanceof Error && error.message === 'SESSION_NOT_FOUND',
    onStatus: (status: TIdleStatus) => {
      statuses.push(status);
    },
    onEnd: vi.fn<(reason: 'inactivity' | 'sessionExpired') => void>(),
  } satisfies TIdleControllerDeps;
  const lastStatus = () => statuses[statuses.length - 1];
  const reportActivity = (at: number) => {
    for (const listener of activityListeners) listener(at);
  };
  return { deps, lastStatus, reportActivity, activityListeners };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createIdleController', () => {
  it('asks the server at once, then every 30 seconds, always in the background', async () => {
    const { deps } = createDeps();
    const controller = createIdleController(deps);
    controller.start();
    expect(deps.fetchExpiration).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(deps.fetchExpiration).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(deps.fetchExpiration).toHaveBeenCalledTimes(2);
    controller.stop();
  });

  it('counts down in the last minute, asks again when the warning opens, and ends at zero', async () => {
    const { deps, lastStatus } = createDeps();
    const controller = createIdleController(deps);
    controller.start();
    await vi.advanceTimersByTimeAsync(239_000);
    expect(lastStatus()).toEqual({ phase: 'active', remainingSeconds: 61 });
    const asksBefore = deps.fetchExpiration.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(lastStatus()).toEqual({ phase: 'warning', remainingSeconds: 60 });
    expect(deps.fetchExpiration.mock.calls.length).toBe(asksBefore + 1);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(lastStatus()).toEqual({ phase: 'warning', remainingSeconds: 1 });
    expect(deps.onEnd).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(deps.onEnd).toHaveBeenCalledExactlyOnceWith('inactivity');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deps.onEnd).toHaveBeenCalledOnce();
  });

  it('closes the warning when another tab renewed the session', async () => {
    const { deps, lastStatus } = createDeps();
    const controller = createIdleController(deps);
    controller.start();
    await vi.advanceTimersByTimeAsync(200_000);
    deps.fetchExpiration.mockResolvedValue({ remainingSeconds: 250, idleTimeoutSeconds: 300 });
    await vi.advanceTimersByTimeAsync(40_000);
    expect(lastStatus()?.phase).toBe('active');
    controller.stop();
  });

  it('ends as expired when the server says no time is left', async () => {
    const { deps } = createDeps();
    deps.fetchExpiration.mockResolvedValue({ remainingSeconds: 0, idleTimeoutSeconds: 300 });
    createIdleController(deps).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.onEnd).toHaveBeenCalledExactlyOnceWith('sessionExpired');
  });

  it('ends as expired when the server no longer knows the session', async () => {
    const { deps } = createDeps();
    deps.fetchExpiration.mockRejectedValue(new Error('SESSION_NOT_FOUND'));
    createIdleController(deps).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.onEnd).toHaveBeenCalledExactlyOnceWith('sessionExpired');
  });

  it('keeps counting locally when the server cannot be asked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { deps, lastStatus } = createDeps();
    deps.fetchExpiration.mockRejectedValue(new Error('NETWORK_ERROR'));
    const controller = createIdleController(deps);
    controller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deps.onEnd).not.toHaveBeenCalled();
    expect(lastStatus()).toEqual({ phase: 'active', remainingSeconds: 290 });
    expect(warn).toHaveBeenCalled();
    controller.stop();
    warn.mockRestore();
  });

  it('takes the person’s own calls as activity', async () => {
    const { deps, lastStatus, reportActivity } = createDeps();
    const controller = createIdleController(deps);
    controller.start();
    await vi.advanceTimersByTimeAsync(100_000);
    reportActivity(Date.now());
    expect(lastStatus()).toEqual({ phase: 'active', remainingSeconds: 300 });
    controller.stop();
  });

  it('renews on "Stay" and closes the warning', async () => {
    const { deps, lastStatus } = createDeps();
    const controller = createIdleController(deps);
    controller.start();
    await vi.advanceTimersByTimeAsync(250_000);
    expect(lastStatus()?.phase).toBe('warning');
    await controller.stay();
    expect(deps.renewSession).toHaveBeenCalledOnce();
    expect(lastStatus()).toEqual({ phase: 'active', remainingSeconds: 300 });
    controller.stop();
  });

  it('stops ticking and listening when stopped', async () => {
    const { deps, activityListeners } = createDeps();
    const controller = createIdleController(deps);
    controller.start();
    controller.stop();
    expect(activityListeners.size).toBe(0);
    await vi.advanceTimersByTimeAsync(400_000);
    expect(deps.onEnd).not.toHaveBeenCalled();
  });
});
