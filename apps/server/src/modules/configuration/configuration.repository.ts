import { eq } from 'drizzle-orm';
import type { TTx } from '../../platform/db/database';
import { bankProfile, clientLogEvents, relationshipManagers } from '../../platform/db/schema';

export async function selectBankProfile(tx: TTx) {
  const rows = await tx.select().from(bankProfile).limit(1);
  return rows[0];
}

export async function selectRelationshipManager(tx: TTx, companyId: string) {
  const rows = await tx
    .select()
    .from(relationshipManagers)
    .where(eq(relationshipManagers.companyId, companyId))
    .limit(1);
  return rows[0];
}

export async function insertClientLogEvent(tx: TTx, row: typeof clientLogEvents.$inferInsert) {
  await tx.insert(clientLogEvents).values(row);
}
