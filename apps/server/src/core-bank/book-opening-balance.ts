import type { TIsoDate } from '@poslovno/domain';
import type { TTx } from '../platform/db/database';
import { insertBooking, postToAccount, postToBankAccount } from './ledger.repository';

/**
 * An account's first balance, booked against the bank's opening equity so that the books balance
 * from day one (the demo seed; a real bank's migration from its old core does the same).
 */
export async function bookOpeningBalance(
  tx: TTx,
  account: { id: string; companyId: string; currency: string },
  amountMinor: bigint,
  { bookedAt, valueDate }: { bookedAt: Date; valueDate: TIsoDate },
): Promise<void> {
  if (amountMinor === 0n) return;
  const bookingId = await insertBooking(tx, {
    kind: 'OPENING',
    bookedAt,
    valueDate,
    description: 'Početno stanje',
  });
  await postToAccount(tx, bookingId, account, amountMinor);
  await postToBankAccount(tx, bookingId, 'OPENING_EQUITY', account.currency, -amountMinor);
}
