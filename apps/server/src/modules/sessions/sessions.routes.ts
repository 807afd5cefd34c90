import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { addRoute, readOrigin, type TDeps } from '../../platform/http';
import { AppError } from '../../platform/errors';
import {
  BROWSER_COOKIE,
  SESSION_CHECK_COOKIE,
  readCookieHandle,
  setSessionCheckCookie,
} from '../../platform/auth/cookies';
import {
  describeOwnExpiration,
  endOwnSessionOrFail,
  isSessionCheckHandleValid,
  renewSession,
  toSessionResponse,
} from '../../platform/auth/session-service';
import { openSessionFromPendingSignIn } from '../sign-in/complete-sign-in';
import { listOwnDevices } from './list-devices';
import { listCustomerActivities, listSessions } from './list-sessions';
import { switchCompany } from './switch-company';

export function registerSessionRoutes(app: FastifyInstance, deps: TDeps): void {
  addRoute(app, deps, apiRoutes.postSession, async ({ request, reply, actor, body }) => {
    const browserHandle = readCookieHandle(request, BROWSER_COOKIE);
    const origin = readOrigin(request);
    let opened;
    if (actor) opened = await switchCompany(deps, actor, body.customerId, origin, browserHandle);
    else if (body.pendingSignIn)
      opened = await openSessionFromPendingSignIn(deps, {
        pendingSignIn: body.pendingSignIn,
        customerId: body.customerId,
        origin,
        browserHandle,
      });
    else throw new AppError('SESSION_NOT_FOUND');
    setSessionCheckCookie(reply, deps.config, opened.checkHandle);
    return opened.created;
  });

  addRoute(app, deps, apiRoutes.getSessions, ({ actor, query }) =>
    listSessions(deps, actor, query),
  );

  addRoute(app, deps, apiRoutes.getCurrentSession, ({ actor }) => toSessionResponse(deps, actor));

  addRoute(app, deps, apiRoutes.getSessionValidity, async ({ request }) => {
    const handle = readCookieHandle(request, SESSION_CHECK_COOKIE);
    return { valid: !!handle && (await isSessionCheckHandleValid(deps, handle)) };
  });

  addRoute(app, deps, apiRoutes.patchSessionRenew, ({ request, actor, params }) =>
    renewSession(deps, actor, params.sessionId, readOrigin(request)),
  );

  addRoute(app, deps, apiRoutes.getSessionExpiration, ({ actor, params }) =>
    describeOwnExpiration(deps, actor, params.sessionId),
  );

  addRoute(app, deps, apiRoutes.deleteSession, async ({ request, actor, params, query, reply }) => {
    await endOwnSessionOrFail(deps, actor, params.sessionId, readOrigin(request), query.reason);
    if (params.sessionId === actor.sessionId) setSessionCheckCookie(reply, deps.config, '', 0);
    return undefined;
  });

  addRoute(app, deps, apiRoutes.getCustomerActivities, ({ actor, query }) =>
    listCustomerActivities(deps, actor, query),
  );

  addRoute(app, deps, apiRoutes.getAllowedServices, ({ actor }) => ({
    allowedServices: actor.allowedServices,
  }));

  addRoute(app, deps, apiRoutes.getDevices, ({ actor }) => listOwnDevices(deps, actor));
}
