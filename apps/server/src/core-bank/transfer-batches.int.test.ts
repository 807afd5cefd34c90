import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { BALANCE_TYPES } from '@poslovno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../platform/clock';
import { openDatabase, withSystemTransaction, type TDatabase } from '../platform/db/database';
import { accountBalances } from '../platform/db/schema';
import { createTestDatabase } from '../../test/test-app';
import { TEST_SEED_INSTANT } from '../../test/test-cluster';
import { bookOpeningBalance } from './book-opening-balance';
import { bookTransfer, readGroupCommitCounts, type TTransferRequest } from './book-transfer';
import { lockAndWriteBookings, type TBookingToWrite } from './ledger.repository';

/*
 * Group commit: transfers that concurrent callers submit on the pool share one statement, booked
 * as if one after the other, all or none; when the statement writes nothing, each transfer is
 * written alone and answers as it would have without the others.
 */
let testDatabase: { url: string; drop(): Promise<void> };
let database: TDatabase;
const clock = createFixedClock(new Date(TEST_SEED_INSTANT.getTime() + 60 * 60 * 1000));
const deps = () => ({ db: database.db, clock });
const VALUE_DATE = '2026-11-20';

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = openDatabase(testDatabase.url, { maxConnections: 6 });
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

/** A new account of the demo company with its opening balance booked, no overdraft. */
async function openAccount(openingMinor: bigint, currency = 'EUR'): Promise<string> {
  const id = randomUUID();
  const company = await database.db.execute<{ id: string }>(
    sql`SELECT id FROM companies WHERE customer_id = 100245`,
  );
  const companyId = company.rows[0]?.id;
  if (!companyId) throw new Error('the demo company is seeded');
  await withSystemTransaction(database.db, async (tx) => {
    await tx.execute(sql`
      INSERT INTO accounts (id, company_id, iban, account_number, currency, status, type, name,
        opening_date, overdraft_limit_minor, number_of_signatures, default_order)
      VALUES (${id}, ${companyId}, ${`TEST${id.slice(0, 8)}`}, ${`T-${id.slice(0, 8)}`}, ${currency},
        'ACTIVE', 'CURRENT', 'Batch test', ${VALUE_DATE}, 0, 1, 9000)`);
    await tx.insert(accountBalances).values(
      BALANCE_TYPES.map((balanceType) => ({
        accountId: id,
        companyId,
        balanceType,
        amountMinor: 0n,
      })),
    );
    await bookOpeningBalance(tx, { id, companyId, currency }, openingMinor, {
      bookedAt: clock.now(),
      valueDate: VALUE_DATE,
    });
  });
  return id;
}

async function readBooked(accountIds: readonly string[]): Promise<bigint[]> {
  const result = await database.db.execute<{ id: string; booked: string; expected: string }>(sql`
    SELECT b.account_id AS id, b.amount_minor::text AS booked, e.amount_minor::text AS expected
    FROM account_balances b
    JOIN account_balances e ON e.account_id = b.account_id AND e.balance_type = 'EXPECTED'
    WHERE b.balance_type = 'BOOKED' AND b.account_id IN ${accountIds}`);
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return accountIds.map((id) => {
    const row = byId.get(id);
    if (!row) throw new Error(`account ${id} has balances`);
    // Nothing is reserved on these accounts: EXPECTED moves with BOOKED.
    expect(row.expected).toBe(row.booked);
    return BigInt(row.booked);
  });
}

async function countBookings(): Promise<number> {
  const result = await database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM bookings`,
  );
  return result.rows[0]?.n ?? 0;
}

function transfer(
  from: string,
  to: string,
  amountMinor: bigint,
  key = randomUUID(),
): TTransferRequest {
  return {
    kind: 'TRANSFER',
    debit: { accountId: from },
    credit: { accountId: to },
    amountMinor,
    currency: 'EUR',
    valueDate: VALUE_DATE,
    description: `Grupni prijenos ${amountMinor}`,
    idempotencyKey: key,
  };
}

/** The write of a transfer between two accounts, as bookTransfer builds it. */
function toWrite(
  from: string,
  to: string,
  amountMinor: bigint,
  key: string = randomUUID(),
): TBookingToWrite {
  const description = `Grupni prijenos ${amountMinor}`;
  const shared = { description, currency: 'EUR', reference: null, endToEndId: null };
  return {
    booking: {
      kind: 'TRANSFER',
      bookedAt: clock.now(),
      valueDate: VALUE_DATE,
      description,
      idempotencyKey: { key, requestHash: 'test' },
    },
    accountLegs: [
      { ...shared, accountId: from, amountMinor: -amountMinor, counterparty: { accountId: to } },
      { ...shared, accountId: to, amountMinor, counterparty: { accountId: from } },
    ],
    bankLegs: [],
  };
}

/**
 * Submits the transfers in one turn of the event loop: on accounts they share (also through each
 * other) they leave as one batch. Answers their outcomes and what the group commit did meanwhile.
 */
async function submitTogether(requests: readonly TTransferRequest[]) {
  const before = readGroupCommitCounts(database.db);
  const outcomes = await Promise.allSettled(
    requests.map((request) => bookTransfer(deps(), request)),
  );
  const after = readGroupCommitCounts(database.db);
  return {
    outcomes,
    batches: after.batches - before.batches,
    sharedBatches: after.sharedBatches - before.sharedBatches,
    splitBatches: after.splitBatches - before.splitBatches,
  };
}

describe('transfers written together', () => {
  it('book a chain as if one after the other: a transfer may spend what an earlier one brought', async () => {
    const [a, b, c] = await Promise.all([openAccount(500_00n), openAccount(0n), openAccount(0n)]);
    const bookingsBefore = await countBookings();
    const writes = [toWrite(a, b, 500_00n), toWrite(b, c, 300_00n), toWrite(c, a, 300_00n)];
    const written = await lockAndWriteBookings(database.db, writes);
    expect(written.status).toBe('BOOKED');
    if (written.status !== 'BOOKED') return;
    // Each transfer found the accounts as the ones before it left them.
    expect(written.bookings.map((booking) => booking.accounts.get(b)?.bookedMinor)).toEqual([
      0n,
      500_00n,
      undefined,
    ]);
    expect(written.bookings[2]?.accounts.get(a)?.bookedMinor).toBe(0n);
    expect(await readBooked([a, b, c])).toEqual([300_00n, 200_00n, 0n]);
    expect(await countBookings()).toBe(bookingsBefore + 3);
    const postings = await database.db.execute<{ account_id: string; total: string }>(sql`
      SELECT account_id, sum(amount_minor)::text AS total FROM postings
      WHERE account_id IN ${[a, b, c]} GROUP BY account_id ORDER BY account_id`);
    const totals = new Map(postings.rows.map((row) => [row.account_id, BigInt(row.total)]));
    expect([a, b, c].map((id) => totals.get(id))).toEqual([300_00n, 200_00n, 0n]);
    const counterparties = await database.db.execute<{ counterparty_name: string | null }>(sql`
      SELECT counterparty_name FROM postings p JOIN bookings k ON k.id = p.booking_id
      WHERE k.idempotency_key = ${writes[1]?.booking.idempotencyKey?.key} AND p.account_id = ${b}`);
    expect(counterparties.rows[0]?.counterparty_name).toBeTruthy();
  });

  it('write nothing when one of them would pass an overdraft, the cent at the edge included', async () => {
    const [a, b] = await Promise.all([openAccount(100_00n), openAccount(0n)]);
    const bookingsBefore = await countBookings();
    const tooMuch = await lockAndWriteBookings(database.db, [
      toWrite(a, b, 60_00n),
      toWrite(a, b, 40_01n),
    ]);
    expect(tooMuch.status).toBe('NOT_WRITTEN');
    expect(await countBookings()).toBe(bookingsBefore);
    expect(await readBooked([a, b])).toEqual([100_00n, 0n]);
    const exactly = await lockAndWriteBookings(database.db, [
      toWrite(a, b, 60_00n),
      toWrite(a, b, 40_00n),
    ]);
    expect(exactly.status).toBe('BOOKED');
    expect(await readBooked([a, b])).toEqual([0n, 100_00n]);
  });

  it('fail as a whole on a taken key, writing nothing', async () => {
    const [a, b] = await Promise.all([openAccount(100_00n), openAccount(0n)]);
    const first = transfer(a, b, 10_00n);
    await bookTransfer(deps(), first);
    const bookingsBefore = await countBookings();
    await expect(
      lockAndWriteBookings(database.db, [
        toWrite(a, b, 1_00n),
        toWrite(a, b, 10_00n, first.idempotencyKey),
      ]),
    ).rejects.toThrow(/duplicate key/);
    expect(await countBookings()).toBe(bookingsBefore);
    expect(await readBooked([a, b])).toEqual([90_00n, 10_00n]);
  });
});

describe('the group commit of bookTransfer', () => {
  it('books concurrent transfers in one statement, each with its own booking', async () => {
    const [a, b, c] = await Promise.all([openAccount(100_00n), openAccount(0n), openAccount(0n)]);
    const { outcomes, sharedBatches, splitBatches } = await submitTogether([
      transfer(a, b, 70_00n),
      transfer(b, c, 50_00n),
      transfer(a, c, 30_00n),
    ]);
    expect([sharedBatches, splitBatches]).toEqual([1, 0]);
    const receipts = outcomes.map((outcome) => {
      if (outcome.status !== 'fulfilled') throw outcome.reason;
      return outcome.value;
    });
    expect(receipts.every((receipt) => receipt.isReplay === false)).toBe(true);
    expect(new Set(receipts.map((receipt) => receipt.bookingId)).size).toBe(3);
    expect(await readBooked([a, b, c])).toEqual([0n, 20_00n, 80_00n]);
  });

  it('books transfers on different accounts in two batches side by side', async () => {
    const [a, b, c, d] = await Promise.all([
      openAccount(100_00n),
      openAccount(0n),
      openAccount(100_00n),
      openAccount(0n),
    ]);
    const { outcomes, batches, sharedBatches, splitBatches } = await submitTogether([
      transfer(a, b, 10_00n),
      transfer(c, d, 20_00n),
      transfer(a, b, 30_00n),
      transfer(c, d, 40_00n),
    ]);
    expect([batches, sharedBatches, splitBatches]).toEqual([2, 2, 0]);
    expect(outcomes.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    expect(await readBooked([a, b, c, d])).toEqual([60_00n, 40_00n, 40_00n, 60_00n]);
  });

  it('answers each transfer of a batch with a refusal as it would have alone', async () => {
    const [a, b, c] = await Promise.all([
      openAccount(100_00n),
      openAccount(0n),
      openAccount(10_00n),
    ]);
    const { outcomes, sharedBatches, splitBatches } = await submitTogether([
      transfer(a, b, 60_00n),
      transfer(a, b, 50_00n),
      transfer(c, b, 10_00n),
    ]);
    expect([sharedBatches, splitBatches]).toEqual([1, 1]);
    // Written one by one, in no fixed order: exactly one of the two debits of a is refused.
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ reason: { code: 'SIRIUS_INSUFFICIENT_FUNDS' } });
    expect(outcomes[2]?.status).toBe('fulfilled');
    const booked = await readBooked([a, b, c]);
    expect([
      [40_00n, 70_00n, 0n],
      [50_00n, 60_00n, 0n],
    ]).toContainEqual(booked);
  });

  it('answers a retry sent within the same batch with the first booking', async () => {
    const [a, b] = await Promise.all([openAccount(100_00n), openAccount(0n)]);
    const request = transfer(a, b, 80_00n);
    const { outcomes, sharedBatches, splitBatches } = await submitTogether([request, request]);
    expect([sharedBatches, splitBatches]).toEqual([1, 1]);
    const receipts = outcomes.map((outcome) => {
      if (outcome.status !== 'fulfilled') throw outcome.reason;
      return outcome.value;
    });
    expect(new Set(receipts.map((receipt) => receipt.bookingId)).size).toBe(1);
    expect(receipts.map((receipt) => receipt.isReplay).sort()).toEqual([false, true]);
    expect(await readBooked([a, b])).toEqual([20_00n, 80_00n]);
  });

  it('converts a transfer to an account of another currency, written on its own', async () => {
    const [eur, usd] = await Promise.all([openAccount(100_00n), openAccount(0n, 'USD')]);
    const [other] = await Promise.all([openAccount(0n)]);
    const { outcomes, sharedBatches, splitBatches } = await submitTogether([
      transfer(eur, usd, 10_00n),
      transfer(eur, other, 10_00n),
    ]);
    expect([sharedBatches, splitBatches]).toEqual([1, 1]);
    const [converted] = outcomes;
    if (converted?.status !== 'fulfilled') throw new Error('the conversion is booked');
    const booking = await database.db.execute<{ rate: string | null }>(sql`
      SELECT exchange_rate::text AS rate FROM bookings WHERE id = ${converted.value.bookingId}`);
    expect(booking.rows[0]?.rate).not.toBeNull();
    expect(outcomes[1]?.status).toBe('fulfilled');
    expect((await readBooked([eur]))[0]).toBe(80_00n);
  });
});
