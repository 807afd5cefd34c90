import { eq } from 'drizzle-orm';
import type { TTx } from '../../platform/db/database';
import { personalSettings } from '../../platform/db/schema';

export async function selectPersonalSettings(
  tx: TTx,
  personUuid: string,
): Promise<{ settings: unknown; updatedAt: Date } | undefined> {
  const rows = await tx
    .select({ settings: personalSettings.settings, updatedAt: personalSettings.updatedAt })
    .from(personalSettings)
    .where(eq(personalSettings.personId, personUuid));
  return rows[0];
}

export async function upsertPersonalSettings(
  tx: TTx,
  personUuid: string,
  settings: object,
  at: Date,
): Promise<void> {
  await tx
    .insert(personalSettings)
    .values({ personId: personUuid, settings, updatedAt: at })
    .onConflictDoUpdate({ target: personalSettings.personId, set: { settings, updatedAt: at } });
}
