import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../test/test-app';
import { DEMO_COMPANIES, DEMO_PERSON_IDS } from '../../seed/demo-bank';

const API = '/mw/api/v1';
const SLAVONSKA = DEMO_COMPANIES.slavonska.customerId;
const ana = DEMO_PERSON_IDS['ana'] as number;

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

describe('demo sign-in', () => {
  it('lists the demo persons with their companies; the person of two companies has both', async () => {
    const response = await ctx.app.inject({ url: `${API}/login/mock/persons` });
    expect(response.statusCode).toBe(200);
    const { persons } = response.json<{
      persons: {
        personId: number;
        name: string;
        role: string;
        companies: { customerId: number; authorizationLevel: number }[];
      }[];
    }>();
    expect(persons).toHaveLength(6);
    expect(persons.find((p) => p.personId === DEMO_PERSON_IDS['marko'])).toMatchObject({
      name: 'Marko Šimić',
      role: 'SECOND_SIGNATURE_NEEDED',
      companies: [{ customerId: SLAVONSKA }, { customerId: DEMO_COMPANIES.celik.customerId }],
    });
    expect(new Set(persons.flatMap((p) => p.companies.map((c) => c.authorizationLevel)))).toEqual(
      new Set([1, 2, 3]),
    );
  });

  it('creates a real session, sets an HttpOnly SameSite=Strict session-check cookie and never stores the token', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/login/mock`,
      payload: { personId: ana, customerId: SLAVONSKA },
    });
    expect(response.statusCode).toBe(201);
    const { token, session } = response.json<{
      token: string;
      session: { id: string; permission: Record<string, unknown> };
    }>();
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(session.permission).toMatchObject({
      personId: ana,
      personName: 'Ana Kovačević',
      authorizationLevel: 3,
      customerDetails: { customerId: SLAVONSKA, name: 'Slavonska žitna d.o.o.' },
    });
    const cookie = response.cookies.find((c) => c.name === 'poslovno_session_check');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/mw/api/v1/sessions',
    });
    const stored = await ctx.database.pool.query('SELECT token_hash FROM sessions WHERE id = $1', [
      session.id,
    ]);
    expect((stored.rows[0] as { token_hash: Buffer }).token_hash.toString('utf8')).not.toContain(
      token,
    );
    const validity = await ctx.app.inject({
      url: `${API}/sessions/is-valid`,
      cookies: { poslovno_session_check: cookie?.value ?? '' },
    });
    expect(validity.json()).toEqual({ valid: true });
    const current = await ctx.app.inject({
      url: `${API}/sessions/current`,
      headers: bearer(token),
    });
    expect(current.json()).toMatchObject({
      id: session.id,
      loginType: 'MOCK',
      idleTimeoutSeconds: 300,
    });
    const services = await ctx.app.inject({
      url: `${API}/allowed-services`,
      headers: bearer(token),
    });
    expect(services.json<{ allowedServices: string[] }>().allowedServices).toContain('ACCOUNTS');
  });

  it('refuses a person outside the company with AUTH_01, without saying which part was wrong', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/login/mock`,
      payload: { personId: ana, customerId: DEMO_COMPANIES.celik.customerId },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      errorCode: 'AUTH_01',
      description: 'Prijava nije uspjela.',
    });
  });

  it('validates the ids as 1000..9999999999', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/login/mock`,
      payload: { personId: 999, customerId: SLAVONSKA },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      validations: [{ field: 'body.personId', code: 'FIELD_OUT_OF_RANGE' }],
    });
  });
});

describe('session lifetime', () => {
  it('ends after 5 minutes without activity and is renewed by activity, not by background calls', async () => {
    const token = await ctx.signIn(ana, SLAVONSKA);
    ctx.clock.advanceMs(4 * 60_000);
    expect(
      (await ctx.app.inject({ url: `${API}/allowed-services`, headers: bearer(token) })).statusCode,
    ).toBe(200);
    ctx.clock.advanceMs(4 * 60_000);
    const background = await ctx.app.inject({
      url: `${API}/allowed-services`,
      headers: { ...bearer(token), 'x-poslovno-background': 'true' },
    });
    expect(background.statusCode).toBe(200);
    ctx.clock.advanceMs(61_000 + 60_000);
    const expired = await ctx.app.inject({
      url: `${API}/allowed-services`,
      headers: bearer(token),
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ errorCode: 'SESSION_NOT_FOUND' });
    const ended = await ctx.database.pool.query<{ end_reason: string }>(
      'SELECT end_reason FROM sessions WHERE token_hash = sha256($1::bytea)',
      [Buffer.from(token)],
    );
    expect(ended.rows).toEqual([{ end_reason: 'INACTIVITY' }]);
  });

  it('signs out: the token and the check cookie stop working', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: `${API}/login/mock`,
      payload: { personId: ana, customerId: SLAVONSKA },
    });
    const { token, session } = login.json<{ token: string; session: { id: string } }>();
    const cookie = login.cookies.find((c) => c.name === 'poslovno_session_check')?.value ?? '';
    const logout = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/sessions/${session.id}`,
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    expect(
      (await ctx.app.inject({ url: `${API}/sessions/current`, headers: bearer(token) })).statusCode,
    ).toBe(401);
    expect(
      (
        await ctx.app.inject({
          url: `${API}/sessions/is-valid`,
          cookies: { poslovno_session_check: cookie },
        })
      ).json(),
    ).toEqual({ valid: false });
  });

  it("ends another of the person's own sessions and keeps the current one; a second end changes nothing", async () => {
    const first = await ctx.app.inject({
      method: 'POST',
      url: `${API}/login/mock`,
      payload: { personId: ana, customerId: SLAVONSKA },
    });
    const { token: firstToken, session: firstSession } = first.json<{
      token: string;
      session: { id: string };
    }>();
    const currentToken = await ctx.signIn(ana, SLAVONSKA);
    const end = () =>
      ctx.app.inject({
        method: 'DELETE',
        url: `${API}/sessions/${firstSession.id}`,
        headers: bearer(currentToken),
      });
    const ended = await end();
    expect(ended.statusCode).toBe(204);
    expect(ended.cookies.find((c) => c.name === 'poslovno_session_check')).toBeUndefined();
    expect(
      (await ctx.app.inject({ url: `${API}/sessions/current`, headers: bearer(firstToken) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ url: `${API}/sessions/current`, headers: bearer(currentToken) }))
        .statusCode,
    ).toBe(200);
    expect((await end()).statusCode).toBe(204);
    const row = await ctx.database.pool.query<{ end_reason: string }>(
      'SELECT end_reason FROM sessions WHERE id = $1',
      [firstSession.id],
    );
    expect(row.rows).toEqual([{ end_reason: 'ENDED_BY_USER' }]);
  });

  it("cannot end another person's session", async () => {
    const marko = await ctx.app.inject({
      method: 'POST',
      url: `${API}/login/mock`,
      payload: { personId: DEMO_PERSON_IDS['marko'], customerId: SLAVONSKA },
    });
    const markoSession = marko.json<{ session: { id: string } }>().session.id;
    const anaToken = await ctx.signIn(ana, SLAVONSKA);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/sessions/${markoSession}`,
      headers: bearer(anaToken),
    });
    expect(response.statusCode).toBe(404);
    const markoToken = marko.json<{ token: string }>().token;
    expect(
      (await ctx.app.inject({ url: `${API}/sessions/current`, headers: bearer(markoToken) }))
        .statusCode,
    ).toBe(200);
  });

  it('answers SESSION_NOT_FOUND without a token or with a forged one', async () => {
    expect((await ctx.app.inject({ url: `${API}/accounts` })).json()).toMatchObject({
      errorCode: 'SESSION_NOT_FOUND',
    });
    expect(
      (await ctx.app.inject({ url: `${API}/accounts`, headers: bearer('forged') })).statusCode,
    ).toBe(401);
    expect((await ctx.app.inject({ url: `${API}/sessions/is-valid` })).json()).toEqual({
      valid: false,
    });
  });
});

describe('demo mode off', () => {
  it('refuses the demo sign-in routes', async () => {
    const strict = await createTestApp({ DEMO_MODE: 'false' });
    try {
      const response = await strict.app.inject({
        method: 'POST',
        url: `${API}/login/mock`,
        payload: { personId: ana, customerId: SLAVONSKA },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'DEMO_MODE_DISABLED' });
      expect((await strict.app.inject({ url: `${API}/login/mock/persons` })).statusCode).toBe(404);
      const config = await strict.app.inject({ url: `${API}/config/domains/frontend` });
      expect(config.json()).toMatchObject({ configuration: { demoMode: false } });
    } finally {
      await strict.close();
    }
  });
});
