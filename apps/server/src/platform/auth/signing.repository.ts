import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TExecutor, TTx } from '../db/database';
import { orderSignatures, signingChallenges } from '../db/schema';
import type { TAuthDeviceRow } from './devices.repository';

export async function insertSigningChallenge(
  tx: TExecutor,
  row: typeof signingChallenges.$inferInsert,
): Promise<void> {
  await tx.insert(signingChallenges).values(row);
}

/** Challenges still open (not used, not expired): the person's, or one by id, oldest first. */
export async function selectOpenSigningChallenges(
  db: TExecutor,
  personUuid: string | null,
  now: Date,
  id?: string,
) {
  return db
    .select()
    .from(signingChallenges)
    .where(
      and(
        personUuid === null ? undefined : eq(signingChallenges.personId, personUuid),
        id === undefined ? undefined : eq(signingChallenges.id, id),
        isNull(signingChallenges.usedAt),
        isNull(signingChallenges.approvedAt),
        gt(signingChallenges.expiresAt, now),
      ),
    )
    .orderBy(asc(signingChallenges.createdAt))
    .limit(50);
}

/** The mobile token's approval of an open challenge of its own person. */
export async function approveSigningChallenge(
  db: TExecutor,
  input: { id: string; device: TAuthDeviceRow; signature: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(signingChallenges)
    .set({
      approvedAt: input.now,
      approvedDeviceId: input.device.id,
      approvalSignature: input.signature,
    })
    .where(
      and(
        eq(signingChallenges.id, input.id),
        eq(signingChallenges.personId, input.device.personId),
        isNull(signingChallenges.usedAt),
        isNull(signingChallenges.approvedAt),
        gt(signingChallenges.expiresAt, input.now),
      ),
    )
    .returning({ id: signingChallenges.id });
  return rows.length > 0;
}

const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Locks the challenge row without waiting: another request authorising with the same challenge
 * right now holds it, and this one must not wait to double-sign. Undefined: no such challenge.
 */
export async function lockSigningChallenge(tx: TTx, id: string) {
  try {
    const result = await tx.execute<Record<string, unknown> & { id: string }>(
      sql`SELECT id FROM signing_challenges WHERE id = ${id} FOR UPDATE NOWAIT`,
    );
    if (result.rows.length === 0) return { isBusy: false, row: undefined };
  } catch (error) {
    if (findPgCode(error) === LOCK_NOT_AVAILABLE) return { isBusy: true, row: undefined };
    throw error;
  }
  const rows = await tx.select().from(signingChallenges).where(eq(signingChallenges.id, id));
  return { isBusy: false, row: rows[0] };
}

/** One more wrong code against the person's challenge; answers how many it has taken. */
export async function countSigningChallengeFailure(
  tx: TTx,
  id: string,
  personUuid: string,
): Promise<number> {
  const rows = await tx
    .update(signingChallenges)
    .set({ failedAttempts: sql`${signingChallenges.failedAttempts} + 1` })
    .where(and(eq(signingChallenges.id, id), eq(signingChallenges.personId, personUuid)))
    .returning({ failedAttempts: signingChallenges.failedAttempts });
  return rows[0]?.failedAttempts ?? 0;
}

function findPgCode(error: unknown): string | undefined {
  let current: unknown = error;
  while (current instanceof Error) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = current.cause;
  }
  return undefined;
}

/** Tries the person's lock on the order: false while another request of theirs signs it. */
export async function tryLockOrderForPerson(
  tx: TTx,
  order: { orderType: string; orderId: string },
  personUuid: string,
): Promise<boolean> {
  const result = await tx.execute<Record<string, unknown> & { locked: boolean }>(
    sql`SELECT pg_try_advisory_xact_lock(hashtextextended(${`sign|${order.orderType}|${order.orderId}|${personUuid}`}, 0)) AS locked`,
  );
  return result.rows[0]?.locked === true;
}

/** Waits for the order's lock: two signers at once are recorded one after the other. */
export async function lockOrder(tx: TTx, order: { orderType: string; orderId: string }) {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`order|${order.orderType}|${order.orderId}`}, 0))`,
  );
}

export async function markSigningChallengeUsed(tx: TTx, id: string, now: Date) {
  await tx.update(signingChallenges).set({ usedAt: now }).where(eq(signingChallenges.id, id));
}

export async function findSignature(
  tx: TExecutor,
  order: { orderType: string; orderId: string },
  personUuid: string,
) {
  const rows = await tx
    .select()
    .from(orderSignatures)
    .where(
      and(
        eq(orderSignatures.orderType, order.orderType),
        eq(orderSignatures.orderId, order.orderId),
        eq(orderSignatures.personId, personUuid),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function findSignatureById(tx: TExecutor, id: string) {
  const [row] = await tx.select().from(orderSignatures).where(eq(orderSignatures.id, id));
  return row;
}

export async function insertOrderSignature(tx: TTx, row: typeof orderSignatures.$inferInsert) {
  await tx.insert(orderSignatures).values(row);
}
