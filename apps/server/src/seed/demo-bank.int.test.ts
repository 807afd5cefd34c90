import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCroatianIban, isValidOib } from '@poslovno/domain';
import { createTestApp, type TTestContext } from '../../test/test-app';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the demo bank seed', () => {
  it('has only IBANs and OIBs that pass their check algorithms', async () => {
    const ibans = await ctx.database.pool.query<{ iban: string; account_number: string }>(
      'SELECT iban, account_number FROM accounts',
    );
    expect(ibans.rows.length).toBe(9);
    for (const { iban, account_number } of ibans.rows) {
      expect(isValidCroatianIban(iban), iban).toBe(true);
      expect(account_number).toBe(`${iban.slice(4, 11)}-${iban.slice(11)}`);
    }
    const oibs = await ctx.database.pool.query<{ oib: string }>(
      'SELECT oib FROM companies UNION ALL SELECT oib FROM bank_profile',
    );
    expect(oibs.rows.length).toBe(3);
    for (const { oib } of oibs.rows) expect(isValidOib(oib), oib).toBe(true);
  });

  it('keeps every balance set consistent: RESERVED is the sum of reservations, EXPECTED is BOOKED minus RESERVED', async () => {
    const rows = await ctx.database.pool.query<{
      account_id: string;
      balance_type: string;
      amount_minor: string;
    }>('SELECT account_id, balance_type, amount_minor FROM account_balances');
    const byAccount = new Map<string, Map<string, bigint>>();
    for (const row of rows.rows) {
      const balances = byAccount.get(row.account_id) ?? new Map<string, bigint>();
      balances.set(row.balance_type, BigInt(row.amount_minor));
      byAccount.set(row.account_id, balances);
    }
    expect(byAccount.size).toBe(8);
    for (const balances of byAccount.values()) {
      const get = (type: string) => balances.get(type) ?? 0n;
      const reserved =
        get('RESERVED_BY_PAYMENT') +
        get('RESERVED_BY_CARD_TRANSACTION') +
        get('RESERVED_BY_ENFORCEMENT');
      expect(get('RESERVED')).toBe(reserved);
      expect(get('EXPECTED')).toBe(get('BOOKED') - reserved);
    }
  });

  it('books a quarter of history through the ledger that ends at the seeded balances', async () => {
    const books = await ctx.database.pool.query<{
      iban: string;
      status: string;
      booked_minor: string;
      postings_minor: string;
      kinds: string[];
      first_day: string | null;
    }>(`
      SELECT a.iban, a.status, b.amount_minor::text AS booked_minor,
        coalesce(sum(p.amount_minor), 0)::text AS postings_minor,
        array_remove(array_agg(DISTINCT p.booking_kind), NULL) AS kinds,
        min(p.value_date) FILTER (WHERE p.booking_kind <> 'OPENING')::text AS first_day
      FROM accounts a
      JOIN account_balances b ON b.account_id = a.id AND b.balance_type = 'BOOKED'
      LEFT JOIN postings p ON p.account_id = a.id
      GROUP BY a.iban, a.status, b.amount_minor`);
    for (const account of books.rows) {
      expect(account.postings_minor, account.iban).toBe(account.booked_minor);
      if (account.status !== 'ACTIVE') continue;
      expect(account.kinds, account.iban).toContain('PAYMENT_IN');
      expect(account.first_day! >= '2026-08-20', account.iban).toBe(true);
    }
    const domestic = books.rows.filter((row) => row.kinds.includes('FEE'));
    expect(domestic.length).toBeGreaterThanOrEqual(4);
    // Booked in time order: a later posting never has an earlier value date.
    const disorder = await ctx.database.pool.query(`
      SELECT 1 FROM (SELECT value_date, lag(value_date) OVER (ORDER BY id) AS previous
        FROM postings WHERE booking_kind <> 'OPENING') ordered
      WHERE value_date < previous`);
    expect(disorder.rowCount).toBe(0);
    const counterparties = await ctx.database.pool.query<{ counterparty_iban: string }>(
      `SELECT DISTINCT counterparty_iban FROM postings WHERE counterparty_iban LIKE 'HR%'`,
    );
    for (const { counterparty_iban } of counterparties.rows)
      expect(isValidCroatianIban(counterparty_iban), counterparty_iban).toBe(true);
  });

  it('covers the signing cases and authorisation levels the later issues need', async () => {
    const roles = await ctx.database.pool.query<{ demo_role: string }>(
      'SELECT demo_role FROM persons ORDER BY person_id',
    );
    expect(roles.rows.map((row) => row.demo_role).sort()).toEqual([
      'ENTER_ONLY',
      'INDEPENDENT_SIGNEE',
      'INDEPENDENT_SIGNEE_DAILY_LIMIT',
      'INDEPENDENT_SIGNEE_WITH_LIMIT',
      'MANDATORY_SIGNEE',
      'SECOND_SIGNATURE_NEEDED',
    ]);
    const levels = await ctx.database.pool.query<{ level: number }>(
      'SELECT DISTINCT authorization_level AS level FROM company_persons ORDER BY 1',
    );
    expect(levels.rows.map((row) => row.level)).toEqual([1, 2, 3]);
    const both = await ctx.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM (SELECT person_id FROM company_persons GROUP BY person_id HAVING count(*) = 2) x',
    );
    expect(both.rows[0]?.n).toBe(1);
    const statuses = await ctx.database.pool.query<{ status: string }>(
      'SELECT DISTINCT status FROM accounts ORDER BY 1',
    );
    expect(statuses.rows.map((row) => row.status)).toEqual(['ACTIVE', 'BLOCKED', 'CLOSED']);
  });
});
