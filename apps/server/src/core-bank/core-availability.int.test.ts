import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@poslovno/contract';
import { createTestApp, type TTestContext } from '../../test/test-app';
import { bearer } from '../../test/auth-helpers';
import { bookTransfer } from './book-transfer';
import { setCoreAvailability } from './core-availability';
import { reserveFunds } from './reserve-funds';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

async function listAccounts(token: string, locale: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/mw/api/v1${apiRoutes.getAccounts.path}?locale=${locale}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{
    accounts: { id: string; balances: unknown[] }[];
    validations?: { field: string; code: string; description: string }[];
  }>();
}

describe('the core bank switched off (demo switch)', () => {
  it('lists the accounts without balances with LOXON_UNAVAILABLE, refuses core work with 503, and recovers', async () => {
    const token = await ctx.signIn(2000101, 100245);
    const before = await listAccounts(token, 'hr_hr');
    expect(before.validations).toBeUndefined();
    expect(before.accounts.some((account) => account.balances.length > 0)).toBe(true);

    await setCoreAvailability(ctx.database.db, false);
    const during = await listAccounts(token, 'en_us');
    expect(during.accounts.map((account) => account.id)).toEqual(
      before.accounts.map((account) => account.id),
    );
    expect(during.accounts.every((account) => account.balances.length === 0)).toBe(true);
    expect(during.validations).toEqual([
      {
        field: 'balances',
        code: 'LOXON_UNAVAILABLE',
        description: 'Account balances are currently unavailable.',
      },
    ]);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/mw/api/v1/accounts/${before.accounts[0]?.id}`,
      headers: bearer(token),
    });
    expect(detail.json<{ balances: unknown[] }>().balances).toEqual([]);

    const [from, to] = (
      await ctx.database.db.execute<{ id: string }>(
        sql`SELECT id FROM accounts WHERE currency = 'EUR' AND status = 'ACTIVE' ORDER BY id LIMIT 2`,
      )
    ).rows;
    if (!from || !to) throw new Error('two active EUR accounts');
    const deps = { db: ctx.database.db, clock: ctx.clock };
    await expect(
      bookTransfer(deps, {
        kind: 'TRANSFER' as const,
        debit: { accountId: from.id },
        credit: { accountId: to.id },
        amountMinor: 1_00n,
        currency: 'EUR',
        valueDate: '2026-11-20',
        description: 'Dok jezgra ne radi',
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toMatchObject({ code: 'BANKING_UNAVAILABLE' });
    await expect(
      reserveFunds(deps, {
        accountId: from.id,
        kind: 'PAYMENT',
        amountMinor: 1_00n,
        currency: 'EUR',
        reference: 'Nalog',
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toMatchObject({ code: 'BANKING_UNAVAILABLE' });

    await setCoreAvailability(ctx.database.db, true);
    const after = await listAccounts(token, 'hr_hr');
    expect(after).toEqual(before);
  });
});
