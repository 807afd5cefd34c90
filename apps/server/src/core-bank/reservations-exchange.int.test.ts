import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../platform/clock';
import { openDatabase, type TDatabase } from '../platform/db/database';
import { createTestDatabase } from '../../test/test-app';
import { TEST_SEED_INSTANT } from '../../test/test-cluster';
import { bookTransfer } from './book-transfer';
import { releaseReservation, reserveFunds } from './reserve-funds';

let testDatabase: { url: string; drop(): Promise<void> };
let database: TDatabase;
const clock = createFixedClock(new Date(TEST_SEED_INSTANT.getTime() + 60 * 60 * 1000));
const deps = () => ({ db: database.db, clock });
const VALUE_DATE = '2026-11-20';

type TBalances = Record<string, bigint>;

async function readBalances(accountId: string): Promise<TBalances> {
  const result = await database.db.execute<{ balance_type: string; amount: string }>(sql`
    SELECT balance_type, amount_minor::text AS amount FROM account_balances WHERE account_id = ${accountId}`);
  return Object.fromEntries(result.rows.map((row) => [row.balance_type, BigInt(row.amount)]));
}

async function findAccount(where: { currency: string; status: string }): Promise<string> {
  const result = await database.db.execute<{ id: string }>(sql`
    SELECT a.id FROM accounts a JOIN account_balances b ON b.account_id = a.id AND b.balance_type = 'BOOKED'
    WHERE a.currency = ${where.currency} AND a.status = ${where.status} ORDER BY b.amount_minor DESC LIMIT 1`);
  const id = result.rows[0]?.id;
  if (!id) throw new Error(`the demo bank has a ${where.status} ${where.currency} account`);
  return id;
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = openDatabase(testDatabase.url, { maxConnections: 4 });
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

describe('reservations', () => {
  it('start from the seed as reservation rows that add up to the reserved balances', async () => {
    const result = await database.db.execute(sql`
      SELECT b.account_id, b.balance_type FROM account_balances b
      LEFT JOIN (SELECT account_id, kind, sum(amount_minor) AS total FROM reservations
                 WHERE status = 'ACTIVE' GROUP BY account_id, kind) r
        ON r.account_id = b.account_id AND b.balance_type = 'RESERVED_BY_' || r.kind
      WHERE b.balance_type IN ('RESERVED_BY_PAYMENT', 'RESERVED_BY_CARD_TRANSACTION', 'RESERVED_BY_ENFORCEMENT')
        AND b.amount_minor <> coalesce(r.total, 0)`);
    expect(result.rows).toEqual([]);
    const count = await database.db.execute<{ count: string }>(
      sql`SELECT count(*)::text AS count FROM reservations`,
    );
    expect(Number(count.rows[0]?.count)).toBeGreaterThanOrEqual(3);
  });

  it('set money aside, refuse more than is available, replay a retry, and give it back once', async () => {
    const accountId = await findAccount({ currency: 'EUR', status: 'ACTIVE' });
    const before = await readBalances(accountId);
    const request = {
      accountId,
      kind: 'PAYMENT' as const,
      amountMinor: 250_00n,
      currency: 'EUR',
      reference: 'Nalog 2026-0001',
      idempotencyKey: randomUUID(),
    };
    const first = await reserveFunds(deps(), request);
    expect(await reserveFunds(deps(), request)).toEqual({ ...first, isReplay: true });
    const reserved = await readBalances(accountId);
    expect(reserved.RESERVED_BY_PAYMENT).toBe((before.RESERVED_BY_PAYMENT ?? 0n) + 250_00n);
    expect(reserved.RESERVED).toBe((before.RESERVED ?? 0n) + 250_00n);
    expect(reserved.EXPECTED).toBe((before.EXPECTED ?? 0n) - 250_00n);
    expect(reserved.BOOKED).toBe(before.BOOKED);

    await expect(
      reserveFunds(deps(), {
        ...request,
        amountMinor: (reserved.EXPECTED ?? 0n) + 1_000_000_00n,
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toMatchObject({ code: 'SIRIUS_INSUFFICIENT_FUNDS' });

    expect(await releaseReservation(deps(), first.reservationId)).toEqual({ isReleased: true });
    expect(await releaseReservation(deps(), first.reservationId)).toEqual({ isReleased: false });
    expect(await readBalances(accountId)).toEqual(before);
  });

  it('answer retries sent at once with the first reservation, even when it took all the money', async () => {
    const accountId = await findAccount({ currency: 'EUR', status: 'ACTIVE' });
    const before = await readBalances(accountId);
    const request = {
      accountId,
      kind: 'PAYMENT' as const,
      amountMinor: (before.EXPECTED ?? 0n) - 1n,
      currency: 'EUR',
      reference: 'Nalog 2026-0003',
      idempotencyKey: randomUUID(),
    };
    const receipts = await Promise.all([1, 2, 3].map(() => reserveFunds(deps(), request)));
    expect(new Set(receipts.map((receipt) => receipt.reservationId)).size).toBe(1);
    expect(receipts.filter((receipt) => !receipt.isReplay)).toHaveLength(1);
    await releaseReservation(deps(), receipts[0]?.reservationId ?? '');
    expect(await readBalances(accountId)).toEqual(before);
  });

  it('let an enforcement order reserve on a blocked account, which a payment cannot', async () => {
    const accountId = await findAccount({ currency: 'EUR', status: 'BLOCKED' });
    const request = {
      accountId,
      amountMinor: 10_00n,
      currency: 'EUR',
      reference: 'Ovrha Ovr-123/2026',
    };
    await expect(
      reserveFunds(deps(), { ...request, kind: 'ENFORCEMENT', idempotencyKey: randomUUID() }),
    ).resolves.toMatchObject({ isReplay: false });
    await expect(
      reserveFunds(deps(), { ...request, kind: 'PAYMENT', idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ code: 'SIRIUS_ACCOUNT_STATUS' });
  });

  it('are consumed by the transfer they were made for, which may use the reserved money', async () => {
    const from = await findAccount({ currency: 'EUR', status: 'ACTIVE' });
    const to = (
      await database.db.execute<{ id: string }>(
        sql`SELECT id FROM accounts WHERE currency = 'EUR' AND status = 'ACTIVE' AND id <> ${from} LIMIT 1`,
      )
    ).rows[0]?.id;
    if (!to) throw new Error('two active EUR accounts');
    const before = await readBalances(from);
    // Everything available is reserved: only the reservation's own transfer can still pay.
    const amountMinor = before.EXPECTED ?? 0n;
    const { reservationId } = await reserveFunds(deps(), {
      accountId: from,
      kind: 'PAYMENT',
      amountMinor,
      currency: 'EUR',
      reference: 'Nalog 2026-0002',
      idempotencyKey: randomUUID(),
    });
    const transfer = {
      kind: 'TRANSFER' as const,
      debit: { accountId: from },
      credit: { accountId: to },
      amountMinor,
      currency: 'EUR',
      valueDate: VALUE_DATE,
      description: 'Plaćanje po nalogu 2026-0002',
    };
    await expect(
      bookTransfer(deps(), { ...transfer, amountMinor: 1n, idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ code: 'SIRIUS_INSUFFICIENT_FUNDS' });
    const receipt = await bookTransfer(deps(), {
      ...transfer,
      idempotencyKey: randomUUID(),
      reservationId,
    });
    const after = await readBalances(from);
    expect(after.BOOKED).toBe((before.BOOKED ?? 0n) - amountMinor);
    expect(after.RESERVED).toBe(before.RESERVED);
    expect(after.EXPECTED).toBe(0n);
    const reservation = await database.db.execute<{ status: string; booking_id: string }>(
      sql`SELECT status, booking_id FROM reservations WHERE id = ${reservationId}`,
    );
    expect(reservation.rows[0]).toEqual({ status: 'CONSUMED', booking_id: receipt.bookingId });
  });
});

describe('cross-currency transfers', () => {
  it('convert at the bank’s selling rate through its FX position and record the rate', async () => {
    const eur = await findAccount({ currency: 'EUR', status: 'ACTIVE' });
    const usd = await findAccount({ currency: 'USD', status: 'ACTIVE' });
    const [eurBefore, usdBefore] = [await readBalances(eur), await readBalances(usd)];
    const receipt = await bookTransfer(deps(), {
      kind: 'TRANSFER' as const,
      debit: { accountId: eur },
      credit: { accountId: usd },
      amountMinor: 100_00n,
      currency: 'EUR',
      valueDate: VALUE_DATE,
      description: 'Kupnja USD',
      idempotencyKey: randomUUID(),
    });
    // 100.00 EUR × 1.1510 USD per EUR (the bank sells USD) = 115.10 USD.
    expect((await readBalances(eur)).BOOKED).toBe((eurBefore.BOOKED ?? 0n) - 100_00n);
    expect((await readBalances(usd)).BOOKED).toBe((usdBefore.BOOKED ?? 0n) + 115_10n);
    const booking = await database.db.execute<{ rate: string; fee: string }>(sql`
      SELECT exchange_rate::text AS rate, cross_currency_fee_minor::text AS fee FROM bookings WHERE id = ${receipt.bookingId}`);
    expect(booking.rows[0]).toEqual({ rate: '1.151000', fee: '0' });
    const legs = await database.db.execute<{ side: string; currency: string; amount: string }>(sql`
      SELECT CASE WHEN p.account_id IS NULL THEN l.code ELSE 'CUSTOMER' END AS side, p.currency,
        p.amount_minor::text AS amount
      FROM postings p LEFT JOIN bank_ledger_accounts l ON l.id = p.bank_account_id
      WHERE p.booking_id = ${receipt.bookingId} ORDER BY p.currency, side`);
    expect(legs.rows).toEqual([
      { side: 'CUSTOMER', currency: 'EUR', amount: '-10000' },
      { side: 'FX_POSITION', currency: 'EUR', amount: '10000' },
      { side: 'CUSTOMER', currency: 'USD', amount: '11510' },
      { side: 'FX_POSITION', currency: 'USD', amount: '-11510' },
    ]);
  });

  it('are refused with the core’s code when no rate list is in force on the value date', async () => {
    const eur = await findAccount({ currency: 'EUR', status: 'ACTIVE' });
    const chf = await findAccount({ currency: 'CHF', status: 'ACTIVE' });
    await expect(
      bookTransfer(deps(), {
        kind: 'TRANSFER' as const,
        debit: { accountId: eur },
        credit: { accountId: chf },
        amountMinor: 100_00n,
        currency: 'EUR',
        valueDate: '2025-12-31',
        description: 'Prije tečajne liste',
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toMatchObject({ code: 'EXCHANGE_RATE_UNAVAILABLE' });
  });
});
