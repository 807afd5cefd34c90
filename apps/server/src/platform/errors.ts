import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import {
  ERROR_STATUSES,
  describeError,
  type TErrorBody,
  type TMessageValues,
} from '@poslovno/contract';
import { AssertionError, type TErrorCode, type TRuleViolation } from '@poslovno/domain';
import { resolveRequestLocale } from './locale';

/** The one error type of the server: an expected failure with a catalogue code. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: TErrorCode;
  readonly validations: readonly TRuleViolation[];
  /** Sent as Retry-After: when a block or rate limit ends. */
  readonly retryAfterSeconds: number | undefined;
  /** What the code's message names (the attempts left), filled into the description. */
  readonly values: TMessageValues;

  constructor(
    code: TErrorCode,
    options: {
      validations?: readonly TRuleViolation[];
      cause?: unknown;
      detail?: string;
      retryAfterSeconds?: number;
      values?: TMessageValues;
    } = {},
  ) {
    super(options.detail ?? code, { cause: options.cause });
    this.code = code;
    this.validations = options.validations ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.values = options.values ?? {};
  }
}

function buildErrorBody(
  request: FastifyRequest,
  code: TErrorCode,
  violations: readonly TRuleViolation[],
  values: TMessageValues,
): TErrorBody {
  const locale = resolveRequestLocale(request);
  const body: TErrorBody = {
    errorId: randomUUID(),
    errorCode: code,
    description: describeError(code, locale, values),
    traceId: request.id,
  };
  if (violations.length > 0) {
    body.validations = violations.map((violation) => ({
      field: violation.field,
      code: violation.code,
      description: describeError(violation.code, locale),
    }));
  }
  return body;
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: TErrorCode,
  violations: readonly TRuleViolation[] = [],
  values: TMessageValues = {},
) {
  return reply.code(ERROR_STATUSES[code]).send(buildErrorBody(request, code, violations, values));
}

interface TSchemaIssue {
  keyword: string;
  instancePath: string;
  message?: string;
}

/**
 * A schema failure as a field validation: `body.personId`, `query.pageSize` (the query is
 * `query` as in the services' own refusals, not Fastify's `querystring`), FIELD_REQUIRED /
 * FIELD_TOO_LONG (a text or list) / FIELD_OUT_OF_RANGE (a number) / FIELD_INVALID.
 */
function toViolation(issue: TSchemaIssue, context: string): TRuleViolation {
  const part = context === 'querystring' ? 'query' : context;
  const field = [part, ...issue.instancePath.split('/').filter(Boolean)].filter(Boolean).join('.');
  if (issue.keyword === 'invalid_type' && issue.message?.endsWith('received undefined'))
    return { field, code: 'FIELD_REQUIRED' };
  const isNumber = /expected (number|bigint|int)/.test(issue.message ?? '');
  if (issue.keyword === 'too_big' || (issue.keyword === 'too_small' && isNumber))
    return { field, code: isNumber ? 'FIELD_OUT_OF_RANGE' : 'FIELD_TOO_LONG' };
  return { field, code: 'FIELD_INVALID' };
}

const STATUS_CODES: Partial<Record<number, TErrorCode>> = {
  400: 'VALIDATION_FAILED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** Every failure leaves as the one error body; a 5xx never carries internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (ERROR_STATUSES[error.code] >= 500)
        request.log.error({ err: error }, 'server-side failure');
      if (error.retryAfterSeconds !== undefined)
        void reply.header('Retry-After', String(error.retryAfterSeconds));
      return sendError(request, reply, error.code, error.validations, error.values);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const violations = error.validation.map((entry) =>
        toViolation(entry, error.validationContext ?? ''),
      );
      return sendError(request, reply, 'VALIDATION_FAILED', violations);
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match its contract',
      );
      return sendError(request, reply, 'SYSTEM_UNAVAILABLE');
    }
    const status = error.statusCode ?? 500;
    const mapped = status < 500 ? STATUS_CODES[status] : undefined;
    if (mapped) return sendError(request, reply, mapped);
    if (error instanceof AssertionError) request.log.fatal({ err: error }, 'invariant broken');
    else request.log.error({ err: error }, 'unexpected failure');
    return sendError(request, reply, 'GENERAL_ERROR');
  });
}
