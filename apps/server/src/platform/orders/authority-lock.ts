import { sql } from 'drizzle-orm';
import type { TTx } from '../db/database';

/**
 * Signatures and authority changes take turns per person (issue 23: "a payment signed while its
 * signer's authority is being revoked is either signed under the old authority before the change
 * executes, or refused after — never half"). A signature holds the person's lock shared from
 * before it reads their authority until it commits; the bank's change of that authority holds it
 * exclusively. Transaction-scoped advisory locks, so they need no write right on the authorities
 * and end with the transaction.
 */
export async function lockPersonAuthority(
  tx: TTx,
  companyId: string,
  personUuid: string,
  mode: 'SHARED' | 'EXCLUSIVE',
): Promise<void> {
  const key = sql`hashtextextended(${`authority:${companyId}:${personUuid}`}, 0)`;
  await tx.execute(
    mode === 'SHARED'
      ? sql`SELECT pg_advisory_xact_lock_shared(${key})`
      : sql`SELECT pg_advisory_xact_lock(${key})`,
  );
}

/**
 * The company's authority matrix changes one request at a time: two requests signed at once are
 * carried out in turn, the second judged on the result of the first.
 */
export async function lockCompanyAuthorityMatrix(tx: TTx, companyId: string): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`authority-matrix:${companyId}`}, 0))`,
  );
}
