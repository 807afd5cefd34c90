import type { TTx } from '../../../platform/db/database';
import { insertCompanyPgpKey } from './company-pgp-keys.repository';
import { readPublicKey, type TPublicKeyFacts } from './read-public-key';

export type TKeyRegistration =
  { kind: 'registered' | 'known'; key: TPublicKeyFacts } | { kind: 'refused'; message: string };

/**
 * Registers a company's public key (the operator's pgp-key add, the demo seed), as the owner role:
 * the company's own sessions may only read their keys. A key the company has already, revoked or
 * not, stays as it is: a revoked key comes back only as a new decision, not by adding it again.
 */
export async function registerCompanyPgpKey(
  tx: TTx,
  registration: { companyId: string; armoredKey: string; registeredBy: string; now: Date },
): Promise<TKeyRegistration> {
  const reading = await readPublicKey(registration.armoredKey);
  if (reading.kind === 'refused') return reading;
  const { key } = reading;
  const isNew = await insertCompanyPgpKey(tx, {
    companyId: registration.companyId,
    fingerprint: key.fingerprint,
    armoredKey: key.armoredKey,
    userIds: key.userIds,
    createdAt: registration.now,
    registeredBy: registration.registeredBy,
    revokedAt: null,
  });
  return { kind: isNew ? 'registered' : 'known', key };
}
