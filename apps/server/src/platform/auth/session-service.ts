import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  SESSION_IDLE_TIMEOUT_SECONDS,
  capitalizePersonName,
  type TLoginAuthorizationLevel,
  type TServiceCode,
} from '@poslovno/domain';
import type { TSession } from '@poslovno/contract';
import type { TClock } from '../clock';
import { withCompanyScope, withSystemTransaction, type TDb } from '../db/database';
import { AppError } from '../errors';
import {
  endOwnSession,
  endSession,
  findOpenSessionByCheckHandleHash,
  findOpenSessionByTokenHash,
  insertSession,
  touchSession,
  type TSessionWithOwner,
} from './sessions.repository';

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
  loginType: TSession['loginType'];
  createdAt: Date;
}

const IDLE_TIMEOUT_MS = SESSION_IDLE_TIMEOUT_SECONDS * 1000;
/** Activity is written at most this often, so a burst of calls costs one UPDATE. */
const TOUCH_GRANULARITY_MS = 5_000;

function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}

function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

function toActor(row: NonNullable<TSessionWithOwner>): TActor {
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
    loginType: row.loginType as TSession['loginType'],
    createdAt: row.createdAt,
  };
}

export function toSessionResponse(actor: TActor): TSession {
  return {
    id: actor.sessionId,
    createdAt: actor.createdAt.toISOString(),
    idleTimeoutSeconds: SESSION_IDLE_TIMEOUT_SECONDS,
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
  };
}

export interface TOpenSessionInput {
  personUuid: string;
  companyId: string;
  authorizationLevel: TLoginAuthorizationLevel;
  loginType: TSession['loginType'];
  allowedServices: TServiceCode[];
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * Opens a session: an opaque bearer token for the API and a separate check handle for the
 * HttpOnly cookie that GET /sessions/is-valid reads. Only their hashes are stored.
 */
export async function openSession(deps: { db: TDb; clock: TClock }, input: TOpenSessionInput) {
  const token = newSecret();
  const checkHandle = newSecret();
  const id = randomUUID();
  const actor = await withSystemTransaction(deps.db, async (tx) => {
    await insertSession(tx, {
      id,
      tokenHash: hashSecret(token),
      checkHandleHash: hashSecret(checkHandle),
      personId: input.personUuid,
      companyId: input.companyId,
      authorizationLevel: input.authorizationLevel,
      loginType: input.loginType,
      allowedServices: input.allowedServices,
      createdAt: deps.clock.now(),
      ipAddress: input.ipAddress,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
      channel: 'WEB',
    });
    const row = await findOpenSessionByTokenHash(tx, hashSecret(token));
    if (!row) throw new Error('session vanished inside its own transaction');
    return toActor(row);
  });
  return { token, checkHandle, actor };
}

/**
 * Resolves a bearer token to its actor. Five minutes without the person's own activity end the
 * session (000 §9); a call marked as background does not count as activity. Each statement runs
 * on its own (no wrapping transaction): the hot path of every call costs one SELECT, and an
 * expired session stays ended although the call then fails.
 */
export async function authenticateSession(
  deps: { db: TDb; clock: TClock },
  token: string,
  options: { isBackground: boolean },
): Promise<TActor> {
  const row = await findOpenSessionByTokenHash(deps.db, hashSecret(token));
  if (!row) throw new AppError('SESSION_NOT_FOUND');
  const now = deps.clock.now();
  const idleMs = now.getTime() - row.lastActivityAt.getTime();
  if (idleMs > IDLE_TIMEOUT_MS) {
    await endSession(deps.db, row.id, now, 'INACTIVITY');
    throw new AppError('SESSION_NOT_FOUND');
  }
  if (!options.isBackground && idleMs >= TOUCH_GRANULARITY_MS)
    await touchSession(deps.db, row.id, now);
  return toActor(row);
}

export async function isSessionCheckHandleValid(
  deps: { db: TDb; clock: TClock },
  checkHandle: string,
): Promise<boolean> {
  return withSystemTransaction(deps.db, async (tx) => {
    const row = await findOpenSessionByCheckHandleHash(tx, hashSecret(checkHandle));
    return !!row && deps.clock.now().getTime() - row.lastActivityAt.getTime() <= IDLE_TIMEOUT_MS;
  });
}

/** Sign-out, or ending another of one's own sessions: NOT_FOUND for anyone else's. */
export async function endOwnSessionOrFail(
  deps: { db: TDb; clock: TClock },
  actor: TActor,
  sessionId: string,
): Promise<void> {
  const isOwn = await withCompanyScope(deps.db, actor, (tx) =>
    endOwnSession(
      tx,
      { sessionId, personUuid: actor.personUuid, companyId: actor.companyId },
      deps.clock.now(),
      'LOGOUT',
    ),
  );
  if (!isOwn) throw new AppError('NOT_FOUND');
}
