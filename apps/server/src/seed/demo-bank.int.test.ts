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
