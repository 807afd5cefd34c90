import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES, checkCredit, checkDebit, type TAccountState } from '@poslovno/domain';
import { openDatabase, withSystemTransaction, type TDatabase } from '../platform/db/database';
import { createTestDatabase } from '../../test/test-app';
import { lockAndWriteBooking, type TBookingWrite } from './ledger.repository';

/*
 * The booking statement's guard and the domain's rules (checkDebit, checkCredit) decide the same
 * transfers: the statement is what enforces the rule under the accounts' locks, the domain's rule
 * is what names a refusal, and the ledger asserts at every booking that the two agree. Here they
 * are compared over generated accounts, each case in a transaction that is rolled back.
 */

let testDatabase: { url: string; drop(): Promise<void> };
let database: TDatabase;
let debitId: string;
let creditId: string;

class RollBack extends Error {}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = openDatabase(testDatabase.url, { maxConnections: 2 });
  const result = await database.db.execute<{ id: string }>(sql`
    SELECT a.id FROM accounts a
    WHERE a.currency = 'EUR' AND EXISTS (
      SELECT 1 FROM account_balances b WHERE b.account_id = a.id AND b.balance_type = 'BOOKED')
    ORDER BY a.id LIMIT 2`);
  const [first, second] = result.rows;
  if (!first || !second) throw new Error('the test bank has two EUR accounts with balances');
  debitId = first.id;
  creditId = second.id;
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

const amount = fc.bigInt({ min: 1n, max: 1_000n });
const accountState = fc.record({
  status: fc.oneof(
    { arbitrary: fc.constant('ACTIVE' as const), weight: 6 },
    { arbitrary: fc.constantFrom(...ACCOUNT_STATUSES), weight: 1 },
  ),
  bookedMinor: fc.bigInt({ min: -1_000n, max: 1_000n }),
  reservedMinor: fc.bigInt({ min: 0n, max: 500n }),
  overdraftLimitMinor: fc.constantFrom(0n, 100n, 700n),
});
type TGeneratedState = Omit<TAccountState, 'currency'>;

async function judgeInStatement(
  debit: TGeneratedState,
  credit: TGeneratedState,
  transfer: { amountMinor: bigint; reservationMinor: bigint; isCoreAvailable: boolean },
): Promise<TBookingWrite['status']> {
  let status: TBookingWrite['status'] | undefined;
  await withSystemTransaction(database.db, async (tx) => {
    await tx.execute(sql`UPDATE bank_profile SET is_core_available = ${transfer.isCoreAvailable}`);
    for (const [id, state] of [
      [debitId, debit],
      [creditId, credit],
    ] as const) {
      await tx.execute(sql`
        UPDATE accounts SET status = ${state.status}, overdraft_limit_minor = ${state.overdraftLimitMinor}
        WHERE id = ${id}`);
      await tx.execute(sql`
        UPDATE account_balances SET amount_minor = CASE balance_type
          WHEN 'BOOKED' THEN ${state.bookedMinor}::bigint ELSE ${state.reservedMinor}::bigint END
        WHERE account_id = ${id} AND balance_type IN ('BOOKED', 'RESERVED')`);
    }
    const leg = { description: 'guard', reference: null, endToEndId: null, currency: 'EUR' };
    const { write } = await lockAndWriteBooking(tx, {
      booking: {
        kind: 'TRANSFER',
        bookedAt: new Date('2026-11-20T10:00:00Z'),
        valueDate: '2026-11-20',
        description: 'guard',
        idempotencyKey: { key: randomUUID(), requestHash: 'guard' },
      },
      accountLegs: [
        {
          ...leg,
          accountId: debitId,
          amountMinor: -transfer.amountMinor,
          counterparty: { accountId: creditId },
        },
        {
          ...leg,
          accountId: creditId,
          amountMinor: transfer.amountMinor,
          counterparty: { accountId: debitId },
        },
      ],
      bankLegs: [],
      consumedReservationMinor: transfer.reservationMinor,
    });
    status = write.status;
    throw new RollBack();
  }).catch((error: unknown) => {
    if (!(error instanceof RollBack)) throw error;
  });
  if (status === undefined) throw new Error('the statement answered');
  return status;
}

describe("the booking statement's guard", () => {
  it('books exactly the transfers the domain allows, and refuses the others', async () => {
    let booked = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(
        accountState,
        accountState,
        amount,
        fc.nat({ max: 100 }),
        fc.oneof(
          { arbitrary: fc.constant(true), weight: 6 },
          { arbitrary: fc.boolean(), weight: 1 },
        ),
        async (debit, credit, amountMinor, reservationShare, isCoreAvailable) => {
          // A consumed reservation is part of the debit account's reserved money.
          const reservationMinor = (debit.reservedMinor * BigInt(reservationShare)) / 100n;
          const status = await judgeInStatement(debit, credit, {
            amountMinor,
            reservationMinor,
            isCoreAvailable,
          });
          const debitCheck = checkDebit({ ...debit, currency: 'EUR' }, amountMinor, {
            reservationMinor,
          });
          const creditCheck = checkCredit({ ...credit, currency: 'EUR' });
          const isAllowed = isCoreAvailable && debitCheck.ok && creditCheck.ok;
          expect(status).toBe(isAllowed ? 'BOOKED' : 'REFUSED');
          if (isAllowed) booked += 1;
          else refused += 1;
        },
      ),
      {
        numRuns: 300,
        // At the edge: exactly the available amount (booked - reserved + overdraft + reservation),
        // and one cent more.
        examples: [
          [
            { status: 'ACTIVE', bookedMinor: 500n, reservedMinor: 200n, overdraftLimitMinor: 100n },
            { status: 'BLOCKED', bookedMinor: 0n, reservedMinor: 0n, overdraftLimitMinor: 0n },
            500n,
            50,
            true,
          ],
          [
            { status: 'ACTIVE', bookedMinor: 500n, reservedMinor: 200n, overdraftLimitMinor: 100n },
            { status: 'ACTIVE', bookedMinor: 0n, reservedMinor: 0n, overdraftLimitMinor: 0n },
            501n,
            50,
            true,
          ],
        ],
      },
    );
    // Both answers were exercised, so the comparison could fail either way.
    expect(booked).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(20);
  });
});
