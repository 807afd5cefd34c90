import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../test/test-app';
import { API, bearer } from '../../../test/auth-helpers';
import { DEMO_COMPANIES, DEMO_PERSON_IDS } from '../../seed/demo-bank';

const SLAVONSKA = DEMO_COMPANIES.slavonska.customerId;
const CELIK = DEMO_COMPANIES.celik.customerId;
const person = (key: string) => DEMO_PERSON_IDS[key] as number;

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type TExpiration = { remainingSeconds: number; idleTimeoutSeconds: number };

describe('session lifetime, history and company switch', () => {
  it('ends after 5 idle minutes; polling never renews, the person’s calls and "Stay" do', async () => {
    const token = await ctx.signIn(person('ana'), SLAVONSKA);
    const { id } = (
      await ctx.app.inject({ url: `${API}/sessions/current`, headers: bearer(token) })
    ).json<{ id: string }>();
    const expiration = () =>
      ctx.app.inject({ url: `${API}/sessions/${id}/expiration`, headers: bearer(token) });
    ctx.clock.advanceMs(200_000);
    const polled = (await expiration()).json<TExpiration>();
    expect(polled.remainingSeconds).toBe(100);
    ctx.clock.advanceMs(60_000);
    // A background call (header) does not count either.
    await ctx.app.inject({
      url: `${API}/accounts`,
      headers: { ...bearer(token), 'x-poslovno-background': 'true' },
    });
    expect((await expiration()).json<TExpiration>().remainingSeconds).toBe(40);
    const renewed = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/sessions/${id}/renew`,
      headers: bearer(token),
    });
    expect(renewed.json<TExpiration>().remainingSeconds).toBe(300);
    ctx.clock.advanceMs(301_000);
    const ended = await ctx.app.inject({ url: `${API}/sessions/current`, headers: bearer(token) });
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ errorCode: 'SESSION_NOT_FOUND' });
  });

  it('lists current and past sessions with IP, device, channel and page, newest first, in pages', async () => {
    const first = await ctx.signIn(person('ivana'), SLAVONSKA);
    await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/sessions/${(await ctx.app.inject({ url: `${API}/sessions/current`, headers: bearer(first) })).json<{ id: string }>().id}`,
      headers: bearer(first),
    });
    ctx.clock.advanceMs(1000);
    const current = await ctx.signIn(person('ivana'), SLAVONSKA);
    await ctx.app.inject({
      url: `${API}/accounts`,
      headers: {
        ...bearer(current),
        'x-poslovno-page': '/accounts',
        'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0 Safari/537.36',
      },
    });
    const page1 = await ctx.app.inject({
      url: `${API}/sessions?pageSize=1`,
      headers: bearer(current),
    });
    expect(page1.statusCode).toBe(200);
    const list = page1.json<{
      metadata: { nextCursor: string | null };
      session: { isCurrent: boolean; page: string | null; channel: string };
      sessionDataHistory: { id: string; endReason: string | null }[];
    }>();
    expect(list.session).toMatchObject({ isCurrent: true, page: '/accounts', channel: 'WEB' });
    expect(list.sessionDataHistory).toHaveLength(1);
    expect(list.metadata.nextCursor).not.toBeNull();
    const page2 = await ctx.app.inject({
      url: `${API}/sessions?pageSize=1&cursor=${list.metadata.nextCursor ?? ''}`,
      headers: bearer(current),
    });
    expect(
      page2.json<{ sessionDataHistory: { endReason: string }[] }>().sessionDataHistory[0],
    ).toMatchObject({ endReason: 'LOGOUT' });

    const activities = await ctx.app.inject({
      url: `${API}/customer-activities`,
      headers: bearer(current),
    });
    const kinds = activities
      .json<{ activities: { kind: string; page: string | null }[] }>()
      .activities.map((a) => a.kind);
    expect(kinds).toEqual(expect.arrayContaining(['SIGN_IN', 'PAGE', 'SIGN_OUT']));
  });

  it('switches company with a new token; the old token ends and the person of one company cannot switch', async () => {
    const token = await ctx.signIn(person('marko'), SLAVONSKA);
    const before = (
      await ctx.app.inject({ url: `${API}/sessions/current`, headers: bearer(token) })
    ).json<{ companies: unknown[] }>();
    expect(before.companies).toHaveLength(2);
    const switched = await ctx.app.inject({
      method: 'POST',
      url: `${API}/sessions`,
      headers: bearer(token),
      payload: { customerId: CELIK },
    });
    expect(switched.statusCode).toBe(201);
    const created = switched.json<{
      token: string;
      session: { permission: { customerDetails: { customerId: number } } };
    }>();
    expect(created.token).not.toBe(token);
    expect(created.session.permission.customerDetails.customerId).toBe(CELIK);
    expect(
      (await ctx.app.inject({ url: `${API}/sessions/current`, headers: bearer(token) })).statusCode,
    ).toBe(401);
    const accounts = await ctx.app.inject({
      url: `${API}/accounts`,
      headers: bearer(created.token),
    });
    expect(accounts.statusCode).toBe(200);

    const ana = await ctx.signIn(person('ana'), SLAVONSKA);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `${API}/sessions`,
      headers: bearer(ana),
      payload: { customerId: CELIK },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('lists the person’s own devices without their secrets', async () => {
    const token = await ctx.signIn(person('ana'), SLAVONSKA);
    const response = await ctx.app.inject({ url: `${API}/devices`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const { devices } = response.json<{ devices: Record<string, unknown>[] }>();
    expect(devices.map((d) => [d['kind'], d['serial'], d['status']])).toEqual(
      expect.arrayContaining([
        ['TOKEN', '12000101', 'ACTIVE'],
        ['TOKEN', '92000101', 'REVOKED'],
        ['MOBILE_TOKEN', 'M2000101', 'PENDING_ACTIVATION'],
      ]),
    );
    expect(response.body).not.toMatch(/otpSecret|publicKey|certificate/);
  });

  it('sends the security headers: a CSP without inline scripts and no framing', async () => {
    const response = await ctx.app.inject({ url: `${API}/config/domains/frontend` });
    const csp = String(response.headers['content-security-policy']);
    // Scripts from the app's own origin only; WebAssembly (the slip camera's reader) may compile,
    // nothing else is evaluated.
    expect(csp).toMatch(/(^|;)\s*script-src 'self' 'wasm-unsafe-eval'\s*(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});
