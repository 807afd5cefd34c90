import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestContext } from '../../../test/test-app';
import {
  SLAVONSKA_PAYROLL,
  createPaymentTestApp,
  domesticPayment,
  personId,
  signInPayer,
  type TPaymentClient,
} from './test-support/payment-fixture';

let ctx: TTestContext;
let marko: TPaymentClient;
let ivana: TPaymentClient;
let petar: TPaymentClient;

beforeAll(async () => {
  ctx = await createPaymentTestApp();
  marko = await signInPayer(ctx, 'marko');
  ivana = await signInPayer(ctx, 'ivana');
  petar = await signInPayer(ctx, 'petar');
});
afterAll(() => ctx.close());

async function createByMarko(): Promise<string> {
  const created = await marko.create(domesticPayment());
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.paymentId;
}

/** Sets a demo person's authority on an account, as the bank's back office would. */
async function setAuthority(person: string, iban: string, level: string): Promise<void> {
  await ctx.database.pool.query(
    `UPDATE account_authorities SET authority_level = $3
      WHERE person_id = (SELECT id FROM persons WHERE person_id = $1)
        AND account_id = (SELECT id FROM accounts WHERE iban = $2)`,
    [personId(person), iban, level],
  );
}

describe('DELETE /payments/cancellations: deleting is an entry right', () => {
  it("refuses an authorise-only signer another person's order, and offers her no delete", async () => {
    const id = await createByMarko();
    expect((await ivana.get(id)).actions.canDelete).toBe(false);
    expect(await ivana.cancel([id])).toMatchObject({
      results: [
        {
          paymentId: id,
          status: 'DELETE_FAILED',
          errorCode: 'NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION',
        },
      ],
    });
    expect((await marko.get(id)).paymentStatus?.status).toBe('STORED');
  });

  it('lets a person who may enter orders on the account delete one entered by another', async () => {
    const id = await createByMarko();
    expect((await petar.get(id)).actions.canDelete).toBe(true);
    expect(await petar.cancel([id])).toEqual({ results: [{ paymentId: id, status: 'DELETED' }] });
  });

  it('lets a signer without the entry right take back an order of their own, and no other', async () => {
    const own = await createByMarko();
    const petars = await petar.create(domesticPayment());
    expect(petars.status).toBe(201);
    await setAuthority('marko', SLAVONSKA_PAYROLL.iban, 'AUTHORIZE');
    try {
      expect((await marko.get(own)).actions.canDelete).toBe(true);
      expect((await marko.get(petars.body.paymentId)).actions.canDelete).toBe(false);
      expect(await marko.cancel([petars.body.paymentId, own])).toMatchObject({
        results: [
          { paymentId: petars.body.paymentId, status: 'DELETE_FAILED' },
          { paymentId: own, status: 'DELETED' },
        ],
      });
    } finally {
      await setAuthority('marko', SLAVONSKA_PAYROLL.iban, 'ENTER_AND_AUTHORIZE');
    }
  });
});
