import { assert, type TIsoDate } from '@poslovno/domain';
import type { TTx } from '../platform/db/database';
import {
  adjustReservedBalances,
  lockAndWriteBooking,
  insertReservation,
  type TReservationKind,
} from './ledger.repository';

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
  const description = 'Početno stanje';
  const { write } = await lockAndWriteBooking(tx, {
    booking: { kind: 'OPENING', bookedAt, valueDate, description },
    accountLegs: [
      {
        accountId: account.id,
        currency: account.currency,
        amountMinor,
        description,
        counterparty: { name: null, iban: null },
        reference: null,
        endToEndId: null,
      },
    ],
    bankLegs: [{ code: 'OPENING_EQUITY', currency: account.currency, amountMinor: -amountMinor }],
  });
  assert(
    write.status === 'BOOKED',
    `the opening booking of account ${account.id}: ${write.status}`,
  );
}

/** Money already set aside when the account came to the bank (the demo seed's reservations). */
export async function reserveOpeningAmount(
  tx: TTx,
  account: { id: string; companyId: string; currency: string },
  kind: TReservationKind,
  amountMinor: bigint,
  createdAt: Date,
): Promise<void> {
  if (amountMinor === 0n) return;
  await insertReservation(tx, {
    accountId: account.id,
    companyId: account.companyId,
    kind,
    currency: account.currency,
    amountMinor,
    reference: 'Početno stanje rezervacije',
    createdAt,
  });
  await adjustReservedBalances(tx, account.id, kind, amountMinor);
}
