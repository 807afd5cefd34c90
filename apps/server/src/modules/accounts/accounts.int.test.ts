import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TAccount, TAccountDetail } from '@poslovno/contract';
import { createTestApp, type TTestContext } from '../../../test/test-app';
import { withCompanyScope } from '../../platform/db/database';
import { DEMO_COMPANIES, DEMO_PERSON_IDS, demoUuid } from '../../seed/demo-bank';

const API = '/mw/api/v1';
const SLAVONSKA = DEMO_COMPANIES.slavonska.customerId;
const CELIK = DEMO_COMPANIES.celik.customerId;
const ana = DEMO_PERSON_IDS['ana'] as number;
const marko = DEMO_PERSON_IDS['marko'] as number;
const tomislav = DEMO_PERSON_IDS['tomislav'] as number;

let ctx: TTestContext;
let anaToken: string;

async function getAccounts(token: string, query = ''): Promise<TAccount[]> {
  const response = await ctx.app.inject({
    url: `${API}/accounts${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ accounts: TAccount[] }>().accounts;
}

beforeAll(async () => {
  ctx = await createTestApp();
  anaToken = await ctx.signIn(ana, SLAVONSKA);
});
afterAll(() => ctx.close());

describe('GET /accounts', () => {
  it('lists only accounts with an authority level, in the default order, with every balance type', async () => {
    const accounts = await getAccounts(anaToken);
    expect(accounts.map((a) => a.accountDetails.nickname)).toEqual([
      'Glavni račun',
      null,
      'Devizni USD',
      'Devizni CHF',
      'Poticaji EU',
      'Stari račun Osijek',
    ]);
    expect(accounts.some((a) => a.id === demoUuid('account:slavonska-branch'))).toBe(false);
    const main = accounts[0] as TAccount;
    expect(main.permission).toEqual({
      authorityLevel: 'ENTER_AND_AUTHORIZE',
      personName: 'Ana Kovačević',
    });
    expect(main.balances).toEqual([
      { balanceType: 'EXPECTED', amount: '234531.36', currency: 'EUR' },
      { balanceType: 'BOOKED', amount: '248315.72', currency: 'EUR' },
      { balanceType: 'RESERVED', amount: '13784.36', currency: 'EUR' },
      { balanceType: 'RESERVED_BY_PAYMENT', amount: '12500.00', currency: 'EUR' },
      { balanceType: 'RESERVED_BY_CARD_TRANSACTION', amount: '1284.36', currency: 'EUR' },
      { balanceType: 'RESERVED_BY_ENFORCEMENT', amount: '0.00', currency: 'EUR' },
    ]);
    expect(main.accountIdentification.iban).toMatch(/^HR\d{19}$/);
    const closed = accounts.find((a) => a.accountDetails.status === 'CLOSED');
    expect(closed?.balances).toEqual([]);
  });

  it('filters by authority levels, currency, "not the currency" and account type (000 §6)', async () => {
    expect(
      (await getAccounts(anaToken, '?currency=USD')).map((a) => a.accountDetails.currency),
    ).toEqual(['USD']);
    expect(
      (await getAccounts(anaToken, '?notCurrency=EUR')).map((a) => a.accountDetails.currency),
    ).toEqual(['USD', 'CHF']);
    expect(
      (await getAccounts(anaToken, '?accountType=SPECIAL_PURPOSE')).map(
        (a) => a.accountDetails.status,
      ),
    ).toEqual(['BLOCKED']);
    expect(await getAccounts(anaToken, '?authorityLevels=ENTER,AUTHORIZE')).toEqual([]);
    expect(await getAccounts(anaToken, '?authorityLevels=ENTER_AND_AUTHORIZE')).toHaveLength(6);
    const petarToken = await ctx.signIn(DEMO_PERSON_IDS['petar'] as number, SLAVONSKA);
    expect(await getAccounts(petarToken, '?authorityLevels=ENTER')).toHaveLength(7);
  });

  it('refuses a bad filter with the validation of the field', async () => {
    const response = await ctx.app.inject({
      url: `${API}/accounts?authorityLevels=OWNER`,
      headers: { authorization: `Bearer ${anaToken}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      validations: [{ field: 'query.authorityLevels.0', code: 'FIELD_INVALID' }],
    });
  });
});

describe('company isolation', () => {
  it("answers 404 for another company's account, also to a person of both companies", async () => {
    const tomislavToken = await ctx.signIn(tomislav, CELIK);
    const slavonskaAccount = demoUuid('account:slavonska-main');
    const response = await ctx.app.inject({
      url: `${API}/accounts/${slavonskaAccount}`,
      headers: { authorization: `Bearer ${tomislavToken}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'NOT_FOUND' });

    const markoInCelik = await ctx.signIn(marko, CELIK);
    expect((await getAccounts(markoInCelik)).map((a) => a.accountDetails.nickname)).toEqual([
      'Glavni račun',
      'Nabava',
    ]);
    const cross = await ctx.app.inject({
      url: `${API}/accounts/${slavonskaAccount}`,
      headers: { authorization: `Bearer ${markoInCelik}` },
    });
    expect(cross.statusCode).toBe(404);
    const rename = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/accounts/${slavonskaAccount}`,
      headers: { authorization: `Bearer ${markoInCelik}` },
      payload: { customerId: CELIK, name: 'Tuđi račun' },
    });
    expect(rename.statusCode).toBe(404);
  });

  it('answers 404 for an account the person has no authority on', async () => {
    const response = await ctx.app.inject({
      url: `${API}/accounts/${demoUuid('account:slavonska-branch')}`,
      headers: { authorization: `Bearer ${anaToken}` },
    });
    expect(response.statusCode).toBe(404);
  });

  it('row-level security returns nothing when a query forgets its company filter', async () => {
    const celikScope = {
      companyId: demoUuid('company:celik'),
      personUuid: demoUuid('person:tomislav'),
    };
    const rows = await withCompanyScope(ctx.database.db, celikScope, async (tx) => {
      const result = await tx.execute(sql`SELECT company_id FROM accounts`);
      return result.rows as { company_id: string }[];
    });
    expect(rows.length).toBe(2);
    expect(new Set(rows.map((row) => row.company_id))).toEqual(
      new Set([demoUuid('company:celik')]),
    );
    const unscoped = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL ROLE poslovno_app`);
      return (await tx.execute(sql`SELECT count(*)::int AS n FROM accounts`)).rows[0];
    });
    expect(unscoped).toEqual({ n: 0 });
  });
});

describe('GET /accounts/{id}', () => {
  it('gives details, overdraft, signatures and authorised persons with limits', async () => {
    const response = await ctx.app.inject({
      url: `${API}/accounts/${demoUuid('account:slavonska-main')}`,
      headers: { authorization: `Bearer ${anaToken}` },
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json<TAccountDetail>();
    expect(detail).toMatchObject({
      name: 'Poslovni račun',
      openingDate: '2014-03-17',
      overdraft: {
        allowed: true,
        amount: '50000.00',
        expiryDate: '2027-06-30',
        interestRate: '7.5000',
      },
      numberOfSignatures: 2,
    });
    expect(detail.authorizedPersons.map((p) => [p.personName, p.limitType, p.limitAmount])).toEqual(
      [
        ['Petar Babić', 'NO_LIMIT', null],
        ['Željka Đurđević', 'DAILY_LIMIT', '50000.00'],
        ['Ivana Jurić', 'NO_LIMIT', null],
        ['Ana Kovačević', 'PER_TRANSACTION', '10000.00'],
        ['Marko Šimić', 'NO_LIMIT', null],
      ],
    );
    expect(detail.authorizedPersons.find((p) => p.personName === 'Ivana Jurić')).toMatchObject({
      mandatorySignee: true,
      authorityLevel: 'AUTHORIZE',
    });
  });
});

describe('PATCH /accounts/{id} and PATCH /accounts', () => {
  const accountId = demoUuid('account:slavonska-payroll');

  it('sets and clears the personalised nickname, per person', async () => {
    const set = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/accounts/${accountId}`,
      headers: { authorization: `Bearer ${anaToken}` },
      payload: { customerId: SLAVONSKA, name: '  Plaće – studeni ' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<TAccountDetail>().accountDetails.personalizedNickname).toBe('Plaće – studeni');
    const markoToken = await ctx.signIn(marko, SLAVONSKA);
    const markosView = (await getAccounts(markoToken)).find((a) => a.id === accountId);
    expect(markosView?.accountDetails.personalizedNickname).toBeNull();
    const cleared = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/accounts/${accountId}`,
      headers: { authorization: `Bearer ${anaToken}` },
      payload: { customerId: SLAVONSKA, name: '' },
    });
    expect(cleared.json<TAccountDetail>().accountDetails.personalizedNickname).toBeNull();
  });

  it('refuses a customer ID other than the session one, and bad characters, changing nothing', async () => {
    const mismatch = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/accounts/${accountId}`,
      headers: { authorization: `Bearer ${anaToken}`, 'accept-language': 'en' },
      payload: { customerId: CELIK, name: 'X' },
    });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json()).toMatchObject({
      errorCode: 'CUSTOMER_MISMATCH',
      description: 'The data does not belong to the signed-in client.',
    });
    const markup = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/accounts/${accountId}?locale=hr_hr`,
      headers: { authorization: `Bearer ${anaToken}` },
      payload: { customerId: SLAVONSKA, name: '<b>x</b>' },
    });
    expect(markup.statusCode).toBe(400);
    expect(markup.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      validations: [
        {
          field: 'name',
          code: 'FIELD_INVALID_CHARACTERS',
          description: 'Unos sadrži nedopuštene znakove.',
        },
      ],
    });
    const after = (await getAccounts(anaToken)).find((a) => a.id === accountId);
    expect(after?.accountDetails.personalizedNickname).toBeNull();
  });

  it('reorders the accounts of the person and refuses an order that is not the full set', async () => {
    const before = await getAccounts(anaToken);
    const reversed = before.map((a) => a.id).reverse();
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/accounts`,
      headers: { authorization: `Bearer ${anaToken}` },
      payload: { order: reversed },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await getAccounts(anaToken)).map((a) => a.id)).toEqual(reversed);
    const partial = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/accounts`,
      headers: { authorization: `Bearer ${anaToken}` },
      payload: { order: reversed.slice(1) },
    });
    expect(partial.statusCode).toBe(400);
    const foreign = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/accounts`,
      headers: { authorization: `Bearer ${anaToken}` },
      payload: { order: [...reversed.slice(1), demoUuid('account:celik-main')] },
    });
    expect(foreign.statusCode).toBe(400);
    expect((await getAccounts(anaToken)).map((a) => a.id)).toEqual(reversed);
  });
});
