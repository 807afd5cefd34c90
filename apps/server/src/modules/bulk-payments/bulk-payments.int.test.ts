import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TBulkPayment,
  TBulkPaymentGroupDetails,
  TBulkPayments,
  TErrorBody,
} from '@poslovno/contract';
import { API, bearer } from '../../../test/auth-helpers';
import { createTestApp, type TTestContext } from '../../../test/test-app';
import {
  writePain001,
  type TWritePain001Options,
} from '../../../../../packages/iso20022/src/pain001/test-support/pain001-writer';
import { SLAVONSKA, SLAVONSKA_PAYROLL, personId } from '../payments/test-support/payment-fixture';

let ctx: TTestContext;
let anaToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  anaToken = await ctx.signIn(personId('ana'), SLAVONSKA);
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
