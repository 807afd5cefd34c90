/**
 * The automatic logout of 000 §9 as pure rules (no React, no clock of its own): the session ends
 * idleTimeoutSeconds after the person's own last call; a countdown warns before that. The server
 * is asked now and then, because another tab may have renewed the session or the server ended it.
 */

/** The warning never starts earlier than a minute before the end ... */
export const IDLE_WARNING_MAX_SECONDS = 60;
/** ... nor in the first half of a short idle timeout (test configurations). */
export function getIdleWarningSeconds(idleTimeoutSeconds: number): number {
  return Math.min(IDLE_WARNING_MAX_SECONDS, idleTimeoutSeconds / 2);
}

/** How often the countdown asks the server when the session ends. */
export const IDLE_SYNC_INTERVAL_MS = 30_000;

export interface TIdleState {
  idleTimeoutSeconds: number;
  /** When the person's last own call was sent (epoch ms). */
  lastOwnActivityAt: number;
  /** The server's last word: the end it announced, asked at `askedAt`. */
  server?: { askedAt: number; endsAt: number };
}

export type TIdlePhase = 'active' | 'warning' | 'expired';

export interface TIdleStatus {
  phase: TIdlePhase;
  /** Whole seconds left, rounded up, never below 0. */
  remainingSeconds: number;
}

export function createIdleState(idleTimeoutSeconds: number, lastOwnActivityAt: number): TIdleState {
  return { idleTimeoutSeconds, lastOwnActivityAt };
}

/** An own call renews the session; an older report than the one kept changes nothing. */
export function applyOwnActivity(state: TIdleState, at: number): TIdleState {
  return at > state.lastOwnActivityAt ? { ...state, lastOwnActivityAt: at } : state;
}

/** The server's answer to "when does this session end?", asked at `askedAt`. */
export function applyServerExpiration(
  state: TIdleState,
  answer: { remainingSeconds: number; idleTimeoutSeconds: number },
  askedAt: number,
): TIdleState {
  return {
    ...state,
    idleTimeoutSeconds: answer.idleTimeoutSeconds,
    server: { askedAt, endsAt: askedAt + answer.remainingSeconds * 1000 },
  };
}

/**
 * When the session ends. The server knows every tab's activity, so its answer wins over what this
 * tab saw before it was asked; an own call after the question renews the session again.
 */
export function getIdleDeadline(state: TIdleState): number {
  const ownDeadline = state.lastOwnActivityAt + state.idleTimeoutSeconds * 1000;
  if (!state.server) return ownDeadline;
  if (state.server.askedAt >= state.lastOwnActivityAt) return state.server.endsAt;
  return Math.max(ownDeadline, state.server.endsAt);
}

export function getIdleStatus(state: TIdleState, now: number): TIdleStatus {
  const remainingMs = getIdleDeadline(state) - now;
  const remainingSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  if (remainingMs <= 0) return { phase: 'expired', remainingSeconds: 0 };
  const isWarning = remainingMs <= getIdleWarningSeconds(state.idleTimeoutSeconds) * 1000;
  return { phase: isWarning ? 'warning' : 'active', remainingSeconds };
}

/** Ask the server on a fixed beat, and at once when the warning starts (it may be out of date). */
export function shouldAskServer(input: {
  now: number;
  lastAskedAt: number | undefined;
  previousPhase: TIdlePhase;
  phase: TIdlePhase;
}): boolean {
  if (input.phase === 'expired') return false;
  if (input.phase === 'warning' && input.previousPhase === 'active') return true;
  return input.lastAskedAt === undefined || input.now - input.lastAskedAt >= IDLE_SYNC_INTERVAL_MS;
}
