import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../config';

/** The session-check handle that GET /sessions/is-valid reads (never the bearer token). */
export const SESSION_CHECK_COOKIE = 'poslovno_session_check';
/** This browser's handle; trusted browsers are stored by its hash. */
export const BROWSER_COOKIE = 'poslovno_browser';
const BROWSER_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const MAX_HANDLE_LENGTH = 100;

export function setSessionCheckCookie(
  reply: FastifyReply,
  config: TConfig,
  value: string,
  maxAgeSeconds?: number,
): void {
  reply.setCookie(SESSION_CHECK_COOKIE, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.nodeEnv === 'production',
    path: `${config.apiBasePath}/sessions`,
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  });
}

export function setBrowserCookie(reply: FastifyReply, config: TConfig, handle: string): void {
  reply.setCookie(BROWSER_COOKIE, handle, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.nodeEnv === 'production',
    path: config.apiBasePath,
    maxAge: BROWSER_COOKIE_MAX_AGE_SECONDS,
  });
}

export function readCookieHandle(request: FastifyRequest, name: string): string | undefined {
  const value = request.cookies[name];
  return value && value.length <= MAX_HANDLE_LENGTH ? value : undefined;
}
