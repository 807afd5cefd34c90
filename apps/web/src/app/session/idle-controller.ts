import {
  applyOwnActivity,
  applyServerExpiration,
  createIdleState,
  getIdleStatus,
  shouldAskServer,
  type TIdlePhase,
  type TIdleStatus,
} from './idle-timer';

const TICK_MS = 1000;

export interface TIdleServerAnswer {
  remainingSeconds: number;
  idleTimeoutSeconds: number;
}

export type TIdleEndReason = 'inactivity' | 'sessionExpired';

/** What the countdown needs from the world; the component passes the API client and React state. */
export interface TIdleControllerDeps {
  idleTimeoutSeconds: number;
  now: () => number;
  getLastOwnActivityAt: () => number | undefined;
  subscribeOwnActivity: (listener: (at: number) => void) => () => void;
  /** Asks when the session ends, as a background call (it must not renew the session). */
  fetchExpiration: () => Promise<TIdleServerAnswer>;
  /** "Stay": renews the session. */
  renewSession: () => Promise<TIdleServerAnswer>;
  /** Whether a failed question means the server no longer knows the session. */
  isSessionGone: (error: unknown) => boolean;
  onStatus: (status: TIdleStatus) => void;
  /** Called once, when the session is over. */
  onEnd: (reason: TIdleEndReason) => void;
}

export interface TIdleController {
  start: () => void;
  stop: () => void;
  stay: () => Promise<void>;
}

/**
 * Runs the rules of idle-timer.ts on a one-second beat: reports the status, asks the server every
 * 30 seconds and when the warning opens, and ends the session at zero or when the server has.
 */
export function createIdleController(deps: TIdleControllerDeps): TIdleController {
  let state = createIdleState(deps.idleTimeoutSeconds, deps.getLastOwnActivityAt() ?? deps.now());
  let previousPhase: TIdlePhase = 'active';
  let lastAskedAt: number | undefined;
  let isAsking = false;
  let hasEnded = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let unsubscribe: (() => void) | undefined;

  function stop(): void {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    unsubscribe?.();
    unsubscribe = undefined;
  }

  function end(reason: TIdleEndReason): void {
    if (hasEnded) return;
    hasEnded = true;
    stop();
    deps.onEnd(reason);
  }

  function update(): void {
    if (hasEnded) return;
    const now = deps.now();
    const status = getIdleStatus(state, now);
    const phaseBefore = previousPhase;
    previousPhase = status.phase;
    deps.onStatus(status);
    if (status.phase === 'expired') {
      end('inactivity');
      return;
    }
    if (
      !isAsking &&
      shouldAskServer({ now, lastAskedAt, previousPhase: phaseBefore, phase: status.phase })
    )
      void askServer();
  }

  function applyAnswer(answer: TIdleServerAnswer, askedAt: number): void {
    if (hasEnded) return;
    if (answer.remainingSeconds <= 0) {
      end('sessionExpired');
      return;
    }
    state = applyServerExpiration(state, answer, askedAt);
    update();
  }

  async function askServer(): Promise<void> {
    const askedAt = deps.now();
    lastAskedAt = askedAt;
    isAsking = true;
    try {
      const answer = await deps.fetchExpiration();
      isAsking = false;
      applyAnswer(answer, askedAt);
    } catch (error) {
      isAsking = false;
      if (deps.isSessionGone(error)) end('sessionExpired');
      // Otherwise the server could not be asked this time: the local countdown stays in force.
      else console.warn('Asking when the session ends failed', error);
    }
  }

  return {
    start() {
      if (hasEnded || timer !== undefined) return;
      unsubscribe = deps.subscribeOwnActivity((at) => {
        state = applyOwnActivity(state, at);
        update();
      });
      timer = setInterval(update, TICK_MS);
      update();
    },
    stop,
    async stay() {
      if (hasEnded) return;
      const askedAt = deps.now();
      applyAnswer(await deps.renewSession(), askedAt);
    },
  };
}
