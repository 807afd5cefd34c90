import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { TTx } from '../../../platform/db/database';
import { companyPgpKeys } from './company-pgp-keys.schema';
import { DEMO_PGP_PUBLIC_KEY_FILE } from './demo-pgp-keys';
import { registerCompanyPgpKey } from './register-company-pgp-key';

/**
 * The demo company's public key (apps/server/demo/pgp), registered as the operator would, so a
 * file signed with npm run bank -- pgp-sign uploads. Only while the company has never had a key:
 * a key the operator revoked in the demo stays revoked across restarts.
 */
export async function seedDemoPgpKey(tx: TTx, companyId: string, now: Date): Promise<void> {
  const [anyKey] = await tx
    .select({ fingerprint: companyPgpKeys.fingerprint })
    .from(companyPgpKeys)
    .where(eq(companyPgpKeys.companyId, companyId))
    .limit(1);
  if (anyKey) return;
  const registration = await registerCompanyPgpKey(tx, {
    companyId,
    armoredKey: await readFile(DEMO_PGP_PUBLIC_KEY_FILE, 'utf8'),
    registeredBy: 'demo-seed',
    now,
  });
  if (registration.kind === 'refused')
    throw new Error(`the demo OpenPGP key is not usable: ${registration.message}`);
}
