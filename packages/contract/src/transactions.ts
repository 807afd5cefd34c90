import { z } from 'zod';
import { WIRE_LOCALES } from '@poslovno/domain';
import { ZBusinessDate, ZCurrencyCode, ZDecimalAmount, ZInstant, ZUuid } from './common';

/** 000 §3: the statuses a transaction may carry; the ledger's own postings are BOOKED. */
export const TRANSACTION_STATUSES = [
  'BOOKED',
  'OPENED',
  'RECEIVED',
  'STORED',
  'PARTIALLY_AUTHORIZED',
  'CANCELED',
  'REJECTED',
  'REVOKED',
  'PAY2PEER_HOLD',
] as const;

/** What kind of booking a transaction came from, so the list can say "card" or "fee". */
export const TRANSACTION_KINDS = [
  'OPENING',
  'TRANSFER',
  'PAYMENT_OUT',
  'PAYMENT_IN',
  'FEE',
  'RETURN',
  'CARD',
] as const;

export const TRANSACTION_DIRECTIONS = ['CREDIT', 'DEBIT'] as const;

const ZFilterText = z.string().trim().max(140);

/**
 * The transaction filters of 000 §2/§5: account, period, amount range (absolute amounts),
 * direction, counterparty (name or IBAN) and description. Shared by the list and its exports.
 */
export const ZTransactionFilterQuery = z.object({
  accountId: ZUuid.optional(),
  from: ZBusinessDate.optional(),
  to: ZBusinessDate.optional(),
  minAmount: ZDecimalAmount.optional(),
  maxAmount: ZDecimalAmount.optional(),
  direction: z.enum(TRANSACTION_DIRECTIONS).optional(),
  counterparty: ZFilterText.optional(),
  description: ZFilterText.optional(),
  locale: z.enum(WIRE_LOCALES).optional(),
});
export type TTransactionFilterQuery = z.infer<typeof ZTransactionFilterQuery>;

export const ZTransactionsQuery = ZTransactionFilterQuery.extend({
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type TTransactionsQuery = z.infer<typeof ZTransactionsQuery>;

export const ZTransaction = z
  .object({
    id: z.string().regex(/^\d{1,19}$/),
    status: z.enum(TRANSACTION_STATUSES),
    kind: z.enum(TRANSACTION_KINDS),
    accountId: ZUuid,
    iban: z.string(),
    currency: ZCurrencyCode,
    /** Signed: negative for money out. */
    amount: ZDecimalAmount,
    creditDebitIndicator: z.enum(['CRDT', 'DBIT']),
    bookingDate: ZInstant,
    valueDate: ZBusinessDate,
    counterpartyName: z.string().nullable(),
    counterpartyIban: z.string().nullable(),
    description: z.string().nullable(),
    reference: z.string().nullable(),
    endToEndId: z.string().nullable(),
  })
  .meta({ id: 'Transaction' });
export type TTransaction = z.infer<typeof ZTransaction>;

/** 000 §3: transactions, metadata (nextCursor) and the cursor the page was asked with. */
export const ZTransactionsResponse = z
  .object({
    transactions: z.array(ZTransaction),
    metadata: z.object({ nextCursor: z.string().nullable() }),
    cursor: z.string().nullable(),
  })
  .meta({ id: 'Transactions' });
export type TTransactionsResponse = z.infer<typeof ZTransactionsResponse>;

export const ZTransactionIdParams = z.object({ id: z.string().regex(/^\d{1,19}$/) });

/** 000 §7: the dashboard's latest transactions — the last 5 credit and 5 debit over 30 days. */
export const ZDashboardTransactionsQuery = z.object({
  accountId: ZUuid.optional(),
  numberOfDays: z.coerce.number().int().min(1).max(366).default(30),
  count: z.coerce.number().int().min(1).max(20).default(5),
});
export const ZDashboardTransactions = z
  .object({ credits: z.array(ZTransaction), debits: z.array(ZTransaction) })
  .meta({ id: 'DashboardTransactions' });
export type TDashboardTransactions = z.infer<typeof ZDashboardTransactions>;

/** 000 §7: monthly statistics per account: money in and out per month. */
export const ZStatisticsQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
  months: z.coerce.number().int().min(1).max(24).default(6),
});
export const ZAccountIdPathParams = z.object({ accountId: ZUuid });
export const ZStatistics = z
  .object({
    accountId: ZUuid,
    currency: ZCurrencyCode,
    months: z.array(
      z.object({
        month: z.string(),
        incoming: ZDecimalAmount,
        outgoing: ZDecimalAmount,
        incomingCount: z.number().int().min(0),
        outgoingCount: z.number().int().min(0),
      }),
    ),
  })
  .meta({ id: 'Statistics' });
export type TStatistics = z.infer<typeof ZStatistics>;
