import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TTx } from '../../../platform/db/database';
import { companyPgpKeys, type TCompanyPgpKeyRow } from './company-pgp-keys.schema';

/** Every key the company ever had, revoked ones included, oldest first. */
export async function selectCompanyPgpKeys(
  tx: TTx,
  companyId: string,
): Promise<TCompanyPgpKeyRow[]> {
  return tx
    .select()
    .from(companyPgpKeys)
    .where(eq(companyPgpKeys.companyId, companyId))
    .orderBy(asc(companyPgpKeys.createdAt), asc(companyPgpKeys.fingerprint));
}

/** Registers a key; false when the company has it already (revoked or not), which is left as is. */
export async function insertCompanyPgpKey(tx: TTx, row: TCompanyPgpKeyRow): Promise<boolean> {
  const inserted = await tx
    .insert(companyPgpKeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ fingerprint: companyPgpKeys.fingerprint });
  return inserted.length > 0;
}

/** Revokes a key from `at` on; false when the company has no such key, or it is revoked already. */
export async function revokeCompanyPgpKey(
  tx: TTx,
  key: { companyId: string; fingerprint: string; at: Date },
): Promise<boolean> {
  const revoked = await tx
    .update(companyPgpKeys)
    .set({ revokedAt: key.at })
    .where(
      and(
        eq(companyPgpKeys.companyId, key.companyId),
        eq(companyPgpKeys.fingerprint, key.fingerprint),
        isNull(companyPgpKeys.revokedAt),
      ),
    )
    .returning({ fingerprint: companyPgpKeys.fingerprint });
  return revoked.length > 0;
}
