import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { isStorableText, type TRuleViolation } from '@poslovno/domain';
import { AppError, sendError } from './errors';

/**
 * One rule for every route, whatever its schema says: a string that cannot be kept as it was
 * sent (a NUL, a lone surrogate, a query value whose percent-encoding is not UTF-8) is refused
 * before validation, with the field named, instead of reaching PostgreSQL as a 500 or being
 * stored as something else. A route added later is covered without a line of its own.
 */
export function registerInputGuard(api: FastifyInstance): void {
  api.addHook('preValidation', (request, _reply, done) => {
    const violations = findUnstorableInput(request);
    done(
      violations.length > 0
        ? new AppError('VALIDATION_FAILED', { validations: violations })
        : undefined,
    );
  });
}

/** Enough to name the fields of one form; a body of a thousand bad strings is refused all the same. */
const MAX_VIOLATIONS = 20;

function findUnstorableInput(request: FastifyRequest): TRuleViolation[] {
  const violations: TRuleViolation[] = [];
  const report = (field: string) => {
    if (violations.length < MAX_VIOLATIONS)
      violations.push({ field, code: 'FIELD_INVALID_CHARACTERS' });
  };
  collectUndecodableQuery(request.url, report);
  walkInput(request.params, 'params', report);
  walkInput(request.query, 'query', report);
  walkInput(request.body, 'body', report);
  return dropDuplicateFields(violations);
}

function walkInput(value: unknown, field: string, report: (field: string) => void): void {
  if (typeof value === 'string') {
    if (!isStorableText(value)) report(field);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => walkInput(item, `${field}.${index}`, report));
    return;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return;
  for (const [key, item] of Object.entries(value)) {
    const itemField = `${field}.${isStorableText(key) ? key : '?'}`;
    if (!isStorableText(key)) report(itemField);
    walkInput(item, itemField, report);
  }
}

/**
 * The query parser keeps a value it cannot decode as it came (`%ED%A0%80` for a lone surrogate),
 * so the raw query is read once more with the strict decoder.
 */
function collectUndecodableQuery(url: string, report: (field: string) => void): void {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return;
  for (const pair of url.slice(queryStart + 1).split('&')) {
    const [rawKey = '', rawValue = ''] = pair.split('=', 2);
    const key = decodeStrictly(rawKey);
    if (key === undefined || decodeStrictly(rawValue) === undefined)
      report(`query.${key !== undefined && isStorableText(key) ? key : '?'}`);
  }
}

function decodeStrictly(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

function dropDuplicateFields(violations: TRuleViolation[]): TRuleViolation[] {
  const seen = new Set<string>();
  return violations.filter((violation) => {
    if (seen.has(violation.field)) return false;
    seen.add(violation.field);
    return true;
  });
}

/**
 * The router cannot decode a path parameter that is not UTF-8 (a lone surrogate sent as CESU-8)
 * and gives up before any hook runs; the refusal still names the parameter, found by laying the
 * path over the route table.
 */
export function answerUndecodablePath(apiBasePath: string) {
  return (_error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const field = nameUndecodableParam(request.raw.url ?? '', request.method, apiBasePath);
    // Answered before routing, so the API scope's no-store hook never sees this reply.
    void reply.header('Cache-Control', 'no-store');
    void sendError(request, reply, 'VALIDATION_FAILED', [
      { field, code: 'FIELD_INVALID_CHARACTERS' },
    ]);
  };
}

function nameUndecodableParam(url: string, method: string, apiBasePath: string): string {
  const queryStart = url.indexOf('?');
  const segments = (queryStart < 0 ? url : url.slice(0, queryStart)).split('/');
  for (const route of Object.values(apiRoutes)) {
    if (route.method !== method) continue;
    const pattern = `${apiBasePath}${route.path}`.split('/');
    if (pattern.length !== segments.length) continue;
    const isMatch = pattern.every(
      (part, index) => part.startsWith(':') || part === segments[index],
    );
    const param = pattern.findIndex(
      (part, index) => part.startsWith(':') && decodeStrictly(segments[index] ?? '') === undefined,
    );
    if (isMatch && param >= 0) return `params.${pattern[param]?.slice(1) ?? ''}`;
  }
  return 'path';
}

const TRAVERSAL_SEGMENT = /(^|[/\\])\.\.([/\\]|$)/;

/**
 * A path with a `..` segment, plain or percent-encoded (`%2e%2e`, `%2f`, `%5c`, double-encoded),
 * names no resource of this server: 404 before any router or static file handler looks at it.
 */
export function registerTraversalGuard(app: FastifyInstance, apiBasePath: string): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!hasTraversal(request.raw.url ?? '/')) return done();
    void refuseTraversal(request, reply, apiBasePath);
  });
}

function refuseTraversal(request: FastifyRequest, reply: FastifyReply, apiBasePath: string) {
  if (request.url.startsWith(`${apiBasePath}/`)) return sendError(request, reply, 'NOT_FOUND');
  return reply.code(404).type('text/plain').send('Not found');
}

const TRAVERSAL_ESCAPE = /%(2e|2f|5c|25)/gi;

/**
 * Undoes the escapes a traversal hides behind, up to three times, so `%252e%252e` is judged as the
 * `..` a second decoder would see; other escapes stay, so a malformed one cannot hide the rest.
 */
export function hasTraversal(url: string): boolean {
  const queryStart = url.indexOf('?');
  let path = queryStart < 0 ? url : url.slice(0, queryStart);
  for (let round = 0; round <= 3; round += 1) {
    if (TRAVERSAL_SEGMENT.test(path)) return true;
    const decoded = path.replace(TRAVERSAL_ESCAPE, (_escape, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (decoded === path) return false;
    path = decoded;
  }
  return false;
}

/**
 * Every API answer, the errors included, may carry customer data or tell whether something
 * exists: no browser or proxy keeps it (files set the same header themselves).
 */
export function registerNoStore(api: FastifyInstance): void {
  api.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) void reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
