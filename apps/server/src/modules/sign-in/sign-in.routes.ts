import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { addRoute, readOrigin, type TDeps } from '../../platform/http';
import { AppError } from '../../platform/errors';
import {
  BROWSER_COOKIE,
  readCookieHandle,
  setBrowserCookie,
  setSessionCheckCookie,
} from '../../platform/auth/cookies';
import type { TOpenedSession } from './complete-sign-in';
import { enrolDemoDevice } from './demo-devices';
import { listMockPersons, signInWithMock } from './mock-login';
import { approveWithMobileToken, readMobileTokenInbox } from './mobile-token';
import { checkQrApproval, createQrCode, refreshQrCode } from './qr-login';
import { createSmartcardChallenge, signInWithSmartcard } from './smartcard-login';
import { signInWithToken } from './token-login';
import { listTrustedBrowsers, removeBrowser, trustThisBrowser } from './trusted-browsers';

/** Sign-in keeps its promise of AUTH_97 when the bank behind it cannot answer (000 §8). */
async function asSignInCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('AUTH_97', { cause: error });
  }
}

export function registerSignInRoutes(app: FastifyInstance, deps: TDeps): void {
  const opened = (reply: Parameters<typeof setSessionCheckCookie>[0], session: TOpenedSession) => {
    setSessionCheckCookie(reply, deps.config, session.checkHandle);
    return session.created;
  };

  addRoute(app, deps, apiRoutes.getMockPersons, () => listMockPersons(deps));

  addRoute(app, deps, apiRoutes.postMockLogin, async ({ request, reply, body }) =>
    opened(
      reply,
      await signInWithMock(
        deps,
        body,
        readOrigin(request),
        readCookieHandle(request, BROWSER_COOKIE),
      ),
    ),
  );

  addRoute(app, deps, apiRoutes.postTokenLogin, async ({ request, reply, body }) =>
    opened(
      reply,
      await asSignInCall(() =>
        signInWithToken(deps, body, readOrigin(request), readCookieHandle(request, BROWSER_COOKIE)),
      ),
    ),
  );

  addRoute(app, deps, apiRoutes.postSmartcardChallenge, ({ request }) =>
    asSignInCall(() => createSmartcardChallenge(deps, request.ip)),
  );

  addRoute(app, deps, apiRoutes.postSmartcardLogin, async ({ request, reply, body }) => {
    const result = await asSignInCall(() =>
      signInWithSmartcard(
        deps,
        body,
        readOrigin(request),
        readCookieHandle(request, BROWSER_COOKIE),
      ),
    );
    return 'choice' in result ? result.choice : opened(reply, result);
  });

  addRoute(app, deps, apiRoutes.postQrCode, async ({ request }) => {
    try {
      return await createQrCode(deps, request.ip, readCookieHandle(request, BROWSER_COOKIE));
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('QR_GENERATION_FAILED', { cause: error });
    }
  });

  addRoute(app, deps, apiRoutes.getQrApproval, async ({ request, reply, params, query }) => {
    const result = await checkQrApproval(deps, {
      id: params.qrCodeId,
      pollHandle: query.sessionId,
      origin: readOrigin(request),
      browserHandle: readCookieHandle(request, BROWSER_COOKIE),
    });
    if (result.opened) setSessionCheckCookie(reply, deps.config, result.opened.checkHandle);
    return result.status;
  });

  addRoute(app, deps, apiRoutes.patchQrCode, ({ request, params, query }) =>
    refreshQrCode(deps, {
      id: params.qrCodeId,
      pollHandle: query.sessionId,
      source: request.ip,
      browserHandle: readCookieHandle(request, BROWSER_COOKIE),
    }),
  );

  addRoute(app, deps, apiRoutes.getRegisteredBrowsers, ({ request, actor }) =>
    listTrustedBrowsers(deps, actor, readCookieHandle(request, BROWSER_COOKIE)),
  );

  addRoute(app, deps, apiRoutes.postRegisteredBrowser, async ({ request, reply, actor }) => {
    const { handle, browsers } = await trustThisBrowser(
      deps,
      actor,
      readCookieHandle(request, BROWSER_COOKIE),
      readOrigin(request),
    );
    setBrowserCookie(reply, deps.config, handle);
    return browsers;
  });

  addRoute(app, deps, apiRoutes.deleteRegisteredBrowser, async ({ request, actor, params }) => {
    await removeBrowser(deps, actor, params.browserId, readOrigin(request));
    return undefined;
  });

  addRoute(app, deps, apiRoutes.postDemoDevice, ({ request, body }) =>
    enrolDemoDevice(deps, body, readOrigin(request)),
  );

  addRoute(app, deps, apiRoutes.postMobileTokenInbox, ({ body }) =>
    readMobileTokenInbox(deps, body),
  );

  addRoute(app, deps, apiRoutes.postMobileTokenApproval, ({ request, body }) =>
    approveWithMobileToken(deps, body, request.ip),
  );
}
