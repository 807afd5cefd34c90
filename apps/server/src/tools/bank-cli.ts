import path from 'node:path';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/database';
import { connectToEmbeddedPostgres } from '../platform/db/embedded-postgres';
import { unlockToken } from '../platform/auth/devices.repository';
import { recordSecurityEvent } from '../platform/auth/security-events';

/**
 * The bank operator's commands (npm run bank). AUTH_02 (a token locked after too many wrong codes)
 * ends only here: support checks the person's identity, then unlocks the token.
 */
const USAGE = 'Usage: npm run bank -- unlock-token <serial>';

async function main(args: readonly string[]): Promise<number> {
  const [command, serial] = args;
  if (command !== 'unlock-token' || !serial) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  const connection = config.databaseUrl
    ? { url: config.databaseUrl, close: () => Promise.resolve() }
    : await connectToEmbeddedPostgres(path.resolve(config.dataDir), 'poslovno');
  const database = openDatabase(connection.url, { maxConnections: 1 });
  try {
    const device = await unlockToken(database.db, serial);
    if (!device) {
      console.error(`No token with serial ${serial}.`);
      return 1;
    }
    await recordSecurityEvent(database.db, {
      kind: 'TOKEN_UNLOCKED',
      at: new Date(),
      personUuid: device.personId,
      deviceId: device.id,
      details: { serial, by: 'operator' },
    });
    console.log(`Token ${serial} is unlocked; its count of wrong codes starts again from zero.`);
    return 0;
  } finally {
    await database.close();
    await connection.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
