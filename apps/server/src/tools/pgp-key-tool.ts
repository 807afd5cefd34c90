import { readFile, writeFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { createMessage, readPrivateKey, sign } from 'openpgp';
import { withSystemTransaction, type TDb, type TTx } from '../platform/db/database';
import { companies } from '../platform/db/schema';
import {
  revokeCompanyPgpKey,
  selectCompanyPgpKeys,
} from '../modules/bulk-payments/pgp/company-pgp-keys.repository';
import { DEMO_PGP_PRIVATE_KEY_FILE } from '../modules/bulk-payments/pgp/demo-pgp-keys';
import { registerCompanyPgpKey } from '../modules/bulk-payments/pgp/register-company-pgp-key';

/**
 * `npm run bank -- pgp-key add|list|revoke`: the OpenPGP public keys a company's signed SEPA files
 * are checked against (issue 25), registered by the bank operator from a file the company gave.
 * `npm run bank -- pgp-sign`: a file signed with the demo company's published demo key, to try a
 * signed upload without GnuPG. Neither prints key material, only fingerprints and user ids.
 */
export type TPgpKeyCommand =
  | { kind: 'add'; customerId: number; keyFile: string }
  | { kind: 'list'; customerId: number }
  | { kind: 'revoke'; customerId: number; fingerprint: string }
  | { kind: 'invalid'; message: string };

export type TPgpSignCommand =
  | { kind: 'sign'; inputFile: string; outputFile: string; isArmored: boolean }
  | { kind: 'invalid'; message: string };

const KEY_USAGE = [
  'Usage: npm run bank -- pgp-key add <customerId> <publicKeyFile.asc>',
  '       npm run bank -- pgp-key list <customerId>',
  '       npm run bank -- pgp-key revoke <customerId> <fingerprint>',
].join('\n');

const SIGN_USAGE =
  'Usage: npm run bank -- pgp-sign <inputFile> <outputFile> [--armor]   (demo key of customer 100245)';

const isCustomerId = (text: string | undefined): text is string =>
  text !== undefined && /^[1-9]\d{3,9}$/.test(text);

/** A fingerprint as GnuPG prints it (groups of four, any case) to upper-case hex; v4 or v6. */
function normaliseFingerprint(text: string | undefined): string | undefined {
  const hex = text?.replace(/\s+/g, '').toUpperCase();
  return hex !== undefined && /^([0-9A-F]{40}|[0-9A-F]{64})$/.test(hex) ? hex : undefined;
}

export function parsePgpKeyCommand(args: readonly string[]): TPgpKeyCommand {
  const [verb, customerText, argument, ...rest] = args;
  const invalid = { kind: 'invalid', message: KEY_USAGE } as const;
  if (!isCustomerId(customerText) || rest.length > 0) return invalid;
  const customerId = Number(customerText);
  if (verb === 'list' && argument === undefined) return { kind: 'list', customerId };
  if (verb === 'add' && argument !== undefined && argument !== '')
    return { kind: 'add', customerId, keyFile: argument };
  const fingerprint = normaliseFingerprint(argument);
  if (verb === 'revoke' && fingerprint !== undefined)
    return { kind: 'revoke', customerId, fingerprint };
  return invalid;
}

export function parsePgpSignCommand(args: readonly string[]): TPgpSignCommand {
  const options = args.filter((arg) => arg.startsWith('--'));
  const files = args.filter((arg) => !arg.startsWith('--'));
  const [inputFile, outputFile] = files;
  const isArmored = options.includes('--armor');
  if (
    inputFile === undefined ||
    outputFile === undefined ||
    files.length !== 2 ||
    options.length !== (isArmored ? 1 : 0)
  )
    return { kind: 'invalid', message: SIGN_USAGE };
  return { kind: 'sign', inputFile, outputFile, isArmored };
}

/** 45D9 6D69 … : the fingerprint in GnuPG's groups of four, as the company reads it out. */
export function formatFingerprint(fingerprint: string): string {
  return (fingerprint.match(/.{1,4}/g) ?? []).join(' ');
}

async function findCompany(tx: TTx, customerId: number) {
  const [company] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.customerId, customerId));
  return company;
}

type TKnownCommand = Exclude<TPgpKeyCommand, { kind: 'invalid' }>;

/** A file the operator named; undefined, with the reason said, when it cannot be read. */
async function readNamedFile(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}.`);
    return undefined;
  }
}

async function addKey(
  tx: TTx,
  company: { id: string; name: string },
  command: Extract<TKnownCommand, { kind: 'add' }>,
  actor: { now: Date; operator: string },
): Promise<number> {
  const keyFile = await readNamedFile(command.keyFile);
  if (!keyFile) return 1;
  const registration = await registerCompanyPgpKey(tx, {
    companyId: company.id,
    armoredKey: keyFile.toString('utf8'),
    registeredBy: actor.operator,
    now: actor.now,
  });
  if (registration.kind === 'refused') {
    console.error(`${command.keyFile}: ${registration.message}`);
    return 1;
  }
  const { key } = registration;
  const facts = `${formatFingerprint(key.fingerprint)} (${key.userIds.join(', ') || 'no user id'})`;
  if (registration.kind === 'known') {
    console.error(`${company.name} has the key ${facts} already; see pgp-key list.`);
    return 1;
  }
  console.log(
    `Registered for ${company.name}: ${facts}. Check the fingerprint with the company before ` +
      'its signed files are relied on.',
  );
  return 0;
}

async function listKeys(tx: TTx, company: { id: string; name: string }): Promise<number> {
  const keys = await selectCompanyPgpKeys(tx, company.id);
  if (keys.length === 0) {
    console.log(`${company.name} has no OpenPGP key: its signed files are refused.`);
    return 0;
  }
  console.log(`${company.name}:`);
  for (const key of keys)
    console.log(
      `  ${formatFingerprint(key.fingerprint)}  ${key.userIds.join(', ') || 'no user id'}  ` +
        `registered ${key.createdAt.toISOString()} by ${key.registeredBy}` +
        (key.revokedAt ? `, REVOKED ${key.revokedAt.toISOString()}` : ''),
    );
  return 0;
}

async function revokeKey(
  tx: TTx,
  company: { id: string; name: string },
  command: Extract<TKnownCommand, { kind: 'revoke' }>,
  now: Date,
): Promise<number> {
  const isRevoked = await revokeCompanyPgpKey(tx, {
    companyId: company.id,
    fingerprint: command.fingerprint,
    at: now,
  });
  if (!isRevoked) {
    console.error(
      `${company.name} has no key ${formatFingerprint(command.fingerprint)} in force; see pgp-key list.`,
    );
    return 1;
  }
  console.log(
    `Revoked for ${company.name}: ${formatFingerprint(command.fingerprint)}. ` +
      'Files signed with it are refused from now on.',
  );
  return 0;
}

export async function runPgpKeyCommand(
  db: TDb,
  command: TKnownCommand,
  actor: { now: Date; operator: string },
): Promise<number> {
  return withSystemTransaction(db, async (tx) => {
    const company = await findCompany(tx, command.customerId);
    if (!company) {
      console.error(`No company with customer id ${command.customerId}.`);
      return 1;
    }
    if (command.kind === 'add') return addKey(tx, company, command, actor);
    if (command.kind === 'list') return listKeys(tx, company);
    return revokeKey(tx, company, command, actor.now);
  });
}

/** Signs a file with the demo private key: a binary (.pgp) or armoured (.asc) signed message. */
export async function runPgpSignCommand(
  command: Extract<TPgpSignCommand, { kind: 'sign' }>,
  privateKeyFile = DEMO_PGP_PRIVATE_KEY_FILE,
): Promise<number> {
  const content = await readNamedFile(command.inputFile);
  if (!content) return 1;
  const signingKeys = await readPrivateKey({ armoredKey: await readFile(privateKeyFile, 'utf8') });
  const message = await createMessage({ binary: content });
  const signed = command.isArmored
    ? await sign({ message, signingKeys, format: 'armored' })
    : await sign({ message, signingKeys, format: 'binary' });
  await writeFile(command.outputFile, signed);
  console.log(
    `${command.outputFile}: ${command.inputFile} signed with the DEMO key ` +
      `${formatFingerprint(signingKeys.getFingerprint().toUpperCase())}.`,
  );
  return 0;
}
