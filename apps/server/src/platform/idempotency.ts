import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TTx } from './db/database';
import { AppError } from './errors';
import { idempotentRequests } from './orders/orders.schema';

/** 1 to 200 printable ASCII characters: a UUID, a ULID or any opaque token of the client's. */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export function isValidIdempotencyKey(key: string): boolean {
  return IDEMPOTENCY_KEY_PATTERN.test(key);
}

/** The fingerprint of a call: which call, by whom, with what. Bigints hash as their digits. */
export function hashRequest(request: unknown): string {
  const text = JSON.stringify(request, (_name, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
  return createHash('sha256').update(text).digest('hex');
}

export interface TIdempotentCall {
  companyId: string;
  personUuid: string;
  key: string;
  /** hashRequest of the call's route, target and body. */
  requestHash: string;
  now: Date;
}

/**
 * Runs a call that moves money once per key (DESIGN.md §3). The key is claimed in the caller's
 * transaction, before the work: a second request with the key waits on the claim until the first
 * commits (and then replays its answer) or rolls back (and then runs itself). The answer is stored
 * with the effect, so a retry after a lost response gets the same answer and nothing happens
 * twice. A refusal rolls the claim back with everything else: it is not remembered, and a retry
 * is judged afresh. The same key with another request (or by another person) is refused.
 */
export async function runIdempotent<T>(
  tx: TTx,
  call: TIdempotentCall,
  work: () => Promise<T>,
): Promise<{ answer: T; isReplay: boolean }> {
  const claimed = await tx
    .insert(idempotentRequests)
    .values({
      companyId: call.companyId,
      idempotencyKey: call.key,
      personId: call.personUuid,
      requestHash: call.requestHash,
      createdAt: call.now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.idempotencyKey });
  if (claimed.length === 0) return { answer: await readStoredAnswer<T>(tx, call), isReplay: true };
  const answer = await work();
  await tx
    .update(idempotentRequests)
    .set({ responseStatus: 200, responseBody: sql`${JSON.stringify(answer)}::jsonb` })
    .where(
      and(
        eq(idempotentRequests.companyId, call.companyId),
        eq(idempotentRequests.idempotencyKey, call.key),
      ),
    );
  return { answer, isReplay: false };
}

async function readStoredAnswer<T>(tx: TTx, call: TIdempotentCall): Promise<T> {
  const [stored] = await tx
    .select()
    .from(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.companyId, call.companyId),
        eq(idempotentRequests.idempotencyKey, call.key),
      ),
    );
  if (
    !stored ||
    stored.requestHash !== call.requestHash ||
    stored.personId !== call.personUuid ||
    stored.responseBody === null
  )
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return stored.responseBody as T;
}
