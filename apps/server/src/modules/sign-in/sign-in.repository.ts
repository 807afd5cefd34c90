import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TExecutor, TTx } from '../../platform/db/database';
import {
  companies,
  companyPersons,
  loginChallenges,
  pendingSignIns,
  persons,
  qrLoginRequests,
  trustedBrowsers,
} from '../../platform/db/schema';

/** The person with the typed ID and their membership of the typed company, if both exist. */
export async function findPersonForSignIn(db: TExecutor, personId: number, customerId: number) {
  const rows = await db
    .select({
      personUuid: persons.id,
      passwordHash: persons.passwordHash,
      companyId: companies.id,
      authorizationLevel: companyPersons.authorizationLevel,
      allowedServices: companyPersons.allowedServices,
    })
    .from(persons)
    .leftJoin(companies, eq(companies.customerId, customerId))
    .leftJoin(
      companyPersons,
      and(
        eq(companyPersons.personId, persons.id),
        eq(companyPersons.companyId, companies.id),
        // A person whose authority was revoked has lost the company (migration 0025).
        isNull(companyPersons.accessRevokedAt),
      ),
    )
    .where(eq(persons.personId, personId))
    .limit(1);
  return rows[0];
}

export async function findPersonByUuid(db: TExecutor, personUuid: string) {
  const rows = await db
    .select({
      personUuid: persons.id,
      personId: persons.personId,
      firstName: persons.firstName,
      lastName: persons.lastName,
      demoRole: persons.demoRole,
    })
    .from(persons)
    .where(eq(persons.id, personUuid))
    .limit(1);
  return rows[0];
}

export async function findDemoPerson(db: TExecutor, personId: number) {
  const rows = await db
    .select({ personUuid: persons.id, firstName: persons.firstName, lastName: persons.lastName })
    .from(persons)
    .where(eq(persons.personId, personId))
    .limit(1);
  return rows[0];
}

export async function insertLoginChallenge(
  db: TExecutor,
  row: typeof loginChallenges.$inferInsert,
) {
  await db.insert(loginChallenges).values(row);
}

/** Uses a sign-in challenge once: false when unknown, used or expired. */
export async function consumeLoginChallenge(db: TExecutor, challengeHash: Buffer, now: Date) {
  const rows = await db
    .update(loginChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginChallenges.challengeHash, challengeHash),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, now),
      ),
    )
    .returning({ id: loginChallenges.id });
  return rows.length > 0;
}

export async function insertQrRequest(db: TExecutor, row: typeof qrLoginRequests.$inferInsert) {
  await db.insert(qrLoginRequests).values(row);
}

export async function findQrRequest(db: TExecutor, id: string) {
  const rows = await db.select().from(qrLoginRequests).where(eq(qrLoginRequests.id, id)).limit(1);
  return rows[0];
}

export async function refreshQrRequest(
  db: TExecutor,
  id: string,
  values: { nonce: string; expiresAt: Date },
) {
  const rows = await db
    .update(qrLoginRequests)
    .set({ ...values, status: 'PENDING', personId: null, deviceId: null, approvedAt: null })
    .where(and(eq(qrLoginRequests.id, id), eq(qrLoginRequests.status, 'PENDING')))
    .returning({ id: qrLoginRequests.id });
  return rows.length > 0;
}

/** The person trusts the browser the QR request was made for (a condition inside its UPDATE). */
function isQrBrowserTrustedBy(personUuid: string) {
  return sql`EXISTS (SELECT 1 FROM trusted_browsers WHERE trusted_browsers.person_id = ${personUuid}
    AND trusted_browsers.browser_handle_hash = ${qrLoginRequests.browserHandleHash}
    AND trusted_browsers.removed_at IS NULL)`;
}

/**
 * Approves a waiting request for a person who trusts its browser, in one statement, so trust
 * removed meanwhile cannot slip through: false when the code is no longer waiting or not trusted.
 */
export async function approveQrRequest(
  db: TExecutor,
  input: { id: string; nonce: string; personUuid: string; deviceId: string; now: Date },
) {
  const rows = await db
    .update(qrLoginRequests)
    .set({
      status: 'APPROVED',
      personId: input.personUuid,
      deviceId: input.deviceId,
      approvedAt: input.now,
    })
    .where(
      and(
        eq(qrLoginRequests.id, input.id),
        eq(qrLoginRequests.nonce, input.nonce),
        eq(qrLoginRequests.status, 'PENDING'),
        gt(qrLoginRequests.expiresAt, input.now),
        isQrBrowserTrustedBy(input.personUuid),
      ),
    )
    .returning({ id: qrLoginRequests.id });
  return rows.length > 0;
}

/**
 * The approved request becomes a sign-in once, and only while its approver still trusts the
 * browser: a second poll finds it completed.
 */
export async function completeQrRequest(db: TExecutor, id: string, personUuid: string, now: Date) {
  const rows = await db
    .update(qrLoginRequests)
    .set({ status: 'COMPLETED', completedAt: now })
    .where(
      and(
        eq(qrLoginRequests.id, id),
        eq(qrLoginRequests.status, 'APPROVED'),
        eq(qrLoginRequests.personId, personUuid),
        isQrBrowserTrustedBy(personUuid),
      ),
    )
    .returning({ id: qrLoginRequests.id });
  return rows.length > 0;
}

/**
 * An approval whose person no longer trusts the browser is withdrawn: the code waits again for
 * someone who does. False when the request is no longer that person's approval.
 */
export async function reopenQrRequest(db: TExecutor, id: string, personUuid: string) {
  const rows = await db
    .update(qrLoginRequests)
    .set({ status: 'PENDING', personId: null, deviceId: null, approvedAt: null })
    .where(
      and(
        eq(qrLoginRequests.id, id),
        eq(qrLoginRequests.status, 'APPROVED'),
        eq(qrLoginRequests.personId, personUuid),
      ),
    )
    .returning({ id: qrLoginRequests.id });
  return rows.length > 0;
}

export async function insertPendingSignIn(db: TExecutor, row: typeof pendingSignIns.$inferInsert) {
  await db.insert(pendingSignIns).values(row);
}

/** Uses a pending sign-in once (the person chose a service). */
export async function consumePendingSignIn(db: TExecutor, handleHash: Buffer, now: Date) {
  const rows = await db
    .update(pendingSignIns)
    .set({ usedAt: now })
    .where(
      and(
        eq(pendingSignIns.handleHash, handleHash),
        isNull(pendingSignIns.usedAt),
        gt(pendingSignIns.expiresAt, now),
      ),
    )
    .returning();
  return rows[0];
}

export async function isBrowserTrustedBy(db: TExecutor, personUuid: string, handleHash: Buffer) {
  const rows = await db
    .select({ id: trustedBrowsers.id })
    .from(trustedBrowsers)
    .where(
      and(
        eq(trustedBrowsers.personId, personUuid),
        eq(trustedBrowsers.browserHandleHash, handleHash),
        isNull(trustedBrowsers.removedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function isBrowserTrustedByAnyone(db: TExecutor, handleHash: Buffer) {
  const rows = await db
    .select({ id: trustedBrowsers.id })
    .from(trustedBrowsers)
    .where(
      and(eq(trustedBrowsers.browserHandleHash, handleHash), isNull(trustedBrowsers.removedAt)),
    )
    .limit(1);
  return rows.length > 0;
}

export async function selectTrustedBrowsers(tx: TTx, personUuid: string) {
  return tx
    .select()
    .from(trustedBrowsers)
    .where(and(eq(trustedBrowsers.personId, personUuid), isNull(trustedBrowsers.removedAt)))
    .orderBy(desc(trustedBrowsers.acceptedAt), desc(trustedBrowsers.id));
}

export async function insertTrustedBrowser(tx: TTx, row: typeof trustedBrowsers.$inferInsert) {
  await tx.insert(trustedBrowsers).values(row).onConflictDoNothing();
}

export async function removeTrustedBrowser(tx: TTx, id: string, personUuid: string, now: Date) {
  const rows = await tx
    .update(trustedBrowsers)
    .set({ removedAt: now })
    .where(
      and(
        eq(trustedBrowsers.id, id),
        eq(trustedBrowsers.personId, personUuid),
        isNull(trustedBrowsers.removedAt),
      ),
    )
    .returning({ id: trustedBrowsers.id });
  return rows.length > 0;
}
