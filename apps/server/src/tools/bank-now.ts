import { existsSync } from 'node:fs';
import path from 'node:path';
import { createBaseClock, isBankClockMovable } from '../core-bank/bank-clock/bank-clock';
import { selectClockOffsetMs } from '../core-bank/bank-clock/bank-clock.repository';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/database';
import { connectToEmbeddedPostgres } from '../platform/db/embedded-postgres';

/**
 * The bank's time for a demo device (npm run token): its codes are checked against the server's
 * clock, which in demo mode stands as far ahead as npm run bank -- clock advance moved it, so the
 * simulated token keeps the bank's time too. With no bank yet (no ./data, no DATABASE_URL) the
 * clock has not moved.
 */
export async function readBankNowForTool(env: Record<string, string | undefined>): Promise<Date> {
  const config = loadConfig(env);
  const base = createBaseClock(config);
  if (!isBankClockMovable(config)) return base.now();
  const dataDir = path.resolve(config.dataDir);
  if (!config.databaseUrl && !existsSync(path.join(dataDir, 'pg'))) return base.now();
  const connection = config.databaseUrl
    ? { url: config.databaseUrl, close: () => Promise.resolve() }
    : await connectToEmbeddedPostgres(dataDir, 'poslovno');
  const database = openDatabase(connection.url, { maxConnections: 1 });
  try {
    const offsetMs = await selectClockOffsetMs(database.db);
    return new Date(base.now().getTime() + offsetMs);
  } finally {
    await database.close();
    await connection.close();
  }
}
