import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { z } from 'zod';
import type { LightMyRequestResponse } from 'fastify';
import {
  ERROR_STATUSES,
  EVERY_SESSION,
  apiRoutes,
  type TRouteDefinition,
  type TRouteName,
} from '@poslovno/contract';
import { SERVICE_CODES, type TErrorCode, type TServiceCode } from '@poslovno/domain';
import { API, bearer, postTokenLogin } from '../../test/auth-helpers';
import { createTestApp, type TTestContext } from '../../test/test-app';
import {
  CELIK,
  SLAVONSKA,
  SLAVONSKA_PAYROLL,
  domesticPayment,
  personId,
} from '../modules/payments/test-support/payment-fixture';
import { CELIK_EUR_2, CELIK_MAIN } from '../core-bank/execution/execution-test-support';
import { demoUuid } from '../seed/demo-bank';
import { writePain001 } from '../../../../packages/iso20022/src/pain001/test-support/pain001-writer';

/**
 * Tests generated from the contract's route table, so a route added later is covered without a
 * line of its own: hostile strings in every field of every route, path traversal on every path,
 * `no-store` on every answer, another company's ids on every route that takes one (a route
 * with a new kind of id fails here until the table below says whose object to try), and a session
 * without a route's service on every route that names one.
 */

const ROUTES = Object.entries(apiRoutes) as [TRouteName, TRouteDefinition][];

/** Texts no field may keep: a NUL, and lone surrogates on either side of where a pair would be. */
const HOSTILE_JSON_TEXTS = ['a\\u0000b', 'a\\ud800b', '\\udfffz'];
/** The same on a URL: a NUL, and a lone surrogate percent-encoded as CESU-8 (not UTF-8). */
const HOSTILE_URL_TEXTS = ['a%00b', '%ED%A0%80', 'x%ED%BF%BF'];

let ctx: TTestContext;
let anaToken: string;
let foreign: TForeignIds;

interface TForeignIds {
  accountId: string;
  paymentId: string;
  favoriteId: string;
  transactionId: string;
  statementId: string;
  sessionId: string;
  browserId: string;
  gdprRequestId: string;
  instantLimitRequestId: string;
  reactivationId: string;
  executedPaymentId: string;
  confirmationRequestId: string;
  authorityChangeRequestId: string;
  basketId: string;
  paymentSlipId: string;
  bulkPaymentId: string;
  bulkUploadId: string;
}

function request(
  route: TRouteDefinition,
  input: { path?: string; query?: string; payload?: string | object; token?: string | undefined },
) {
  const token = input.token === undefined ? anaToken : input.token;
  const payload = input.payload;
  return ctx.app.inject({
    method: route.method,
    url: `${API}${input.path ?? route.path}${input.query ? `?${input.query}` : ''}`,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(route.isIdempotent ? { 'idempotency-key': crypto.randomUUID() } : {}),
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

function expectNoStore(response: LightMyRequestResponse, label: string) {
  expect(response.headers['cache-control'], label).toBe('no-store');
}

/** Path parameters filled with harmless values of the right shape, so only the probe differs. */
function fillPath(route: TRouteDefinition, values: Record<string, string> = {}): string {
  return route.path.replace(/:(\w+)/g, (_match, name: string) => values[name] ?? '1');
}

/** The leaf fields of a schema's input (nested objects joined by dots, one item of each list). */
function leafFields(schema: z.ZodType | undefined): string[][] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  const fields: string[][] = [];
  const walk = (node: unknown, path: string[], depth: number) => {
    if (typeof node !== 'object' || node === null || depth > 6) return;
    const record = node as Record<string, unknown>;
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      const branches = record[key];
      if (Array.isArray(branches)) branches.forEach((branch) => walk(branch, path, depth + 1));
    }
    const properties = record.properties as Record<string, unknown> | undefined;
    if (properties) {
      for (const [name, child] of Object.entries(properties))
        walk(child, [...path, name], depth + 1);
      return;
    }
    if (record.items) return walk(record.items, [...path, '0'], depth + 1);
    if (path.length > 0 && !fields.some((field) => field.join('.') === path.join('.')))
      fields.push(path);
  };
  walk(json, [], 0);
  return fields;
}

/** A JSON text with `value` (already JSON-escaped) at `path`, lists as one-item arrays. */
function jsonWithValueAt(path: string[], escapedValue: string): string {
  return path.reduceRight<string>(
    (inner, key) => (/^\d+$/.test(key) ? `[${inner}]` : `{${JSON.stringify(key)}:${inner}}`),
    `"${escapedValue}"`,
  );
}

beforeAll(async () => {
  ctx = await createTestApp();
  anaToken = await ctx.signIn(personId('ana'), SLAVONSKA);
  foreign = await createForeignObjects();
});
afterAll(() => ctx.close());

/** A SEPA file of Dalmacija Čelik's, debiting its main account. */
async function uploadForeignBulkFile(token: string): Promise<string> {
  const xml = [
    ...writePain001({
      groupSizes: [2],
      messageId: 'CELIK-GENERATED-ROUTES-1',
      creationDateTime: '2026-11-20T08:30:00',
      editGroup: (draft) => ({
        ...draft,
        debtorIban: CELIK_MAIN.iban,
        executionDate: '2026-11-23',
      }),
    }),
  ].join('');
  const form = new FormData();
  form.append('file', new Blob([xml]), 'celik.xml');
  const multipart = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${API}/bulk-payments`,
    headers: { ...bearer(token), 'content-type': multipart.headers.get('content-type') ?? '' },
    payload: Buffer.from(await multipart.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ bulkPaymentId: string }>().bulkPaymentId;
}

/** Objects of Dalmacija Čelik and of Tomislav, which Ana (Slavonska žitna) must never reach. */
async function createForeignObjects(): Promise<TForeignIds> {
  const tomislavLogin = await postTokenLogin(ctx, personId('tomislav'), CELIK, {
    remoteAddress: '203.0.113.77',
  });
  expect(tomislavLogin.statusCode).toBe(201);
  const tomislav = tomislavLogin.json<{ token: string }>().token;
  const headers = bearer(tomislav);
  const payment = await ctx.app.inject({
    method: 'POST',
    url: `${API}/payments`,
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    payload: domesticPayment({ debtorAccount: { iban: CELIK_MAIN.iban } }),
  });
  expect(payment.statusCode, payment.body).toBe(201);
  const favorite = await ctx.app.inject({
    method: 'POST',
    url: `${API}/favorites`,
    headers,
    payload: {
      name: 'Čelik predložak',
      type: 'DOMESTIC',
      payment: domesticPayment({ debtorAccount: { iban: CELIK_MAIN.iban } }),
    },
  });
  expect(favorite.statusCode, favorite.body).toBe(201);
  const browser = await ctx.app.inject({
    method: 'POST',
    url: `${API}/login/registered-browsers`,
    headers,
  });
  expect(browser.statusCode, browser.body).toBe(201);
  const gdprRequest = await ctx.app.inject({
    method: 'POST',
    url: `${API}/gdpr-consent-requests`,
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    payload: { communicationAllowed: true, profilingAllowed: false },
  });
  expect(gdprRequest.statusCode, gdprRequest.body).toBe(201);
  const instantLimitRequest = await ctx.app.inject({
    method: 'POST',
    url: `${API}/instant-limit-requests`,
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    payload: { accountNumber: CELIK_MAIN.iban, limitType: 'WITHOUT_LIMIT' },
  });
  expect(instantLimitRequest.statusCode, instantLimitRequest.body).toBe(201);
  const executed = await ctx.app.inject({
    method: 'POST',
    url: `${API}/payments`,
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    payload: domesticPayment({ debtorAccount: { iban: CELIK_MAIN.iban } }),
  });
  expect(executed.statusCode, executed.body).toBe(201);
  const executedPaymentId = executed.json<{ paymentId: string }>().paymentId;
  // This app runs no core jobs, so the payment is marked executed as the core would leave it:
  // enough for Čelik to ask for its confirmation, which is what Ana must not reach.
  await ctx.database.pool.query(
    `UPDATE orders SET status = 'EXECUTED', phase = 'DONE', authorized_at = created_at WHERE id = $1`,
    [executedPaymentId],
  );
  const confirmationRequest = await ctx.app.inject({
    method: 'POST',
    url: `${API}/documents/payment-confirmation-requests`,
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    payload: { paymentIds: [executedPaymentId] },
  });
  expect(confirmationRequest.statusCode, confirmationRequest.body).toBe(201);
  const reactivation = await ctx.app.inject({
    method: 'POST',
    url: `${API}/authentication/reactivations`,
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    payload: { mobilePhone: '098 765 4321', reason: 'FACTORY_SETTINGS_RESTORED' },
  });
  expect(reactivation.statusCode, reactivation.body).toBe(201);
  const authorityChange = await ctx.app.inject({
    method: 'POST',
    url: `${API}/authority-level-change-requests`,
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    payload: {
      customerId: CELIK,
      personId: demoUuid('person:marko'),
      actionType: 'CHANGE',
      accounts: [{ accountId: CELIK_EUR_2.id, authorityLevel: 'ENTER', limitType: 'NO_LIMIT' }],
    },
  });
  expect(authorityChange.statusCode, authorityChange.body).toBe(201);
  const basketPayment = await ctx.app.inject({
    method: 'POST',
    url: `${API}/payments`,
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    payload: domesticPayment({ debtorAccount: { iban: CELIK_EUR_2.iban } }),
  });
  expect(basketPayment.statusCode, basketPayment.body).toBe(201);
  const basket = await ctx.app.inject({
    method: 'POST',
    url: `${API}/signing-baskets`,
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    payload: { paymentIds: [basketPayment.json<{ paymentId: string }>().paymentId] },
  });
  expect(basket.statusCode, basket.body).toBe(201);
  const paymentSlip = await ctx.app.inject({
    method: 'POST',
    url: `${API}/payments/slips`,
    headers,
    payload: { payeeName: 'Dalmacija Čelik', payeeIban: CELIK_MAIN.iban, amount: '10.00' },
  });
  expect(paymentSlip.statusCode, paymentSlip.body).toBe(201);
  const bulkPaymentId = await uploadForeignBulkFile(tomislav);
  // An upload of Čelik's still being checked: its progress row, as the upload writes it.
  const bulkUploadId = crypto.randomUUID();
  await ctx.database.pool.query(
    `INSERT INTO bulk_upload_progress (upload_id, company_id, person_uuid, phase, updated_at)
     SELECT $1, c.id, $2, 'CHECKING', now() FROM companies c WHERE c.customer_id = $3`,
    [bulkUploadId, demoUuid('person:tomislav'), CELIK],
  );
  const current = await ctx.app.inject({ url: `${API}/sessions/current`, headers });
  const ids = await ctx.database.pool.query<{
    account_id: string;
    transaction_id: string | null;
    statement_id: string | null;
  }>(
    `SELECT a.id AS account_id,
       (SELECT p.id::text FROM postings p WHERE p.account_id = a.id LIMIT 1) AS transaction_id,
       (SELECT s.id::text FROM statements s WHERE s.company_id = c.id LIMIT 1) AS statement_id
     FROM accounts a JOIN companies c ON c.id = a.company_id
     WHERE c.customer_id = $1 AND a.iban = $2`,
    [CELIK, CELIK_MAIN.iban],
  );
  const row = ids.rows[0];
  expect(row?.transaction_id, 'a booked transaction of Čelik').toBeTruthy();
  return {
    accountId: row?.account_id ?? '',
    paymentId: payment.json<{ paymentId: string }>().paymentId,
    favoriteId: favorite.json<{ favoriteId: string }>().favoriteId,
    transactionId: row?.transaction_id ?? '',
    statementId: row?.statement_id ?? crypto.randomUUID(),
    sessionId: current.json<{ id: string }>().id,
    browserId: browser.json<{ browsers: { id: string }[] }>().browsers[0]?.id ?? '',
    gdprRequestId: gdprRequest.json<{ request: { requestId: string } }>().request.requestId,
    instantLimitRequestId: instantLimitRequest.json<{ request: { requestId: string } }>().request
      .requestId,
    reactivationId: reactivation.json<{ id: string }>().id,
    executedPaymentId,
    confirmationRequestId: confirmationRequest.json<{ request: { requestId: string } }>().request
      .requestId,
    authorityChangeRequestId: authorityChange.json<{ request: { requestId: string } }>().request
      .requestId,
    basketId: basket.json<{ id: string }>().id,
    paymentSlipId: paymentSlip.json<{ slipId: string }>().slipId,
    bulkPaymentId,
    bulkUploadId,
  };
}

describe('every string of every route', () => {
  it.each(ROUTES)(
    '%s refuses a NUL or a lone surrogate in each field, naming it',
    async (name, route) => {
      const probes: { label: string; field: string; response: Promise<LightMyRequestResponse> }[] =
        [];
      const pathNames = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      for (const param of pathNames)
        for (const text of HOSTILE_URL_TEXTS)
          probes.push({
            label: `params.${param} = ${text}`,
            field: `params.${param}`,
            response: request(route, { path: fillPath(route, { [param]: text }) }),
          });
      for (const [field] of leafFields(route.querystring))
        for (const text of HOSTILE_URL_TEXTS)
          probes.push({
            label: `query.${field} = ${text}`,
            field: `query.${field ?? ''}`,
            response: request(route, { path: fillPath(route), query: `${field}=${text}` }),
          });
      for (const path of leafFields(route.body))
        for (const text of HOSTILE_JSON_TEXTS)
          probes.push({
            label: `body.${path.join('.')} = ${text}`,
            field: `body.${path.join('.')}`,
            response: request(route, {
              path: fillPath(route),
              payload: jsonWithValueAt(path, text),
            }),
          });
      if (route.body)
        probes.push({
          label: 'a hostile key in the body',
          field: 'body.?',
          response: request(route, { path: fillPath(route), payload: '{"a\\u0000b":1}' }),
        });
      for (const probe of probes) {
        const response = await probe.response;
        const label = `${name} ${probe.label}`;
        expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
        expect(response.json(), label).toMatchObject({
          errorCode: 'VALIDATION_FAILED',
          validations: expect.arrayContaining([
            expect.objectContaining({ field: probe.field, code: 'FIELD_INVALID_CHARACTERS' }),
          ]) as unknown,
        });
        expectNoStore(response, label);
      }
    },
  );
});

const TRAVERSALS = [
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '%252e%252e%252fpackage.json',
  '..%5C..%5Cwindows',
  '%2E%2E%2F%2E%2E',
];

describe('every path', () => {
  it.each(ROUTES)('%s answers 404 to a traversal in any segment', async (name, route) => {
    const path = fillPath(route);
    const segments = path.split('/');
    for (let index = 1; index < segments.length; index += 1)
      for (const traversal of TRAVERSALS) {
        const probe = [...segments.slice(0, index), traversal, ...segments.slice(index + 1)];
        const response = await request(route, { path: probe.join('/') });
        const label = `${name} ${probe.join('/')}`;
        expect(response.statusCode, `${label}: ${response.body}`).toBe(404);
        expect(response.json(), label).toMatchObject({ errorCode: 'NOT_FOUND' });
        expectNoStore(response, label);
      }
  });

  it('answers 404 to a raw traversal that a client sends without normalising it', async () => {
    // app.inject normalises `/../` and `/%2e%2e/` as a browser would; a hostile client does not.
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    for (const path of [
      `${API}/../../etc/passwd`,
      `${API}/%2E%2E/accounts`,
      `${API}/accounts/..`,
      '/assets/../../package.json',
    ]) {
      expect(await rawStatus(address, path), path).toBe(404);
    }
  });

  it('answers 404 to a traversal outside the API, before any file is looked up', async () => {
    for (const url of [
      '/assets/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/%252e%252e/%252e%252e/package.json',
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

/** The status of a request whose path goes on the wire exactly as written (fetch would normalise it). */
function rawStatus(address: string, path: string): Promise<number> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      { host: hostname, port, path, method: 'GET', headers: bearer(anaToken) },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    call.on('error', reject);
    call.end();
  });
}

describe('every answer', () => {
  it.each(ROUTES.filter(([, route]) => route.method === 'GET' && !route.path.includes(':')))(
    '%s is never stored by a browser or proxy',
    async (name, route) => {
      const response = await request(route, {});
      expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(500);
      expectNoStore(response, name);
    },
  );
});

/**
 * What Ana sends to reach another company's object through each route that takes an id: the id
 * and, where the route needs one, a body that would be accepted for her own object. A route with
 * an id and without an entry here fails the test below.
 */
function foreignProbes(): Partial<
  Record<TRouteName, { path?: Record<string, string>; query?: string; payload?: object }>
> {
  const ownPayment = domesticPayment({ debtorAccount: { iban: SLAVONSKA_PAYROLL.iban } });
  const payment = { paymentId: foreign.paymentId };
  const proof = {
    method: 'TOKEN',
    challengeId: crypto.randomUUID(),
    serial: '12000101',
    code: '12345678',
  };
  return {
    patchPayment: { path: payment, payload: ownPayment },
    postPaymentPreauthorize: { path: payment },
    postPaymentAuthorize: { path: payment, payload: proof },
    postPaymentRevoke: { path: payment },
    patchPaymentRevoke: { path: payment, payload: proof },
    getPaymentOverview: { path: payment },
    getPaymentDetailsPdf: { path: payment },
    getSwiftConfirmation: { path: payment },
    getPaymentsDownload: { query: `paymentIds=${foreign.paymentId}` },
    getFavorite: { path: { favoriteId: foreign.favoriteId } },
    putFavorite: {
      path: { favoriteId: foreign.favoriteId },
      payload: { name: 'Preuzeto', type: 'DOMESTIC', payment: ownPayment },
    },
    deleteFavorite: { path: { favoriteId: foreign.favoriteId } },
    getAccount: { path: { accountId: foreign.accountId } },
    patchAccount: {
      path: { accountId: foreign.accountId },
      payload: { customerId: SLAVONSKA, name: 'Preuzeto' },
    },
    getStatistics: { path: { accountId: foreign.accountId } },
    getTransactionPdf: { path: { id: foreign.transactionId } },
    getStatementsDownload: { query: `statementIds=${foreign.statementId}` },
    postStatementsDownload: { payload: { statementIds: [foreign.statementId] } },
    deleteSession: { path: { sessionId: foreign.sessionId } },
    patchSessionRenew: { path: { sessionId: foreign.sessionId } },
    getSessionExpiration: { path: { sessionId: foreign.sessionId } },
    deleteRegisteredBrowser: { path: { browserId: foreign.browserId } },
    patchGdprConsentRequestPreauthorize: { path: { requestId: foreign.gdprRequestId } },
    patchGdprConsentRequestAuthorize: {
      path: { requestId: foreign.gdprRequestId },
      payload: proof,
    },
    deleteGdprConsentRequest: { path: { requestId: foreign.gdprRequestId } },
    patchInstantLimitRequestPreauthorize: { path: { requestId: foreign.instantLimitRequestId } },
    patchInstantLimitRequestAuthorize: {
      path: { requestId: foreign.instantLimitRequestId },
      payload: proof,
    },
    deleteInstantLimitRequest: { path: { requestId: foreign.instantLimitRequestId } },
    postPaymentConfirmationRequest: { payload: { paymentIds: [foreign.executedPaymentId] } },
    patchPaymentConfirmationRequestPreauthorize: {
      path: { requestId: foreign.confirmationRequestId },
    },
    patchPaymentConfirmationRequestAuthorize: {
      path: { requestId: foreign.confirmationRequestId },
      payload: proof,
    },
    deletePaymentConfirmationRequest: { path: { requestId: foreign.confirmationRequestId } },
    getPaymentConfirmation: { path: { paymentId: foreign.executedPaymentId } },
    patchReactivationPreauthorize: { path: { requestId: foreign.reactivationId } },
    patchReactivationAuthorize: { path: { requestId: foreign.reactivationId }, payload: proof },
    postAuthorityChangeRequest: {
      payload: {
        customerId: CELIK,
        personId: demoUuid('person:tomislav'),
        actionType: 'CHANGE',
        accounts: [{ accountId: CELIK_MAIN.id, authorityLevel: 'ENTER', limitType: 'NO_LIMIT' }],
      },
    },
    getAuthorityChangeRequest: { path: { requestId: foreign.authorityChangeRequestId } },
    patchAuthorityChangeRequestPreauthorize: {
      path: { requestId: foreign.authorityChangeRequestId },
    },
    patchAuthorityChangeRequestAuthorize: {
      path: { requestId: foreign.authorityChangeRequestId },
      payload: proof,
    },
    deleteAuthorityChangeRequest: { path: { requestId: foreign.authorityChangeRequestId } },
    getAuthorityChangeRequestDocument: { path: { requestId: foreign.authorityChangeRequestId } },
    postSigningBasket: { payload: { paymentIds: [foreign.paymentId] } },
    getBasket: { path: { basketId: foreign.basketId } },
    deleteBasket: { path: { basketId: foreign.basketId } },
    patchBasketPreauthorize: { path: { basketId: foreign.basketId } },
    patchBasketAuthorize: { path: { basketId: foreign.basketId }, payload: proof },
    getBasketDownload: { path: { basketId: foreign.basketId } },
    getPaymentSlipDownload: { path: { slipId: foreign.paymentSlipId } },
    ...bulkPaymentProbes(foreign.bulkPaymentId, proof),
    getBulkUploadProgress: { path: { uploadId: foreign.bulkUploadId } },
  };
}

/** Every route that names a SEPA file by its number, tried with Čelik's file. */
function bulkPaymentProbes(bulkPaymentId: string, proof: object) {
  const path = { bulkPaymentId };
  return {
    getBulkPayment: { path },
    getBulkPaymentGroup: { path: { bulkPaymentId, groupId: '1' } },
    patchBulkPaymentPreauthorization: { path },
    patchBulkPaymentAuthorization: { path, payload: proof },
    postBulkPaymentStore: { path },
    postBulkPaymentDelete: { path },
    postBulkPaymentConvert: { path },
    putBulkPaymentRefresh: { path },
    getBulkPaymentPain002: { path },
    getBulkPaymentDocument: { path },
  };
}

/** Path parameters that name no company's object, and why. */
const NOT_AN_ID: Readonly<Record<string, string>> = {
  language: 'a catalogue language',
  oib: 'a public register look-up',
  bic: 'a public register look-up',
  qrCodeId: "a sign-in code, the browser's own before anyone is signed in",
};

/** Every row of a company's data (Dalmacija Čelik's by default), as one fingerprint per table. */
async function fingerprintCompanyRows(
  customerId: number = CELIK,
  skippedTables: readonly string[] = [],
): Promise<Record<string, string>> {
  const tables = await ctx.database.pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
     WHERE table_schema = 'public' AND column_name = 'company_id' ORDER BY table_name`,
  );
  const fingerprints: Record<string, string> = {};
  for (const { table_name: table } of tables.rows) {
    if (skippedTables.includes(table)) continue;
    const result = await ctx.database.pool.query<{ fingerprint: string | null }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS fingerprint FROM ${table} t
       WHERE company_id = (SELECT id FROM companies WHERE customer_id = $1)`,
      [customerId],
    );
    fingerprints[table] = result.rows[0]?.fingerprint ?? 'none';
  }
  return fingerprints;
}

const fingerprintForeignRows = () => fingerprintCompanyRows();

describe("another company's ids", () => {
  it('answer NOT_FOUND on every route that takes one, and change nothing', async () => {
    const probes = foreignProbes();
    const before = await fingerprintForeignRows();
    const missing: string[] = [];
    for (const [name, route] of ROUTES) {
      const params = [...route.path.matchAll(/:(\w+)/g)]
        .map((match) => match[1] ?? '')
        .filter((param) => !(param in NOT_AN_ID));
      const probe = probes[name];
      if (!probe) {
        if (params.length > 0) missing.push(name);
        continue;
      }
      const response = await request(route, {
        path: fillPath(route, probe.path),
        ...(probe.query ? { query: probe.query } : {}),
        ...(probe.payload ? { payload: probe.payload } : {}),
      });
      // NOT_FOUND, or the type's own name for it where the spec gives one (a template's delete error).
      expect(response.statusCode, `${name}: ${response.body}`).toBe(404);
      const { errorCode } = response.json<{ errorCode: TErrorCode }>();
      expect(ERROR_STATUSES[errorCode], name).toBe(404);
      expectNoStore(response, name);
    }
    expect(missing, 'routes with an id and no cross-company probe').toEqual([]);
    expect(await fingerprintForeignRows()).toEqual(before);
  });

  it('answer a batch delete of them with NOT_FOUND per item, deleting nothing', async () => {
    const before = await fingerprintForeignRows();
    const response = await request(apiRoutes.deletePaymentCancellations, {
      payload: { paymentIds: [foreign.paymentId] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      results: [{ paymentId: foreign.paymentId, status: 'DELETE_FAILED', errorCode: 'NOT_FOUND' }],
    });
    expect(await fingerprintForeignRows()).toEqual(before);
  });
});

/** The routes each of the allowed services gates (000 §2), leaving out those of every session. */
function routesByService(): [TServiceCode, [TRouteName, TRouteDefinition][]][] {
  return SERVICE_CODES.map((service): [TServiceCode, [TRouteName, TRouteDefinition][]] => [
    service,
    ROUTES.filter(([, route]) => route.service === service),
  ]).filter(([, routes]) => routes.length > 0);
}

/**
 * A new session of Ana's whose allowed services the bank then set to `services`, as a system
 * update of the session's row (the sign-in copies them from her membership).
 */
async function signInWithServices(services: readonly TServiceCode[]) {
  const token = await ctx.signIn(personId('ana'), SLAVONSKA);
  const current = await ctx.app.inject({ url: `${API}/sessions/current`, headers: bearer(token) });
  const sessionId = current.json<{ id: string }>().id;
  const updated = await ctx.database.pool.query(
    'UPDATE sessions SET allowed_services = $2 WHERE id = $1',
    [sessionId, services],
  );
  expect(updated.rowCount).toBe(1);
  return { token, sessionId };
}

async function readAllowedServices(token: string): Promise<string[]> {
  const response = await request(apiRoutes.getAllowedServices, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ allowedServices: string[] }>().allowedServices;
}

/** The error code of a failure; a success (a file or no body among them) has none. */
function readErrorCode(response: LightMyRequestResponse): string | undefined {
  return response.statusCode >= 400 ? response.json<{ errorCode: string }>().errorCode : undefined;
}

// The session's own row takes the touch of each call; everything else of the company stays.
const SESSION_ROWS = ['sessions'];

describe("a session without a route's service", () => {
  it.each(routesByService())(
    'is refused NOT_AUTHORIZED on each route of %s, which does nothing',
    async (service, routes) => {
      const without = SERVICE_CODES.filter((code) => code !== service);
      const { token } = await signInWithServices(without);
      expect(await readAllowedServices(token)).toEqual(without);
      const before = await fingerprintCompanyRows(SLAVONSKA, SESSION_ROWS);
      for (const [name, route] of routes) {
        // Refused before its input is read: an empty call is enough.
        const refused = await request(route, { path: fillPath(route), token });
        expect(refused.statusCode, `${name}: ${refused.body}`).toBe(403);
        expect(refused.json(), name).toMatchObject({ errorCode: 'NOT_AUTHORIZED' });
        expectNoStore(refused, name);
      }
      expect(await fingerprintCompanyRows(SLAVONSKA, SESSION_ROWS)).toEqual(before);
      // The same calls from a session with every service pass the gate (whatever they answer then).
      for (const [name, route] of routes) {
        const passed = await request(route, { path: fillPath(route) });
        expect(passed.statusCode, `${name}: ${passed.body}`).toBeLessThan(500);
        expect(readErrorCode(passed), name).not.toBe('NOT_AUTHORIZED');
      }
    },
  );

  it('is still served by every route of every session, even with no service at all', async () => {
    const { token, sessionId } = await signInWithServices([]);
    expect(await readAllowedServices(token)).toEqual([]);
    const everySession = ROUTES.filter(([, route]) => route.service === EVERY_SESSION)
      // Signing out ends the session: it goes last.
      .sort(
        ([first], [second]) =>
          Number(first === 'deleteSession') - Number(second === 'deleteSession'),
      );
    expect(everySession.map(([name]) => name)).toContain('getCurrentSession');
    for (const [name, route] of everySession) {
      const response = await request(route, { path: fillPath(route, { sessionId }), token });
      expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(500);
      expect(readErrorCode(response), name).not.toBe('NOT_AUTHORIZED');
      if (route.method === 'GET' && !route.querystring && !route.params)
        expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    }
    const signedOut = await request(apiRoutes.getCurrentSession, { token });
    expect(signedOut.json()).toMatchObject({ errorCode: 'SESSION_NOT_FOUND' });
  });
});
