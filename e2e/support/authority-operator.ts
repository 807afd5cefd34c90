import { inject } from 'vitest';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { runAuthorityCommand } from '../../apps/server/src/tools/authority-tool';

/**
 * What `npm run bank -- authority restore <customerId> <personId>` does, on the servers' database:
 * after a revocation (001 §4: restoring needs a branch visit), the person has the company back with
 * the authority from before it. Answers whether anything was restored (false: not revoked).
 */
export async function restoreDemoPersonAuthority(
  customerId: number,
  personNumber: number,
): Promise<boolean> {
  const database = openDatabase(inject('e2eDatabaseUrl'), { maxConnections: 1 });
  try {
    const code = await runAuthorityCommand(database.db, {
      kind: 'restore',
      customerId,
      personNumber,
    });
    return code === 0;
  } finally {
    await database.close();
  }
}
