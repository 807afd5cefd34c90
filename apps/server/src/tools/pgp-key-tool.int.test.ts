import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import { openDatabase, withCompanyScope, type TDatabase } from '../platform/db/database';
import {
  DEMO_PGP_PRIVATE_KEY_FILE,
  DEMO_PGP_PUBLIC_KEY_FILE,
} from '../modules/bulk-payments/pgp/demo-pgp-keys';
import { readSignedFile } from '../modules/bulk-payments/pgp/read-signed-file';
import { DEMO_COMPANIES, demoUuid } from '../seed/demo-bank';
import { runPgpKeyCommand, runPgpSignCommand } from './pgp-key-tool';

let testDatabase: { url: string; drop(): Promise<void> };
let database: TDatabase;
let folder: string;

const CELIK = DEMO_COMPANIES.celik.customerId;
const DEMO_FINGERPRINT = '45D96D69C97972EF676126756FBC9F6D63E3F8A4';
const ACTOR = { now: new Date('2026-11-28T09:00:00Z'), operator: 'ivana.operater' };

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = openDatabase(testDatabase.url, { maxConnections: 2 });
  folder = await mkdtemp(path.join(os.tmpdir(), 'pgp-key-tool-'));
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await rm(folder, { recursive: true, force: true });
  await database.close();
  await testDatabase.drop();
});

const run = (command: Parameters<typeof runPgpKeyCommand>[1]) =>
  runPgpKeyCommand(database.db, command, ACTOR);

describe('npm run bank -- pgp-key', () => {
  it('adds a public key, lists it, revokes it, and says so when there is nothing to do', async () => {
    expect(await run({ kind: 'list', customerId: CELIK })).toBe(0);
    expect(console.log).toHaveBeenLastCalledWith(
      'Dalmacija Čelik d.d. has no OpenPGP key: its signed files are refused.',
    );
    expect(await run({ kind: 'add', customerId: CELIK, keyFile: DEMO_PGP_PUBLIC_KEY_FILE })).toBe(
      0,
    );
    expect(console.log).toHaveBeenLastCalledWith(
      expect.stringMatching(
        /^Registered for Dalmacija Čelik d\.d\.: 45D9 6D69 C979 72EF 6761 2675 6FBC 9F6D 63E3 F8A4 \(Slavonska zitna d\.o\.o\. \(DEMO ONLY\) <sepa@slavonska\.example>\)\./,
      ),
    );
    expect(await run({ kind: 'add', customerId: CELIK, keyFile: DEMO_PGP_PUBLIC_KEY_FILE })).toBe(
      1,
    );
    expect(console.error).toHaveBeenLastCalledWith(expect.stringMatching(/has the key .* already/));

    expect(await run({ kind: 'list', customerId: CELIK })).toBe(0);
    expect(console.log).toHaveBeenLastCalledWith(
      expect.stringMatching(
        /^ {2}45D9 6D69 .* registered 2026-11-28T09:00:00\.000Z by ivana\.operater$/,
      ),
    );
    expect(await run({ kind: 'revoke', customerId: CELIK, fingerprint: DEMO_FINGERPRINT })).toBe(0);
    expect(await run({ kind: 'revoke', customerId: CELIK, fingerprint: DEMO_FINGERPRINT })).toBe(1);
    expect(await run({ kind: 'list', customerId: CELIK })).toBe(0);
    expect(console.log).toHaveBeenLastCalledWith(
      expect.stringMatching(/, REVOKED 2026-11-28T09:00:00\.000Z$/),
    );
  });

  it('refuses a private key, a file that is no key, a file it cannot read, an unknown customer', async () => {
    const keyFile = path.join(folder, 'not-a-key.asc');
    await writeFile(keyFile, 'Dear bank, here is our key.');
    const refusals = [
      { keyFile: DEMO_PGP_PRIVATE_KEY_FILE, message: /This is a PRIVATE key/ },
      { keyFile, message: /not an ASCII-armoured OpenPGP public key/ },
      { keyFile: path.join(folder, 'missing.asc'), message: /Cannot read .*missing\.asc: ENOENT/ },
    ];
    for (const refusal of refusals) {
      expect(await run({ kind: 'add', customerId: CELIK, keyFile: refusal.keyFile })).toBe(1);
      expect(console.error).toHaveBeenLastCalledWith(expect.stringMatching(refusal.message));
    }
    expect(await run({ kind: 'list', customerId: 999999 })).toBe(1);
    expect(console.error).toHaveBeenLastCalledWith('No company with customer id 999999.');
  });
});

describe('npm run bank -- pgp-sign', () => {
  it('signs a file with the demo key, which the demo company’s registered key checks', async () => {
    const scope = {
      companyId: demoUuid('company:slavonska'),
      personUuid: demoUuid('person:ana'),
    };
    const inputFile = path.join(folder, 'isplate.xml');
    await writeFile(inputFile, '<Document>Slavonska žitna</Document>\n');
    for (const isArmored of [false, true]) {
      const outputFile = path.join(folder, isArmored ? 'isplate.xml.asc' : 'isplate.xml.pgp');
      expect(await runPgpSignCommand({ kind: 'sign', inputFile, outputFile, isArmored })).toBe(0);
      const bytes = await readFile(outputFile);
      const content = await withCompanyScope(database.db, scope, (tx) =>
        readSignedFile(tx, scope, { bytes, isArmored, fileName: 'isplate', field: 'file' }),
      );
      expect(Buffer.from(content).toString('utf8')).toBe('<Document>Slavonska žitna</Document>\n');
    }
  });
});
