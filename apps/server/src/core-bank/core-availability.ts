import { eq } from 'drizzle-orm';
import type { TDb, TExecutor } from '../platform/db/database';
import { bankProfile } from '../platform/db/schema';
import { AppError } from '../platform/errors';

/** Whether the core bank answers now (balances, postings, reservations). */
export async function isCoreAvailable(executor: TExecutor): Promise<boolean> {
  const [row] = await executor
    .select({ isCoreAvailable: bankProfile.isCoreAvailable })
    .from(bankProfile)
    .limit(1);
  return row?.isCoreAvailable ?? false;
}

/** Work that needs the core is refused as the whole bank being unavailable (000 §8). */
export async function assertCoreAvailable(executor: TExecutor): Promise<void> {
  if (!(await isCoreAvailable(executor))) throw new AppError('BANKING_UNAVAILABLE');
}

/** The demo switch and a real adapter's health report. */
export async function setCoreAvailability(db: TDb, isAvailable: boolean): Promise<void> {
  await db.update(bankProfile).set({ isCoreAvailable: isAvailable }).where(eq(bankProfile.id, 1));
}
