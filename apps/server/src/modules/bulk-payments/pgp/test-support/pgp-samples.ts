import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import {
  armor,
  createMessage,
  enums,
  generateKey,
  readPrivateKey,
  sign,
  type PrivateKey,
  type SubkeyOptions,
} from 'openpgp';
import { DEMO_PGP_PRIVATE_KEY_FILE } from '../demo-pgp-keys';

/** Signed files for the tests, made by openpgp.js as a company's own tools would make them. */

export function readDemoPrivateKey(): Promise<PrivateKey> {
  return readFile(DEMO_PGP_PRIVATE_KEY_FILE, 'utf8').then((armoredKey) =>
    readPrivateKey({ armoredKey }),
  );
}

/** A new Ed25519 key pair; `date` and `keyExpirationTime` (seconds) make one that has expired. */
export async function makeKeyPair(
  options: { date?: Date; keyExpirationTime?: number; subkeys?: SubkeyOptions[] } = {},
): Promise<{ privateKey: PrivateKey; armoredPublicKey: string }> {
  const { privateKey, publicKey } = await generateKey({
    type: 'ecc',
    curve: 'curve25519Legacy',
    userIDs: [{ name: 'Test d.o.o.', email: 'sepa@test.example' }],
    format: 'object',
    ...options,
  });
  return { privateKey, armoredPublicKey: publicKey.armor() };
}

export interface TSignOptions {
  isArmored?: boolean;
  /** When the signature says it was made. */
  date?: Date;
  /** Compressed after signing, as GnuPG writes it: compressed(one-pass, literal, signature). */
  isCompressed?: boolean;
}

const ZLIB_ALGORITHM = 2;

/**
 * A message in a compressed data packet (new-format header, five-octet length, ZLIB), as GnuPG
 * compresses by default; openpgp.js's own sign() does not compress.
 */
export function compressMessage(message: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from([ZLIB_ALGORITHM]), deflateSync(message)]);
  const header = Buffer.from([0xc8, 0xff, 0, 0, 0, 0]);
  header.writeUInt32BE(body.length, 2);
  return Buffer.concat([header, body]);
}

/** A binary message in ASCII armour, as it is (a message read back would be parsed first). */
export function armorMessage(message: Uint8Array): Buffer {
  return Buffer.from(armor(enums.armor.message, message));
}

/** `content` as a signed message, binary unless armoured. */
export async function signContent(
  content: Uint8Array,
  signingKey: PrivateKey,
  options: TSignOptions = {},
): Promise<Uint8Array> {
  const date = options.date ?? new Date();
  const message = await createMessage({ binary: content, date });
  const signed = await sign({ message, signingKeys: signingKey, date, format: 'binary' });
  const bytes = options.isCompressed ? compressMessage(signed) : signed;
  return options.isArmored ? armorMessage(bytes) : bytes;
}

/** A message of literal data alone: well formed, and signed by nobody. */
export async function makeUnsignedMessage(content: Uint8Array): Promise<Uint8Array> {
  const bytes = (await createMessage({ binary: content })).write();
  if (!(bytes instanceof Uint8Array)) throw new Error('a message of bytes is written as bytes');
  return bytes;
}
