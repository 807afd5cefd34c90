import { inject } from 'vitest';
import type { TServiceCode } from '@poslovno/domain';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { runServicesCommand } from '../../apps/server/src/tools/services-tool';

/**
 * What `npm run bank -- services <customerId> <personId> without|with <SERVICE> | all` does, on
 * the servers' database: a demo person's allowed services in a company, from their next sign-in.
 * Every file that takes a service away gives it back, for the files after it.
 */
export async function setDemoPersonServices(
  customerId: number,
  personNumber: number,
  change: { without: TServiceCode } | 'all',
): Promise<void> {
  const database = openDatabase(inject('e2eDatabaseUrl'), { maxConnections: 1 });
  try {
    const command =
      change === 'all'
        ? { kind: 'all' as const, customerId, personNumber }
        : { kind: 'without' as const, customerId, personNumber, service: change.without };
    if ((await runServicesCommand(database.db, command)) !== 0)
      throw new Error(`person ${personNumber} of customer ${customerId} is unknown`);
  } finally {
    await database.close();
  }
}
