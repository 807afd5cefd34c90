import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  ZErrorBody,
  isServiceAllowed,
  type TRouteDefinition,
  type TRouteResponse,
} from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import type { TConfig } from './config';
import type { TClock } from './clock';
import type { TDb } from './db/database';
import type { TJobSender } from './jobs/job-runner';
import { isValidIdempotencyKey } from './idempotency';
import { sendDocument, type TDocumentResponse } from './documents/send-document';
import { AppError } from './errors';
import {
  authenticateSession,
  readPage,
  type TActor,
  type TRequestOrigin,
} from './auth/session-service';
import { resolveRequestLocale } from './locale';

/**
 * What every service receives (DESIGN.md §3): the database, the clock, the configuration, and the
 * job sender, through which an authorised order reaches the core bank's engine.
 */
export interface TDeps {
  db: TDb;
  clock: TClock;
  config: TConfig;
  jobs: TJobSender;
}

type TOutputOr<T, Fallback> = T extends z.ZodType ? z.output<T> : Fallback;

export interface TRouteContext<R extends TRouteDefinition> {
  request: FastifyRequest;
  reply: FastifyReply;
  deps: TDeps;
  locale: TLocale;
  actor: R['access'] extends 'session' ? TActor : TActor | undefined;
  params: TOutputOr<R['params'], undefined>;
  query: TOutputOr<R['querystring'], undefined>;
  body: TOutputOr<R['body'], undefined>;
  /** The Idempotency-Key header of a call that moves money (checked present and well formed). */
  idempotencyKey: R['isIdempotent'] extends true ? string : undefined;
}

/** A file route answers the document to stream; every other route its contract's body. */
export type TRouteHandler<R extends TRouteDefinition> = (
  context: TRouteContext<R>,
) => R['file'] extends object
  ? Promise<TDocumentResponse>
  : Promise<TRouteResponse<R>> | TRouteResponse<R>;

/** A header the web app sets on calls it makes without the person acting (polling). */
export const BACKGROUND_HEADER = 'x-poslovno-background';

function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length <= 200 ? token : undefined;
}

/** The page the web app reports it is on (the session history shows it). */
export const PAGE_HEADER = 'x-poslovno-page';

/** Where a request came from: IP address, user agent and the page, for history and the security log. */
export function readOrigin(request: FastifyRequest): TRequestOrigin & { ipAddress: string } {
  return {
    ipAddress: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    page: readPage(request.headers[PAGE_HEADER]),
  };
}

const actorByRequest = new WeakMap<FastifyRequest, TActor>();

/** The Idempotency-Key of a call that moves money: required, 1 to 200 printable characters. */
function readIdempotencyKey(request: FastifyRequest): string {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  const key = typeof header === 'string' ? header : undefined;
  if (key === undefined || !isValidIdempotencyKey(key))
    throw new AppError('VALIDATION_FAILED', {
      validations: [
        {
          field: `headers.${IDEMPOTENCY_KEY_HEADER}`,
          code: key === undefined ? 'FIELD_REQUIRED' : 'FIELD_INVALID',
        },
      ],
    });
  return key;
}

/** Registers one route of the contract: schemas, access check, success status. */
export function addRoute<R extends TRouteDefinition>(
  app: FastifyInstance,
  deps: TDeps,
  route: R,
  handler: TRouteHandler<R>,
): void {
  const response: Record<string, z.ZodType> = { '4xx': ZErrorBody, '5xx': ZErrorBody };
  if (route.response) response[String(route.status)] = route.response;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: route.path,
    ...(route.bodyLimitBytes === undefined ? {} : { bodyLimit: route.bodyLimitBytes }),
    schema: {
      summary: route.summary,
      tags: [route.tag],
      ...(route.access === 'session' ? { security: [{ bearer: [] }] } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(route.querystring ? { querystring: route.querystring } : {}),
      ...(route.body ? { body: route.body } : {}),
      response,
    },
    // Before the schemas: a call the session may not make learns nothing of its own input, and a
    // call without a session is refused as such whatever it carries.
    preValidation: async (request) => {
      if (route.access === 'demo' && !deps.config.isDemoMode)
        throw new AppError('DEMO_MODE_DISABLED');
      if (route.access !== 'session' && route.access !== 'optional') return;
      const token = readBearerToken(request);
      if (!token) {
        if (route.access === 'session') throw new AppError('SESSION_NOT_FOUND');
        return;
      }
      const isBackground =
        route.isBackground === true || request.headers[BACKGROUND_HEADER] === 'true';
      let actor: TActor;
      try {
        actor = await authenticateSession(deps, token, {
          isBackground,
          origin: readOrigin(request),
        });
      } catch (error) {
        // An optional route serves an expired or unknown session as anonymous.
        if (route.access === 'session' || !(error instanceof AppError)) throw error;
        return;
      }
      // 000 §2 allowed services: an area the session may not use is refused, as its menu is hidden.
      if (route.service !== undefined && !isServiceAllowed(route.service, actor.allowedServices))
        throw new AppError('NOT_AUTHORIZED');
      actorByRequest.set(request, actor);
    },
    handler: async (request, reply) => {
      const result: unknown = await Promise.resolve(
        handler({
          request,
          reply,
          deps,
          locale: resolveRequestLocale(request),
          actor: actorByRequest.get(request) as TRouteContext<R>['actor'],
          params: request.params as TRouteContext<R>['params'],
          query: request.query as TRouteContext<R>['query'],
          body: request.body as TRouteContext<R>['body'],
          idempotencyKey: (route.isIdempotent
            ? readIdempotencyKey(request)
            : undefined) as TRouteContext<R>['idempotencyKey'],
        }),
      );
      if (route.file) return sendDocument(reply, result as TDocumentResponse);
      reply.code(route.status);
      return route.response ? result : reply.send();
    },
  });
}
