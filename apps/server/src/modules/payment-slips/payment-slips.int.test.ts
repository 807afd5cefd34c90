import { toPaymentSlipFieldsView } from './payment-slips.mapper';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TDecodedPaymentSlip,
  TErrorBody,
  TPaymentSlip,
  TPaymentSlipInput,
  TPaymentSlips,
  TPaymentSlipValidation,
} from '@poslovno/contract';
import { buildHub3Payload, readHub3Payload } from '@poslovno/domain';
import { API, bearer } from '../../../test/auth-helpers';
import { createTestApp, type TTestContext } from '../../../test/test-app';
import { CELIK, SLAVONSKA, personId } from '../payments/test-support/payment-fixture';
import { readPdf417Symbols } from './hub3-barcode-reader';
import { renderSlipFile } from './slip-image';
import {
  buildExampleSlip,
  buildOnePagePdf,
  buildPngHeaderOnly,
  findHub3ReferenceFolder,
} from './test-support/hub3-samples';

let ctx: TTestContext;
let anaToken: string;
let tomislavToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  anaToken = await ctx.signIn(personId('ana'), SLAVONSKA);
  tomislavToken = await ctx.signIn(personId('tomislav'), CELIK);
});
afterAll(() => ctx.close());

/** The example slip as the form sends it. */
function slipInput(overrides: Partial<TPaymentSlipInput> = {}): TPaymentSlipInput {
  return { ...toPaymentSlipFieldsView(buildExampleSlip()), ...overrides };
}

async function postSlip(body: TPaymentSlipInput, token = anaToken) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${API}/payments/slips`,
    headers: bearer(token),
    payload: body,
  });
  return { status: response.statusCode, body: response.json<TPaymentSlip & TErrorBody>() };
}

async function listSlips(query = '', token = anaToken) {
  const response = await ctx.app.inject({
    url: `${API}/payments/slips${query}`,
    headers: bearer(token),
  });
  return { status: response.statusCode, body: response.json<TPaymentSlips & TErrorBody>() };
}

function download(slipId: string, format: string, token = anaToken) {
  return ctx.app.inject({
    url: `${API}/payments/slips/${slipId}/download?format=${format}`,
    headers: bearer(token),
  });
}

/** A multipart/form-data body as a browser's FormData sends it. */
async function encodeForm(files: readonly { name: string; content: Buffer }[]) {
  const form = new FormData();
  for (const file of files) form.append('file', new Blob([file.content]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

async function decode(files: readonly { name: string; content: Buffer }[], locale = 'hr_hr') {
  const { payload, contentType } = await encodeForm(files);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${API}/payments/slips/decode?locale=${locale}`,
    headers: { ...bearer(anaToken), 'content-type': contentType },
    payload,
  });
  return { status: response.statusCode, body: response.json<TDecodedPaymentSlip & TErrorBody>() };
}

async function countSlipRows(): Promise<{ slips: number; files: number }> {
  const result = await ctx.database.pool.query<{ slips: number; files: number }>(
    `SELECT (SELECT count(*)::int FROM payment_slips) AS slips,
       (SELECT count(*)::int FROM stored_files) AS files`,
  );
  const [row] = result.rows;
  if (!row) throw new Error('the counts come back');
  return row;
}

describe('creating a slip', () => {
  it('stores a valid slip for the company and answers its id and the barcode text', async () => {
    const before = await countSlipRows();
    const created = await postSlip({ ...slipInput(), format: 'QR' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      format: 'QR',
      currency: 'EUR',
      amount: '123.55',
      payeeName: 'Đurđa Šćepanović d.o.o.',
      payeeIban: 'HR1210010051863000160',
      payload: buildHub3Payload(buildExampleSlip()),
      createdAt: ctx.clock.now().toISOString(),
    });
    expect(created.body.slipId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await countSlipRows()).toEqual({ ...before, slips: before.slips + 1 });
  });

  it('takes QR as the format when none is given, and keeps what a person typed normalised', async () => {
    const created = await postSlip(
      slipInput({ payeeIban: 'hr12 1001 0051 8630 0016 0', model: 'hr01', amount: '' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      format: 'QR',
      payeeIban: 'HR1210010051863000160',
      model: 'HR01',
      amount: '0.00',
    });
    expect(created.body.payload.split('\n')[2]).toBe('000000000000000');
  });

  it('refuses a broken slip whole, naming each field, and stores nothing', async () => {
    const before = await countSlipRows();
    const refused = await postSlip(
      slipInput({
        currency: 'HRK',
        payeeName: 'A'.repeat(26),
        payerName: 'Ivan €',
        payeeIban: 'HR1210010051863000161',
        description: '-Račun',
        purposeCode: 'ZZZZ',
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('VALIDATION_FAILED');
    expect(
      Object.fromEntries((refused.body.validations ?? []).map((v) => [v.field, v.code])),
    ).toEqual({
      currency: 'SLIP_CURRENCY_NOT_SUPPORTED',
      payeeName: 'SLIP_FIELD_TOO_LONG',
      payerName: 'SLIP_CHARACTER_NOT_ALLOWED',
      payeeIban: 'IBAN_INVALID',
      description: 'DESCRIPTION_INVALID_START',
      purposeCode: 'FIELD_INVALID',
    });
    expect(await countSlipRows()).toEqual(before);
  });
});

describe('validating a slip', () => {
  const broken = slipInput({ payeeName: 'A'.repeat(26), currency: 'USD' });

  it.each([
    ['hr-hr', 'Tekst je dulji nego što uplatnica dopušta.'],
    ['en-en', 'The text is longer than the payment slip allows.'],
  ])('describes each broken rule in %s', async (locale, tooLong) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/payments/slips/validate?locale=${locale}`,
      headers: bearer(anaToken),
      payload: broken,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<TPaymentSlipValidation>();
    expect(answer.isValid).toBe(false);
    expect(answer.validations).toEqual([
      {
        field: 'currency',
        code: 'SLIP_CURRENCY_NOT_SUPPORTED',
        description: expect.stringMatching(/valut|currency/) as unknown,
      },
      { field: 'payeeName', code: 'SLIP_FIELD_TOO_LONG', description: tooLong },
    ]);
  });

  it('finds a valid slip valid, storing nothing', async () => {
    const before = await countSlipRows();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/payments/slips/validate?locale=en-en`,
      headers: bearer(anaToken),
      payload: slipInput(),
    });
    expect(response.json()).toEqual({ isValid: true, validations: [] });
    expect(await countSlipRows()).toEqual(before);
  });

  it('refuses a locale other than the slip call’s own', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/payments/slips/validate?locale=hr_hr`,
      headers: bearer(anaToken),
      payload: slipInput(),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the list', () => {
  it("pages the company's slips newest first and searches payee, IBAN, reference, description", async () => {
    const mark = `Zaklada ${Date.now() % 100_000}`;
    const ids: string[] = [];
    for (const [index, description] of ['Članarina 1', 'Članarina 2', 'Donacija'].entries()) {
      ctx.clock.advanceMs(1000);
      const created = await postSlip(
        slipInput({ payeeName: mark, description, reference: `${index + 1}`, model: 'HR00' }),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push(created.body.slipId);
    }
    const first = await listSlips(`?search=${encodeURIComponent(mark)}&pageSize=2`);
    expect(first.status).toBe(200);
    expect(first.body.slips.map((slip) => slip.slipId)).toEqual([ids[2], ids[1]]);
    expect(first.body.metadata.nextCursor).not.toBeNull();
    const second = await listSlips(
      `?search=${encodeURIComponent(mark)}&pageSize=2&cursor=${first.body.metadata.nextCursor}`,
    );
    expect(second.body.slips.map((slip) => slip.slipId)).toEqual([ids[0]]);
    expect(second.body.metadata.nextCursor).toBeNull();
    // ICU folds the Croatian letters: "članarina" finds "Članarina".
    const byDescription = await listSlips(`?search=${encodeURIComponent('članarina')}`);
    expect(byDescription.body.slips.map((slip) => slip.slipId)).toEqual([ids[1], ids[0]]);
    const byIban = await listSlips(`?search=${encodeURIComponent('1001 0051 86')}`);
    expect(byIban.body.slips.map((slip) => slip.slipId)).toEqual(expect.arrayContaining(ids));
    const byPayee = await listSlips(`?search=${encodeURIComponent('šćepanović')}`);
    expect(byPayee.body.slips.length).toBeGreaterThan(0);
    const nothing = await listSlips(`?search=${encodeURIComponent('nema takve uplatnice')}`);
    expect(nothing.body).toEqual({ slips: [], metadata: { nextCursor: null } });
  });

  it('shows another company none of them', async () => {
    const theirs = await listSlips('', tomislavToken);
    expect(theirs.status).toBe(200);
    expect(theirs.body.slips).toEqual([]);
  });

  it('refuses special characters in the search and a foreign cursor', async () => {
    expect((await listSlips(`?search=${encodeURIComponent('<script>')}`)).body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      validations: [{ field: 'query.search' }],
    });
    expect((await listSlips('?cursor=abc')).status).toBe(400);
  });
});

describe('downloads', () => {
  let slip: TPaymentSlip;
  beforeAll(async () => {
    slip = (await postSlip(slipInput())).body;
  });

  it('draws the PNG again from the stored payload, and it reads back', async () => {
    const response = await download(slip.slipId, 'PNG');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toContain('.png');
    const rendered = await renderSlipFile(response.rawPayload, 'png');
    if (!rendered.ok) throw new Error(rendered.issue);
    const symbols = await readPdf417Symbols(rendered.bitmap);
    expect(symbols.map((symbol) => symbol.text)).toEqual([slip.payload]);
  });

  it('draws the SVG', async () => {
    const response = await download(slip.slipId, 'SVG');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toMatch(/^<svg /);
  });

  it('prints the HUB-3A PDF, whose barcode decodes back through the decode route', async () => {
    const response = await download(slip.slipId, 'PDF');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const decoded = await decode([{ name: 'uplatnica.pdf', content: response.rawPayload }]);
    expect(decoded.status, JSON.stringify(decoded.body)).toBe(200);
    expect(decoded.body.payload).toBe(slip.payload);
    expect(decoded.body.slip).toMatchObject({ payeeName: slip.payeeName, amount: slip.amount });
    expect(decoded.body.validations).toEqual([]);
  });

  it("is NOT_FOUND for another company's slip", async () => {
    const response = await download(slip.slipId, 'PDF', tomislavToken);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
  });
});

describe('decoding an uploaded slip', () => {
  it('reads a generated slip PNG, storing nothing', async () => {
    const created = (await postSlip(slipInput())).body;
    const png = (await download(created.slipId, 'PNG')).rawPayload;
    const before = await countSlipRows();
    const decoded = await decode([{ name: 'slika.png', content: png }], 'en_us');
    expect(decoded.status, JSON.stringify(decoded.body)).toBe(200);
    expect(decoded.body).toEqual({
      slip: Object.fromEntries(
        Object.entries(created).filter(
          ([key]) => !['slipId', 'format', 'payload', 'createdAt'].includes(key),
        ),
      ),
      payload: created.payload,
      isLegacyCurrency: false,
      payment: { amount: '123.55', currency: 'EUR' },
      validations: [],
    });
    expect(await countSlipRows()).toEqual(before);
  });

  it('refuses what is not an image, a 50-megapixel PNG and a PDF with JavaScript, storing nothing', async () => {
    const before = await countSlipRows();
    const cases = [
      { name: 'notes.txt', content: Buffer.from('not an image'), code: 'file-invalid-type' },
      { name: 'fake.png', content: Buffer.from('not an image'), code: 'file-content-mismatch' },
      { name: 'huge.png', content: buildPngHeaderOnly(10_000, 5_000), code: 'image-too-large' },
      {
        name: 'script.pdf',
        content: buildOnePagePdf({
          catalog: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>',
        }),
        code: 'file-active-content',
      },
    ];
    for (const file of cases) {
      const refused = await decode([{ name: file.name, content: file.content }]);
      expect(refused.status, file.name).toBe(422);
      expect(refused.body, file.name).toMatchObject({
        errorCode: 'ATTACHMENT_ISSUES',
        validations: [{ field: 'file', code: file.code }],
      });
      expect(refused.body.description, file.name).toContain(file.name);
    }
    expect(await countSlipRows()).toEqual(before);
  });

  it('answers PAYMENT_SLIP_UNREADABLE for an image without a slip', async () => {
    const blank = await decode([{ name: 'prazno.pdf', content: buildOnePagePdf() }]);
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({
      errorCode: 'PAYMENT_SLIP_UNREADABLE',
      description: 'Uplatnicu nije moguće pročitati. Učitajte oštriju sliku cijelog barkoda.',
    });
  });

  it('takes one file, and needs one', async () => {
    const png = buildPngHeaderOnly(10, 10);
    const two = await decode([
      { name: 'a.png', content: png },
      { name: 'b.png', content: png },
    ]);
    expect(two.body).toMatchObject({ validations: [{ code: 'too-many-files' }] });
    expect((await decode([])).body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      validations: [{ field: 'body.file', code: 'FIELD_REQUIRED' }],
    });
  });
});

const referenceFolder = findHub3ReferenceFolder();

describe.skipIf(referenceFolder === undefined)('decoding the reference slips', () => {
  it('reads the old kuna slip as such: HRK, marked, paid as 0 EUR, its long fields named', async () => {
    const folder = referenceFolder ?? '';
    const image = readFileSync(path.join(folder, 'hrvach_uplatnica.png'));
    const decoded = await decode([{ name: 'uplatnica.png', content: image }]);
    expect(decoded.status, JSON.stringify(decoded.body)).toBe(200);
    const payload = readFileSync(path.join(folder, 'hrvach_uplatnica.payload.txt'), 'utf8');
    expect(decoded.body.payload).toBe(payload);
    expect(decoded.body).toMatchObject({
      isLegacyCurrency: true,
      payment: { amount: '0.00', currency: 'EUR' },
      slip: { currency: 'HRK', amount: '123.45', payerName: 'Pero Perić' },
    });
    expect(decoded.body.validations.map((v) => [v.field, v.code])).toEqual(
      expect.arrayContaining([
        ['payeeName', 'SLIP_FIELD_TOO_LONG'],
        ['description', 'SLIP_FIELD_TOO_LONG'],
      ]),
    );
    const reading = readHub3Payload(payload);
    expect(reading.ok && reading.value.isLegacyCurrency).toBe(true);
  });
});
