import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  TAuthorityChangeRequest,
  TAuthorityChangeRequestCreated,
  TAuthorityChangeRequestInput,
  TAuthorityChangeRequests,
  TAuthorizedPersons,
} from '@poslovno/contract';
import type { TTestContext } from '../../../test/test-app';
import {
  CELIK_MAIN,
  SLAVONSKA_BRANCH,
  SLAVONSKA_MAIN,
  SLAVONSKA_PAYROLL,
} from '../../core-bank/execution/execution-test-support';
import { ORDER_TYPES } from '../../order-types';
import { withSystemTransaction } from '../../platform/db/database';
import { lockPersonAuthority } from '../../platform/orders/authority-lock';
import { deliverDueOrders } from '../../platform/orders/order-delivery';
import { createRequestClient } from '../../platform/orders/test-support/request-client';
import { demoUuid } from '../../seed/demo-bank';
import {
  CELIK,
  SLAVONSKA,
  createPaymentTestApp,
  domesticPayment,
  personId,
  signInPayer,
} from '../payments/test-support/payment-fixture';
import { restorePersonAccess } from './authority-matrix.repository';

let ctx: TTestContext;
let client: ReturnType<typeof createRequestClient>;

const BASE = '/authority-level-change-requests';
const person = (key: string) => demoUuid(`person:${key}`);

function ask(
  key: string,
  input: Partial<TAuthorityChangeRequestInput>,
  customerId: number = SLAVONSKA,
) {
  return client.call<TAuthorityChangeRequestCreated>(
    key,
    'POST',
    BASE,
    { customerId, actionType: 'CHANGE', accounts: [], ...input },
    { customerId },
  );
}

function preauthorizeAndSign(key: string, requestId: string) {
  return client.preauthorizeAndSign<TAuthorityChangeRequest>(key, requestId);
}

async function persons(key = 'ana', query = '') {
  const answer = await client.call<TAuthorizedPersons>(
    key,
    'GET',
    `/account-management/authorized-persons${query}`,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

function authorityOf(all: TAuthorizedPersons, key: string, accountId: string) {
  return all.persons
    .find((entry) => entry.personId === person(key))
    ?.authorities.find((authority) => authority.accountId === accountId);
}

async function countRequests(): Promise<number> {
  return withSystemTransaction(ctx.deps.db, async (tx) => {
    const result = await tx.execute<{ count: string }>(
      sql`SELECT count(*)::text AS count FROM authority_change_requests`,
    );
    return Number(result.rows[0]?.count);
  });
}

/** Asked by one representative and signed by a second, then carried out by the bank. */
async function askSignAndExecute(input: Partial<TAuthorityChangeRequestInput>) {
  const created = await ask('ana', input);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { requestId } = created.body.request;
  const first = await client.authorize<TAuthorityChangeRequest>(
    'ana',
    requestId,
    created.body.preauthorization as never,
  );
  expect(first.body.status, JSON.stringify(first.body)).toBe('PARTIALLY_AUTHORIZED');
  const second = await preauthorizeAndSign('zeljka', requestId);
  expect(second.body.status, JSON.stringify(second.body)).toBe('AUTHORIZED');
  await deliverDueOrders(ctx.deps, ORDER_TYPES);
  return (await client.call<TAuthorityChangeRequest>('ana', 'GET', `${BASE}/${requestId}`)).body;
}

beforeAll(async () => {
  ctx = await createPaymentTestApp();
  client = createRequestClient(ctx, SLAVONSKA, BASE, {
    preauthorize: 'preauthorization',
    authorize: 'authorization',
  });
});
afterAll(() => ctx.close());

describe('authorised persons', () => {
  it('lists every person of the company with the authority on each account, names capitalised', async () => {
    const all = await persons();
    expect(all.canRequest).toBe(true);
    // Closed accounts are not managed.
    expect(all.accounts.map((account) => account.status)).not.toContain('CLOSED');
    const marko = all.persons.find((entry) => entry.personId === person('marko'));
    expect(marko).toMatchObject({
      personName: 'Marko Šimić',
      loginAuthorizationLevel: 3,
      isRepresentative: true,
      isCurrentPerson: false,
    });
    expect(marko?.authorities).toHaveLength(all.accounts.length);
    expect(authorityOf(all, 'ana', SLAVONSKA_MAIN.id)).toMatchObject({
      authorityLevel: 'ENTER_AND_AUTHORIZE',
      limitType: 'PER_TRANSACTION',
      limitAmount: '10000.00',
      limitCurrency: 'EUR',
      independentSignee: true,
      foreignCurrencyAuthorization: 'BOTH',
    });
    expect(authorityOf(all, 'ana', SLAVONSKA_BRANCH.id)?.authorityLevel).toBe('NONE');
    expect(all.persons.some((entry) => entry.personId === person('tomislav'))).toBe(false);
  });

  it('filters by account and by person, and only representatives who enter may ask', async () => {
    const byAccount = await persons('ana', `?accountId=${SLAVONSKA_MAIN.id}`);
    for (const entry of byAccount.persons) expect(entry.authorities).toHaveLength(1);
    const byPerson = await persons('ana', `?personId=${person('petar')}`);
    expect(byPerson.persons.map((entry) => entry.personName)).toEqual(['Petar Babić']);
    expect((await persons('ivana')).canRequest).toBe(false);
    expect((await persons('petar')).canRequest).toBe(false);
    // Another company's account or person is simply not among them.
    expect((await persons('ana', `?accountId=${CELIK_MAIN.id}`)).persons[0]?.authorities).toEqual(
      [],
    );
  });
});

describe('an authority change request', () => {
  it('refuses bad levels, limits and actions on their fields, storing nothing', async () => {
    const before = await countRequests();
    const cases: [Partial<TAuthorityChangeRequestInput>, string, string][] = [
      [{ actionType: 'PROMOTE' }, 'actionType', 'FIELD_INVALID'],
      [{ actionType: 'CHANGE', accounts: [] }, 'accounts', 'FIELD_REQUIRED'],
      [
        {
          accounts: [
            { accountId: SLAVONSKA_MAIN.id, authorityLevel: 'BOSS', limitType: 'NO_LIMIT' },
          ],
        },
        'accounts[0].authorityLevel',
        'FIELD_INVALID',
      ],
      [
        {
          accounts: [
            {
              accountId: SLAVONSKA_MAIN.id,
              authorityLevel: 'AUTHORIZE',
              limitType: 'NO_LIMIT',
              limitAmount: '5.00',
            },
          ],
        },
        'accounts[0].limitAmount',
        'AMOUNT_NOT_ALLOWED',
      ],
      [
        {
          accounts: [
            {
              accountId: SLAVONSKA_MAIN.id,
              authorityLevel: 'ENTER',
              limitType: 'DAILY_LIMIT',
              limitAmount: '5.00',
            },
          ],
        },
        'accounts[0].limitType',
        'LIMIT_WITHOUT_SIGNING_AUTHORITY',
      ],
      [
        {
          accounts: [
            {
              accountId: SLAVONSKA_MAIN.id,
              authorityLevel: 'AUTHORIZE',
              limitType: 'PER_TRANSACTION',
              limitAmount: '-1',
            },
          ],
        },
        'accounts[0].limitAmount',
        'AMOUNT_NOT_POSITIVE',
      ],
      [
        {
          accounts: [
            { accountId: SLAVONSKA_MAIN.id, authorityLevel: 'ENTER', limitType: 'NO_LIMIT' },
            { accountId: SLAVONSKA_MAIN.id, authorityLevel: 'ENTER', limitType: 'NO_LIMIT' },
          ],
        },
        'accounts[1].accountId',
        'ACCOUNT_NAMED_TWICE',
      ],
      [
        {
          actionType: 'REVOKE',
          accounts: [
            { accountId: SLAVONSKA_MAIN.id, authorityLevel: 'NONE', limitType: 'NO_LIMIT' },
          ],
        },
        'accounts',
        'FIELD_INVALID',
      ],
    ];
    for (const [input, field, code] of cases) {
      const answer = await ask('ana', { personId: person('petar'), ...input });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body, JSON.stringify(answer.body)).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        validations: expect.arrayContaining([expect.objectContaining({ field, code })]) as unknown,
      });
    }
    const unchanged = await ask('ana', {
      personId: person('petar'),
      accounts: [{ accountId: SLAVONSKA_MAIN.id, authorityLevel: 'ENTER', limitType: 'NO_LIMIT' }],
    });
    expect(unchanged.body).toMatchObject({ errorCode: 'AUTHORITY_UNCHANGED' });
    expect(await countRequests()).toBe(before);
  });

  it("answers NOT_FOUND for another company's customer, person or account, storing nothing", async () => {
    const before = await countRequests();
    const line = { accountId: SLAVONSKA_MAIN.id, authorityLevel: 'NONE', limitType: 'NO_LIMIT' };
    const answers = [
      await ask('ana', { customerId: CELIK, personId: person('petar'), accounts: [line] }),
      await ask('ana', { personId: person('tomislav'), accounts: [line] }),
      await ask('ana', {
        personId: person('petar'),
        accounts: [{ ...line, accountId: CELIK_MAIN.id }],
      }),
    ];
    for (const answer of answers) expect(answer.body).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect(await countRequests()).toBe(before);
  });

  it('is refused to a person who does not represent the company, or signs in to authorise only', async () => {
    const input = {
      personId: person('petar'),
      accounts: [{ accountId: SLAVONSKA_MAIN.id, authorityLevel: 'NONE', limitType: 'NO_LIMIT' }],
    };
    expect((await ask('petar', input)).body).toMatchObject({ errorCode: 'NOT_AUTHORIZED' });
    expect((await ask('ivana', input)).body).toMatchObject({ errorCode: 'NOT_AUTHORIZED' });
  });

  it('refuses a change that leaves an account nobody can sign (ACCOUNT_WITHOUT_SIGNATORY)', async () => {
    // Dalmacija Čelik: Tomislav signs alone, Marko only jointly.
    const onMain = await ask(
      'marko',
      {
        personId: person('tomislav'),
        accounts: [{ accountId: CELIK_MAIN.id, authorityLevel: 'ENTER', limitType: 'NO_LIMIT' }],
      },
      CELIK,
    );
    expect(onMain.body).toMatchObject({
      errorCode: 'ACCOUNT_WITHOUT_SIGNATORY',
      validations: [{ field: 'accounts[0].authorityLevel', code: 'ACCOUNT_WITHOUT_SIGNATORY' }],
    });
    const revoke = await ask(
      'marko',
      { personId: person('tomislav'), actionType: 'REVOKE' },
      CELIK,
    );
    expect(revoke.body).toMatchObject({
      errorCode: 'ACCOUNT_WITHOUT_SIGNATORY',
      validations: [{ field: 'personId' }],
    });
  });

  it('takes two representatives, then the bank applies it and the signing policy follows at once', async () => {
    const created = await ask('ana', {
      personId: person('marko'),
      accounts: [
        {
          accountId: SLAVONSKA_MAIN.id,
          authorityLevel: 'ENTER_AND_AUTHORIZE',
          limitType: 'PER_TRANSACTION',
          limitAmount: '1000.00',
        },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { request, preauthorization } = created.body;
    expect(request).toMatchObject({
      status: 'CREATED',
      actionType: 'CHANGE',
      personName: 'Marko Šimić',
      customerId: SLAVONSKA,
      limitCurrency: 'EUR',
      lines: [
        {
          accountId: SLAVONSKA_MAIN.id,
          iban: SLAVONSKA_MAIN.iban,
          before: {
            authorityLevel: 'ENTER_AND_AUTHORIZE',
            limitType: 'NO_LIMIT',
            limitAmount: null,
          },
          after: {
            authorityLevel: 'ENTER_AND_AUTHORIZE',
            limitType: 'PER_TRANSACTION',
            limitAmount: '1000.00',
          },
        },
      ],
    });
    // Ana signs alone elsewhere; an authority change always takes a second representative.
    expect(preauthorization).toMatchObject({
      outcome: 'PARTIALLY_AUTHORIZED',
      orderType: 'AUTHORITY_CHANGE',
      signedFields: [
        { name: 'customerId', value: String(SLAVONSKA) },
        { name: 'personName', value: 'Marko Šimić' },
        { name: 'actionType', value: 'CHANGE' },
        { name: 'account', value: SLAVONSKA_MAIN.iban },
        { name: 'authorityLevel', value: 'ENTER_AND_AUTHORIZE' },
        { name: 'limitType', value: 'PER_TRANSACTION' },
        { name: 'limitAmount', value: '1000.00' },
      ],
    });
    const first = await client.authorize<TAuthorityChangeRequest>(
      'ana',
      request.requestId,
      preauthorization as never,
    );
    expect(first.body).toMatchObject({
      status: 'PARTIALLY_AUTHORIZED',
      displayStatus: 'ALREADY_SIGNED',
    });
    const again = await client.call(
      'ana',
      'PATCH',
      `${BASE}/${request.requestId}/preauthorization`,
    );
    expect(again.body).toMatchObject({ errorCode: 'ALREADY_SIGNED_BY_THIS_PSU' });
    // The second representative finds it among the orders to sign.
    const toSign = await client.call<{ orders: { orderType: string; path: string }[] }>(
      'zeljka',
      'GET',
      '/unauthorized',
    );
    expect(JSON.stringify(toSign.body)).toContain(
      `/permission-requests?requestId=${request.requestId}`,
    );
    const second = await preauthorizeAndSign('zeljka', request.requestId);
    expect(second.body).toMatchObject({ status: 'AUTHORIZED', signatures: [{}, {}] });
    // Nothing changes before the bank carries it out.
    expect(authorityOf(await persons(), 'marko', SLAVONSKA_MAIN.id)?.limitType).toBe('NO_LIMIT');
    expect(await deliverDueOrders(ctx.deps, ORDER_TYPES)).toBe(1);
    expect(authorityOf(await persons(), 'marko', SLAVONSKA_MAIN.id)).toMatchObject({
      limitType: 'PER_TRANSACTION',
      limitAmount: '1000.00',
    });
    const done = await client.call<TAuthorityChangeRequest>(
      'ana',
      'GET',
      `${BASE}/${request.requestId}`,
    );
    expect(done.body.status).toBe('EXECUTED');

    // Marko's payment above his new limit is refused; one within it takes his signature.
    const marko = await signInPayer(ctx, 'marko');
    const above = await marko.create(
      domesticPayment({
        debtorAccount: { iban: SLAVONSKA_MAIN.iban },
        instructedAmount: { amount: '1000.01', currency: 'EUR' },
      }),
    );
    expect(above.status, JSON.stringify(above.body)).toBe(201);
    expect((await marko.preauthorize(above.body.paymentId)).body).toMatchObject({
      errorCode: 'NO_AUTHORITY_FOR_SPECIFIC_AMOUNT',
    });
    const within = await marko.create(
      domesticPayment({
        debtorAccount: { iban: SLAVONSKA_MAIN.iban },
        instructedAmount: { amount: '1000.00', currency: 'EUR' },
      }),
    );
    // Marko signs jointly: his signature counts, and the payment waits for a second one.
    expect((await marko.sign(within.body.paymentId)).body.paymentStatus.status).toBe(
      'FOR-AUTHORIZATION',
    );
  });

  it('is listed, filtered, read, downloaded and deleted while unsigned', async () => {
    const created = await ask('zeljka', {
      personId: person('petar'),
      accounts: [
        { accountId: SLAVONSKA_PAYROLL.id, authorityLevel: 'NONE', limitType: 'NO_LIMIT' },
      ],
    });
    const { requestId } = created.body.request;
    const list = await client.call<TAuthorityChangeRequests>(
      'ana',
      'GET',
      `${BASE}?status=CREATED`,
    );
    expect(list.body.requests.map((request) => request.requestId)).toContain(requestId);
    expect(list.body.requests.every((request) => request.status === 'CREATED')).toBe(true);
    const byPerson = await client.call<TAuthorityChangeRequests>(
      'ana',
      'GET',
      `${BASE}?personId=${person('petar')}&pageSize=1`,
    );
    expect(byPerson.body.requests).toHaveLength(1);
    const pdf = await client.call('ana', 'GET', `${BASE}/${requestId}/document?locale=en_us`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Another company cannot see it.
    const foreign = await client.call('marko', 'GET', `${BASE}/${requestId}`, undefined, {
      customerId: CELIK,
    });
    expect(foreign.body).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect((await client.call('ana', 'DELETE', `${BASE}/${requestId}`)).status).toBe(204);
    expect((await client.call('ana', 'GET', `${BASE}/${requestId}`)).body).toMatchObject({
      errorCode: 'NOT_FOUND',
    });
  });
});

describe('two requests signed at once', () => {
  it('are carried out in turn, the last judged on the result of the others', async () => {
    // On the payroll account Ana, Ivana and Željka sign alone, Marko jointly: taking the right
    // to sign from the three leaves Marko alone, so the last of the three must be refused.
    const keys = ['ana', 'ivana', 'zeljka'] as const;
    const requestIds: string[] = [];
    for (const key of keys) {
      const created = await ask(key === 'ana' ? 'zeljka' : 'ana', {
        personId: person(key),
        accounts: [
          { accountId: SLAVONSKA_PAYROLL.id, authorityLevel: 'ENTER', limitType: 'NO_LIMIT' },
        ],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      requestIds.push(created.body.request.requestId);
    }
    for (const requestId of requestIds) {
      for (const key of ['ana', 'zeljka', 'marko']) {
        const signed = await preauthorizeAndSign(key, requestId);
        if (signed.body.status === 'AUTHORIZED') break;
      }
    }
    expect(await deliverDueOrders(ctx.deps, ORDER_TYPES)).toBe(3);
    const decided = await Promise.all(
      requestIds.map(
        async (requestId) =>
          (await client.call<TAuthorityChangeRequest>('ana', 'GET', `${BASE}/${requestId}`)).body,
      ),
    );
    expect(decided.map((request) => [request.status, request.rejectionCode])).toEqual([
      ['EXECUTED', null],
      ['EXECUTED', null],
      ['REJECTED', 'ACCOUNT_WITHOUT_SIGNATORY'],
    ]);
    expect(authorityOf(await persons(), 'zeljka', SLAVONSKA_PAYROLL.id)?.authorityLevel).toBe(
      'ENTER_AND_AUTHORIZE',
    );
  });
});

describe('a signature while its signer’s authority changes', () => {
  it('waits for the change and is judged on the new authority', async () => {
    const ivana = await signInPayer(ctx, 'ivana');
    const petar = await signInPayer(ctx, 'petar');
    const payment = await petar.create(
      domesticPayment({
        debtorAccount: { iban: SLAVONSKA_MAIN.iban },
        instructedAmount: { amount: '12.00', currency: 'EUR' },
      }),
    );
    const challenge = await ivana.preauthorize(payment.body.paymentId);
    expect(challenge.status).toBe(200);
    let isSigned = false;
    const signing = withSystemTransaction(ctx.deps.db, async (tx) => {
      await lockPersonAuthority(tx, demoUuid('company:slavonska'), person('ivana'), 'EXCLUSIVE');
      const pending = ivana.authorize(payment.body.paymentId, challenge.body).then((answer) => {
        isSigned = true;
        return answer;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The signature waits for the bank's change…
      expect(isSigned).toBe(false);
      await tx.execute(
        sql`UPDATE account_authorities SET authority_level = 'ENTER'
          WHERE person_id = ${person('ivana')} AND account_id = ${SLAVONSKA_MAIN.id}`,
      );
      // Not awaited here: the signature waits for this transaction to end.
      return { pending };
    });
    // …and, once it is made, reads it: Ivana may no longer sign on the account.
    const answer = await (await signing).pending;
    expect(answer.body).toMatchObject({ errorCode: 'NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION' });
    expect((await petar.get(payment.body.paymentId)).paymentStatus.status).toBe('STORED');
  });
});

describe('revoking a person', () => {
  it('takes every authority and the company from them, ends their sessions, and a branch restores it', async () => {
    const petarToken = await ctx.signIn(personId('petar'), SLAVONSKA);
    const revoked = await askSignAndExecute({ personId: person('petar'), actionType: 'REVOKE' });
    expect(revoked).toMatchObject({ status: 'EXECUTED', actionType: 'REVOKE' });
    expect(revoked.lines.length).toBeGreaterThan(0);
    expect(revoked.lines.every((line) => line.after.authorityLevel === 'NONE')).toBe(true);

    // The open session has lost the company; so has a new sign-in.
    const open = await ctx.app.inject({
      method: 'GET',
      url: '/mw/api/v1/accounts',
      headers: { authorization: `Bearer ${petarToken}` },
    });
    expect(open.statusCode).toBe(401);
    expect(open.json()).toMatchObject({ errorCode: 'SESSION_ACCESS_REVOKED' });
    await expect(ctx.signIn(personId('petar'), SLAVONSKA)).rejects.toThrow();
    const all = await persons();
    expect(all.persons.some((entry) => entry.personId === person('petar'))).toBe(false);
    expect(
      (await ask('ana', { personId: person('petar'), actionType: 'REVOKE' })).body,
    ).toMatchObject({ errorCode: 'NOT_FOUND' });

    const restored = await withSystemTransaction(ctx.deps.db, (tx) =>
      restorePersonAccess(tx, { customerId: SLAVONSKA, personNumber: personId('petar') }),
    );
    expect(restored).toMatchObject({ kind: 'restored', personName: 'Petar Babić' });
    await ctx.signIn(personId('petar'), SLAVONSKA);
    expect(authorityOf(await persons(), 'petar', SLAVONSKA_MAIN.id)?.authorityLevel).toBe('ENTER');
  });
});
