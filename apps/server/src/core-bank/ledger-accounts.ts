import { assert, type TAccountState } from '@poslovno/domain';
import { AppError } from '../platform/errors';
import type { TLedgerAccountRow } from './ledger.repository';

/** A locked account as the rules see it; only an account the core keeps balances for has a state. */
export function toAccountState(row: TLedgerAccountRow): TAccountState {
  assert(row.bookedMinor !== null, `account ${row.id} has no balances in the core`);
  return {
    status: row.status as TAccountState['status'],
    currency: row.currency,
    bookedMinor: row.bookedMinor,
    reservedMinor: row.reservedMinor,
    overdraftLimitMinor: row.overdraftLimitMinor,
  };
}

/**
 * The locked account a posting goes to, in the currency it keeps: an unknown account, a closed
 * one (the core keeps no balances for it) or another currency is the core's refusal.
 */
export function readPostableAccount(
  locked: Map<string, TLedgerAccountRow>,
  accountId: string,
  currency?: string,
): TLedgerAccountRow & { bookedMinor: bigint } {
  const row = locked.get(accountId);
  if (!row) throw new AppError('SIRIUS_NONEXISTENT_ACCOUNT');
  if (row.bookedMinor === null) throw new AppError('SIRIUS_ACCOUNT_STATUS');
  if (currency !== undefined && row.currency !== currency) throw new AppError('CURRENCY_MISMATCH');
  return { ...row, bookedMinor: row.bookedMinor };
}
