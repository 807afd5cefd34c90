import { hash, verify } from '@node-rs/argon2';
import type { TConfig } from '../config';

/**
 * argon2id (OWASP: 19 MiB, 2 passes, 1 lane). Tests use a cheap profile; the cost is stored in
 * each hash, so a hash made with one profile verifies under the other.
 */
// The package's Algorithm enum is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2;
const PROFILES = {
  standard: { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  fast: { algorithm: ARGON2ID, memoryCost: 1_024, timeCost: 1, parallelism: 1 },
} as const;

export type TPasswordHashing = TConfig['passwordHashing'];

export function hashPassword(password: string, profile: TPasswordHashing): Promise<string> {
  return hash(password, PROFILES[profile]);
}

const dummyHashes = new Map<TPasswordHashing, Promise<string>>();

/**
 * Verifies a password; without a stored hash it verifies against a dummy of the same cost, so an
 * unknown person costs the same time as a wrong password.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
  profile: TPasswordHashing,
): Promise<boolean> {
  if (!storedHash) {
    let dummy = dummyHashes.get(profile);
    if (!dummy) {
      dummy = hashPassword('poslovno-dummy-password', profile);
      dummyHashes.set(profile, dummy);
    }
    await verify(await dummy, password);
    return false;
  }
  return verify(storedHash, password);
}
