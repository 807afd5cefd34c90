import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessage, revokeKey, sign, type PrivateKey } from 'openpgp';
import { createTestDatabase } from '../../../../test/test-app';
import {
  openDatabase,
  withCompanyScope,
  withSystemTransaction,
  type TCompanyScope,
  type TDatabase,
} from '../../../platform/db/database';
import { demoUuid } from '../../../seed/demo-bank';
import { insertCompanyPgpKey, revokeCompanyPgpKey } from './company-pgp-keys.repository';
import { DEMO_PGP_PUBLIC_KEY_FILE } from './demo-pgp-keys';
import { readSignedFile, type TSignedFileLimits } from './read-signed-file';
import { registerCompanyPgpKey } from './register-company-pgp-key';
import {
  armorMessage,
  compressMessage,
  makeKeyPair,
  makeUnsignedMessage,
  readDemoPrivateKey,
  signContent,
} from './test-support/pgp-samples';

let testDatabase: { url: string; drop(): Promise<void> };
let database: TDatabase;
let demoKey: PrivateKey;

/** Slavonska žitna has the demo key (the seed registers it); Dalmacija Čelik has none. */
const SLAVONSKA: TCompanyScope = {
  companyId: demoUuid('company:slavonska'),
  personUuid: demoUuid('person:ana'),
};
const CELIK: TCompanyScope = {
  companyId: demoUuid('company:celik'),
  personUuid: demoUuid('person:tomislav'),
};

const PAIN001 = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><CstmrCdtTrfInitn>' +
    '<GrpHdr><MsgId>SLAV-2026-118</MsgId><InitgPty><Nm>Slavonska žitna d.o.o.</Nm></InitgPty>' +
    '</GrpHdr></CstmrCdtTrfInitn></Document>\n',
);

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = openDatabase(testDatabase.url, { maxConnections: 2 });
  demoKey = await readDemoPrivateKey();
});
afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

function read(
  scope: TCompanyScope,
  bytes: Uint8Array,
  options: { isArmored?: boolean; limits?: TSignedFileLimits } = {},
) {
  const isArmored = options.isArmored ?? false;
  const signed = {
    bytes,
    isArmored,
    fileName: isArmored ? 'isplate.asc' : 'isplate.pgp',
    field: 'file',
  };
  return withCompanyScope(database.db, scope, (tx) =>
    readSignedFile(tx, scope, signed, options.limits),
  );
}

/** What a read was refused with; a read that answers fails the test. */
function refusalOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('the file was taken');
    },
    (error: unknown) => error,
  );
}

async function expectRefused(promise: Promise<unknown>, issue: string) {
  expect(await refusalOf(promise)).toMatchObject({
    code: 'ATTACHMENT_ISSUES',
    validations: [{ field: 'file', code: issue }],
  });
}

/** Registers a key for Dalmacija Čelik directly, as a row: no checks, so expired keys go in too. */
async function registerForCelik(armoredKey: string, fingerprint: string) {
  await withSystemTransaction(database.db, (tx) =>
    insertCompanyPgpKey(tx, {
      companyId: CELIK.companyId,
      fingerprint,
      armoredKey,
      userIds: [],
      createdAt: new Date(),
      registeredBy: 'test',
      revokedAt: null,
    }),
  );
}

async function revokeAllOfCelik(fingerprints: readonly string[]) {
  await withSystemTransaction(database.db, async (tx) => {
    for (const fingerprint of fingerprints)
      await revokeCompanyPgpKey(tx, { companyId: CELIK.companyId, fingerprint, at: new Date() });
  });
}

describe('readSignedFile, a file signed with a registered key', () => {
  it('answers the signed content of a binary and of an armoured message', async () => {
    expect(Buffer.from(await read(SLAVONSKA, await signContent(PAIN001, demoKey)))).toEqual(
      PAIN001,
    );
    const armored = await signContent(PAIN001, demoKey, { isArmored: true });
    expect(Buffer.from(armored).toString('latin1')).toMatch(/^-----BEGIN PGP MESSAGE-----/);
    expect(Buffer.from(await read(SLAVONSKA, armored, { isArmored: true }))).toEqual(PAIN001);
  });

  it('answers the content of a compressed message, as GnuPG writes it, and a zip as its bytes', async () => {
    const compressed = await signContent(PAIN001, demoKey, { isCompressed: true });
    expect(compressed[0]).toBe(0xc8);
    expect(Buffer.from(await read(SLAVONSKA, compressed))).toEqual(PAIN001);
    const zipLike = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(300, 0xfe)]);
    const armored = await signContent(zipLike, demoKey, { isArmored: true, isCompressed: true });
    expect(Buffer.from(await read(SLAVONSKA, armored, { isArmored: true }))).toEqual(zipLike);
  });

  it('takes a key registered as the operator does it, from the demo public key file', async () => {
    const armoredKey = await readFile(DEMO_PGP_PUBLIC_KEY_FILE, 'utf8');
    const outcome = await withSystemTransaction(database.db, (tx) =>
      registerCompanyPgpKey(tx, {
        companyId: SLAVONSKA.companyId,
        armoredKey,
        registeredBy: 'test',
        now: new Date(),
      }),
    );
    expect(outcome).toMatchObject({
      kind: 'known',
      key: { fingerprint: '45D96D69C97972EF676126756FBC9F6D63E3F8A4' },
    });
  });
});

describe('readSignedFile, refusals', () => {
  it('says pgp-key-missing when the company has no key, whatever the file', async () => {
    await expectRefused(read(CELIK, await signContent(PAIN001, demoKey)), 'pgp-key-missing');
    await expectRefused(read(CELIK, Buffer.from('garbage')), 'pgp-key-missing');
  });

  it('says pgp-signature-invalid for a signature by a key the company did not register', async () => {
    const other = await makeKeyPair();
    await expectRefused(
      read(SLAVONSKA, await signContent(PAIN001, other.privateKey)),
      'pgp-signature-invalid',
    );
  });

  it('says pgp-signature-invalid for content changed after signing', async () => {
    const signed = Buffer.from(await signContent(PAIN001, demoKey));
    const at = signed.indexOf('SLAV-2026-118');
    expect(at).toBeGreaterThan(0);
    signed.write('SLAV-2026-119', at, 'latin1');
    await expectRefused(read(SLAVONSKA, signed), 'pgp-signature-invalid');
  });

  it('says pgp-signature-invalid for cut-off armour, cut-off bytes, garbage and text as binary', async () => {
    const armored = Buffer.from(await signContent(PAIN001, demoKey, { isArmored: true }));
    const cutArmor = armored.subarray(0, Math.floor(armored.length / 2));
    await expectRefused(read(SLAVONSKA, cutArmor, { isArmored: true }), 'pgp-signature-invalid');
    const binary = await signContent(PAIN001, demoKey);
    await expectRefused(
      read(SLAVONSKA, binary.subarray(0, binary.length - 20)),
      'pgp-signature-invalid',
    );
    await expectRefused(
      read(SLAVONSKA, Buffer.from([0xc4, 0x0d, 0x03, 1, 2, 3])),
      'pgp-signature-invalid',
    );
    await expectRefused(read(SLAVONSKA, PAIN001), 'pgp-signature-invalid');
    await expectRefused(read(SLAVONSKA, PAIN001, { isArmored: true }), 'pgp-signature-invalid');
    await expectRefused(
      read(SLAVONSKA, Buffer.from([0x2d, 0xff, 0xfe]), { isArmored: true }),
      'pgp-signature-invalid',
    );
  });

  it('says pgp-signature-invalid for a detached signature and for a message nobody signed', async () => {
    const detached = await sign({
      message: await createMessage({ binary: PAIN001 }),
      signingKeys: demoKey,
      detached: true,
      format: 'binary',
    });
    await expectRefused(read(SLAVONSKA, detached), 'pgp-signature-invalid');
    await expectRefused(
      read(SLAVONSKA, await makeUnsignedMessage(PAIN001)),
      'pgp-signature-invalid',
    );
    const unsignedArmored = armorMessage(await makeUnsignedMessage(PAIN001));
    await expectRefused(
      read(SLAVONSKA, unsignedArmored, { isArmored: true }),
      'pgp-signature-invalid',
    );
  });

  it('refuses a compressed message that unpacks past the limit (archive-too-large)', async () => {
    const bomb = compressMessage(await makeUnsignedMessage(Buffer.alloc(8 * 1024 * 1024)));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const limits = { maxContentBytes: 1024 * 1024 };
    expect(await refusalOf(read(SLAVONSKA, bomb, { limits }))).toMatchObject({
      code: 'ATTACHMENT_ISSUES',
      validations: [{ field: 'file', code: 'archive-too-large' }],
      values: { fileName: 'isplate.pgp', unpackedMb: 1 },
    });
    await expectRefused(
      read(SLAVONSKA, armorMessage(bomb), { isArmored: true, limits }),
      'archive-too-large',
    );
    const small = await signContent(PAIN001, demoKey, { isCompressed: true });
    expect(Buffer.from(await read(SLAVONSKA, small, { limits }))).toEqual(PAIN001);
  });
});

describe('readSignedFile, keys that no longer count', () => {
  it('refuses what a key signed once the operator revoked it (invalid, not missing)', async () => {
    const pair = await makeKeyPair();
    const fingerprint = pair.privateKey.getFingerprint().toUpperCase();
    await registerForCelik(pair.armoredPublicKey, fingerprint);
    const signed = await signContent(PAIN001, pair.privateKey);
    expect(Buffer.from(await read(CELIK, signed))).toEqual(PAIN001);
    await revokeAllOfCelik([fingerprint]);
    await expectRefused(read(CELIK, signed), 'pgp-signature-invalid');
  });

  it('refuses a signature by a key that has expired, or that its owner revoked, even one dated before', async () => {
    const hourAgo = new Date(Date.now() - 3600 * 1000);
    const expired = await makeKeyPair({ date: hourAgo, keyExpirationTime: 600 });
    const expiredFingerprint = expired.privateKey.getFingerprint().toUpperCase();
    await registerForCelik(expired.armoredPublicKey, expiredFingerprint);
    const signedWhileValid = await signContent(PAIN001, expired.privateKey, {
      date: new Date(hourAgo.getTime() + 60 * 1000),
    });
    await expectRefused(read(CELIK, signedWhileValid), 'pgp-signature-invalid');

    const pair = await makeKeyPair({ date: hourAgo });
    const signedBefore = await signContent(PAIN001, pair.privateKey, {
      date: new Date(hourAgo.getTime() + 60 * 1000),
    });
    const revoked = await revokeKey({ key: pair.privateKey, format: 'object' });
    await registerForCelik(
      revoked.publicKey.armor(),
      pair.privateKey.getFingerprint().toUpperCase(),
    );
    await expectRefused(read(CELIK, signedBefore), 'pgp-signature-invalid');
  });
});
