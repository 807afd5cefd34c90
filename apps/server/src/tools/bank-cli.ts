import path from 'node:path';
import { loadConfig } from '../platform/config';
import { openDatabase, type TDb } from '../platform/db/database';
import { connectToEmbeddedPostgres } from '../platform/db/embedded-postgres';
import { unlockToken } from '../platform/auth/devices.repository';
import { recordSecurityEvent } from '../platform/auth/security-events';
import { setCoreAvailability } from '../core-bank/core-availability';

/**
 * The bank operator's commands (npm run bank). AUTH_02 (a token locked after too many wrong codes)
 * ends only here: support checks the person's identity, then unlocks the token. In demo mode the
 * core bank can be switched off and on, to see how the app behaves without it.
 */
const USAGE = [
  'Usage: npm run bank -- unlock-token <serial>',
  '       npm run bank -- core-down | core-up   (demo: the core bank stops / starts answering)',
].join('\n');

async function unlockTokenBySerial(db: TDb, serial: string): Promise<number> {
  const device = await unlockToken(db, serial);
  if (!device) {
    console.error(`No token with serial ${serial}.`);
    return 1;
  }
  await recordSecurityEvent(db, {
    kind: 'TOKEN_UNLOCKED',
    at: new Date(),
    personUuid: device.personId,
    deviceId: device.id,
    details: { serial, by: 'operator' },
  });
  console.log(`Token ${serial} is unlocked; its count of wrong codes starts again from zero.`);
  return 0;
}

async function switchCore(db: TDb, isAvailable: boolean): Promise<number> {
  await setCoreAvailability(db, isAvailable);
  console.log(
    isAvailable
      ? 'The core bank answers again: balances show and orders execute.'
      : 'The core bank is unavailable: balances show as unavailable and orders are refused (503).',
  );
  return 0;
}

async function main(args: readonly string[]): Promise<number> {
  const [command, serial] = args;
  const isKnown =
    (command === 'unlock-token' && serial !== undefined) ||
    command === 'core-down' ||
    command === 'core-up';
  if (!isKnown) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  const connection = config.databaseUrl
    ? { url: config.databaseUrl, close: () => Promise.resolve() }
    : await connectToEmbeddedPostgres(path.resolve(config.dataDir), 'poslovno');
  const database = openDatabase(connection.url, { maxConnections: 1 });
  try {
    if (command === 'unlock-token' && serial !== undefined)
      return await unlockTokenBySerial(database.db, serial);
    return await switchCore(database.db, command === 'core-up');
  } finally {
    await database.close();
    await connection.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
