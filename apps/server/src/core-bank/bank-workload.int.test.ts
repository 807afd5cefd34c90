import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../platform/clock';
import { openDatabase, type TDatabase } from '../platform/db/database';
import { AppError } from '../platform/errors';
import { createTestDatabase } from '../../test/test-app';
import { TEST_SEED_INSTANT } from '../../test/test-cluster';
import { bookTransfer, readGroupCommitCounts } from './book-transfer';

/*
 * The bank workload (after Jepsen's): concurrent clients move money between the demo accounts
 * through the core bank while others read every balance at once. The total per currency never
 * changes, no balance passes its overdraft, every acknowledged transfer is booked exactly once
 * (also when retried with its key), and postings and balances agree at the end.
 */
let testDatabase: { url: string; drop(): Promise<void> };
let database: TDatabase;
const clock = createFixedClock(new Date(TEST_SEED_INSTANT.getTime() + 60 * 60 * 1000));
const VALUE_DATE = '2026-11-20';
// `npm test` runs it small; bench/bank.mjs (or anyone) runs it larger through these variables.
const WRITERS = Number(process.env['BANK_TEST_WRITERS'] ?? 6);
const TRANSFERS_PER_WRITER = Number(process.env['BANK_TEST_TRANSFERS'] ?? 25);
const READERS = Number(process.env['BANK_TEST_READERS'] ?? 2);

type TAccountRow = {
  id: string;
  currency: string;
  status: string;
  booked: string;
  reserved: string;
  overdraft: string;
};

async function readAccounts(): Promise<TAccountRow[]> {
  const result = await database.db.execute<TAccountRow>(sql`
    SELECT a.id, a.currency, a.status, a.overdraft_limit_minor::text AS overdraft,
      b.amount_minor::text AS booked, r.amount_minor::text AS reserved
    FROM accounts a
    JOIN account_balances b ON b.account_id = a.id AND b.balance_type = 'BOOKED'
    JOIN account_balances r ON r.account_id = a.id AND r.balance_type = 'RESERVED'
    ORDER BY a.id`);
  return result.rows;
}

async function readTotalsByCurrency(): Promise<Map<string, bigint>> {
  const result = await database.db.execute<{ currency: string; total: string }>(sql`
    SELECT a.currency, sum(b.amount_minor)::text AS total
    FROM accounts a JOIN account_balances b ON b.account_id = a.id AND b.balance_type = 'BOOKED'
    GROUP BY a.currency`);
  return new Map(result.rows.map((row) => [row.currency, BigInt(row.total)]));
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = openDatabase(testDatabase.url, { maxConnections: 10 });
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

function pickTwo<T>(items: readonly T[], random: () => number): [T, T] {
  const first = Math.floor(random() * items.length);
  const second = (first + 1 + Math.floor(random() * (items.length - 1))) % items.length;
  return [items[first] as T, items[second] as T];
}

/** A small deterministic generator, so a failing run can be repeated. */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('the bank workload', () => {
  it(
    'keeps every total, books each acknowledged transfer once, and never passes an overdraft',
    async () => {
      const before = await readAccounts();
      const eurAccounts = before.filter((row) => row.currency === 'EUR' && row.status !== 'CLOSED');
      expect(eurAccounts.length).toBeGreaterThanOrEqual(3);
      const totalsBefore = await readTotalsByCurrency();
      const acknowledged: { key: string; bookingId: string; amountMinor: bigint }[] = [];
      const refusals = new Map<string, number>();
      let isRunning = true;

      const readers = Array.from({ length: READERS }, async () => {
        let reads = 0;
        while (isRunning) {
          expect(await readTotalsByCurrency()).toEqual(totalsBefore);
          reads += 1;
        }
        return reads;
      });

      const writers = Array.from({ length: WRITERS }, async (_, writer) => {
        const random = createRandom(writer + 1);
        for (let index = 0; index < TRANSFERS_PER_WRITER; index += 1) {
          const [from, to] = pickTwo(eurAccounts, random);
          // Some transfers are far too large for any account: they must be refused, not booked.
          const amountMinor = BigInt(
            1 + Math.floor(random() * (random() < 0.1 ? 1e12 : 2_000_000)),
          );
          const key = randomUUID();
          const request = {
            kind: 'TRANSFER' as const,
            debit: { accountId: from.id },
            credit: { accountId: to.id },
            amountMinor,
            currency: 'EUR',
            valueDate: VALUE_DATE,
            description: `Prijenos ${writer}-${index}`,
            idempotencyKey: key,
          };
          // Every fifth transfer is sent twice at once, as a client retrying after a timeout. A
          // refusal is not remembered under its key: the copy that runs second may book when
          // money arrived in between, and then the transfer is acknowledged.
          const outcomes = await Promise.allSettled(
            Array.from({ length: index % 5 === 0 ? 2 : 1 }, () =>
              bookTransfer({ db: database.db, clock }, request),
            ),
          );
          for (const outcome of outcomes)
            if (outcome.status === 'rejected' && !(outcome.reason instanceof AppError))
              throw outcome.reason;
          const receipts = outcomes.flatMap((outcome) =>
            outcome.status === 'fulfilled' ? [outcome.value] : [],
          );
          if (receipts.length > 0) {
            expect(new Set(receipts.map((receipt) => receipt.bookingId)).size).toBe(1);
            expect(receipts.filter((receipt) => !receipt.isReplay)).toHaveLength(1);
            acknowledged.push({ key, bookingId: receipts[0]?.bookingId ?? '', amountMinor });
          } else {
            const [first] = outcomes;
            const code = first?.status === 'rejected' ? (first.reason as AppError).code : '';
            refusals.set(code, (refusals.get(code) ?? 0) + 1);
          }
        }
      });

      try {
        await Promise.all(writers);
      } finally {
        isRunning = false;
      }
      const reads = await Promise.all(readers);

      // The workload books, not only refuses: a tenth of it is too large for any account, and the
      // rest drains some of the few EUR accounts as it goes (30 to 40 % acknowledged at 64 x 60).
      expect(acknowledged.length).toBeGreaterThan((WRITERS * TRANSFERS_PER_WRITER) / 4);
      expect([...refusals.keys()].every((code) => code.startsWith('SIRIUS_'))).toBe(true);
      expect(reads.reduce((a, b) => a + b, 0)).toBeGreaterThan(10);
      // The writers' transfers went through the group commit, several to a statement at times.
      expect(readGroupCommitCounts(database.db).sharedBatches).toBeGreaterThan(0);
      expect(await readTotalsByCurrency()).toEqual(totalsBefore);

      const after = await readAccounts();
      for (const row of after) {
        expect(
          BigInt(row.booked) - BigInt(row.reserved) + BigInt(row.overdraft),
          row.id,
        ).toBeGreaterThanOrEqual(0n);
      }

      const booked = await database.db.execute<{ idempotency_key: string; id: string }>(sql`
      SELECT idempotency_key, id FROM bookings WHERE kind = 'TRANSFER'`);
      expect(booked.rows).toHaveLength(acknowledged.length);
      const bookingByKey = new Map(booked.rows.map((row) => [row.idempotency_key, row.id]));
      for (const transfer of acknowledged)
        expect(bookingByKey.get(transfer.key)).toBe(transfer.bookingId);

      const mismatches = await database.db.execute(sql`
      SELECT a.id FROM accounts a
      JOIN account_balances b ON b.account_id = a.id AND b.balance_type = 'BOOKED'
      LEFT JOIN (SELECT account_id, sum(amount_minor) AS total FROM postings GROUP BY account_id) p
        ON p.account_id = a.id
      WHERE b.amount_minor <> coalesce(p.total, 0)`);
      expect(mismatches.rows).toEqual([]);
      const unbalanced = await database.db.execute(sql`
      SELECT booking_id, currency FROM postings GROUP BY booking_id, currency HAVING sum(amount_minor) <> 0`);
      expect(unbalanced.rows).toEqual([]);
    },
    20_000 + WRITERS * TRANSFERS_PER_WRITER * 50,
  );

  it('answers a retry that waited behind its first request with that booking, even when the first emptied the account', async () => {
    const [first, second] = (await readAccounts()).filter(
      (row) => row.currency === 'EUR' && row.status === 'ACTIVE',
    );
    if (!first || !second) throw new Error('the demo bank has two active EUR accounts');
    for (let round = 0; round < 6; round += 1) {
      const [from, to] = round % 2 === 0 ? [first, second] : [second, first];
      const state = (await readAccounts()).find((row) => row.id === from.id);
      if (!state) throw new Error('the account is there');
      // More than half of what is available: once the first request has booked, the same
      // transfer judged again would be refused for want of money.
      const available = BigInt(state.booked) - BigInt(state.reserved) + BigInt(state.overdraft);
      const request = {
        kind: 'TRANSFER' as const,
        debit: { accountId: from.id },
        credit: { accountId: to.id },
        amountMinor: available - 1n,
        currency: 'EUR',
        valueDate: VALUE_DATE,
        description: 'Ponovljeni zahtjev',
        idempotencyKey: randomUUID(),
      };
      const receipts = await Promise.all(
        [1, 2, 3].map(() => bookTransfer({ db: database.db, clock }, request)),
      );
      expect(new Set(receipts.map((receipt) => receipt.bookingId)).size).toBe(1);
      expect(receipts.filter((receipt) => !receipt.isReplay)).toHaveLength(1);
    }
  });

  it('refuses a reused key with another request, and changes nothing', async () => {
    const [from, to] = (await readAccounts()).filter(
      (row) => row.currency === 'EUR' && row.status === 'ACTIVE',
    );
    if (!from || !to) throw new Error('the demo bank has two active EUR accounts');
    const request = {
      kind: 'TRANSFER' as const,
      debit: { accountId: from.id },
      credit: { accountId: to.id },
      amountMinor: 100n,
      currency: 'EUR',
      valueDate: VALUE_DATE,
      description: 'Prvi',
      idempotencyKey: randomUUID(),
    };
    await bookTransfer({ db: database.db, clock }, request);
    const totals = await readAccounts();
    await expect(
      bookTransfer({ db: database.db, clock }, { ...request, amountMinor: 200n }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await readAccounts()).toEqual(totals);
  });

  it('lets a blocked account receive but not pay, and refuses a closed one both ways', async () => {
    const rows = await database.db.execute<{ id: string; status: string; currency: string }>(
      sql`SELECT id, status, currency FROM accounts ORDER BY id`,
    );
    const active = rows.rows.find((row) => row.status === 'ACTIVE' && row.currency === 'EUR');
    const blocked = rows.rows.find((row) => row.status === 'BLOCKED');
    const closed = rows.rows.find((row) => row.status === 'CLOSED');
    if (!active || !blocked || !closed) throw new Error('the demo bank has these accounts');
    const transfer = (debitAccountId: string, creditAccountId: string, currency: string) =>
      bookTransfer(
        { db: database.db, clock },
        {
          kind: 'TRANSFER' as const,
          debit: { accountId: debitAccountId },
          credit: { accountId: creditAccountId },
          amountMinor: 1_00n,
          currency,
          valueDate: VALUE_DATE,
          description: 'Provjera statusa',
          idempotencyKey: randomUUID(),
        },
      );
    expect(blocked.currency).toBe('EUR');
    await expect(transfer(active.id, blocked.id, 'EUR')).resolves.toMatchObject({
      isReplay: false,
    });
    await expect(transfer(blocked.id, active.id, 'EUR')).rejects.toMatchObject({
      code: 'SIRIUS_ACCOUNT_STATUS',
    });
    await expect(transfer(active.id, closed.id, 'EUR')).rejects.toMatchObject({
      code: 'SIRIUS_ACCOUNT_STATUS',
    });
    await expect(transfer(active.id, randomUUID(), 'EUR')).rejects.toMatchObject({
      code: 'SIRIUS_NONEXISTENT_ACCOUNT',
    });
  });

  it('refuses a statement that leaves a booking unbalanced in the database itself, a text over its limit, a name off its closed list, and an edit of the books', async () => {
    const client = await database.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO bookings (id, kind, booked_at, value_date) VALUES ($1, 'TRANSFER', now(), '2026-11-20')`,
        ['00000000-0000-4000-8000-0000000000aa'],
      );
      const account = (
        await client.query<{ id: string; company_id: string }>(
          `SELECT id, company_id FROM accounts WHERE currency = 'EUR' LIMIT 1`,
        )
      ).rows[0];
      const post = (amounts: string) =>
        client.query(
          `INSERT INTO postings (booking_id, booking_kind, value_date, booked_at, account_id, company_id, currency, amount_minor)
           SELECT $1, 'TRANSFER', '2026-11-20', now(), $2, $3, 'EUR', amount
           FROM unnest($4::bigint[]) amount`,
          ['00000000-0000-4000-8000-0000000000aa', account?.id, account?.company_id, amounts],
        );
      await client.query('SAVEPOINT unbalanced');
      await expect(post('{500,-499}')).rejects.toThrow(/does not balance in EUR: 1/);
      await client.query('ROLLBACK TO SAVEPOINT unbalanced');
      await expect(post('{500}')).rejects.toThrow(/does not balance in EUR: 500/);
      await client.query('ROLLBACK TO SAVEPOINT unbalanced');
      // A later statement may add to a booking only what keeps it balanced.
      await post('{500,-500}');
      await expect(post('{1,-1}')).resolves.toBeDefined();
      await expect(post('{7}')).rejects.toThrow(/does not balance in EUR: 7/);
      await client.query('ROLLBACK TO SAVEPOINT unbalanced');
      // The texts' limits hold in the database too (column types since migration 0013).
      await expect(
        client.query(
          `INSERT INTO bookings (id, kind, booked_at, value_date, description)
           VALUES (gen_random_uuid(), 'TRANSFER', now(), '2026-11-20', repeat('x', 141))`,
        ),
      ).rejects.toThrow(/too long for type character varying\(140\)/);
      await client.query('ROLLBACK TO SAVEPOINT unbalanced');
      // The closed lists hold too (domains since migration 0014).
      await expect(
        client.query(
          `INSERT INTO bookings (id, kind, booked_at, value_date)
           VALUES (gen_random_uuid(), 'GIFT', now(), '2026-11-20')`,
        ),
      ).rejects.toThrow(/value for domain booking_kind violates check constraint/);
      await client.query('ROLLBACK TO SAVEPOINT unbalanced');
      await expect(
        client.query(`UPDATE account_balances SET balance_type = 'SPARE' WHERE account_id = $1`, [
          account?.id,
        ]),
      ).rejects.toThrow(/value for domain balance_type violates check constraint/);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    for (const statement of [
      sql`UPDATE postings SET amount_minor = 1`,
      sql`DELETE FROM bookings`,
    ]) {
      const error: unknown = await database.db.execute(statement).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(String((error as { cause?: Error } | undefined)?.cause?.message)).toMatch(
        /is append-only/,
      );
    }
  });
});
