import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { executePrepared, type TExecutor, type TPreparedStatement, type TTx } from '../db/database';
import { companies, companyPersons, sessionActivities, sessions } from '../db/schema';

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
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  deviceType: string;
  deviceId: string | null;
  lastPage: string | null;
  channel: string;
}

export async function insertSession(tx: TExecutor, row: TNewSessionRow): Promise<void> {
  await tx.insert(sessions).values({ ...row, lastActivityAt: row.createdAt });
}

/** A session not yet ended, with its person and company, as the hot lookup answers it. */
export interface TSessionWithOwner {
  id: string;
  personUuid: string;
  companyId: string;
  authorizationLevel: number;
  loginType: string;
  allowedServices: string[];
  createdAt: Date;
  lastActivityAt: Date;
  expiresAt: Date;
  lastPage: string | null;
  deviceType: string;
  deviceId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  channel: string;
  personId: number;
  firstName: string;
  lastName: string;
  customerId: number;
  companyName: string;
  companyOib: string;
}

/**
 * Every authenticated request runs it: prepared once per connection and sent without a query
 * builder. The bigint ids fit a JS number (the schema reads them as numbers too); the services
 * come as JSON, parsed natively, not by the driver's parser of PostgreSQL arrays.
 */
const openSessionByTokenHash: TPreparedStatement = {
  name: 'sessions_open_by_token_hash',
  text: `SELECT s.id, s.person_id AS "personUuid", s.company_id AS "companyId",
      s.authorization_level AS "authorizationLevel", s.login_type AS "loginType",
      to_json(s.allowed_services) AS "allowedServices", s.created_at AS "createdAt",
      s.last_activity_at AS "lastActivityAt", s.expires_at AS "expiresAt",
      s.last_page AS "lastPage", s.device_type AS "deviceType", s.device_id AS "deviceId",
      s.ip_address AS "ipAddress", s.user_agent AS "userAgent", s.channel,
      p.person_id::float8 AS "personId", p.first_name AS "firstName", p.last_name AS "lastName",
      c.customer_id::float8 AS "customerId", c.name AS "companyName", c.oib AS "companyOib"
    FROM sessions s
    JOIN persons p ON p.id = s.person_id
    JOIN companies c ON c.id = s.company_id
    WHERE s.token_hash = $1 AND s.ended_at IS NULL
    LIMIT 1`,
};

/** A session not yet ended, with its person and company; inactivity is judged by the caller. */
export async function findOpenSessionByTokenHash(
  tx: TExecutor,
  tokenHash: Buffer,
): Promise<TSessionWithOwner | undefined> {
  const [row] = await executePrepared<TSessionWithOwner & Record<string, unknown>>(
    tx,
    openSessionByTokenHash,
    [tokenHash],
  );
  return row;
}

/** The end reason of the sessions the revocation of their person's authority ended (issue 23). */
export const AUTHORITY_REVOKED_END_REASON = 'AUTHORITY_REVOKED';

/** Why a session that is no longer open ended, by its token (a revoked authority is told apart). */
export async function findSessionEndReasonByTokenHash(
  tx: TExecutor,
  tokenHash: Buffer,
): Promise<string | null | undefined> {
  const [row] = await tx
    .select({ endReason: sessions.endReason })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row?.endReason;
}

export async function findOpenSessionByCheckHandleHash(tx: TExecutor, checkHandleHash: Buffer) {
  const rows = await tx
    .select({
      id: sessions.id,
      lastActivityAt: sessions.lastActivityAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.checkHandleHash, checkHandleHash), isNull(sessions.endedAt)))
    .limit(1);
  return rows[0];
}

export async function touchSession(
  tx: TExecutor,
  sessionId: string,
  at: Date,
  page: string | null,
): Promise<void> {
  await tx
    .update(sessions)
    .set(page === null ? { lastActivityAt: at } : { lastActivityAt: at, lastPage: page })
    .where(eq(sessions.id, sessionId));
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

export interface TKeysetCursor {
  at: Date;
  id: string;
}

/** The person's sessions in the company, newest first, after the cursor. */
export async function selectSessionHistory(
  tx: TTx,
  owner: { personUuid: string; companyId: string },
  page: { after: TKeysetCursor | undefined; limit: number; onlyId?: string },
) {
  return tx
    .select({
      id: sessions.id,
      loginType: sessions.loginType,
      customerId: companies.customerId,
      createdAt: sessions.createdAt,
      lastActivityAt: sessions.lastActivityAt,
      endedAt: sessions.endedAt,
      endReason: sessions.endReason,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
      deviceType: sessions.deviceType,
      channel: sessions.channel,
      lastPage: sessions.lastPage,
    })
    .from(sessions)
    .innerJoin(companies, eq(companies.id, sessions.companyId))
    .where(
      and(
        eq(sessions.companyId, owner.companyId),
        eq(sessions.personId, owner.personUuid),
        page.onlyId === undefined ? undefined : eq(sessions.id, page.onlyId),
        page.after
          ? or(
              lt(sessions.createdAt, page.after.at),
              and(eq(sessions.createdAt, page.after.at), lt(sessions.id, page.after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(page.limit);
}

export interface TNewActivity {
  sessionId: string;
  companyId: string;
  personId: string;
  occurredAt: Date;
  kind: 'SIGN_IN' | 'PAGE' | 'RENEW' | 'SIGN_OUT' | 'COMPANY_SWITCH';
  page: string | null;
  ipAddress: string | null;
  deviceType: string;
  channel: string;
}

export async function insertActivity(tx: TExecutor, activity: TNewActivity): Promise<void> {
  await tx.insert(sessionActivities).values(activity);
}

/** Activities of the person in the company, newest first, after the cursor (id order breaks ties). */
export async function selectActivities(
  tx: TTx,
  owner: { personUuid: string; companyId: string },
  page: { afterId: number | undefined; limit: number },
) {
  return tx
    .select({
      id: sessionActivities.id,
      sessionId: sessionActivities.sessionId,
      occurredAt: sessionActivities.occurredAt,
      kind: sessionActivities.kind,
      page: sessionActivities.page,
      ipAddress: sessionActivities.ipAddress,
      deviceType: sessionActivities.deviceType,
      channel: sessionActivities.channel,
    })
    .from(sessionActivities)
    .where(
      and(
        eq(sessionActivities.companyId, owner.companyId),
        eq(sessionActivities.personId, owner.personUuid),
        page.afterId === undefined ? undefined : lt(sessionActivities.id, page.afterId),
      ),
    )
    .orderBy(desc(sessionActivities.id))
    .limit(page.limit);
}

/** Every company the person belongs to, with the membership's level and services. */
export async function selectPersonMemberships(tx: TExecutor, personUuid: string) {
  return (
    tx
      .select({
        companyId: companies.id,
        customerId: companies.customerId,
        name: companies.name,
        authorizationLevel: companyPersons.authorizationLevel,
        allowedServices: companyPersons.allowedServices,
      })
      .from(companyPersons)
      .innerJoin(companies, eq(companies.id, companyPersons.companyId))
      // A company whose authority over the person was revoked is no longer theirs (migration 0025).
      .where(and(eq(companyPersons.personId, personUuid), isNull(companyPersons.accessRevokedAt)))
      .orderBy(asc(companies.name))
  );
}
