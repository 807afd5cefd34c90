import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPaymentsOverview } from '@poslovno/contract';
import { API, bearer } from '../../../test/auth-helpers';
import type { TTestContext } from '../../../test/test-app';
import {
  createPaymentTestApp,
  domesticPayment,
  signInPayer,
  type TPaymentClient,
} from './test-support/payment-fixture';

let ctx: TTestContext;
let marko: TPaymentClient;
let ana: TPaymentClient;

beforeAll(async () => {
  ctx = await createPaymentTestApp();
  marko = await signInPayer(ctx, 'marko');
  ana = await signInPayer(ctx, 'ana');
});
afterAll(() => ctx.close());

async function findInOverview(client: TPaymentClient, paymentId: string) {
  const response = await ctx.app.inject({
    url: `${API}/payments/overview?paymentId=${paymentId}`,
    headers: bearer(client.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPaymentsOverview>().payments[0];
}

describe('awaitingSigners in the payments overview', () => {
  it('names the mandatory signee once Marko signed on the main account, which takes two', async () => {
    const { body: created } = await marko.create(domesticPayment());
    expect((await marko.sign(created.paymentId)).status).toBe(200);
    const listed = await findInOverview(ana, created.paymentId);
    expect(listed?.displayStatus).toBe('PARTIALLY_AUTHORIZED');
    // Ana may sign, but her signature is not the mandatory one the order still needs.
    expect(listed?.awaitingSigners).toEqual(['Ivana Jurić']);
    expect((await ana.get(created.paymentId)).awaitingSigners).toEqual(['Ivana Jurić']);
  });

  it('names everyone who may sign a domestic order nobody signed yet, not Petar nor Željka', async () => {
    const { body: created } = await marko.create(domesticPayment());
    const listed = await findInOverview(marko, created.paymentId);
    expect(listed?.awaitingSigners).toEqual(['Ivana Jurić', 'Ana Kovačević', 'Marko Šimić']);
  });

  it('names nobody once an order is authorised', async () => {
    const { body: created } = await marko.create(domesticPayment());
    expect((await marko.sign(created.paymentId)).status).toBe(200);
    const { body: signed } = await ana.sign(created.paymentId);
    expect(signed.status).not.toBe('FOR-AUTHORIZATION');
    expect((await ana.get(created.paymentId)).awaitingSigners).toEqual([]);
  });
});
