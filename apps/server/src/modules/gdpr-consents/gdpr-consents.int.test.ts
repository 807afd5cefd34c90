import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  TGdprConsentRequest,
  TGdprConsentRequestCreated,
  TGdprConsents,
  TOrderChallengeAnswer,
} from '@poslovno/contract';
import type { TTestContext } from '../../../test/test-app';
import { setCoreAvailability } from '../../core-bank/core-availability';
import { ORDER_TYPES } from '../../order-types';
import { deliverDueOrders } from '../../platform/orders/order-delivery';
import { insertForcedRejection } from '../../platform/orders/orders.repository';
import { createRequestClient } from '../../platform/orders/test-support/request-client';
import {
  createPaymentTestApp,
  personId,
  SLAVONSKA,
} from '../payments/test-support/payment-fixture';

let ctx: TTestContext;
let client: ReturnType<typeof createRequestClient>;

function ask(key: string, choice: { communicationAllowed: boolean; profilingAllowed: boolean }) {
  return client.call<TGdprConsentRequestCreated>(key, 'POST', '/gdpr-consent-requests', choice);
}

function authorize(key: string, requestId: string, challenge: TOrderChallengeAnswer) {
  return client.authorize<TGdprConsentRequest>(key, requestId, challenge);
}

function preauthorizeAndSign(key: string, requestId: string) {
  return client.preauthorizeAndSign<TGdprConsentRequest>(key, requestId);
}

async function consents(key = 'ana') {
  return (await client.call<TGdprConsents>(key, 'GET', '/gdpr-consents')).body;
}

function requestOf(all: TGdprConsents, requestId: string) {
  return all.requests.find((request) => request.requestId === requestId);
}

beforeAll(async () => {
  ctx = await createPaymentTestApp();
  client = createRequestClient(ctx, SLAVONSKA, '/gdpr-consent-requests');
});
afterAll(() => ctx.close());

describe('GDPR marketing consents', () => {
  it('are off until the company chooses', async () => {
    expect(await consents()).toMatchObject({
      communicationAllowed: false,
      profilingAllowed: false,
      updatedAt: null,
      canRequest: true,
      requests: [],
    });
  });

  it('change once two representatives who sign jointly have signed and the bank recorded it', async () => {
    const created = await ask('marko', { communicationAllowed: true, profilingAllowed: false });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { request, preauthorization } = created.body;
    expect(request).toMatchObject({ status: 'CREATED', displayStatus: 'CREATED' });
    expect(preauthorization).toMatchObject({
      outcome: 'PARTIALLY_AUTHORIZED',
      orderType: 'GDPR_CONSENT',
      signedFields: [
        { name: 'communicationAllowed', value: 'true' },
        { name: 'profilingAllowed', value: 'false' },
      ],
    });
    const first = await authorize('marko', request.requestId, preauthorization);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      status: 'PARTIALLY_AUTHORIZED',
      displayStatus: 'ALREADY_SIGNED',
      actions: { canAuthorize: false },
    });
    expect(requestOf(await consents('zeljka'), request.requestId)).toMatchObject({
      displayStatus: 'PARTIALLY_AUTHORIZED',
      actions: { canAuthorize: true },
    });
    const second = await preauthorizeAndSign('zeljka', request.requestId);
    expect(second.body).toMatchObject({ status: 'AUTHORIZED', signatures: [{}, {}] });
    // Nothing changes before the back office decides.
    expect((await consents()).communicationAllowed).toBe(false);

    expect(await deliverDueOrders(ctx.deps, ORDER_TYPES)).toBe(1);
    const after = await consents();
    expect(after).toMatchObject({ communicationAllowed: true, profilingAllowed: false });
    expect(after.updatedAt).not.toBeNull();
    expect(requestOf(after, request.requestId)?.status).toBe('EXECUTED');
  });

  it('answers the same request to a retried create', async () => {
    const key = randomUUID();
    const choice = { communicationAllowed: false, profilingAllowed: false };
    const first = await client.call<TGdprConsentRequestCreated>(
      'ana',
      'POST',
      '/gdpr-consent-requests',
      choice,
      { idempotencyKey: key },
    );
    const again = await client.call<TGdprConsentRequestCreated>(
      'ana',
      'POST',
      '/gdpr-consent-requests',
      choice,
      { idempotencyKey: key },
    );
    expect(again.body.request.requestId).toBe(first.body.request.requestId);
    const deleted = await client.call(
      'ana',
      'DELETE',
      `/gdpr-consent-requests/${first.body.request.requestId}`,
    );
    expect(deleted.status).toBe(204);
    expect(requestOf(await consents(), first.body.request.requestId)).toBeUndefined();
  });

  it('refuses a person who does not represent the company, naming no payment', async () => {
    const refused = await ask('petar', { communicationAllowed: true, profilingAllowed: true });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'NOT_AUTHORIZED' });
    expect((await consents('ivana')).canRequest).toBe(false);
  });

  it('rejects an older request once a later one was carried out (REQUEST_SUPERSEDED)', async () => {
    const older = await ask('ana', { communicationAllowed: false, profilingAllowed: true });
    const newer = await ask('ana', { communicationAllowed: true, profilingAllowed: true });
    await authorize('ana', newer.body.request.requestId, newer.body.preauthorization);
    ctx.clock.advanceMs(1000);
    await authorize('ana', older.body.request.requestId, older.body.preauthorization);
    ctx.clock.advanceMs(1000);
    expect(await deliverDueOrders(ctx.deps, ORDER_TYPES)).toBe(2);
    const after = await consents();
    expect(after).toMatchObject({ communicationAllowed: true, profilingAllowed: true });
    expect(requestOf(after, older.body.request.requestId)).toMatchObject({
      status: 'REJECTED',
      rejectionCode: 'REQUEST_SUPERSEDED',
    });
  });

  it('is rejected when the bank operator forces it, and waits while the bank is down', async () => {
    await insertForcedRejection(ctx.database.db, {
      orderType: 'GDPR_CONSENT',
      reason: 'BACK_OFFICE_REJECTED',
      createdAt: ctx.clock.now(),
    });
    const forced = await ask('ana', { communicationAllowed: false, profilingAllowed: false });
    await authorize('ana', forced.body.request.requestId, forced.body.preauthorization);
    await deliverDueOrders(ctx.deps, ORDER_TYPES);
    expect(requestOf(await consents(), forced.body.request.requestId)).toMatchObject({
      status: 'REJECTED',
      rejectionCode: 'BACK_OFFICE_REJECTED',
    });

    const waiting = await ask('ana', { communicationAllowed: false, profilingAllowed: true });
    await authorize('ana', waiting.body.request.requestId, waiting.body.preauthorization);
    await setCoreAvailability(ctx.database.db, false);
    await deliverDueOrders(ctx.deps, ORDER_TYPES);
    expect(requestOf(await consents(), waiting.body.request.requestId)).toMatchObject({
      status: 'AUTHORIZED',
      displayStatus: 'PROPAGATION_FAILED',
    });
    await setCoreAvailability(ctx.database.db, true);
    ctx.clock.advanceMs(61_000);
    await deliverDueOrders(ctx.deps, ORDER_TYPES);
    expect(requestOf(await consents(), waiting.body.request.requestId)?.status).toBe('EXECUTED');
  });

  it('is closed to a session without the account management service', async () => {
    await ctx.database.db.execute(
      sql`UPDATE company_persons SET allowed_services = array_remove(allowed_services, 'ACCOUNT_MANAGEMENT')
          WHERE person_id = (SELECT id FROM persons WHERE person_id = ${personId('zeljka')})`,
    );
    client.forgetSessions('zeljka');
    const refused = await client.call('zeljka', 'GET', '/gdpr-consents');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'NOT_AUTHORIZED' });
  });
});
