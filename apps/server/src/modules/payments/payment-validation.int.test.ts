import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildCroatianIban, isErrorCode, type TErrorCode } from '@poslovno/domain';
import { describeError, type TPaymentInput } from '@poslovno/contract';
import { API, bearer } from '../../../test/auth-helpers';
import type { TTestContext } from '../../../test/test-app';
import { runOrderStep } from '../../core-bank/execution/execute-order';
import {
  CELIK_MAIN,
  SLAVONSKA_BRANCH,
  SLAVONSKA_USD,
  readBalances,
} from '../../core-bank/execution/execution-test-support';
import {
  SLAVONSKA_MAIN,
  SLAVONSKA_PAYROLL,
  createPaymentTestApp,
  domesticPayment,
  signInPayer,
  type TPaymentClient,
} from './test-support/payment-fixture';

let ctx: TTestContext;
let ana: TPaymentClient;

beforeAll(async () => {
  ctx = await createPaymentTestApp({ INSTANT_PAYMENT_LIMIT_EUR: '5000.00' });
  ana = await signInPayer(ctx, 'ana');
});
afterAll(() => ctx.close());

const BLOCKED_IBAN = buildCroatianIban('299999', '110000005');

function foreignPayment(overrides: Partial<TPaymentInput> = {}): TPaymentInput {
  return {
    type: 'FOREIGN',
    debtorAccount: { iban: SLAVONSKA_PAYROLL.iban },
    creditorAccount: { iban: 'US64SVBKUS6S3300958879' },
    creditorName: 'Prairie Grain Inc.',
    creditorAddress: { street: '1200 Market St', residence: 'Omaha NE 68102', country: 'US' },
    instructedAmount: { amount: '2500.00', currency: 'USD' },
    remittanceInformationUnstructured: 'Invoice 7781',
    requestedExecutionDate: '2026-11-20',
    chargeBearer: 'SHAR',
    creditorAgent: { bic: 'CHASUS33', name: '', address: '', country: '' },
    foreignTurnoverCode: '5517d',
    ...overrides,
  };
}

async function post(body: unknown, locale: 'hr_hr' | 'en_us' = 'hr_hr') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${API}/payments?locale=${locale}`,
    headers: { ...bearer(ana.token), 'idempotency-key': randomUUID() },
    payload: body as object,
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describe('each rule answers on its field, with its code, in both languages', () => {
  const cases: [string, TPaymentInput, string, TErrorCode][] = [
    [
      'an empty payee account',
      domesticPayment({ creditorAccount: { iban: '' } }),
      'creditorAccount.iban',
      'CREDITOR_ACCOUNT_EMPTY',
    ],
    [
      'a payee IBAN with a wrong checksum',
      domesticPayment({ creditorAccount: { iban: 'HR1723400091100000000' } }),
      'creditorAccount.iban',
      'IBAN_INVALID',
    ],
    [
      'a blacklisted payee',
      domesticPayment({ creditorAccount: { iban: 'HR4224999957000001013' } }),
      'creditorAccount.iban',
      'ACCOUNT_BLACKLISTED',
    ],
    [
      'a payee reached only through other banking',
      domesticPayment({ creditorAccount: { iban: 'HR2124999957100001019' } }),
      'creditorAccount.iban',
      'ACCOUNT_WHITELISTED',
    ],
    [
      'an urgent-only payee paid normally',
      domesticPayment({ creditorAccount: { iban: 'HR9224999957200001018' } }),
      'creditorAccount.iban',
      'ACCOUNT_URGENT_ONLY',
    ],
    [
      'a protected account (err726)',
      domesticPayment({ creditorAccount: { iban: 'HR2324999957300001015' } }),
      'creditorAccount.iban',
      'ACCOUNT_PROTECTED',
    ],
    [
      'a zero amount',
      domesticPayment({ instructedAmount: { amount: '0.00', currency: 'EUR' } }),
      'instructedAmount.amount',
      'AMOUNT_NOT_POSITIVE',
    ],
    [
      'three decimals',
      domesticPayment({ instructedAmount: { amount: '10.005', currency: 'EUR' } }),
      'instructedAmount.amount',
      'AMOUNT_TOO_MANY_DECIMALS',
    ],
    [
      'a description starting with a dash',
      domesticPayment({ remittanceInformationUnstructured: '-Račun 12' }),
      'remittanceInformationUnstructured',
      'DESCRIPTION_INVALID_START',
    ],
    [
      'a wrong check digit of an HR01 reference',
      domesticPayment({
        remittanceInformationStructured: { referenceType: 'HR01', reference: '1234-5678-19' },
      }),
      'remittanceInformationStructured.reference',
      'REFERENCE_CHECK_DIGIT',
    ],
    [
      'a date in the past',
      domesticPayment({ requestedExecutionDate: '2026-11-19' }),
      'requestedExecutionDate',
      'EXECUTION_DATE_IN_PAST',
    ],
    [
      'a Saturday',
      domesticPayment({ requestedExecutionDate: '2026-11-21' }),
      'requestedExecutionDate',
      'EXECUTION_DATE_NOT_BUSINESS_DAY',
    ],
    [
      'Christmas',
      domesticPayment({ requestedExecutionDate: '2026-12-25' }),
      'requestedExecutionDate',
      'EXECUTION_DATE_NOT_BUSINESS_DAY',
    ],
    [
      'a sanctioned payee',
      domesticPayment({ creditorName: 'Zmajeva Trgovina Ltd.' }),
      'creditorName',
      'SANCTIONS_RESTRICTION',
    ],
    [
      'an account the person has no authority on',
      domesticPayment({ debtorAccount: { iban: SLAVONSKA_BRANCH.iban } }),
      'debtorAccount.iban',
      'DEBTOR_ACCOUNT_UNIDENTIFIABLE',
    ],
    [
      'a blocked debit account',
      domesticPayment({ debtorAccount: { iban: BLOCKED_IBAN } }),
      'debtorAccount.iban',
      'DEBTOR_ACCOUNT_INACTIVE',
    ],
    [
      'an urgent transfer inside the bank',
      domesticPayment({
        creditorAccount: { iban: CELIK_MAIN.iban },
        urgency: 'HIGH',
        instructionPriority: 'HIGH',
      }),
      'urgency',
      'URGENT_NOT_AVAILABLE',
    ],
    [
      'an instant payment above the limit',
      domesticPayment({
        instructedAmount: { amount: '5000.01', currency: 'EUR' },
        urgency: 'INSTANT',
        localInstrument: 'INST',
      }),
      'instructedAmount.amount',
      'INSTANT_LIMIT_EXCEEDED',
    ],
    [
      'a foreign payment without its turnover code',
      foreignPayment({ foreignTurnoverCode: '' }),
      'foreignTurnoverCode',
      'FIELD_REQUIRED',
    ],
    [
      'an invalid BIC',
      foreignPayment({ creditorAgent: { bic: 'CHASE', name: '', address: '', country: '' } }),
      'creditorAgent.bic',
      'BIC_INVALID',
    ],
    [
      'a bank that does not take the currency',
      foreignPayment({ instructedAmount: { amount: '100.00', currency: 'EUR' } }),
      'creditorAgent.bic',
      'BIC_CURRENCY_NOT_ALLOWED',
    ],
    [
      'a payment to the Emirates without its purpose code',
      foreignPayment({
        creditorAccount: { iban: 'AE070331234567890123456' },
        creditorAddress: { street: 'Sheikh Zayed Rd', residence: 'Dubai', country: 'AE' },
        creditorAgent: { bic: 'EBILAEAD', name: '', address: '', country: '' },
      }),
      'purposeCodeUae',
      'FIELD_REQUIRED',
    ],
  ];
  it.each(cases)('refuses %s', async (_name, body, field, code) => {
    for (const [locale, language] of [
      ['hr_hr', 'hr'],
      ['en_us', 'en'],
    ] as const) {
      const { status, body: answer } = await post(body, locale);
      expect(status).toBe(400);
      expect(answer).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
      expect(answer['validations']).toContainEqual({
        field,
        code,
        description: describeError(code, language),
      });
    }
  });

  it('answers every broken field at once and stores nothing', async () => {
    const before = await ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM orders`);
    const { body } = await post(
      domesticPayment({
        creditorAccount: { iban: '' },
        creditorName: '',
        instructedAmount: { amount: '-5', currency: 'EUR' },
        remittanceInformationUnstructured: '',
        requestedExecutionDate: '20.11.2026.',
      }),
    );
    const fields = (body['validations'] as { field: string }[]).map((v) => v.field).sort();
    expect(fields).toEqual(
      [
        'creditorAccount.iban',
        'creditorName',
        'instructedAmount.amount',
        'remittanceInformationUnstructured',
        'requestedExecutionDate',
      ].sort(),
    );
    const after = await ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM orders`);
    expect(after.rows).toEqual(before.rows);
  });

  it('never answers 500 to any body: random bodies get a 4xx with a known code', async () => {
    const jsonish = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.string({ maxLength: 30 }),
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(fc.string({ maxLength: 12 }), tie('value'), { maxKeys: 4 }),
      ),
    })).value;
    const mutated = fc
      .record({
        field: fc.constantFrom(...Object.keys(domesticPayment())),
        value: jsonish,
      })
      .map(({ field, value }) => ({ ...domesticPayment(), [field]: value }));
    await fc.assert(
      fc.asyncProperty(fc.oneof(jsonish, mutated), async (body) => {
        const { status, body: answer } = await post(body);
        expect(status === 201 || (status >= 400 && status < 500)).toBe(true);
        if (status !== 201) expect(isErrorCode(String(answer['errorCode']))).toBe(true);
      }),
      { numRuns: 120 },
    );
  });
});

describe('what the forms accept', () => {
  it('warns of the same payment to the same payee on the same day, and stores it all the same', async () => {
    const payment = domesticPayment({
      instructedAmount: { amount: '731.19', currency: 'EUR' },
      requestedExecutionDate: '2026-11-23',
    });
    const warningsOf = (body: Record<string, unknown>) =>
      (body['paymentStatus'] as { validations: { field: string; code: string }[] }).validations;
    const first = await post(payment);
    expect(first.status).toBe(201);
    expect(warningsOf(first.body).map((v) => v.code)).not.toContain('EXECUTION_DATE_DUPLICATED');
    const second = await post(payment, 'en_us');
    expect(second.status).toBe(201);
    expect(warningsOf(second.body)).toContainEqual({
      field: 'requestedExecutionDate',
      code: 'EXECUTION_DATE_DUPLICATED',
      description:
        'The same order with the same execution date already exists. Check that you are not paying twice.',
    });
    const otherDay = await post({ ...payment, requestedExecutionDate: '2026-11-24' });
    expect(warningsOf(otherDay.body).map((v) => v.code)).not.toContain('EXECUTION_DATE_DUPLICATED');
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/payments/${String(first.body['paymentId'])}`,
      headers: bearer(ana.token),
      payload: { ...payment, remittanceInformationUnstructured: 'Plaćanje računa 2026-119' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The first payment is not a duplicate of itself; the second still stands beside it.
    expect(warningsOf(edited.json()).map((v) => v.code)).toContain('EXECUTION_DATE_DUPLICATED');
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/payments/cancellations`,
      headers: bearer(ana.token),
      payload: { paymentIds: [String(second.body['paymentId'])] },
    });
    expect(deleted.statusCode).toBe(200);
    const alone = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/payments/${String(first.body['paymentId'])}`,
      headers: bearer(ana.token),
      payload: payment,
    });
    expect(warningsOf(alone.json()).map((v) => v.code)).not.toContain('EXECUTION_DATE_DUPLICATED');
  });

  it('takes a foreign payment in another currency and debits its converted amount', async () => {
    const created = await post(foreignPayment());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'FOREIGN', status: 'STORED' });
    const signed = await ana.sign(String(created.body['paymentId']));
    expect(signed.body).toMatchObject({
      status: 'ORDERED',
      exchangeRate: '1.151000',
      debitAmount: { amount: '2172.02', currency: 'EUR' },
    });
  });

  it('takes a SEPA payment in euro to a German IBAN', async () => {
    const created = await post(
      foreignPayment({
        creditorAccount: { iban: 'DE89370400440532013000' },
        creditorAddress: { street: 'Kaiserstrasse 1', residence: '60311 Frankfurt', country: 'DE' },
        instructedAmount: { amount: '800.00', currency: 'EUR' },
        creditorAgent: { bic: 'COBADEFFXXX', name: '', address: '', country: '' },
        foreignTurnoverCode: '',
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'SEPA', chargeBearer: 'SHAR' });
  });

  it('books an internal transfer on both sides on its day', async () => {
    const created = await post(
      domesticPayment({
        type: 'INTERNAL',
        debtorAccount: { iban: SLAVONSKA_PAYROLL.iban },
        creditorAccount: { iban: SLAVONSKA_MAIN.iban },
        creditorName: 'Slavonska žitna d.o.o.',
        instructedAmount: { amount: '100.00', currency: 'EUR' },
      }),
    );
    expect(created.status).toBe(201);
    const paymentId = String(created.body['paymentId']);
    const before = (await readBalances(ctx.database, SLAVONSKA_MAIN.id)).BOOKED ?? 0n;
    await ana.sign(paymentId);
    const core = await ctx.database.db.execute<{ id: string }>(
      sql`SELECT core_order_id::text AS id FROM orders WHERE id = ${paymentId}`,
    );
    await runOrderStep(
      { db: ctx.database.db, clock: ctx.clock, jobs: ctx.deps.jobs },
      core.rows[0]?.id ?? '',
      'EXECUTE',
    );
    expect((await ana.get(paymentId)).status).toBe('EXECUTED');
    expect(((await readBalances(ctx.database, SLAVONSKA_MAIN.id)).BOOKED ?? 0n) - before).toBe(
      10_000n,
    );
  });

  it('refuses an internal transfer to an account of another company', async () => {
    const { body } = await post(
      domesticPayment({ type: 'INTERNAL', creditorAccount: { iban: CELIK_MAIN.iban } }),
    );
    expect(body['validations']).toContainEqual(
      expect.objectContaining({
        field: 'creditorAccount.iban',
        code: 'CREDITOR_ACCOUNT_UNIDENTIFIABLE',
      }),
    );
  });

  it('takes an instant payment within the limit', async () => {
    const created = await post(
      domesticPayment({
        instructedAmount: { amount: '4999.99', currency: 'EUR' },
        urgency: 'INSTANT',
        localInstrument: 'INST',
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ urgency: 'INSTANT', localInstrument: 'INST' });
  });

  it('keeps the USD account for payments in USD', async () => {
    const created = await post(foreignPayment({ debtorAccount: { iban: SLAVONSKA_USD.iban } }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ debtorAccount: { currency: 'USD' } });
  });
});
