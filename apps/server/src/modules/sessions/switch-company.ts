import type { TLoginAuthorizationLevel } from '@poslovno/domain';
import { AppError } from '../../platform/errors';
import {
  endOwnSessionOrFail,
  type TActor,
  type TAuthDeps,
  type TRequestOrigin,
} from '../../platform/auth/session-service';
import { selectPersonMemberships } from '../../platform/auth/sessions.repository';
import { recordSecurityEvent } from '../../platform/auth/security-events';
import {
  isLoginLevelAllowed,
  openSignedInSession,
  type TOpenedSession,
} from '../sign-in/complete-sign-in';

/**
 * A switch of company (000 §4): the person's proven sign-in carries over to another company they
 * belong to, as a new session with a new token; the old session ends. The login level stays when
 * the new company grants it, else it becomes the level held there.
 */
export async function switchCompany(
  deps: TAuthDeps,
  actor: TActor,
  customerId: number,
  origin: TRequestOrigin,
  browserHandle: string | undefined,
): Promise<TOpenedSession> {
  const memberships = await selectPersonMemberships(deps.db, actor.personUuid);
  const target = memberships.find((membership) => membership.customerId === customerId);
  if (!target) throw new AppError('NOT_FOUND');
  const level = isLoginLevelAllowed(target.authorizationLevel, actor.authorizationLevel)
    ? actor.authorizationLevel
    : (target.authorizationLevel as TLoginAuthorizationLevel);
  await endOwnSessionOrFail(deps, actor, actor.sessionId, origin, 'COMPANY_SWITCH');
  const opened = await openSignedInSession(deps, {
    personUuid: actor.personUuid,
    companyId: target.companyId,
    authorizationLevel: level,
    allowedServices: target.allowedServices,
    loginType: actor.loginType,
    deviceId: actor.deviceId,
    origin,
    browserHandle,
  });
  await recordSecurityEvent(deps.db, {
    kind: 'COMPANY_SWITCHED',
    at: deps.clock.now(),
    personUuid: actor.personUuid,
    companyId: target.companyId,
    sessionId: opened.created.session.id,
    ipAddress: origin.ipAddress,
    details: { fromCustomerId: actor.customerId, toCustomerId: customerId },
  });
  return opened;
}
