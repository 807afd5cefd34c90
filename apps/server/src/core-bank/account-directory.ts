import { sql } from 'drizzle-orm';
import type { TAccountStatus } from '@poslovno/domain';
import { withBankRole, type TTx } from '../platform/db/database';

/**
 * Whether an account is kept at this bank, whoever holds it (000 §8: a payee's account that is
 * unidentifiable or inactive). The bank knows every client's accounts; the client's transaction
 * asks it as the bank and learns only the currency and the status.
 */
export async function lookUpAccountAtBank(
  tx: TTx,
  iban: string,
): Promise<{ iban: string; currency: string; status: TAccountStatus } | undefined> {
  return withBankRole(tx, async () => {
    const result = await tx.execute<{ iban: string; currency: string; status: TAccountStatus }>(
      sql`SELECT iban, currency, status FROM accounts WHERE iban = ${iban}`,
    );
    return result.rows[0];
  });
}
