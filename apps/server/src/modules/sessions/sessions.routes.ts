import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { addRoute, type TDeps } from '../../platform/http';
import {
  endOwnSessionOrFail,
  isSessionCheckHandleValid,
  toSessionResponse,
} from '../../platform/auth/session-service';
import { listMockPersons, signInWithMock } from './mock-login';

export const SESSION_CHECK_COOKIE = 'poslovno_session_check';

function setSessionCheckCookie(
  reply: FastifyReply,
  deps: TDeps,
  value: string,
  maxAgeSeconds?: number,
) {
  reply.setCookie(SESSION_CHECK_COOKIE, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.config.nodeEnv === 'production',
    path: `${deps.config.apiBasePath}/sessions`,
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  });
}

export function registerSessionRoutes(app: FastifyInstance, deps: TDeps): void {
  addRoute(app, deps, apiRoutes.getMockPersons, () => listMockPersons(deps));

  addRoute(app, deps, apiRoutes.postMockLogin, async ({ request, reply, body }) => {
    const { token, checkHandle, actor } = await signInWithMock(deps, {
      personId: body.personId,
      customerId: body.customerId,
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    setSessionCheckCookie(reply, deps, checkHandle);
    return { token, session: toSessionResponse(actor) };
  });

  addRoute(app, deps, apiRoutes.getCurrentSession, ({ actor }) => toSessionResponse(actor));

  addRoute(app, deps, apiRoutes.getSessionValidity, async ({ request }) => {
    const handle = request.cookies[SESSION_CHECK_COOKIE];
    return {
      valid: !!handle && handle.length <= 100 && (await isSessionCheckHandleValid(deps, handle)),
    };
  });

  addRoute(app, deps, apiRoutes.deleteSession, async ({ actor, params, reply }) => {
    await endOwnSessionOrFail(deps, actor, params.sessionId);
    if (params.sessionId === actor.sessionId) setSessionCheckCookie(reply, deps, '', 0);
    return undefined;
  });

  addRoute(app, deps, apiRoutes.getAllowedServices, ({ actor }) => ({
    allowedServices: actor.allowedServices,
  }));
}
