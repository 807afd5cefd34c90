import { and, eq, sql } from 'drizzle-orm';
import {
  SIGN_IN_BLOCK_SECONDS,
  SIGN_IN_MAX_CONSECUTIVE_FAILURES,
  SOURCE_FAILURE_WINDOW_SECONDS,
  SOURCE_MAX_FAILURES_PER_WINDOW,
} from '@poslovno/domain';
import type { TExecutor } from '../db/database';
import { AppError } from '../errors';
import { authThrottles } from '../db/schema';

/**
 * Sign-in failure counters in the database, so two server processes enforce one limit. A source
 * (IP address) that fails too often is refused before anything counts against a person; a person
 * is blocked per source (AUTH_99), so a stranger cannot lock out the company's signers elsewhere.
 */

function personSubject(personKey: string, source: string): string {
  return `${personKey}|${source}`;
}

async function readThrottle(db: TExecutor, scope: string, subject: string) {
  const rows = await db
    .select()
    .from(authThrottles)
    .where(and(eq(authThrottles.scope, scope), eq(authThrottles.subject, subject)))
    .limit(1);
  return rows[0];
}

/** Raw SQL answers timestamps as text (drizzle's driver setup); the columns are timestamptz. */
function readInstant(value: unknown): Date | null {
  if (value instanceof Date) return value;
  return typeof value === 'string' ? new Date(value) : null;
}

/** TOO_MANY_REQUESTS when the source made too many failed sign-ins in the window. */
export async function assertSourceNotThrottled(db: TExecutor, source: string, now: Date) {
  const row = await readThrottle(db, 'SOURCE', source);
  if (!row) return;
  const isWindowOpen =
    now.getTime() - row.windowStartedAt.getTime() < SOURCE_FAILURE_WINDOW_SECONDS * 1000;
  if (isWindowOpen && row.failures >= SOURCE_MAX_FAILURES_PER_WINDOW)
    throw new AppError('TOO_MANY_REQUESTS', {
      retryAfterSeconds: Math.ceil(
        (row.windowStartedAt.getTime() + SOURCE_FAILURE_WINDOW_SECONDS * 1000 - now.getTime()) /
          1000,
      ),
    });
}

/** AUTH_99 while the person is blocked from this source. */
export async function assertPersonNotBlocked(
  db: TExecutor,
  personKey: string,
  source: string,
  now: Date,
) {
  const row = await readThrottle(db, 'PERSON_SOURCE', personSubject(personKey, source));
  if (row?.blockedUntil && row.blockedUntil.getTime() > now.getTime())
    throw new AppError('AUTH_99', {
      retryAfterSeconds: Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000),
    });
}

/**
 * Counts one failure for the source and for the person from that source. True when this failure
 * blocked the person (the fifth in a row): the caller answers AUTH_99 instead of AUTH_01.
 */
export async function recordSignInFailure(
  db: TExecutor,
  input: { source: string; personKey: string | null },
  now: Date,
): Promise<boolean> {
  const windowStart = new Date(now.getTime() - SOURCE_FAILURE_WINDOW_SECONDS * 1000);
  await db.execute(sql`
    INSERT INTO auth_throttles (scope, subject, failures, window_started_at)
    VALUES ('SOURCE', ${input.source}, 1, ${now})
    ON CONFLICT (scope, subject) DO UPDATE SET
      failures = CASE WHEN auth_throttles.window_started_at <= ${windowStart} THEN 1 ELSE auth_throttles.failures + 1 END,
      window_started_at = CASE WHEN auth_throttles.window_started_at <= ${windowStart} THEN ${now} ELSE auth_throttles.window_started_at END`);
  if (input.personKey === null) return false;
  const blockedUntil = new Date(now.getTime() + SIGN_IN_BLOCK_SECONDS * 1000);
  const result = await db.execute<{ blocked_until: unknown } & Record<string, unknown>>(sql`
    INSERT INTO auth_throttles (scope, subject, failures, window_started_at)
    VALUES ('PERSON_SOURCE', ${personSubject(input.personKey, input.source)}, 1, ${now})
    ON CONFLICT (scope, subject) DO UPDATE SET
      failures = CASE WHEN auth_throttles.failures + 1 >= ${SIGN_IN_MAX_CONSECUTIVE_FAILURES} THEN 0 ELSE auth_throttles.failures + 1 END,
      blocked_until = CASE WHEN auth_throttles.failures + 1 >= ${SIGN_IN_MAX_CONSECUTIVE_FAILURES} THEN ${blockedUntil} ELSE auth_throttles.blocked_until END,
      window_started_at = ${now}
    RETURNING blocked_until`);
  return readInstant(result.rows[0]?.blocked_until)?.getTime() === blockedUntil.getTime();
}

/** A successful sign-in ends the person's run of failures from that source. */
export async function clearPersonFailures(db: TExecutor, personKey: string, source: string) {
  await db.execute(
    sql`DELETE FROM auth_throttles WHERE scope = 'PERSON_SOURCE' AND subject = ${personSubject(personKey, source)}`,
  );
}

/**
 * A fixed-window request counter shared by all server processes (QR polling, challenges):
 * TOO_MANY_REQUESTS beyond `limit` calls per `windowSeconds`.
 */
export async function consumeRateLimit(
  db: TExecutor,
  input: { key: string; limit: number; windowSeconds: number },
  now: Date,
) {
  const windowStart = new Date(now.getTime() - input.windowSeconds * 1000);
  const result = await db.execute<
    { hits: unknown; window_started_at: unknown } & Record<string, unknown>
  >(sql`
    INSERT INTO rate_limit_windows (key, window_started_at, hits) VALUES (${input.key}, ${now}, 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limit_windows.window_started_at <= ${windowStart} THEN 1 ELSE rate_limit_windows.hits + 1 END,
      window_started_at = CASE WHEN rate_limit_windows.window_started_at <= ${windowStart} THEN ${now} ELSE rate_limit_windows.window_started_at END
    RETURNING hits, window_started_at`);
  const row = result.rows[0];
  const windowStartedAt = readInstant(row?.window_started_at);
  if (row && windowStartedAt && Number(row.hits) > input.limit)
    throw new AppError('TOO_MANY_REQUESTS', {
      retryAfterSeconds: Math.max(
        1,
        Math.ceil((windowStartedAt.getTime() + input.windowSeconds * 1000 - now.getTime()) / 1000),
      ),
    });
}
