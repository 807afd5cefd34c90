import type { z } from 'zod';
import type { TServiceGate } from '@poslovno/domain';

export const PDF = 'application/pdf';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const ZIP = 'application/zip';

type THttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call a route: anyone ('public'), anyone with the session attached when a valid token
 * comes along ('optional'), a signed-in session ('session'), or anyone in demo mode ('demo').
 */
export type TRouteAccess = 'public' | 'optional' | 'session' | 'demo';

/**
 * What gates a signed-in route: one of the allowed services (000 §2), or EVERY_SESSION, which
 * every session may call whatever its services: the session itself (current, renewal, expiry,
 * sign-out), its allowed services, the person's settings, devices and relationship manager,
 * trusting the browser at sign-in, and the list of accounts every area picks and names accounts
 * from. The marker and its rule live in the domain, beside the services, so the web app's screens
 * use the same.
 */
export type TRouteService = TServiceGate;
export { EVERY_SESSION, isServiceAllowed } from '@poslovno/domain';

export interface TRouteDefinition {
  method: THttpMethod;
  /** Path after the API base (`/mw/api/v1`), Fastify style: `/accounts/:accountId`. */
  path: string;
  access: TRouteAccess;
  /**
   * What gates a signed-in route (000 §2 allowed services): a service, without which the call is
   * refused (NOT_AUTHORIZED) and the menu hides the area, or EVERY_SESSION. Every 'session' route
   * names one (route-services.test.ts); no other route does.
   */
  service?: TRouteService;
  summary: string;
  tag: string;
  params?: z.ZodObject;
  querystring?: z.ZodObject;
  body?: z.ZodType;
  /** Success status and body; `null` for 204 No Content. */
  status: 200 | 201 | 204;
  response: z.ZodType | null;
  /** A call that never counts as the person's activity, whoever makes it (it never renews). */
  isBackground?: true;
  /**
   * The answer is a file streamed by the handler (PDF, XLSX, ZIP, XML), named by its
   * Content-Disposition; `response` is then null and the status is 200.
   */
  file?: { contentTypes: readonly string[] };
  /**
   * A call that moves money (DESIGN.md §3): it takes an `Idempotency-Key` header, and a retry with
   * the same key replays the first answer instead of acting twice.
   */
  isIdempotent?: true;
  /** A smaller request body limit than the server's upload limit (a call that never carries a file). */
  bodyLimitBytes?: number;
}

/** The header of an idempotent call: 1 to 200 printable characters chosen by the client. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export function defineRoute<const T extends TRouteDefinition>(route: T): T {
  return route;
}

export const API_VERSION_PATH = '/api/v1';
/** 000 §7: the configurable prefix before /api/v1, /mw by default. */
export const DEFAULT_API_PREFIX = '/mw';
export const DEFAULT_API_BASE_PATH = `${DEFAULT_API_PREFIX}${API_VERSION_PATH}`;
/** The served index.html names the API base in this meta tag, so a moved prefix reaches the app. */
export const API_BASE_META_NAME = 'poslovno-api-base';
