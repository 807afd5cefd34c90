import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOib, validateReference, type TErrorCode } from '@poslovno/domain';
import { describeError, type TPaymentInput } from '@poslovno/contract';
import { API, bearer } from '../../../test/auth-helpers';
import type { TTestContext } from '../../../test/test-app';
import {
  createPaymentTestApp,
  domesticPayment,
  signInPayer,
  type TPaymentClient,
} from './test-support/payment-fixture';

/**
 * The third group of special revenue types (001 §5) against the reference data of migration
 * 0017: the demo's HR68 revenue types 9016 (period MMYY), 9024 (company size) and 9032 (district
 * code) and its district codes.
 */

let ctx: TTestContext;
let ana: TPaymentClient;

beforeAll(async () => {
  ctx = await createPaymentTestApp();
  ana = await signInPayer(ctx, 'ana');
});
afterAll(() => ctx.close());

const OIB = buildOib('1234567890');
const REFERENCE_FIELD = 'remittanceInformationStructured.reference';

function withReference(reference: string, amount = '310.00'): TPaymentInput {
  return domesticPayment({
    instructedAmount: { amount, currency: 'EUR' },
    remittanceInformationStructured: { referenceType: 'HR68', reference },
  });
}

async function call(method: 'POST' | 'PATCH' | 'PUT', url: string, body: object) {
  const response = await ctx.app.inject({
    method,
    url: `${API}${url}`,
    headers: { ...bearer(ana.token), 'idempotency-key': randomUUID() },
    payload: body,
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function count(table: 'orders' | 'payment_templates'): Promise<number> {
  const result = await ctx.database.db.execute<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM ${sql.identifier(table)}`,
  );
  return result.rows[0]?.total ?? 0;
}

function expectRefusal(
  answer: { status: number; body: Record<string, unknown> },
  field: string,
  code: TErrorCode,
) {
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
  expect(answer.body['validations']).toEqual([
    { field, code, description: describeError(code, 'hr') },
  ]);
}

describe('the seeded reference data', () => {
  it('is what the reference rules can use: revenue types and codes with their check digits', async () => {
    const types = await ctx.database.db.execute<{ model: string; code: string }>(
      sql`SELECT model, revenue_type AS code FROM special_revenue_types`,
    );
    const districts = await ctx.database.db.execute<{ code: string }>(
      sql`SELECT code FROM district_codes`,
    );
    expect(types.rows.length).toBeGreaterThan(0);
    expect(districts.rows.length).toBeGreaterThan(0);
    // Without the data a revenue type is any P1 with its check digit, a district code any code
    // with its check digit: every seeded row must pass those, or no payment could use it; a
    // district code must also fit HR68's P3 (at most 5 digits).
    for (const { model, code } of types.rows)
      expect(validateReference(model, `${code}-${OIB}`).ok, `${model} ${code}`).toBe(true);
    for (const { code } of districts.rows) {
      expect(validateReference('HR05', `${code}-${OIB}`).ok, code).toBe(true);
      expect(validateReference('HR68', `1201-${OIB}-${code}`).ok, code).toBe(true);
    }
  });
});

describe('a payment whose revenue type requires a third group (001 §5)', () => {
  it.each([
    ['a company size other than 002-004', '9024', '005', 'REFERENCE_COMPANY_SIZE_INVALID'],
    ['month 13 as the period', '9016', '1326', 'REFERENCE_PERIOD_INVALID'],
    // 99155 carries a right check digit: only the seeded list refuses it.
    ['a district code not in the list', '9032', '99155', 'REFERENCE_DISTRICT_INVALID'],
  ] as const)(
    'refuses %s on the reference, and stores nothing',
    async (_name, type, third, code) => {
      const before = await count('orders');
      expectRefusal(
        await call('POST', '/payments', withReference(`${type}-${OIB}-${third}`)),
        REFERENCE_FIELD,
        code,
      );
      expect(await count('orders')).toBe(before);
    },
  );

  it('refuses the reference without its third group', async () => {
    const answer = await call('POST', '/payments', withReference(`9024-${OIB}`));
    expectRefusal(answer, REFERENCE_FIELD, 'REFERENCE_TOO_FEW_GROUPS');
  });

  it.each([
    ['company size 002', `9024-${OIB}-002`],
    ['the period 11/26', `9016-${OIB}-1126`],
    ['a seeded district code', `9032-${OIB}-99104`],
    ['another revenue type without a third group', `1201-${OIB}`],
  ])('stores it with %s', async (_name, reference) => {
    const { status, body } = await ana.create(withReference(reference));
    expect(status).toBe(201);
    expect(body.remittanceInformationStructured).toEqual({ referenceType: 'HR68', reference });
  });

  it('refuses an edit to a wrong third group and keeps the stored payment', async () => {
    const { body: stored } = await ana.create(withReference(`9024-${OIB}-003`, '411.00'));
    const edited = await call(
      'PATCH',
      `/payments/${stored.paymentId}`,
      withReference(`9024-${OIB}-001`, '411.00'),
    );
    expectRefusal(edited, REFERENCE_FIELD, 'REFERENCE_COMPANY_SIZE_INVALID');
    const kept = await ana.get(stored.paymentId);
    expect(kept.remittanceInformationStructured?.reference).toBe(`9024-${OIB}-003`);
    const corrected = await call(
      'PATCH',
      `/payments/${stored.paymentId}`,
      withReference(`9024-${OIB}-004`, '411.00'),
    );
    expect(corrected.status).toBe(200);
    expect((await ana.get(stored.paymentId)).remittanceInformationStructured?.reference).toBe(
      `9024-${OIB}-004`,
    );
  });
});

describe('a template whose reference breaks the third group', () => {
  it('is refused on the payment’s reference and not stored; a right one is', async () => {
    const before = await count('payment_templates');
    const template = (reference: string) => ({
      name: `Proračun ${reference}`,
      type: 'DOMESTIC',
      payment: withReference(reference),
    });
    const refused = await call('POST', '/favorites', template(`9016-${OIB}-0026`));
    expectRefusal(refused, `payment.${REFERENCE_FIELD}`, 'REFERENCE_PERIOD_INVALID');
    expect(await count('payment_templates')).toBe(before);
    const stored = await call('POST', '/favorites', template(`9016-${OIB}-0126`));
    expect(stored.status).toBe(201);
    expect(await count('payment_templates')).toBe(before + 1);
  });
});
