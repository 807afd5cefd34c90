import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { TBulkPayment, TErrorBody } from '@poslovno/contract';
import type { TPain001Version, TPain002Version } from '@poslovno/iso20022';
import { API, bearer } from '../../../../test/auth-helpers';
import type { TTestContext } from '../../../../test/test-app';
import {
  writePain001,
  type TWritePain001Options,
} from '../../../../../../packages/iso20022/src/pain001/test-support/pain001-writer';
import {
  hasPain002Xsd,
  PAIN002_XSD_SKIP_NOTE,
  validatePain002,
} from '../../../../../../packages/iso20022/src/pain002/test-support/pain002-schema';
import { CELIK_MAIN } from '../../../core-bank/execution/execution-test-support';
import { ORDER_TYPES } from '../../../order-types';
import { deliverDueOrders } from '../../../platform/orders/order-delivery';
import { createRequestClient } from '../../../platform/orders/test-support/request-client';
import {
  CELIK,
  SLAVONSKA,
  SLAVONSKA_PAYROLL,
  createPaymentTestApp,
  personId,
} from '../../payments/test-support/payment-fixture';

if (!hasPain002Xsd) console.warn(PAIN002_XSD_SKIP_NOTE);

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

/** A file for the test clock's day (Friday 20 November 2026) debiting Slavonska's payroll. */
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

async function upload(content: Buffer, token = anaToken): Promise<TBulkPayment> {
  const form = new FormData();
  form.append('file', new Blob([content]), 'placa.xml');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${API}/bulk-payments?locale=en_us`,
    headers: { ...bearer(token), 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TBulkPayment>();
}

async function download(url: string, token = anaToken) {
  const response = await ctx.app.inject({ url: `${API}${url}`, headers: bearer(token) });
  return {
    status: response.statusCode,
    headers: response.headers,
    raw: response.rawPayload,
    text: response.body,
  };
}

/** The report's statuses: the message's, each group's and each transaction's, with reason codes. */
function readReport(xml: string) {
  const all = (pattern: RegExp) => [...xml.matchAll(pattern)].map((match) => match[1]);
  return {
    groupStatus: all(/<GrpSts>(\w+)<\/GrpSts>/g)[0],
    paymentInformationStatuses: all(/<PmtInfSts>(\w+)<\/PmtInfSts>/g),
    transactionStatuses: all(/<TxSts>(\w+)<\/TxSts>/g),
    reasonCodes: all(/<TxInfAndSts>.*?<Rsn><Cd>(\w+)<\/Cd>/g),
  };
}

async function expectValid(xml: string, version: TPain002Version) {
  expect(xml).toContain(`urn:iso:std:iso:20022:tech:xsd:${version}`);
  if (!hasPain002Xsd) return;
  const result = await validatePain002(xml, version);
  expect(result.errors).toEqual([]);
  expect(result.isValid).toBe(true);
}

async function readPain002(file: TBulkPayment) {
  const response = await download(`/bulk-payments/${file.bulkPaymentId}/download/pain002`);
  expect(response.status, response.text).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  expect(response.headers['content-disposition']).toContain(`${file.fileReferenceId}.pain002.xml`);
  return response.text;
}

const CASES: readonly { version: TPain001Version; report: TPain002Version }[] = [
  { version: 'pain.001.001.03', report: 'pain.002.001.03' },
  { version: 'pain.001.001.09', report: 'pain.002.001.10' },
];

describe('the pain.002 status report (issue 25 §5)', () => {
  for (const { version, report } of CASES)
    it(`answers a ${version} file in ${report}: accepted before signing, then executed or rejected`, async () => {
      const file = await upload(
        buildFile({
          version,
          // The ledger refuses the second line: more than the payroll account holds.
          editTransaction: (draft, _group, index) =>
            index === 2 ? { ...draft, amount: '99999999.00' } : draft,
        }),
      );
      const stored = await readPain002(file);
      await expectValid(stored, report);
      expect(readReport(stored)).toMatchObject({
        groupStatus: 'ACTC',
        paymentInformationStatuses: ['ACTC'],
        transactionStatuses: ['ACTC', 'ACTC', 'ACTC'],
      });
      expect(stored).toContain(`<OrgnlMsgId>${file.fileReferenceId}</OrgnlMsgId>`);
      expect(stored).toContain(`<OrgnlMsgNmId>${version}</OrgnlMsgNmId>`);
      expect(stored).toContain('<OrgnlCreDtTm>2026-11-20T07:30:00.000Z</OrgnlCreDtTm>');
      expect(stored).toContain('<OrgnlEndToEndId>E2E-1-2</OrgnlEndToEndId>');

      const signed = await requests.preauthorizeAndSign<TBulkPayment>('ana', file.bulkPaymentId);
      expect(signed.body.status, JSON.stringify(signed.body)).toBe('PARTIALLY_AUTHORIZED');
      expect(readReport(await readPain002(file)).transactionStatuses).toEqual([
        'ACTC',
        'ACTC',
        'ACTC',
      ]);
      // Bulk payments need the mandatory signee (000 §6): Ivana's signature completes the file.
      const completed = await requests.preauthorizeAndSign<TBulkPayment>(
        'ivana',
        file.bulkPaymentId,
      );
      expect(completed.body.status, JSON.stringify(completed.body)).toBe('PROCESSING');
      const withBank = await readPain002(file);
      await expectValid(withBank, report);
      expect(readReport(withBank).transactionStatuses).toEqual(['ACCP', 'ACCP', 'ACCP']);

      // The bank books a group on its execution date (Monday): the clock goes there and back.
      const signedAt = ctx.clock.now();
      ctx.clock.set(new Date('2026-11-23T08:00:00.000Z'));
      await deliverDueOrders(ctx.deps, ORDER_TYPES);
      ctx.clock.set(signedAt);
      const done = await readPain002(file);
      await expectValid(done, report);
      expect(readReport(done)).toEqual({
        groupStatus: 'PART',
        paymentInformationStatuses: ['PART'],
        transactionStatuses: ['ACSC', 'RJCT', 'ACSC'],
        reasonCodes: ['AM04'],
      });
      expect(done).toContain('<DtldNbOfTxs>2</DtldNbOfTxs><DtldSts>ACSC</DtldSts>');
    });

  it('reports a file with errors as rejected, each line with the reason of its error', async () => {
    // The default debtor account is not Slavonska's: the group's error rejects every line.
    const file = await upload(
      buildFile({
        editGroup: (draft) => ({ ...draft, executionDate: '2026-11-23' }),
        editTransaction: (draft, _group, index) =>
          index === 3 ? { ...draft, remittance: 'ab' } : draft,
      }),
    );
    expect(file.errorCount).toBeGreaterThan(0);
    const xml = await readPain002(file);
    await expectValid(xml, 'pain.002.001.03');
    expect(readReport(xml)).toEqual({
      groupStatus: 'RJCT',
      paymentInformationStatuses: ['RJCT'],
      transactionStatuses: ['RJCT', 'RJCT', 'RJCT'],
      reasonCodes: ['AG01', 'AG01', 'CH16'],
    });
  });
});

describe('the file as a document (issue 25 §5)', () => {
  it('lists every line in an XLSX with its status, and the PDF opens', async () => {
    const file = await upload(buildFile({ groupSizes: [2, 3] }));
    const xlsx = await download(
      `/bulk-payments/${file.bulkPaymentId}/document?documentType=XLS&locale=en_us`,
    );
    expect(xlsx.status, xlsx.text).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(xlsx.raw).buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(1 + 5);
    expect(sheet?.getRow(1).getCell(1).value).toBe('Group (PmtInfId)');
    expect(sheet?.getRow(2).getCell(5).value).toBe('E2E-1-1');
    expect(sheet?.getRow(6).getCell(5).value).toBe('E2E-2-3');
    expect(sheet?.getRow(2).getCell(11).value).toBe('Awaiting signature');

    const hr = await download(`/bulk-payments/${file.bulkPaymentId}/document?documentType=XLS`);
    const hrBook = new ExcelJS.Workbook();
    await hrBook.xlsx.load(new Uint8Array(hr.raw).buffer);
    expect(hrBook.worksheets[0]?.getRow(2).getCell(11).value).toBe('Čeka potpis');

    const pdf = await download(`/bulk-payments/${file.bulkPaymentId}/document?documentType=PDF`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('gives the list of files as a PDF and an XLSX, filtered as the overview', async () => {
    const pdf = await download('/bulk-payments/download?documentType=PDF&status=STORED');
    expect(pdf.status, pdf.text).toBe(200);
    expect(pdf.raw.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const xlsx = await download('/bulk-payments/download?documentType=XLS&locale=en_us');
    expect(xlsx.status, xlsx.text).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(xlsx.raw).buffer);
    const files = await ctx.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bulk_payment_files f JOIN companies c ON c.id = f.company_id
       WHERE c.customer_id = $1`,
      [SLAVONSKA],
    );
    expect(workbook.worksheets[0]?.rowCount).toBe(1 + (files.rows[0]?.n ?? 0));
  });

  it("answers another company's file, and one that does not exist, with NOT_FOUND", async () => {
    const tomislav = await ctx.signIn(personId('tomislav'), CELIK);
    const foreign = await upload(
      buildFile({
        editGroup: (draft) => ({
          ...draft,
          debtorIban: CELIK_MAIN.iban,
          executionDate: '2026-11-23',
        }),
      }),
      tomislav,
    );
    for (const id of [foreign.bulkPaymentId, '987654321'])
      for (const path of [
        'download/pain002',
        'document?documentType=XLS',
        'document?documentType=PDF',
      ]) {
        const response = await download(`/bulk-payments/${id}/${path}`);
        expect(response.status, path).toBe(404);
        expect(JSON.parse(response.text) as TErrorBody).toMatchObject({ errorCode: 'NOT_FOUND' });
      }
    const own = await download(
      `/bulk-payments/${foreign.bulkPaymentId}/download/pain002`,
      tomislav,
    );
    expect(own.status).toBe(200);
  });
});
