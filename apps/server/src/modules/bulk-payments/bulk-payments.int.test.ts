import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TBulkPayment,
  TBulkPaymentGroupDetails,
  TBulkPayments,
  TErrorBody,
  TOrderChallengeAnswer,
} from '@poslovno/contract';
import { API, bearer } from '../../../test/auth-helpers';
import type { TTestContext } from '../../../test/test-app';
import {
  writePain001,
  type TWritePain001Options,
} from '../../../../../packages/iso20022/src/pain001/test-support/pain001-writer';
import { ORDER_TYPES } from '../../order-types';
import { deliverDueOrders } from '../../platform/orders/order-delivery';
import { createRequestClient } from '../../platform/orders/test-support/request-client';
import {
  SLAVONSKA,
  SLAVONSKA_PAYROLL,
  createPaymentTestApp,
  personId,
} from '../payments/test-support/payment-fixture';
import { runBulkConversions } from './convert-bulk-payment';

let ctx: TTestContext;
let anaToken: string;
let requests: ReturnType<typeof createRequestClient>;

beforeAll(async () => {
  ctx = await createPaymentTestApp();
  anaToken = await ctx.signIn(personId('ana'), SLAVONSKA);
  requests = createRequestClient(ctx, SLAVONSKA, '/bulk-payments', {
    preauthorize: 'preauthorization',
    authorize: 'authorization',
  });
});
afterAll(() => ctx.close());

/** A valid file for the test clock's day (Friday 20 November 2026), debiting Slavonska's payroll. */
function buildFile(options: Partial<TWritePain001Options> = {}): Buffer {
  return Buffer.from(
    [
      ...writePain001({
        groupSizes: [3],
        messageId: `MSG-${Math.random().toString(36).slice(2, 12)}`,
        creationDateTime: '2026-11-20T08:30:00',
        editGroup: (draft) => ({
          ...draft,
          debtorIban: SLAVONSKA_PAYROLL.iban,
          executionDate: '2026-11-23',
        }),
        ...options,
      }),
    ].join(''),
  );
}

async function upload(content: Buffer, name = 'placa.xml') {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${API}/bulk-payments?locale=en_us`,
    headers: {
      ...bearer(anaToken),
      'content-type': request.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json<TBulkPayment & TErrorBody>() };
}

async function countFiles(): Promise<number> {
  const result = await ctx.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM bulk_payment_files',
  );
  return result.rows[0]?.n ?? 0;
}

describe('SEPA bulk upload (000 §5)', () => {
  it('stores a valid file with its group on the company account, signable', async () => {
    const { status, body } = await upload(buildFile());
    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: 'STORED',
      fileName: 'placa.xml',
      messageVersion: 'pain.001.001.03',
      numberOfPayments: 3,
      errorCount: 0,
      errors: [],
    });
    expect(body.groups).toHaveLength(1);
    expect(body.groups[0]).toMatchObject({
      groupId: '1',
      account: { iban: SLAVONSKA_PAYROLL.iban },
      numberOfPayments: 3,
      status: 'STORED',
    });
    expect(body.actions.canAuthorize).toBe(true);

    const group = await ctx.app.inject({
      url: `${API}/bulk-payments/${body.bulkPaymentId}/groups/1?pageSize=2`,
      headers: bearer(anaToken),
    });
    const details = group.json<TBulkPaymentGroupDetails>();
    expect(details.paymentItems.map((item) => item.index)).toEqual([1, 2]);
    expect(details.metadata.nextCursor).not.toBeNull();

    const list = await ctx.app.inject({ url: `${API}/bulk-payments`, headers: bearer(anaToken) });
    expect(list.json<TBulkPayments>().bulkPayments.map((file) => file.bulkPaymentId)).toContain(
      body.bulkPaymentId,
    );
    const count = await ctx.app.inject({
      url: `${API}/bulk-payments/count?status=STORED,PARTIALLY_AUTHORIZED`,
      headers: bearer(anaToken),
    });
    expect(count.json<{ count: number }>().count).toBeGreaterThanOrEqual(1);
  });

  it('refuses the same file twice and a reused message id, storing nothing more', async () => {
    const file = buildFile({ messageId: 'MSG-TWICE-1' });
    expect((await upload(file)).status).toBe(201);
    const before = await countFiles();
    const again = await upload(file);
    expect(again.status).toBe(422);
    expect(again.body.validations?.[0]?.code).toBe('sepa-file-already-uploaded');
    const sameId = await upload(buildFile({ messageId: 'MSG-TWICE-1', groupSizes: [2] }));
    expect(sameId.body.validations?.[0]?.code).toBe('sepa-message-id-taken');
    expect(await countFiles()).toBe(before);
  });

  it('stores a file on an account not of the company with that error, not signable', async () => {
    const { status, body } = await upload(
      buildFile({
        editGroup: (draft) => ({ ...draft, executionDate: '2026-11-23' }),
      }),
    );
    expect(status).toBe(201);
    expect(body.groups[0]?.errors.map((error) => error.errorId)).toContain(
      'DEBTOR_ACCOUNT_NOT_OWN',
    );
    expect(body.actions.canAuthorize).toBe(false);
  });

  it('refuses a file the schema refuses, and one that is not XML, storing nothing', async () => {
    const before = await countFiles();
    const invalid = buildFile({
      editTransaction: (draft) => ({ ...draft, creditorIban: 'NOT-AN-IBAN' }),
    });
    const refused = await upload(invalid);
    expect(refused.status).toBe(422);
    expect(refused.body.errorCode).toBe('ATTACHMENT_ISSUES');
    expect(refused.body.validations?.[0]?.code).toBe('sepa-schema-invalid');
    const html = await upload(Buffer.from('<html><body>Blocked</body></html>'), 'page.xml');
    expect(html.status).toBe(422);
    expect(html.body.validations?.[0]?.code).toBe('sepa-not-pain001');
    expect(await countFiles()).toBe(before);
  });
});

describe('a stored file: signed as a whole, or converted (000 §4)', () => {
  it('signs the file once; the bank books every line and the file stands PROCESSED', async () => {
    const { body: file } = await upload(buildFile({ groupSizes: [2, 3] }));
    expect(file.actions.canAuthorize).toBe(true);
    const challenge = await requests.call<TOrderChallengeAnswer>(
      'ana',
      'PATCH',
      `/bulk-payments/${file.bulkPaymentId}/preauthorization`,
    );
    expect(challenge.status, JSON.stringify(challenge.body)).toBe(200);
    expect(challenge.body.signedFields.map((field) => field.name)).toEqual(
      expect.arrayContaining(['fileReferenceId', 'numberOfPayments', 'total']),
    );
    const signed = await requests.authorize<TBulkPayment>(
      'ana',
      file.bulkPaymentId,
      challenge.body,
    );
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    // Bulk payments need the mandatory signee (000 §6): Ivana's signature completes the file.
    expect(signed.body.status).toBe('PARTIALLY_AUTHORIZED');
    const completed = await requests.preauthorizeAndSign<TBulkPayment>('ivana', file.bulkPaymentId);
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body.status).toBe('PROCESSING');
    // The bank carries the groups out on their execution date, Monday the 23rd, not before.
    expect(await deliverDueOrders(ctx.deps, ORDER_TYPES)).toBe(0);
    const friday = ctx.clock.now();
    ctx.clock.set(new Date('2026-11-23T07:00:00Z'));
    try {
      expect(await deliverDueOrders(ctx.deps, ORDER_TYPES)).toBe(2);
    } finally {
      ctx.clock.set(friday);
    }
    const done = await requests.call<TBulkPayment>(
      'ana',
      'GET',
      `/bulk-payments/${file.bulkPaymentId}`,
    );
    expect(done.body.status).toBe('PROCESSED');
    expect(done.body.groups.map((group) => group.executedCount)).toEqual([2, 3]);
  });

  it('converts a file into single stored payments, and a converted file is no longer signable', async () => {
    const { body: file } = await upload(buildFile({ groupSizes: [3] }));
    const started = await requests.call<TBulkPayment>(
      'ana',
      'POST',
      `/bulk-payments/convert/${file.bulkPaymentId}`,
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({
      status: 'CONVERSION_IN_PROGRESS',
      conversion: { done: 0, total: 3, failed: 0 },
      actions: { canAuthorize: false, canConvert: false },
    });
    expect(await runBulkConversions(ctx.deps)).toBe(1);
    const converted = await requests.call<TBulkPayment>(
      'ana',
      'GET',
      `/bulk-payments/${file.bulkPaymentId}`,
    );
    expect(converted.body).toMatchObject({
      status: 'CONVERSION_FINISHED',
      conversion: { done: 3, total: 3, failed: 0 },
    });
    const lines = await requests.call<TBulkPaymentGroupDetails>(
      'ana',
      'GET',
      `/bulk-payments/${file.bulkPaymentId}/groups/1`,
    );
    const paymentIds = lines.body.paymentItems.map((item) => item.paymentId);
    expect(paymentIds.every((id) => id !== null)).toBe(true);
    const payment = await requests.call<{ status: string }>(
      'ana',
      'GET',
      `/payments/overview/${paymentIds[0]}`,
    );
    expect(payment.body.status).toBe('STORED');
    const again = await requests.call<TErrorBody>(
      'ana',
      'POST',
      `/bulk-payments/convert/${file.bulkPaymentId}`,
    );
    expect(again.body.errorCode).toBe('BULK_NOT_CONVERTIBLE');
  });

  it('converts a line paid by its structured reference alone, the reference as its description', async () => {
    const { body: file } = await upload(
      buildFile({
        groupSizes: [1],
        editTransaction: (draft) => ({
          ...draft,
          creditorIban: 'HR9523600001835900006',
          remittance: null,
          reference: 'HR24 5770-92486-2116',
        }),
      }),
    );
    expect(file.errorCount).toBe(0);
    await requests.call('ana', 'POST', `/bulk-payments/convert/${file.bulkPaymentId}`);
    await runBulkConversions(ctx.deps);
    const converted = await requests.call<TBulkPayment>(
      'ana',
      'GET',
      `/bulk-payments/${file.bulkPaymentId}`,
    );
    expect(converted.body.status).toBe('CONVERSION_FINISHED');
  });
});
