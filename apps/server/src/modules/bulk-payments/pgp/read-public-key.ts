import { readKeys, type Key } from 'openpgp';

/** A company's public key as the bank registers it. */
export interface TPublicKeyFacts {
  /** The primary key's fingerprint, upper-case hex. */
  fingerprint: string;
  userIds: string[];
  /** The key in ASCII armour, as openpgp.js writes it back (private parts never among it). */
  armoredKey: string;
}

export type TPublicKeyReading =
  { kind: 'key'; key: TPublicKeyFacts } | { kind: 'refused'; message: string };

const PRIVATE_KEY_ARMOR = '-----BEGIN PGP PRIVATE KEY BLOCK-----';

const refuse = (message: string): TPublicKeyReading => ({ kind: 'refused', message });

async function readOneKey(armoredKeys: string): Promise<Key | string> {
  try {
    const keys = await readKeys({ armoredKeys });
    if (keys.length !== 1) return `The file holds ${keys.length} keys; register them one by one.`;
    const [key] = keys;
    return key ?? 'The file holds no key.';
  } catch {
    return 'The file is not an ASCII-armoured OpenPGP public key (-----BEGIN PGP PUBLIC KEY BLOCK-----).';
  }
}

/**
 * Reads the public key a company gave the bank: one key, public only (a private key is refused
 * before anything of it is kept: whoever sent it has given its secret away and needs a new one),
 * valid now (not expired, not revoked, a good self-signature) and able to sign. Now is the real
 * time, as when a signature is checked (read-signed-file.ts), not the bank's demo clock.
 */
export async function readPublicKey(armored: string): Promise<TPublicKeyReading> {
  if (armored.includes(PRIVATE_KEY_ARMOR))
    return refuse(
      'This is a PRIVATE key. Register only the public key (gpg --armor --export <id>); the ' +
        'company should treat this private key as disclosed and make a new one.',
    );
  const key = await readOneKey(armored);
  if (typeof key === 'string') return refuse(key);
  if (key.isPrivate()) return refuse('This is a PRIVATE key. Register only the public key.');
  try {
    await key.verifyPrimaryKey();
    await key.getSigningKey();
  } catch {
    return refuse(
      'The key is expired, revoked, not self-signed or cannot sign; it is not registered.',
    );
  }
  return {
    kind: 'key',
    key: {
      fingerprint: key.getFingerprint().toUpperCase(),
      userIds: key.getUserIDs(),
      armoredKey: key.armor(),
    },
  };
}
