import { randomUUID } from 'node:crypto';
import {
  PENDING_SIGN_IN_LIFETIME_SECONDS,
  type TLoginAuthorizationLevel,
  type TLoginType,
  type TServiceCode,
} from '@poslovno/domain';
import type { TServiceChoice, TSessionCreated } from '@poslovno/contract';
import { withSystemTransaction } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import {
  hashSecret,
  newSecret,
  openSession,
  toSessionResponse,
  type TAuthDeps,
  type TRequestOrigin,
} from '../../platform/auth/session-service';
import { selectPersonMemberships } from '../../platform/auth/sessions.repository';
import { recordSecurityEvent } from '../../platform/auth/security-events';
import {
  consumePendingSignIn,
  insertPendingSignIn,
  isBrowserTrustedBy,
} from './sign-in.repository';

/** What the routes set as cookies after a session opened. */
export interface TOpenedSession {
  created: TSessionCreated;
  checkHandle: string;
}

/** 000 §6: a login level of 3 allows any level; 1 and 2 only themselves. */
export function isLoginLevelAllowed(
  membershipLevel: number,
  chosen: TLoginAuthorizationLevel,
): boolean {
  return membershipLevel === 3 || membershipLevel === chosen;
}

export async function openSignedInSession(
  deps: TAuthDeps,
  input: {
    personUuid: string;
    companyId: string;
    authorizationLevel: TLoginAuthorizationLevel;
    allowedServices: string[];
    loginType: TLoginType;
    deviceId: string | null;
    origin: TRequestOrigin;
    browserHandle: string | undefined;
  },
): Promise<TOpenedSession> {
  const { token, checkHandle, actor } = await openSession(deps, {
    personUuid: input.personUuid,
    companyId: input.companyId,
    authorizationLevel: input.authorizationLevel,
    loginType: input.loginType,
    allowedServices: input.allowedServices as TServiceCode[],
    deviceId: input.deviceId,
    origin: input.origin,
  });
  const isBrowserTrusted =
    input.browserHandle !== undefined &&
    (await isBrowserTrustedBy(deps.db, input.personUuid, hashSecret(input.browserHandle)));
  return {
    checkHandle,
    created: {
      status: 'SIGNED_IN',
      token,
      session: await toSessionResponse(deps, actor),
      isBrowserTrusted,
    },
  };
}

/**
 * Smartcard and QR sign-in prove the person, not the company: with exactly one company (allowed
 * service) the session opens at once; with several the person chooses one (000 §4).
 */
export async function completeProvenSignIn(
  deps: TAuthDeps,
  input: {
    personUuid: string;
    loginType: 'SMARTCARD' | 'QR';
    deviceId: string;
    origin: TRequestOrigin;
    browserHandle: string | undefined;
  },
): Promise<TOpenedSession | { choice: TServiceChoice }> {
  const memberships = await selectPersonMemberships(deps.db, input.personUuid);
  const only = memberships.length === 1 ? memberships[0] : undefined;
  if (only)
    return openSignedInSession(deps, {
      ...input,
      companyId: only.companyId,
      authorizationLevel: only.authorizationLevel as TLoginAuthorizationLevel,
      allowedServices: only.allowedServices,
    });
  if (memberships.length === 0) throw new AppError('AUTH_01');
  const handle = newSecret();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + PENDING_SIGN_IN_LIFETIME_SECONDS * 1000);
  await insertPendingSignIn(deps.db, {
    id: randomUUID(),
    handleHash: hashSecret(handle),
    personId: input.personUuid,
    deviceId: input.deviceId,
    loginType: input.loginType,
    createdAt: now,
    expiresAt,
  });
  return {
    choice: {
      status: 'CHOOSE_SERVICE',
      pendingSignIn: handle,
      expiresAt: expiresAt.toISOString(),
      services: memberships.map((membership) => ({
        customerId: membership.customerId,
        name: membership.name,
        authorizationLevel: membership.authorizationLevel as TLoginAuthorizationLevel,
      })),
    },
  };
}

/** POST /sessions after a service choice: the pending sign-in is used once, for one of its companies. */
export async function openSessionFromPendingSignIn(
  deps: TAuthDeps,
  input: {
    pendingSignIn: string;
    customerId: number;
    origin: TRequestOrigin;
    browserHandle: string | undefined;
  },
): Promise<TOpenedSession> {
  const now = deps.clock.now();
  const pending = await withSystemTransaction(deps.db, async (tx) => {
    const row = await consumePendingSignIn(tx, hashSecret(input.pendingSignIn), now);
    if (!row) throw new AppError('SIGN_IN_EXPIRED');
    const memberships = await selectPersonMemberships(tx, row.personId);
    const membership = memberships.find((m) => m.customerId === input.customerId);
    // Not one of the person's companies: refused, and the rollback leaves the handle usable.
    if (!membership) throw new AppError('AUTH_01');
    return { row, membership };
  });
  return openSignedInSession(deps, {
    personUuid: pending.row.personId,
    companyId: pending.membership.companyId,
    authorizationLevel: pending.membership.authorizationLevel as TLoginAuthorizationLevel,
    allowedServices: pending.membership.allowedServices,
    loginType: pending.row.loginType as 'SMARTCARD' | 'QR',
    deviceId: pending.row.deviceId,
    origin: input.origin,
    browserHandle: input.browserHandle,
  });
}

/**
 * A device that proved the person but may not sign in (revoked, waiting for activation, not
 * allowed for sign-in): logged, and answered AUTH_98 whatever the way of signing in.
 */
export async function refuseDeviceNotAllowed(
  deps: Pick<TAuthDeps, 'db'>,
  attempt: {
    at: Date;
    personUuid: string;
    deviceId: string;
    ipAddress: string;
    loginType: TLoginType;
  },
): Promise<never> {
  await recordSecurityEvent(deps.db, {
    kind: 'SIGN_IN_FAILED',
    at: attempt.at,
    personUuid: attempt.personUuid,
    deviceId: attempt.deviceId,
    ipAddress: attempt.ipAddress,
    details: { loginType: attempt.loginType, reason: 'DEVICE_NOT_ALLOWED' },
  });
  throw new AppError('AUTH_98');
}
