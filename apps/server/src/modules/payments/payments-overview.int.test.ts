import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPayment, TPaymentsOverview, TUnauthorizedItems } from '@poslovno/contract';
import { API, bearer } from '../../../test/auth-helpers';
import type { TTestContext } from '../../../test/test-app';
import { SLAVONSKA_BRANCH } from '../../core-bank/execution/execution-test-support';
import {
  PAYEE_IBAN,
  SLAVONSKA_MAIN,
  createPaymentTestApp,
  domesticPayment,
  signInPayer,
  type TPaymentClient,
} from './test-support/payment-fixture';

let ctx: TTestContext;
let marko: TPaymentClient;
let ana: TPaymentClient;
let ivana: TPaymentClient;
const made: TPayment[] = [];

beforeAll(async () => {
  ctx = await createPaymentTestApp();
  marko = await signInPayer(ctx, 'marko');
  ana = await signInPayer(ctx, 'ana');
  ivana = await signInPayer(ctx, 'ivana');
  for (let index = 0; index < 12; index += 1) {
    const { body } = await marko.create(
      domesticPayment({
        creditorName: index % 2 === 0 ? 'Agro Baranja d.o.o.' : 'Šećerana Osijek d.d.',
        instructedAmount: { amount: `${100 + index}.00`, currency: 'EUR' },
        remittanceInformationStructured: { referenceType: 'HR00', reference: `2026-${index}` },
        remittanceInformationUnstructured: `Račun ${index}`,
        requestedExecutionDate: index < 6 ? '2026-11-20' : '2026-11-27',
      }),
    );
    made.push(body);
  }
  await ana.sign(made[0]?.paymentId ?? '');
  await marko.sign(made[1]?.paymentId ?? '');
});
afterAll(() => ctx.close());

async function overview(client: TPaymentClient, query: string): Promise<TPaymentsOverview> {
  const response = await ctx.app.inject({
    url: `${API}/payments/overview?${query}`,
    headers: bearer(client.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPaymentsOverview>();
}

describe('GET /payments/overview', () => {
  it('pages newest first, ten at a time, with a cursor that continues without repeats', async () => {
    const first = await overview(marko, 'pageSize=10');
    expect(first.payments).toHaveLength(10);
    const ids = first.payments.map((payment) => Number(payment.paymentId));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await overview(marko, `pageSize=10&cursor=${first.metadata.nextCursor}`);
    expect(second.payments).toHaveLength(2);
    expect(second.metadata.nextCursor).toBeNull();
    expect(new Set([...first.payments, ...second.payments].map((p) => p.paymentId)).size).toBe(12);
  });

  it('filters by status group, period, amount, payee, reference and description', async () => {
    const ordered = await overview(marko, 'status=WAITING_EXECUTION');
    expect(ordered.payments.map((p) => p.paymentId)).toEqual([made[0]?.paymentId]);
    const waiting = await overview(marko, 'status=FOR_AUTHORIZATION,UNAUTHORIZED');
    expect(waiting.payments).toHaveLength(10);
    const later = await overview(marko, 'from=2026-11-25&to=2026-11-30&pageSize=50');
    expect(later.payments).toHaveLength(6);
    const amounts = await overview(marko, 'minAmount=103&maxAmount=105.00');
    expect(amounts.payments.map((p) => p.instructedAmount.amount).sort()).toEqual([
      '103.00',
      '104.00',
      '105.00',
    ]);
    const byName = await overview(
      marko,
      `creditorName=${encodeURIComponent('šećerana')}&pageSize=50`,
    );
    expect(byName.payments).toHaveLength(6);
    const byReference = await overview(marko, 'creditorReference=2026-11');
    expect(byReference.payments.map((p) => p.remittanceInformationStructured?.reference)).toEqual([
      '2026-11',
    ]);
    const byDescription = await overview(marko, `description=${encodeURIComponent('Račun 1')}`);
    expect(byDescription.payments.length).toBe(3);
    const byIban = await overview(marko, `creditorIban=${PAYEE_IBAN.slice(0, 8)}&pageSize=50`);
    expect(byIban.payments).toHaveLength(12);
    const byId = await overview(marko, `paymentId=${made[3]?.paymentId}`);
    expect(byId.payments.map((p) => p.paymentId)).toEqual([made[3]?.paymentId]);
    const otherAccount = await overview(marko, `debtorIban=${SLAVONSKA_MAIN.iban}`);
    expect(otherAccount.payments).toHaveLength(0);
  });

  it('hides the payments of an account the person holds no authority on, as the accounts list does', async () => {
    const branch = await marko.create(
      domesticPayment({ debtorAccount: { iban: SLAVONSKA_BRANCH.iban } }),
    );
    expect(branch.status, JSON.stringify(branch.body)).toBe(201);
    const id = branch.body.paymentId;
    const ofBranch = await overview(ana, `debtorIban=${SLAVONSKA_BRANCH.iban}`);
    expect(ofBranch.payments).toHaveLength(0);
    expect((await overview(ana, `paymentId=${id}`)).payments).toHaveLength(0);
    expect((await overview(marko, `paymentId=${id}`)).payments).toHaveLength(1);
    for (const [method, url] of [
      ['GET', `/payments/overview/${id}`],
      ['GET', `/documents/payment-details/${id}`],
      ['POST', `/payments/${id}/preauthorize`],
      ['POST', `/payments/${id}/revoke`],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url: `${API}${url}`,
        headers: bearer(ana.token),
      });
      expect([url, response.statusCode, response.json<{ errorCode: string }>().errorCode]).toEqual([
        url,
        404,
        'NOT_FOUND',
      ]);
    }
    expect(await ana.cancel([id])).toMatchObject({
      results: [{ paymentId: id, status: 'DELETE_FAILED', errorCode: 'NOT_FOUND' }],
    });
    expect((await marko.get(id)).paymentStatus?.status).toBe('STORED');
    // Marko, who sees the account, deletes it: the tests after this count the others.
    expect(await marko.cancel([id])).toEqual({ results: [{ paymentId: id, status: 'DELETED' }] });
  });

  it('refuses filters the screen would refuse, with their codes', async () => {
    for (const [query, code] of [
      ['minAmount=50&maxAmount=10', 'AMOUNT_RANGE_MIN_ABOVE_MAX'],
      ['from=2026-11-30&to=2026-11-01', 'DATE_RANGE_START_AFTER_END'],
      ['description=-abc', 'DESCRIPTION_INVALID_START'],
      ['creditorName=%3Cscript%3E', 'FIELD_INVALID_CHARACTERS'],
      ['cursor=not-ours', 'FIELD_INVALID'],
      ['pageSize=1000', 'FIELD_OUT_OF_RANGE'],
      ['pageSize=0', 'FIELD_OUT_OF_RANGE'],
    ] as const) {
      const response = await ctx.app.inject({
        url: `${API}/payments/overview?${query}`,
        headers: bearer(marko.token),
      });
      expect(response.statusCode, query).toBe(400);
      const [validation] = response.json<{ validations: { field: string; code: string }[] }>()
        .validations;
      expect(validation?.code, query).toBe(code);
      expect(validation?.field, query).toMatch(/^query\./);
    }
  });
});

describe('the dashboard and the form helpers', () => {
  it('lists what waits for the person’s signature, newest first, with a path to sign it', async () => {
    const response = await ctx.app.inject({
      url: `${API}/unauthorized`,
      headers: bearer(ivana.token),
    });
    const waiting = response.json<TUnauthorizedItems>();
    expect(waiting.count).toBe(11);
    expect(waiting.items[0]).toMatchObject({
      orderType: 'PAYMENT',
      id: made[11]?.paymentId,
      amount: { amount: '111.00', currency: 'EUR' },
      counterpartyName: 'Šećerana Osijek d.d.',
      path: `/payments?paymentId=${made[11]?.paymentId}`,
    });
    const markoWaiting = await ctx.app.inject({
      url: `${API}/unauthorized`,
      headers: bearer(marko.token),
    });
    expect(markoWaiting.json<TUnauthorizedItems>().count).toBe(10);
  });

  it('suggests the names the company paid to an IBAN before, typed with spaces', async () => {
    const grouped = PAYEE_IBAN.replace(/(.{4})/g, '$1 ').trim();
    const response = await ctx.app.inject({
      url: `${API}/known-recipients?iban=${encodeURIComponent(grouped)}`,
      headers: bearer(marko.token),
    });
    expect(response.json<{ items: { name: string }[] }>().items.map((i) => i.name)).toEqual([
      'Agro Baranja d.o.o.',
      'Šećerana Osijek d.d.',
    ]);
  });

  it('tells the foreign form what to show for a payee', async () => {
    const response = await ctx.app.inject({
      url: `${API}/forms/foreign-payment/form-field-visibility?country=AE&currency=USD&creditorAccount=AE070331234567890123456`,
      headers: bearer(marko.token),
    });
    expect(response.json()).toEqual({
      fields: {
        creditorAgent: 'OPTIONAL',
        purposeCodeUae: 'REQUIRED',
        creditorTaxId: 'OPTIONAL',
        foreignTurnoverCode: 'REQUIRED',
        chargeBearer: 'REQUIRED',
        paymentInstrument: 'REQUIRED',
      },
    });
  });
});
