import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TDemoSmsMessages,
  TOrderChallengeAnswer,
  TReactivation,
  TReactivationAuthorized,
} from '@poslovno/contract';
import { buildMobileApprovalText, buildMobileInboxText } from '@poslovno/domain';
import { API, createBrowserKey, enrolDevice } from '../../../test/auth-helpers';
import type { TTestContext } from '../../../test/test-app';
import { setCoreAvailability } from '../../core-bank/core-availability';
import { ORDER_TYPES } from '../../order-types';
import { deliverDueOrders } from '../../platform/orders/order-delivery';
import {
  createRequestClient,
  type TMethod,
} from '../../platform/orders/test-support/request-client';
import {
  createPaymentTestApp,
  personId,
  SLAVONSKA,
} from '../payments/test-support/payment-fixture';

let ctx: TTestContext;
const REACTIVATIONS = '/authentication/reactivations';
let client: ReturnType<typeof createRequestClient>;

function call<T>(key: string, method: TMethod, url: string, payload?: object) {
  return client.call<T>(key, method, url, payload);
}

function request(key: string, mobilePhone = '091 234 5678') {
  return call<TReactivation>(key, 'POST', '/authentication/reactivations', {
    mobilePhone,
    reason: 'NEW_PHONE',
  });
}

function signWithToken(key: string, id: string) {
  return client.preauthorizeAndSign<TReactivationAuthorized>(key, id);
}

/** What the phone's key can still do: read its inbox (refused once the key is replaced). */
async function readInbox(mobile: { serial: string; sign(text: string): Promise<string> }) {
  const at = ctx.clock.now().toISOString();
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${API}/mobile-token/inbox`,
    payload: {
      serial: mobile.serial,
      at,
      signature: await mobile.sign(buildMobileInboxText(mobile.serial, at)),
    },
  });
  return response.statusCode;
}

async function lastSmsCode(key: string): Promise<string> {
  const response = await ctx.app.inject({
    url: `${API}/demo/sms-messages?personId=${personId(key)}`,
  });
  const [latest] = response.json<TDemoSmsMessages>().messages;
  const code = /(\d{5})/.exec(latest?.text ?? '')?.[1];
  if (!code) throw new Error(`no SMS with a code: ${response.body}`);
  return code;
}

beforeAll(async () => {
  ctx = await createPaymentTestApp();
  client = createRequestClient(ctx, SLAVONSKA, REACTIVATIONS);
});
afterAll(() => ctx.close());

describe('mobile token reactivation', () => {
  it('issues a two-part code to a request signed with the token, and the new phone replaces the old key', async () => {
    const oldPhone = await enrolDevice(ctx, personId('ana'), 'MOBILE_TOKEN');
    expect(await readInbox(oldPhone)).toBe(200);

    const created = await request('ana');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      status: 'CREATED',
      success: true,
      mobilePhone: '+385912345678',
      reason: 'NEW_PHONE',
      tokenSerial: oldPhone.serial,
      activationCode: null,
    });

    const challenge = await call<TOrderChallengeAnswer>(
      'ana',
      'PATCH',
      `/authentication/reactivations/${created.body.id}/preauthorize`,
    );
    expect(challenge.body.outcome).toBe('AUTHORIZED');
    expect(challenge.body.devices.map((device) => device.kind)).not.toContain('MOBILE_TOKEN');
    expect(challenge.body.signedFields).toEqual([
      { name: 'tokenSerial', value: oldPhone.serial },
      { name: 'mobilePhone', value: '+385912345678' },
      { name: 'reason', value: 'NEW_PHONE' },
    ]);

    // The token being reactivated cannot prove its own reactivation.
    const approval = await ctx.app.inject({
      method: 'POST',
      url: `${API}/mobile-token/approvals`,
      payload: {
        serial: oldPhone.serial,
        kind: 'SIGNING',
        reference: challenge.body.challengeId,
        signature: await oldPhone.sign(
          buildMobileApprovalText({
            serial: oldPhone.serial,
            kind: 'SIGNING',
            reference: challenge.body.challengeId,
            digestHex: challenge.body.digest,
          }),
        ),
      },
    });
    // The phone may approve what it is shown; the approval does not count for its own
    // reactivation.
    expect(approval.statusCode, approval.body).toBe(200);
    const byPhone = await call<{ errorCode: string }>(
      'ana',
      'PATCH',
      `/authentication/reactivations/${created.body.id}/authorize`,
      { method: 'MOBILE_TOKEN', challengeId: challenge.body.challengeId },
    );
    expect(byPhone.body.errorCode).toBe('INVALID_SIGNATURE');

    const signed = await signWithToken('ana', created.body.id);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ status: 'AUTHORIZED', bankStatus: 'SUCCESSFUL' });
    expect(signed.body.activationCode).toMatch(/^\d{5}$/);
    // From the bank's answer on, the old key signs nothing.
    expect(await readInbox(oldPhone)).not.toBe(200);

    const newPhone = await createBrowserKey();
    const reenrol = await ctx.app.inject({
      method: 'POST',
      url: `${API}/demo/devices`,
      payload: { personId: personId('ana'), kind: 'MOBILE_TOKEN', publicKey: newPhone.publicKey },
    });
    expect(reenrol.json()).toMatchObject({ errorCode: 'REACTIVATION_REQUIRED' });

    const second = await lastSmsCode('ana');
    const activate = (activationCode: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${API}/demo/mobile-token/activations`,
        payload: { personId: personId('ana'), activationCode, publicKey: newPhone.publicKey },
      });
    const wrong = await activate(`${signed.body.activationCode ?? ''}-00000`);
    expect(wrong.json()).toMatchObject({ errorCode: 'ACTIVATION_CODE_INVALID' });
    const right = await activate(`${signed.body.activationCode ?? ''}-${second}`);
    expect(right.statusCode, right.body).toBe(201);
    expect(await readInbox({ ...newPhone, serial: oldPhone.serial })).toBe(200);
    expect(await readInbox(oldPhone)).not.toBe(200);
    // The code is spent.
    expect((await activate(`${signed.body.activationCode ?? ''}-${second}`)).statusCode).toBe(422);
  });

  it('refuses a number that is no mobile phone, naming the field', async () => {
    const refused = await request('marko', '01 234 5678');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      validations: [{ field: 'mobilePhone', code: 'PHONE_INVALID' }],
    });
  });

  it("is its author's alone", async () => {
    const created = await request('zeljka');
    const byOther = await call(
      'ana',
      'PATCH',
      `/authentication/reactivations/${created.body.id}/preauthorize`,
    );
    expect(byOther.status).toBe(404);
  });

  it('waits while the bank cannot be reached, then issues the code', async () => {
    const created = await request('marko');
    await setCoreAvailability(ctx.database.db, false);
    const signed = await signWithToken('marko', created.body.id);
    expect(signed.body).toMatchObject({
      status: 'PROCESSING',
      bankStatus: 'PENDING',
      activationCode: null,
    });
    await setCoreAvailability(ctx.database.db, true);
    ctx.clock.advanceMs(61_000);
    await deliverDueOrders(ctx.deps, ORDER_TYPES);
    const list = await call<{ reactivations: TReactivation[] }>(
      'marko',
      'GET',
      '/authentication/reactivations',
    );
    expect(list.body.reactivations[0]).toMatchObject({ id: created.body.id, status: 'AUTHORIZED' });
    expect(list.body.reactivations[0]?.activationCode).toMatch(/^\d{5}$/);
  });

  it('spends the code after five wrong tries, even for the right one', async () => {
    const created = await request('zeljka');
    const signed = await signWithToken('zeljka', created.body.id);
    const first = signed.body.activationCode ?? '';
    const second = await lastSmsCode('zeljka');
    const phone = await createBrowserKey();
    const activate = (activationCode: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${API}/demo/mobile-token/activations`,
        payload: { personId: personId('zeljka'), activationCode, publicKey: phone.publicKey },
      });
    const wrong = second === '00000' ? '00001' : '00000';
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await activate(`${first}-${wrong}`)).statusCode).toBe(422);
    expect((await activate(`${first}-${second}`)).json()).toMatchObject({
      errorCode: 'ACTIVATION_CODE_INVALID',
    });
  });
});
