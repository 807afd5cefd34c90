import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TExecutor, TTx } from '../db/database';
import { companies, persons, sessions } from '../db/schema';

export interface TNewSessionRow {
  id: string;
  tokenHash: Buffer;
  checkHandleHash: Buffer;
  personId: string;
  companyId: string;
  authorizationLevel: number;
  loginType: string;
  allowedServices: string[];
  createdAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  channel: string;
}

export async function insertSession(tx: TTx, row: TNewSessionRow): Promise<void> {
  await tx.insert(sessions).values({ ...row, lastActivityAt: row.createdAt });
}

const sessionWithOwner = {
  id: sessions.id,
  personUuid: sessions.personId,
  companyId: sessions.companyId,
  authorizationLevel: sessions.authorizationLevel,
  loginType: sessions.loginType,
  allowedServices: sessions.allowedServices,
  createdAt: sessions.createdAt,
  lastActivityAt: sessions.lastActivityAt,
  personId: persons.personId,
  firstName: persons.firstName,
  lastName: persons.lastName,
  customerId: companies.customerId,
  companyName: companies.name,
  companyOib: companies.oib,
};
export type TSessionWithOwner = Awaited<ReturnType<typeof findOpenSessionByTokenHash>>;

/** A session not yet ended, with its person and company; inactivity is judged by the caller. */
export async function findOpenSessionByTokenHash(tx: TExecutor, tokenHash: Buffer) {
  const rows = await tx
    .select(sessionWithOwner)
    .from(sessions)
    .innerJoin(persons, eq(persons.id, sessions.personId))
    .innerJoin(companies, eq(companies.id, sessions.companyId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt)))
    .limit(1);
  return rows[0];
}

export async function findOpenSessionByCheckHandleHash(tx: TExecutor, checkHandleHash: Buffer) {
  const rows = await tx
    .select({ id: sessions.id, lastActivityAt: sessions.lastActivityAt })
    .from(sessions)
    .where(and(eq(sessions.checkHandleHash, checkHandleHash), isNull(sessions.endedAt)))
    .limit(1);
  return rows[0];
}

export async function touchSession(tx: TExecutor, sessionId: string, at: Date): Promise<void> {
  await tx.update(sessions).set({ lastActivityAt: at }).where(eq(sessions.id, sessionId));
}

export async function endSession(
  tx: TExecutor,
  sessionId: string,
  at: Date,
  reason: string,
): Promise<boolean> {
  const ended = await tx
    .update(sessions)
    .set({ endedAt: at, endReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/**
 * Ends one of the person's own sessions in the company; a session already ended stays as it
 * was. Runs under the company scope, so row-level security binds it too. False: not theirs.
 */
export async function endOwnSession(
  tx: TTx,
  owner: { sessionId: string; personUuid: string; companyId: string },
  at: Date,
  reason: string,
): Promise<boolean> {
  const ended = await tx
    .update(sessions)
    .set({
      endedAt: sql`coalesce(${sessions.endedAt}, ${at})`,
      endReason: sql`coalesce(${sessions.endReason}, ${reason})`,
    })
    .where(
      and(
        eq(sessions.id, owner.sessionId),
        eq(sessions.personId, owner.personUuid),
        eq(sessions.companyId, owner.companyId),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length > 0;
}
