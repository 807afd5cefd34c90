import type { TDb, TExecutor } from '../platform/db/database';
import { AppError } from '../platform/errors';
import { selectCoreAvailability, updateCoreAvailability } from './ledger.repository';

/** Whether the core bank answers now (balances, postings, reservations). */
export function isCoreAvailable(executor: TExecutor): Promise<boolean> {
  return selectCoreAvailability(executor);
}

/** Work that needs the core is refused as the whole bank being unavailable (000 §8). */
export async function assertCoreAvailable(executor: TExecutor): Promise<void> {
  if (!(await isCoreAvailable(executor))) throw new AppError('BANKING_UNAVAILABLE');
}

/** A read of the core's data (transactions, statements) is refused with ERR_CBSDATA (000 §8). */
export async function assertCoreDataAvailable(executor: TExecutor): Promise<void> {
  if (!(await isCoreAvailable(executor))) throw new AppError('ERR_CBSDATA');
}

/** The demo switch and a real adapter's health report. */
export function setCoreAvailability(db: TDb, isAvailable: boolean): Promise<void> {
  return updateCoreAvailability(db, isAvailable);
}
