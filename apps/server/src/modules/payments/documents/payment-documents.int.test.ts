import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { buildCroatianIban } from '@poslovno/domain';
import { describeError, type TPaymentInput } from '@poslovno/contract';
import { API, bearer } from '../../../../test/auth-helpers';
import type { TTestContext } from '../../../../test/test-app';
import { runOrderStep } from '../../../core-bank/execution/execute-order';
import { CELIK_MAIN } from '../../../core-bank/execution/execution-test-support';
import { readZip } from '../../statements/test-support/read-zip';
import {
  CELIK,
  SLAVONSKA_PAYROLL,
  createPaymentTestApp,
  domesticPayment,
  signInPayer,
  type TPaymentClient,
} from '../test-support/payment-fixture';
import { readPdfText } from './test-support/read-pdf-text';

let ctx: TTestContext;
let marko: TPaymentClient;
let ana: TPaymentClient;
let tomislav: TPaymentClient;
/** Signed by Marko and Ana, waiting for its day at the core (ORDERED). */
let orderedId: string;
/** Saved only, to the same payee: what the report's status filter leaves out. */
let storedId: string;
/** USD from the EUR account to a German IBAN, converted, sent and credited (EXECUTED). */
let foreignId: string;
/** A euro payment to a German IBAN (SEPA), saved only. */
let sepaStoredId: string;
/** Refused by the payee's bank: no such account. */
let rejectedId: string;
let celikId: string;

function foreignPayment(overrides: Partial<TPaymentInput> = {}): TPaymentInput {
  return {
    type: 'FOREIGN',
    debtorAccount: { iban: SLAVONSKA_PAYROLL.iban },
    creditorAccount: { iban: 'DE89370400440532013000' },
    creditorName: 'Rhein Landtechnik GmbH',
    creditorAddress: { street: 'Kaiserstrasse 1', residence: '60311 Frankfurt', country: 'DE' },
    instructedAmount: { amount: '2500.00', currency: 'USD' },
    remittanceInformationUnstructured:
      'Račun 2026-118 za žetvene strojeve i rezervne dijelove, isporuka u studenom',
    requestedExecutionDate: '2026-11-20',
    chargeBearer: 'SHAR',
    creditorAgent: { bic: 'COBADEFFXXX', name: '', address: '', country: '' },
    foreignTurnoverCode: '5517d',
    ...overrides,
  };
}

async function coreOrderOf(paymentId: string): Promise<string> {
  const result = await ctx.database.db.execute<{ core_order_id: string }>(
    sql`SELECT core_order_id::text FROM orders WHERE id = ${paymentId}`,
  );
  const id = result.rows[0]?.core_order_id;
  if (!id) throw new Error(`payment ${paymentId} has no core order`);
  return id;
}

/** The core's steps as its jobs would run them: booked and sent, then the payee bank's answer. */
async function executeAtCore(paymentId: string): Promise<void> {
  const deps = { db: ctx.database.db, clock: ctx.clock, jobs: ctx.deps.jobs };
  const coreOrderId = await coreOrderOf(paymentId);
  await runOrderStep(deps, coreOrderId, 'EXECUTE');
  await runOrderStep(deps, coreOrderId, 'CLEARING_ANSWER');
}

async function createPayment(client: TPaymentClient, body: TPaymentInput): Promise<string> {
  const created = await client.create(body);
  expect(created.status).toBe(201);
  return created.body.paymentId;
}

async function signPayment(client: TPaymentClient, paymentId: string): Promise<void> {
  expect((await client.sign(paymentId)).status).toBe(200);
}

beforeAll(async () => {
  ctx = await createPaymentTestApp();
  marko = await signInPayer(ctx, 'marko');
  ana = await signInPayer(ctx, 'ana');
  tomislav = await signInPayer(ctx, 'tomislav', CELIK);

  orderedId = await createPayment(marko, domesticPayment());
  await signPayment(marko, orderedId);
  ctx.clock.advanceMs(60_000);
  await signPayment(ana, orderedId);
  storedId = await createPayment(
    marko,
    domesticPayment({ instructedAmount: { amount: '99.99', currency: 'EUR' } }),
  );

  foreignId = await createPayment(ana, foreignPayment());
  await signPayment(ana, foreignId);
  await executeAtCore(foreignId);
  sepaStoredId = await createPayment(
    ana,
    foreignPayment({
      instructedAmount: { amount: '800.00', currency: 'EUR' },
      foreignTurnoverCode: '',
    }),
  );

  rejectedId = await createPayment(
    ana,
    domesticPayment({
      creditorAccount: { iban: buildCroatianIban('234000', '110044991') },
      creditorName: 'Baranjska pekara d.o.o.',
    }),
  );
  await signPayment(ana, rejectedId);
  await executeAtCore(rejectedId);

  celikId = await createPayment(
    tomislav,
    domesticPayment({ debtorAccount: { iban: CELIK_MAIN.iban } }),
  );
});
afterAll(() => ctx.close());

function download(client: TPaymentClient, path: string) {
  return ctx.app.inject({ url: `${API}${path}`, headers: bearer(client.token) });
}

describe('the payment details PDF', () => {
  it('shows the payee, amount, status and signatures in Croatian', async () => {
    const response = await download(marko, `/documents/payment-details/${orderedId}?locale=hr_hr`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename="Nalog_${orderedId}.pdf"`);
    const text = readPdfText(response.rawPayload);
    expect(text).toContain(`Nalog za plaćanje ${orderedId}`);
    expect(text).toContain('Jadranska poslovna banka d.d.');
    expect(text).toContain('Agro Baranja d.o.o.');
    expect(text).toContain('1.250,00 EUR');
    expect(text).toContain('Zaprimljen');
    expect(text).toContain('Plaćanje računa 2026-118');
    expect(text).toMatch(/Marko Šimić · 20\.11\.2026\. \d\d:\d\d:\d\d · token/);
    expect(text).toContain('Ana Kovačević');
    expect(text).toContain('2. potpis');
  });

  it('speaks English when asked, with the rate and debited amount of a converted payment', async () => {
    const response = await download(ana, `/documents/payment-details/${foreignId}?locale=en_us`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      `filename="Payment_${foreignId}.pdf"`,
    );
    const text = readPdfText(response.rawPayload);
    expect(text).toContain('Rhein Landtechnik GmbH');
    expect(text).toContain('2,500.00 USD');
    expect(text).toContain('Executed');
    expect(text).toContain('COBADEFFXXX');
    expect(text).toContain('SHA – charges shared');
    expect(text).toContain('1 EUR = 1.151000 USD');
    expect(text).toContain('2,172.02 EUR');
    expect(text).toContain('Ana Kovačević');
  });

  it('gives the reason of a rejection', async () => {
    const response = await download(ana, `/documents/payment-details/${rejectedId}?locale=hr_hr`);
    const text = readPdfText(response.rawPayload);
    expect(text).toContain('Odbijen');
    expect(text).toContain(describeError('SIRIUS_NONEXISTENT_ACCOUNT', 'hr'));
  });

  it("answers another company's payment and an unknown id as not found", async () => {
    const foreign = await download(tomislav, `/documents/payment-details/${orderedId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-disposition']).toBeUndefined();
    expect(foreign.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect((await download(marko, '/documents/payment-details/999999999')).statusCode).toBe(404);
  });
});

describe('the payments report', () => {
  const filter = `creditorName=Agro%20Baranja&status=WAITING_EXECUTION`;

  it('lists only the filtered payments in a PDF headed by the company and the filters', async () => {
    const response = await download(marko, `/payments/report?${filter}&locale=hr_hr`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('filename="Nalozi_2026-11-20.pdf"');
    const text = readPdfText(response.rawPayload);
    expect(text).toContain('Pregled naloga');
    expect(text).toContain('Slavonska');
    expect(text).toContain('Filteri: Status: čekaju izvršenje · Primatelj: Agro Baranja');
    expect(text).toContain('Zaprimljen');
    expect(text).toContain('1.250,00');
    expect(text).not.toContain('99,99');
    expect(text).not.toContain('Spremljen');
  });

  it('gives the same rows as an XLSX sheet with the extra columns', async () => {
    const response = await download(
      marko,
      `/payments/report?${filter}&documentType=XLS&locale=en_us`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(
      'filename="Payments_2026-11-20.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.actualRowCount).toBe(2);
    expect(sheet.getColumn(1).values).not.toContain(storedId);
    expect(sheet.getRow(1).getCell(11).value).toBe('Entered by');
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(orderedId);
    expect(row.getCell(2).value).toBeInstanceOf(Date);
    expect(row.getCell(3).value).toBe('Agro Baranja d.o.o.');
    expect(row.getCell(5).value).toBe(1250);
    expect(row.getCell(7).value).toBe('Received');
    expect(row.getCell(8).value).toBe('Domestic payment');
    expect(row.getCell(10).value).toBe('HR99');
    expect(row.getCell(11).value).toBe('Marko Šimić');
  });

  it('refuses a filter the overview refuses, before any byte', async () => {
    const response = await download(marko, '/payments/report?from=2026-12-01&to=2026-11-01');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-disposition']).toBeUndefined();
  });
});

describe('the download of chosen payments', () => {
  it('gives one payment as its PDF', async () => {
    const response = await download(marko, `/payments/download?paymentIds=${orderedId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename="Nalog_${orderedId}.pdf"`);
    expect(readPdfText(response.rawPayload)).toContain('Agro Baranja d.o.o.');
  });

  it('gives several as a ZIP of their PDFs, in the order asked', async () => {
    const response = await download(
      marko,
      `/payments/download?paymentIds=${foreignId},${orderedId}&locale=hr_hr`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('filename="Nalozi_2026-11-20.zip"');
    const files = readZip(response.rawPayload);
    expect(files.map((file) => file.name)).toEqual([
      `Nalog_${foreignId}.pdf`,
      `Nalog_${orderedId}.pdf`,
    ]);
    expect(readPdfText(files[0]?.content ?? Buffer.alloc(0))).toContain('Rhein Landtechnik GmbH');
    expect(readPdfText(files[1]?.content ?? Buffer.alloc(0))).toContain('Agro Baranja d.o.o.');
  });

  it("refuses the whole download when one id is another company's", async () => {
    const response = await download(marko, `/payments/download?paymentIds=${orderedId},${celikId}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-disposition']).toBeUndefined();
  });
});

describe('the SWIFT confirmation', () => {
  it('shows the MT103 fields of an executed foreign payment beside their meaning', async () => {
    const response = await download(ana, `/payments/${foreignId}/swift-confirmation?locale=hr_hr`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      `filename="SWIFT_potvrda_${foreignId}.pdf"`,
    );
    const text = readPdfText(response.rawPayload);
    for (const tag of [':20:', ':23B:', ':32A:', ':33B:', ':36:', ':50K:', ':52A:', ':57A:'])
      expect(text).toContain(tag);
    for (const tag of [':59:', ':70:', ':71A:']) expect(text).toContain(tag);
    expect(text).toContain('261120USD2500,00');
    expect(text).toContain('1,151');
    expect(text).toContain('/DE89370400440532013000');
    expect(text).toContain('JPBAHR22');
    expect(text).toContain('COBADEFFXXX');
    expect(text).toContain('Racun 2026-118 za zetvene strojeve ');
    expect(text).toContain('SHA – troškovi podijeljeni');
    expect(text).toContain('Datum valute, valuta i iznos');
  });

  it('is unavailable for a domestic payment and for a foreign one not yet sent', async () => {
    for (const paymentId of [orderedId, sepaStoredId]) {
      const response = await download(ana, `/payments/${paymentId}/swift-confirmation`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ errorCode: 'SWIFT_CONFIRMATION_UNAVAILABLE' });
    }
    expect((await download(tomislav, `/payments/${foreignId}/swift-confirmation`)).statusCode).toBe(
      404,
    );
  });
});
