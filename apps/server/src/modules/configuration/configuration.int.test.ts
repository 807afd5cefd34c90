import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@poslovno/contract';
import { createTestApp, type TTestContext } from '../../../test/test-app';
import { DEMO_COMPANIES, DEMO_PERSON_IDS } from '../../seed/demo-bank';

const API = '/mw/api/v1';
let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('configuration and bank data', () => {
  it('serves the frontend configuration without a session', async () => {
    const response = await ctx.app.inject({ url: `${API}/config/domains/frontend` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      configuration: {
        bankName: 'Jadranska poslovna banka',
        defaultLocale: 'hr',
        demoMode: true,
        upload: { maxFileSizeMb: 10, maxFiles: 1 },
        dashboard: { transactionsDays: 30, transactionsPerDirection: 5, inboxMessages: 4 },
        favouritesLimit: 50,
      },
    });
  });

  it('serves the bank metadata with a valid OIB and bank code', async () => {
    const response = await ctx.app.inject({ url: `${API}/bank-metadata` });
    expect(response.json()).toMatchObject({
      bic: 'JPBAHR22',
      bankCode: '2999992',
      address: { city: 'Zagreb' },
    });
  });

  it("gives the relationship manager of the session's company", async () => {
    const token = await ctx.signIn(
      DEMO_PERSON_IDS['tomislav'] as number,
      DEMO_COMPANIES.celik.customerId,
    );
    const response = await ctx.app.inject({
      url: `${API}/relationship-manager`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.json()).toMatchObject({
      firstName: 'Dražen',
      lastName: 'Vuković',
      branch: 'Poslovni centar Split',
    });
  });

  it('stores client log events with the session, and before sign-in without one', async () => {
    const token = await ctx.signIn(
      DEMO_PERSON_IDS['ana'] as number,
      DEMO_COMPANIES.slavonska.customerId,
    );
    const event = {
      severity: 'INFO',
      name: 'LANGUAGE_CHANGED',
      details: [
        { name: 'from', value: 'hr' },
        { name: 'to', value: 'en' },
      ],
    };
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: `${API}/client-logs`,
      headers: { authorization: `Bearer ${token}` },
      payload: event,
    });
    expect(signedIn.statusCode).toBe(204);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `${API}/client-logs`,
      payload: { ...event, details: [] },
    });
    expect(anonymous.statusCode).toBe(204);
    const rows = await ctx.database.pool.query(
      'SELECT name, severity, details, session_id FROM client_log_events ORDER BY id',
    );
    expect(rows.rows).toMatchObject([
      { name: 'LANGUAGE_CHANGED', severity: 'INFO', details: event.details },
      { name: 'LANGUAGE_CHANGED', session_id: null, details: [] },
    ]);
    expect((rows.rows[0] as { session_id: string | null }).session_id).not.toBeNull();
    const invalid = await ctx.app.inject({
      method: 'POST',
      url: `${API}/client-logs`,
      payload: { ...event, severity: 'LOUD' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('takes a few client log events a minute from one address, each small', async () => {
    const send = (payload: object | string, remoteAddress = '192.0.2.44') =>
      ctx.app.inject({
        method: 'POST',
        url: `${API}/client-logs`,
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const event = { severity: 'INFO', name: 'PAGE_ERROR', details: [] };
    const counted = await ctx.database.pool.query<{ count: string }>(
      'SELECT count(*) FROM client_log_events',
    );
    const answers = await Promise.all(Array.from({ length: 40 }, () => send(event)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 204)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    const after = await ctx.database.pool.query<{ count: string }>(
      'SELECT count(*) FROM client_log_events',
    );
    expect(Number(after.rows[0]?.count) - Number(counted.rows[0]?.count)).toBe(30);
    expect((await send(event, '192.0.2.45')).statusCode).toBe(204);
    ctx.clock.advanceMs(61_000);
    expect((await send(event)).statusCode).toBe(204);

    const large = JSON.stringify({
      ...event,
      details: Array.from({ length: 20 }, (_, index) => ({
        name: `detail-${index}`,
        value: 'x'.repeat(500),
      })),
    });
    expect(large.length).toBeGreaterThan(8 * 1024);
    expect((await send(large, '192.0.2.46')).statusCode).toBe(204);
    const tooLarge = await send(`${large.slice(0, -1)}${' '.repeat(8 * 1024)}}`, '192.0.2.46');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('errors and the API document', () => {
  it('answers unknown API paths with the error body, localised by locale query or Accept-Language', async () => {
    const hr = await ctx.app.inject({ url: `${API}/no-such-thing` });
    expect(hr.statusCode).toBe(404);
    expect(hr.json()).toMatchObject({
      errorCode: 'NOT_FOUND',
      description: 'Traženi podatak ne postoji.',
    });
    expect(Object.keys(hr.json<object>()).sort()).toEqual([
      'description',
      'errorCode',
      'errorId',
      'traceId',
    ]);
    const en = await ctx.app.inject({
      url: `${API}/no-such-thing`,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(en.json()).toMatchObject({ description: 'The requested item does not exist.' });
    const query = await ctx.app.inject({ url: `${API}/accounts?locale=en_us` });
    expect(query.json()).toMatchObject({
      errorCode: 'SESSION_NOT_FOUND',
      description: 'Your session has expired. Please sign in again.',
    });
  });

  it('refuses a malformed JSON body with the error body, not a stack trace', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/client-logs`,
      headers: { 'content-type': 'application/json' },
      payload: '{"severity":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect(response.body).not.toMatch(/at .*\.ts|stack/i);
  });

  it('serves OpenAPI 3.1 listing every route of the contract', async () => {
    const response = await ctx.app.inject({ url: `${API}/openapi.json` });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(document.openapi).toBe('3.1.0');
    for (const route of Object.values(apiRoutes)) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      expect(
        document.paths[path]?.[route.method.toLowerCase()],
        `${route.method} ${path}`,
      ).toBeDefined();
    }
  });

  it('sends a strict content security policy', async () => {
    const response = await ctx.app.inject({ url: `${API}/config/domains/frontend` });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
