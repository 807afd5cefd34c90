import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/database';
import { authDevices, certificateAuthorities } from '../db/schema';

export type TAuthDeviceRow = typeof authDevices.$inferSelect;

export async function findDeviceBySerial(db: TExecutor, serial: string) {
  const rows = await db.select().from(authDevices).where(eq(authDevices.serial, serial)).limit(1);
  return rows[0];
}

export async function findDeviceById(db: TExecutor, id: string) {
  const rows = await db.select().from(authDevices).where(eq(authDevices.id, id)).limit(1);
  return rows[0];
}

export async function selectPersonDevices(db: TExecutor, personUuid: string) {
  return db
    .select()
    .from(authDevices)
    .where(eq(authDevices.personId, personUuid))
    .orderBy(asc(authDevices.kind), asc(authDevices.serial));
}

/**
 * Accepts a token code's time step once: only a step after the last accepted one succeeds, so
 * a code (or an older one) replayed by anyone, even in a concurrent request, is refused.
 */
export async function acceptTokenStep(
  db: TExecutor,
  deviceId: string,
  step: number,
  driftSteps: number,
): Promise<boolean> {
  const rows = await db
    .update(authDevices)
    .set({
      lastUsedStep: step,
      driftSteps,
      consecutiveFailures: 0,
      resyncDriftSteps: null,
      resyncStep: null,
    })
    .where(
      and(
        eq(authDevices.id, deviceId),
        eq(authDevices.status, 'ACTIVE'),
        or(isNull(authDevices.lastUsedStep), sql`${authDevices.lastUsedStep} < ${step}`),
      ),
    )
    .returning({ id: authDevices.id });
  return rows.length > 0;
}

export async function startTokenResync(
  db: TExecutor,
  deviceId: string,
  step: number,
  driftSteps: number,
): Promise<void> {
  await db
    .update(authDevices)
    .set({ resyncStep: step, resyncDriftSteps: driftSteps })
    .where(eq(authDevices.id, deviceId));
}

/**
 * One more wrong code with the right password; at `maxFailures` the token locks (AUTH_02).
 * Answers the new count and whether this failure locked it.
 */
export async function recordTokenFailure(
  db: TExecutor,
  deviceId: string,
  maxFailures: number,
  at: Date,
): Promise<{ failures: number; isLocked: boolean }> {
  const rows = await db
    .update(authDevices)
    .set({
      consecutiveFailures: sql`${authDevices.consecutiveFailures} + 1`,
      status: sql`CASE WHEN ${authDevices.consecutiveFailures} + 1 >= ${maxFailures} THEN 'LOCKED' ELSE ${authDevices.status} END`,
      lockedAt: sql`CASE WHEN ${authDevices.consecutiveFailures} + 1 >= ${maxFailures} THEN ${at}::timestamptz ELSE ${authDevices.lockedAt} END`,
    })
    .where(and(eq(authDevices.id, deviceId), eq(authDevices.status, 'ACTIVE')))
    .returning({ failures: authDevices.consecutiveFailures, status: authDevices.status });
  const row = rows[0];
  return { failures: row?.failures ?? maxFailures, isLocked: row?.status === 'LOCKED' };
}

/** A right code ends the token's run of wrong ones (those typed at sign-in and when signing). */
export async function clearTokenFailures(db: TExecutor, deviceId: string): Promise<void> {
  await db
    .update(authDevices)
    .set({ consecutiveFailures: 0 })
    .where(and(eq(authDevices.id, deviceId), gt(authDevices.consecutiveFailures, 0)));
}

/** The bank's unlock of a locked token (AUTH_02 ends only this way). */
export async function unlockToken(db: TExecutor, serial: string) {
  const rows = await db
    .update(authDevices)
    .set({ status: 'ACTIVE', consecutiveFailures: 0, lockedAt: null })
    .where(and(eq(authDevices.serial, serial), eq(authDevices.kind, 'TOKEN')))
    .returning({ id: authDevices.id, personId: authDevices.personId });
  return rows[0];
}

export async function insertDevice(db: TExecutor, row: typeof authDevices.$inferInsert) {
  await db.insert(authDevices).values(row);
}

export async function activateMobileToken(
  db: TExecutor,
  personUuid: string,
  publicKeySpkiDer: Buffer,
  at: Date,
) {
  const rows = await db
    .update(authDevices)
    .set({ publicKeySpkiDer, status: 'ACTIVE', activatedAt: at })
    .where(and(eq(authDevices.personId, personUuid), eq(authDevices.kind, 'MOBILE_TOKEN')))
    .returning({ id: authDevices.id, serial: authDevices.serial });
  return rows[0];
}

/** The CA certificate that card certificates must chain to (the application role may read it). */
export async function readCertificateAuthority(db: TExecutor) {
  const rows = await db
    .select({ certificateDer: certificateAuthorities.certificateDer })
    .from(certificateAuthorities)
    .limit(1);
  return rows[0];
}

/** The demo CA with its private key, for issuing; only the owner role can read the key. */
export async function readCertificateAuthorityForIssuing(db: TExecutor) {
  const rows = await db.select().from(certificateAuthorities).limit(1);
  return rows[0];
}
