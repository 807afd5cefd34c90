import { formatMinorAsDecimal } from '@poslovno/domain';
import type { TTransaction } from '@poslovno/contract';
import type { TTransactionRow } from './transactions.repository';

/** A posting as the customer sees it: booked, signed amount, the other side and the text. */
export function toTransaction(row: TTransactionRow): TTransaction {
  return {
    id: row.id,
    status: 'BOOKED',
    kind: row.kind as TTransaction['kind'],
    accountId: row.accountId,
    iban: row.iban,
    currency: row.currency,
    amount: formatMinorAsDecimal(row.amountMinor, row.currency),
    creditDebitIndicator: row.amountMinor > 0n ? 'CRDT' : 'DBIT',
    bookingDate: row.bookedAt.toISOString(),
    valueDate: row.valueDate,
    counterpartyName: row.counterpartyName,
    counterpartyIban: row.counterpartyIban,
    description: row.description,
    reference: row.reference,
    endToEndId: row.endToEndId,
  };
}
