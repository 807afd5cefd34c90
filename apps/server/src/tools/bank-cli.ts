import { userInfo } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../platform/config';
import { openDatabase, type TDb } from '../platform/db/database';
import { connectToEmbeddedPostgres } from '../platform/db/embedded-postgres';
import { unlockToken } from '../platform/auth/devices.repository';
import { recordSecurityEvent } from '../platform/auth/security-events';
import { setCoreAvailability } from '../core-bank/core-availability';
import { ClockRefusal, findClockRefusal } from '../core-bank/bank-clock/clock-advance';
import { applyMigrations } from '../platform/db/migrate';
import { MIGRATIONS_DIR } from '../platform/paths';
import { ORDER_TYPES } from '../order-types';
import {
  findBackOfficeRefusal,
  forceBackOfficeRejection,
  parseBackOfficeCommand,
} from './back-office-tool';
import { parseClockCommand, runClockCommand } from './bank-clock-tool';
import { parseAuthorityCommand, runAuthorityCommand } from './authority-tool';
import { parseServicesCommand, runServicesCommand } from './services-tool';
import {
  parsePgpKeyCommand,
  parsePgpSignCommand,
  runPgpKeyCommand,
  runPgpSignCommand,
} from './pgp-key-tool';

/**
 * The bank operator's commands (npm run bank). AUTH_02 (a token locked after too many wrong codes)
 * ends only here: support checks the person's identity, then unlocks the token. In demo mode the
 * core bank can be switched off and on, to see how the app behaves without it, and the bank's clock
 * moved forward, to see what the days bring (bank-clock-tool.ts).
 */
const USAGE = [
  'Usage: npm run bank -- unlock-token <serial>',
  '       npm run bank -- core-down | core-up   (demo: the core bank stops / starts answering)',
  "       npm run bank -- clock show                (demo: the bank's time and how far it was moved)",
  '       npm run bank -- clock advance <N>d|<N>h   (demo: the bank clock moves forward, day by day,',
  "                                                 running each day's due work; there is no going back)",
  '       npm run bank -- back-office <type> reject <reason>',
  '                                                 (demo: the next order of the type is rejected so)',
  '       npm run bank -- authority restore <customerId> <personId>',
  '                                                 (after a branch visit: a revoked person gets the',
  '                                                 company back, with the authority from before)',
  '       npm run bank -- services <customerId> <personId> [without|with <SERVICE> | all]',
  "                                                 (the person's allowed services in the company,",
  '                                                 shown or changed; from the next sign-in)',
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

/** A file the operator named, from the folder npm was run in (npm runs scripts from the root). */
function fromCaller(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? '.', file);
}

async function main(args: readonly string[]): Promise<number> {
  const [command, serial] = args;
  const clockCommand = command === 'clock' ? parseClockCommand(args.slice(1)) : undefined;
  const backOffice =
    command === 'back-office' ? parseBackOfficeCommand(args.slice(1), ORDER_TYPES) : undefined;
  const authority = command === 'authority' ? parseAuthorityCommand(args.slice(1)) : undefined;
  const services = command === 'services' ? parseServicesCommand(args.slice(1)) : undefined;
  const pgpKey = command === 'pgp-key' ? parsePgpKeyCommand(args.slice(1)) : undefined;
  const pgpSign = command === 'pgp-sign' ? parsePgpSignCommand(args.slice(1)) : undefined;
  const isKnown =
    (command === 'unlock-token' && serial !== undefined) ||
    command === 'core-down' ||
    command === 'core-up' ||
    clockCommand !== undefined ||
    backOffice !== undefined ||
    authority !== undefined ||
    services !== undefined ||
    pgpKey !== undefined ||
    pgpSign !== undefined;
  if (!isKnown) {
    console.error(USAGE);
    return 2;
  }
  const invalid = [clockCommand, backOffice, authority, services, pgpKey, pgpSign].find(
    (parsed) => parsed?.kind === 'invalid',
  );
  if (invalid?.kind === 'invalid') {
    console.error(invalid.message);
    return 2;
  }
  const refusal =
    (clockCommand && findClockRefusal(process.env)) ??
    (backOffice && findBackOfficeRefusal(process.env));
  if (refusal) {
    console.error(refusal);
    return 1;
  }
  // Signing needs no bank: only the demo key and the files.
  if (pgpSign?.kind === 'sign')
    return runPgpSignCommand({
      ...pgpSign,
      inputFile: fromCaller(pgpSign.inputFile),
      outputFile: fromCaller(pgpSign.outputFile),
    });
  const config = loadConfig(process.env);
  const connection = config.databaseUrl
    ? { url: config.databaseUrl, close: () => Promise.resolve() }
    : await connectToEmbeddedPostgres(path.resolve(config.dataDir), 'poslovno');
  // The tables these use may be newer than the running server (migrations 0020, 0029).
  if (clockCommand || backOffice || authority || pgpKey)
    await applyMigrations(connection.url, MIGRATIONS_DIR);
  // An advance holds its lock on one connection while the days' work runs on the others.
  const database = openDatabase(connection.url, { maxConnections: clockCommand ? 4 : 1 });
  try {
    if (clockCommand && clockCommand.kind !== 'invalid')
      return await runClockCommand(clockCommand, {
        connectionString: connection.url,
        db: database.db,
        config,
      });
    if (backOffice?.kind === 'reject')
      return await forceBackOfficeRejection(database.db, backOffice, config);
    if (authority?.kind === 'restore') return await runAuthorityCommand(database.db, authority);
    if (services && services.kind !== 'invalid')
      return await runServicesCommand(database.db, services);
    if (pgpKey && pgpKey.kind !== 'invalid')
      return await runPgpKeyCommand(
        database.db,
        pgpKey.kind === 'add' ? { ...pgpKey, keyFile: fromCaller(pgpKey.keyFile) } : pgpKey,
        {
          now: new Date(),
          operator: userInfo().username,
        },
      );
    if (command === 'unlock-token' && serial !== undefined)
      return await unlockTokenBySerial(database.db, serial);
    return await switchCore(database.db, command === 'core-up');
  } catch (error) {
    if (!(error instanceof ClockRefusal)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
    await connection.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
