import { sql } from 'drizzle-orm';
import {
  SIGN_IN_BLOCK_SECONDS,
  SIGN_IN_MAX_CONSECUTIVE_FAILURES,
  SOURCE_FAILURE_WINDOW_SECONDS,
  SOURCE_MAX_FAILURES_PER_WINDOW,
} from '@poslovno/domain';
import { withSystemTransaction, type TDb, type TExecutor, type TTx } from '../db/database';
import { AppError } from '../errors';

/**
 * Sign-in failure counters in the database, so two server processes enforce one limit. A source
 * (IP address) that fails too often is refused before anything counts against a person; a person
 * is blocked per source (AUTH_99), so a stranger cannot lock out the company's signers elsewhere.
 *
 * An attempt is counted as a failure before its factors are checked, and the count is taken back
 * when it turns out not to be one. Reading the counters and counting later let every parallel
 * attempt pass the check before any of them was counted; counting first lets through only as many
 * attempts as there are failures left, however many arrive at once.
 */

function personSubject(personKey: string, source: string): string {
  return `${personKey}|${source}`;
}

/** Raw SQL answers timestamps as text (drizzle's driver setup); the columns are timestamptz. */
function readInstant(value: unknown): Date | null {
  if (value instanceof Date) return value;
  return typeof value === 'string' ? new Date(value) : null;
}

function countSecondsUntil(instant: Date, now: Date): number {
  return Math.max(1, Math.ceil((instant.getTime() - now.getTime()) / 1000));
}

/**
 * Counts the attempt against the source, unless the source already failed too often in its window
 * (TOO_MANY_REQUESTS). Answers the start of the window the attempt was counted in.
 */
async function reserveSourceAttempt(tx: TTx, source: string, now: Date): Promise<Date> {
  const windowStart = new Date(now.getTime() - SOURCE_FAILURE_WINDOW_SECONDS * 1000);
  // ON CONFLICT locks the row and judges the latest committed version, so concurrent attempts
  // take the remaining failures one by one.
  const counted = await tx.execute<{ window_started_at: unknown } & Record<string, unknown>>(sql`
    INSERT INTO auth_throttles (scope, subject, failures, window_started_at)
    VALUES ('SOURCE', ${source}, 1, ${now})
    ON CONFLICT (scope, subject) DO UPDATE SET
      failures = CASE WHEN auth_throttles.window_started_at <= ${windowStart} THEN 1 ELSE auth_throttles.failures + 1 END,
      window_started_at = CASE WHEN auth_throttles.window_started_at <= ${windowStart} THEN ${now} ELSE auth_throttles.window_started_at END
    WHERE auth_throttles.window_started_at <= ${windowStart}
      OR auth_throttles.failures < ${SOURCE_MAX_FAILURES_PER_WINDOW}
    RETURNING window_started_at`);
  const windowStartedAt = readInstant(counted.rows[0]?.window_started_at);
  if (windowStartedAt) return windowStartedAt;
  const full = await tx.execute<{ window_started_at: unknown } & Record<string, unknown>>(sql`
    SELECT window_started_at FROM auth_throttles WHERE scope = 'SOURCE' AND subject = ${source}`);
  const fullSince = readInstant(full.rows[0]?.window_started_at) ?? now;
  throw new AppError('TOO_MANY_REQUESTS', {
    retryAfterSeconds: countSecondsUntil(
      new Date(fullSince.getTime() + SOURCE_FAILURE_WINDOW_SECONDS * 1000),
      now,
    ),
  });
}

/**
 * Counts the attempt against the person from this source, unless they are blocked or their
 * failures in a row, with the attempts still being checked, already reach the limit (AUTH_99).
 * A block that ended starts a new run.
 */
async function reservePersonAttempt(tx: TTx, subject: string, now: Date): Promise<void> {
  const counted = await tx.execute(sql`
    INSERT INTO auth_throttles (scope, subject, failures, window_started_at)
    VALUES ('PERSON_SOURCE', ${subject}, 1, ${now})
    ON CONFLICT (scope, subject) DO UPDATE SET
      failures = CASE WHEN auth_throttles.blocked_until IS NULL THEN auth_throttles.failures + 1 ELSE 1 END,
      blocked_until = NULL,
      window_started_at = ${now}
    WHERE CASE WHEN auth_throttles.blocked_until IS NULL
      THEN auth_throttles.failures < ${SIGN_IN_MAX_CONSECUTIVE_FAILURES}
      ELSE auth_throttles.blocked_until <= ${now} END
    RETURNING 1`);
  if (counted.rows.length > 0) return;
  const blocked = await tx.execute<{ blocked_until: unknown } & Record<string, unknown>>(sql`
    SELECT blocked_until FROM auth_throttles WHERE scope = 'PERSON_SOURCE' AND subject = ${subject}`);
  const blockedUntil = readInstant(blocked.rows[0]?.blocked_until);
  // Without a block yet, the limit is taken by attempts still being checked: if they all fail,
  // the block they lead to lasts this long.
  throw new AppError('AUTH_99', {
    retryAfterSeconds: blockedUntil ? countSecondsUntil(blockedUntil, now) : SIGN_IN_BLOCK_SECONDS,
  });
}

/** The failure that reached the limit blocks the person from this source; the others do not. */
async function blockPersonAtLimit(db: TExecutor, subject: string, now: Date): Promise<boolean> {
  const blockedUntil = new Date(now.getTime() + SIGN_IN_BLOCK_SECONDS * 1000);
  const blocked = await db.execute(sql`
    UPDATE auth_throttles SET failures = 0, blocked_until = ${blockedUntil}
    WHERE scope = 'PERSON_SOURCE' AND subject = ${subject}
      AND blocked_until IS NULL AND failures >= ${SIGN_IN_MAX_CONSECUTIVE_FAILURES}
    RETURNING 1`);
  return blocked.rows.length > 0;
}

/** Takes back the source's count of an attempt that was no failure, in the window it was counted in. */
async function releaseSourceAttempt(db: TExecutor, source: string, windowStartedAt: Date) {
  await db.execute(sql`
    UPDATE auth_throttles SET failures = failures - 1
    WHERE scope = 'SOURCE' AND subject = ${source}
      AND window_started_at = ${windowStartedAt} AND failures > 0`);
}

async function releasePersonAttempt(db: TExecutor, subject: string) {
  await db.execute(sql`
    UPDATE auth_throttles SET failures = failures - 1
    WHERE scope = 'PERSON_SOURCE' AND subject = ${subject} AND failures > 0`);
}

/** A successful sign-in ends the person's run of failures from that source (and any block). */
async function clearPersonFailures(db: TExecutor, subject: string) {
  await db.execute(
    sql`DELETE FROM auth_throttles WHERE scope = 'PERSON_SOURCE' AND subject = ${subject}`,
  );
}

/** One sign-in attempt let through the limits: counted as a failure until it ends otherwise. */
export interface TSignInAttempt {
  /**
   * The attempt failed and stays counted. True when it was the failure that blocked the person
   * (the fifth in a row): the caller answers AUTH_99 instead of its failure.
   */
  recordFailure(): Promise<boolean>;
  /** The person proved who they are: no failure, and their run of failures from this source ends. */
  recordSuccess(): Promise<void>;
}

/**
 * Runs one sign-in attempt within the limits. Before `evaluate` runs, the attempt is counted
 * against the source and, when the person is named, against the person from that source, in one
 * transaction: TOO_MANY_REQUESTS or AUTH_99 when either has no failure left, and then nothing is
 * counted. An attempt that ends neither as a failure nor as a success (a token to resynchronise,
 * a device not allowed, a fault) is taken back.
 */
export async function runSignInAttempt<T>(
  db: TDb,
  subject: { source: string; personKey: string | null },
  now: Date,
  evaluate: (attempt: TSignInAttempt) => Promise<T>,
): Promise<T> {
  const { source } = subject;
  const person = subject.personKey === null ? null : personSubject(subject.personKey, source);
  const windowStartedAt = await withSystemTransaction(db, async (tx) => {
    const counted = await reserveSourceAttempt(tx, source, now);
    // A refusal for the person rolls the source's count back with it.
    if (person !== null) await reservePersonAttempt(tx, person, now);
    return counted;
  });
  const settlement = { isSettled: false };
  const release = async () => {
    await releaseSourceAttempt(db, source, windowStartedAt);
    if (person !== null) await releasePersonAttempt(db, person);
  };
  const attempt: TSignInAttempt = {
    recordFailure: async () => {
      settlement.isSettled = true;
      return person !== null && blockPersonAtLimit(db, person, now);
    },
    recordSuccess: async () => {
      settlement.isSettled = true;
      await releaseSourceAttempt(db, source, windowStartedAt);
      if (person !== null) await clearPersonFailures(db, person);
    },
  };
  let result: T;
  try {
    result = await evaluate(attempt);
  } catch (error) {
    // The attempt's own error is the answer; a count not taken back only errs towards the limit.
    if (!settlement.isSettled) await release().catch(() => undefined);
    throw error;
  }
  if (!settlement.isSettled) await release();
  return result;
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
