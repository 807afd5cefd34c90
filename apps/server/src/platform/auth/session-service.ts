import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  SESSION_ABSOLUTE_LIFETIME_SECONDS,
  capitalizePersonName,
  describeUserAgent,
  type TLoginAuthorizationLevel,
  type TLoginType,
  type TServiceCode,
} from '@poslovno/domain';
import type { TSession, TSessionExpiration } from '@poslovno/contract';
import type { TClock } from '../clock';
import type { TConfig } from '../config';
import { withCompanyScope, withSystemTransaction, type TDb, type TExecutor } from '../db/database';
import { AppError } from '../errors';
import { recordSecurityEvent } from './security-events';
import {
  endOwnSession,
  endSession,
  findOpenSessionByCheckHandleHash,
  AUTHORITY_REVOKED_END_REASON,
  findOpenSessionByTokenHash,
  findSessionEndReasonByTokenHash,
  insertActivity,
  insertSession,
  selectPersonMemberships,
  touchSession,
  type TSessionWithOwner,
} from './sessions.repository';

export interface TAuthDeps {
  db: TDb;
  clock: TClock;
  config: TConfig;
}

/** Who is calling: taken from the session, never from the request body. */
export interface TActor {
  sessionId: string;
  personUuid: string;
  personId: number;
  personName: string;
  companyId: string;
  customerId: number;
  companyName: string;
  companyOib: string;
  authorizationLevel: TLoginAuthorizationLevel;
  allowedServices: TServiceCode[];
  loginType: TLoginType;
  createdAt: Date;
  lastActivityAt: Date;
  expiresAt: Date;
  deviceId: string | null;
}

/** Where a request came from, for the session history and the security log. */
export interface TRequestOrigin {
  ipAddress: string | null;
  userAgent: string | null;
  page: string | null;
}

/** Activity is written at most this often, so a burst of calls costs one UPDATE. */
const TOUCH_GRANULARITY_MS = 5_000;
/** Bounds the memory of recent touches; past it the memory starts again (a few extra UPDATEs). */
const MAX_REMEMBERED_TOUCHES = 10_000;
/** When this process last wrote each session's activity, by the injected clock. */
const lastTouchOfSession = new Map<string, number>();

/**
 * Whether this call writes the session's activity. Calls that run at the same time all read the
 * activity before the first touch commits: without this, each of them would write it (a burst of
 * UPDATEs on one row, the slowest requests of a busy session). The first claims the touch.
 */
function claimTouch(sessionId: string, nowMs: number): boolean {
  const last = lastTouchOfSession.get(sessionId);
  if (last !== undefined && nowMs >= last && nowMs - last < TOUCH_GRANULARITY_MS) return false;
  if (lastTouchOfSession.size >= MAX_REMEMBERED_TOUCHES) lastTouchOfSession.clear();
  lastTouchOfSession.set(sessionId, nowMs);
  return true;
}
const CHANNEL = 'WEB';

export function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

function toActor(row: TSessionWithOwner): TActor {
  return {
    sessionId: row.id,
    personUuid: row.personUuid,
    personId: row.personId,
    personName: capitalizePersonName(`${row.firstName} ${row.lastName}`),
    companyId: row.companyId,
    customerId: row.customerId,
    companyName: row.companyName,
    companyOib: row.companyOib,
    authorizationLevel: row.authorizationLevel as TLoginAuthorizationLevel,
    allowedServices: row.allowedServices as TServiceCode[],
    loginType: row.loginType as TLoginType,
    createdAt: row.createdAt,
    lastActivityAt: row.lastActivityAt,
    expiresAt: row.expiresAt,
    deviceId: row.deviceId,
  };
}

export async function toSessionResponse(deps: TAuthDeps, actor: TActor): Promise<TSession> {
  const memberships = await selectPersonMemberships(deps.db, actor.personUuid);
  return {
    id: actor.sessionId,
    createdAt: actor.createdAt.toISOString(),
    idleTimeoutSeconds: deps.config.sessionIdleTimeoutSeconds,
    loginType: actor.loginType,
    allowedServices: actor.allowedServices,
    permission: {
      personId: actor.personId,
      personName: actor.personName,
      authorizationLevel: actor.authorizationLevel,
      customerDetails: {
        customerId: actor.customerId,
        name: actor.companyName,
        oib: actor.companyOib,
      },
    },
    companies: memberships.map((membership) => ({
      customerId: membership.customerId,
      name: membership.name,
      authorizationLevel: membership.authorizationLevel as TLoginAuthorizationLevel,
    })),
  };
}

/** When the session ends without further activity: idle limit or absolute lifetime, earlier first. */
function computeExpiry(deps: TAuthDeps, lastActivityAt: Date, expiresAt: Date): Date {
  const idleEnd = lastActivityAt.getTime() + deps.config.sessionIdleTimeoutSeconds * 1000;
  return new Date(Math.min(idleEnd, expiresAt.getTime()));
}

export interface TOpenSessionInput {
  personUuid: string;
  companyId: string;
  authorizationLevel: TLoginAuthorizationLevel;
  loginType: TLoginType;
  allowedServices: TServiceCode[];
  deviceId: string | null;
  origin: TRequestOrigin;
}

/**
 * Opens a session: an opaque bearer token for the API and a separate check handle for the
 * HttpOnly cookie that GET /sessions/is-valid reads. Only their hashes are stored.
 */
export async function openSession(deps: TAuthDeps, input: TOpenSessionInput, tx?: TExecutor) {
  const token = newSecret();
  const checkHandle = newSecret();
  const id = randomUUID();
  const now = deps.clock.now();
  const { deviceType } = describeUserAgent(input.origin.userAgent);
  const work = async (db: TExecutor) => {
    await insertSession(db, {
      id,
      tokenHash: hashSecret(token),
      checkHandleHash: hashSecret(checkHandle),
      personId: input.personUuid,
      companyId: input.companyId,
      authorizationLevel: input.authorizationLevel,
      loginType: input.loginType,
      allowedServices: input.allowedServices,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000),
      ipAddress: input.origin.ipAddress,
      userAgent: input.origin.userAgent?.slice(0, 500) ?? null,
      deviceType,
      deviceId: input.deviceId,
      lastPage: null,
      channel: CHANNEL,
    });
    await insertActivity(db, {
      sessionId: id,
      companyId: input.companyId,
      personId: input.personUuid,
      occurredAt: now,
      kind: 'SIGN_IN',
      page: null,
      ipAddress: input.origin.ipAddress,
      deviceType,
      channel: CHANNEL,
    });
    await recordSecurityEvent(db, {
      kind: 'SIGN_IN_SUCCEEDED',
      at: now,
      personUuid: input.personUuid,
      companyId: input.companyId,
      deviceId: input.deviceId,
      sessionId: id,
      ipAddress: input.origin.ipAddress,
      details: { loginType: input.loginType, authorizationLevel: input.authorizationLevel },
    });
    const row = await findOpenSessionByTokenHash(db, hashSecret(token));
    if (!row) throw new Error('session vanished inside its own transaction');
    return toActor(row);
  };
  const actor = tx ? await work(tx) : await withSystemTransaction(deps.db, work);
  return { token, checkHandle, actor };
}

async function endWithEvent(deps: TAuthDeps, row: TActor, reason: 'INACTIVITY' | 'EXPIRED') {
  const now = deps.clock.now();
  if (await endSession(deps.db, row.sessionId, now, reason))
    await recordSecurityEvent(deps.db, {
      kind: 'SESSION_ENDED',
      at: now,
      personUuid: row.personUuid,
      companyId: row.companyId,
      sessionId: row.sessionId,
      details: { reason },
    });
}

/** A page path as the web app reports it: a bounded path, or nothing. */
export function readPage(value: unknown): string | null {
  return typeof value === 'string' && /^\/[\w\-/.:]{0,199}$/.test(value) ? value : null;
}

/**
 * Resolves a bearer token to its actor. Five minutes without the person's own activity end the
 * session (000 §9), and so does the absolute lifetime; a background call never counts as
 * activity. The hot path costs one SELECT; a touch is written at most every few seconds, or when
 * the person moved to another page (the session history shows the page).
 */
export async function authenticateSession(
  deps: TAuthDeps,
  token: string,
  options: { isBackground: boolean; origin: TRequestOrigin },
): Promise<TActor> {
  const tokenHash = hashSecret(token);
  const row = await findOpenSessionByTokenHash(deps.db, tokenHash);
  if (!row) {
    // A session ended by the revocation of its person's authority says so (issue 23).
    const endReason = await findSessionEndReasonByTokenHash(deps.db, tokenHash);
    throw new AppError(
      endReason === AUTHORITY_REVOKED_END_REASON ? 'SESSION_ACCESS_REVOKED' : 'SESSION_NOT_FOUND',
    );
  }
  const actor = toActor(row);
  const now = deps.clock.now();
  if (now.getTime() >= actor.expiresAt.getTime()) {
    await endWithEvent(deps, actor, 'EXPIRED');
    throw new AppError('SESSION_NOT_FOUND');
  }
  const idleMs = now.getTime() - actor.lastActivityAt.getTime();
  if (idleMs > deps.config.sessionIdleTimeoutSeconds * 1000) {
    await endWithEvent(deps, actor, 'INACTIVITY');
    throw new AppError('SESSION_NOT_FOUND');
  }
  if (options.isBackground) return actor;
  const page = options.origin.page;
  const hasMoved = page !== null && page !== row.lastPage;
  if (hasMoved || (idleMs >= TOUCH_GRANULARITY_MS && claimTouch(actor.sessionId, now.getTime()))) {
    await touchSession(deps.db, actor.sessionId, now, page);
    actor.lastActivityAt = now;
  }
  if (hasMoved)
    await insertActivity(deps.db, {
      sessionId: actor.sessionId,
      companyId: actor.companyId,
      personId: actor.personUuid,
      occurredAt: now,
      kind: 'PAGE',
      page,
      ipAddress: options.origin.ipAddress,
      deviceType: row.deviceType,
      channel: row.channel,
    });
  return actor;
}

export function describeExpiration(deps: TAuthDeps, actor: TActor): TSessionExpiration {
  const expiry = computeExpiry(deps, actor.lastActivityAt, actor.expiresAt);
  return {
    sessionId: actor.sessionId,
    expiresAt: expiry.toISOString(),
    remainingSeconds: Math.max(
      0,
      Math.floor((expiry.getTime() - deps.clock.now().getTime()) / 1000),
    ),
    idleTimeoutSeconds: deps.config.sessionIdleTimeoutSeconds,
  };
}

/** "Stay": the explicit renewal before the automatic logout. Only the session itself renews. */
export async function renewSession(
  deps: TAuthDeps,
  actor: TActor,
  sessionId: string,
  origin: TRequestOrigin,
): Promise<TSessionExpiration> {
  if (sessionId !== actor.sessionId) throw new AppError('NOT_FOUND');
  const now = deps.clock.now();
  await withCompanyScope(deps.db, actor, async (tx) => {
    await touchSession(tx, actor.sessionId, now, null);
    await insertActivity(tx, {
      sessionId: actor.sessionId,
      companyId: actor.companyId,
      personId: actor.personUuid,
      occurredAt: now,
      kind: 'RENEW',
      page: origin.page,
      ipAddress: origin.ipAddress,
      deviceType: describeUserAgent(origin.userAgent).deviceType,
      channel: CHANNEL,
    });
  });
  return describeExpiration(deps, { ...actor, lastActivityAt: now });
}

export function describeOwnExpiration(
  deps: TAuthDeps,
  actor: TActor,
  sessionId: string,
): TSessionExpiration {
  if (sessionId !== actor.sessionId) throw new AppError('NOT_FOUND');
  return describeExpiration(deps, actor);
}

export async function isSessionCheckHandleValid(
  deps: TAuthDeps,
  checkHandle: string,
): Promise<boolean> {
  const row = await findOpenSessionByCheckHandleHash(deps.db, hashSecret(checkHandle));
  if (!row) return false;
  return (
    deps.clock.now().getTime() < computeExpiry(deps, row.lastActivityAt, row.expiresAt).getTime()
  );
}

/**
 * Sign-out, or ending another of one's own sessions: NOT_FOUND for anyone else's. `reason`
 * tells the history whether the person signed out, switched company, or ended another session.
 */
export async function endOwnSessionOrFail(
  deps: TAuthDeps,
  actor: TActor,
  sessionId: string,
  origin: TRequestOrigin,
  reason?: 'COMPANY_SWITCH' | 'INACTIVITY',
): Promise<void> {
  const now = deps.clock.now();
  const isCurrent = sessionId === actor.sessionId;
  const endReason =
    reason === 'COMPANY_SWITCH' || (reason === 'INACTIVITY' && isCurrent)
      ? reason
      : isCurrent
        ? 'LOGOUT'
        : 'ENDED_BY_USER';
  const isOwn = await withCompanyScope(deps.db, actor, async (tx) => {
    const ended = await endOwnSession(
      tx,
      { sessionId, personUuid: actor.personUuid, companyId: actor.companyId },
      now,
      endReason,
    );
    if (!ended) return false;
    await insertActivity(tx, {
      sessionId,
      companyId: actor.companyId,
      personId: actor.personUuid,
      occurredAt: now,
      kind: reason === 'COMPANY_SWITCH' ? 'COMPANY_SWITCH' : 'SIGN_OUT',
      page: origin.page,
      ipAddress: origin.ipAddress,
      deviceType: describeUserAgent(origin.userAgent).deviceType,
      channel: CHANNEL,
    });
    await recordSecurityEvent(tx, {
      kind: 'SESSION_ENDED',
      at: now,
      personUuid: actor.personUuid,
      companyId: actor.companyId,
      sessionId,
      ipAddress: origin.ipAddress,
      details: { reason: endReason },
    });
    return true;
  });
  if (!isOwn) throw new AppError('NOT_FOUND');
}
