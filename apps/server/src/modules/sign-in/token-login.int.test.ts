import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGN_IN_BLOCK_SECONDS,
  SOURCE_MAX_FAILURES_PER_WINDOW,
  TOKEN_MAX_CONSECUTIVE_FAILURES,
} from '@poslovno/domain';
import { buildApp } from '../../app';
import { unlockToken } from '../../platform/auth/devices.repository';
import { createTestApp, type TTestContext } from '../../../test/test-app';
import { API, bearer, postTokenLogin, tokenCode } from '../../../test/auth-helpers';
import {
  DEMO_COMPANIES,
  DEMO_PERSON_IDS,
  DEMO_REVOKED_TOKEN_SERIAL,
  demoTokenSerial,
} from '../../seed/demo-bank';

const SLAVONSKA = DEMO_COMPANIES.slavonska.customerId;
const CELIK = DEMO_COMPANIES.celik.customerId;
const person = (key: string) => DEMO_PERSON_IDS[key] as number;

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Moves to the start of the next 30-second step, so each test's codes are fresh. */
function nextStep() {
  ctx.clock.advanceMs(30_000);
}

describe('token sign-in', () => {
  it('signs in with the code the token shows now, as an HttpOnly check cookie and a bearer token', async () => {
    nextStep();
    const response = await postTokenLogin(ctx, person('ana'), SLAVONSKA);
    expect(response.statusCode).toBe(201);
    const body = response.json<{
      status: string;
      token: string;
      isBrowserTrusted: boolean;
      session: { loginType: string; companies: unknown[] };
    }>();
    expect(body).toMatchObject({
      status: 'SIGNED_IN',
      isBrowserTrusted: false,
      session: { loginType: 'TOKEN' },
    });
    expect(body.session.companies).toHaveLength(1);
    const cookie = response.cookies.find((c) => c.name === 'poslovno_session_check');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const current = await ctx.app.inject({
      url: `${API}/sessions/current`,
      headers: bearer(body.token),
    });
    expect(current.statusCode).toBe(200);
  });

  it('accepts a code once: the same code a second time is refused', async () => {
    nextStep();
    const code = tokenCode(ctx, demoTokenSerial(person('zeljka')));
    const first = await postTokenLogin(ctx, person('zeljka'), SLAVONSKA, { otp: code });
    expect(first.statusCode).toBe(201);
    const second = await postTokenLogin(ctx, person('zeljka'), SLAVONSKA, { otp: code });
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({ errorCode: 'AUTH_01' });
  });

  it('never tells which factor was wrong: customer, person, token, password and code all answer AUTH_01', async () => {
    nextStep();
    const ivana = person('ivana');
    const answers = await Promise.all([
      postTokenLogin(ctx, ivana, SLAVONSKA, {
        customerId: 9_999_999,
        remoteAddress: '203.0.113.1',
      }),
      postTokenLogin(ctx, 1234567, SLAVONSKA, {
        tokenSerial: demoTokenSerial(ivana),
        remoteAddress: '203.0.113.2',
      }),
      postTokenLogin(ctx, ivana, SLAVONSKA, {
        tokenSerial: demoTokenSerial(person('ana')),
        remoteAddress: '203.0.113.3',
      }),
      postTokenLogin(ctx, ivana, SLAVONSKA, {
        password: 'wrong-password',
        remoteAddress: '203.0.113.4',
      }),
      postTokenLogin(ctx, ivana, SLAVONSKA, { otp: '000000', remoteAddress: '203.0.113.5' }),
      postTokenLogin(ctx, ivana, CELIK, { remoteAddress: '203.0.113.6' }),
    ]);
    const shapes = answers.map((answer) => {
      const { errorCode, description } = answer.json<{ errorCode: string; description: string }>();
      return { status: answer.statusCode, errorCode, description };
    });
    for (const shape of shapes) expect(shape).toEqual(shapes[0]);
    expect(shapes[0]).toMatchObject({ status: 401, errorCode: 'AUTH_01' });
  });

  it('a wrong code five times blocks the person for 5 minutes with AUTH_99; then the right code works', async () => {
    nextStep();
    const petar = person('petar');
    const codes: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await postTokenLogin(ctx, petar, SLAVONSKA, {
        otp: '111111',
        authorizationLevel: 1,
      });
      codes.push(answer.json<{ errorCode: string }>().errorCode);
    }
    expect(codes).toEqual(['AUTH_01', 'AUTH_01', 'AUTH_01', 'AUTH_01', 'AUTH_99']);
    const blocked = await postTokenLogin(ctx, petar, SLAVONSKA, { authorizationLevel: 1 });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ errorCode: 'AUTH_99' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // A stranger's failures from elsewhere do not block the person at their own desk.
    const elsewhere = await postTokenLogin(ctx, petar, SLAVONSKA, {
      authorizationLevel: 1,
      remoteAddress: '192.0.2.44',
    });
    expect(elsewhere.statusCode).toBe(201);

    ctx.clock.advanceMs(SIGN_IN_BLOCK_SECONDS * 1000 - 30_000);
    const stillBlocked = await postTokenLogin(ctx, petar, SLAVONSKA, { authorizationLevel: 1 });
    expect(stillBlocked.json()).toMatchObject({ errorCode: 'AUTH_99' });
    ctx.clock.advanceMs(31_000);
    const afterBlock = await postTokenLogin(ctx, petar, SLAVONSKA, { authorizationLevel: 1 });
    expect(afterBlock.statusCode).toBe(201);
  });

  it('counts failures in the database: two server processes enforce one limit', async () => {
    nextStep();
    const second = await buildApp(ctx.deps);
    await second.ready();
    try {
      const marko = person('marko');
      const codes: string[] = [];
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const app = attempt % 2 === 0 ? second : ctx.app;
        const answer = await app.inject({
          method: 'POST',
          url: `${API}/login`,
          remoteAddress: '198.51.100.99',
          payload: {
            customerId: SLAVONSKA,
            personId: marko,
            tokenSerial: demoTokenSerial(marko),
            otp: '222222',
            password: 'Poslovno-2026',
            authorizationLevel: 3,
          },
        });
        codes.push(answer.json<{ errorCode: string }>().errorCode);
      }
      expect(codes.at(-1)).toBe('AUTH_99');
    } finally {
      await second.close();
    }
  });

  it('locks the token after the maximum of wrong codes with the right password (AUTH_02) until the bank unlocks it', async () => {
    nextStep();
    const tomislav = person('tomislav');
    const answers: string[] = [];
    for (let attempt = 1; attempt <= TOKEN_MAX_CONSECUTIVE_FAILURES; attempt += 1) {
      // Each attempt from its own source, so the 5-minute blocks do not stop the count.
      const answer = await postTokenLogin(ctx, tomislav, CELIK, {
        otp: '333333',
        remoteAddress: `10.9.0.${attempt}`,
      });
      answers.push(answer.json<{ errorCode: string }>().errorCode);
    }
    expect(answers.at(-1)).toBe('AUTH_02');
    const locked = await postTokenLogin(ctx, tomislav, CELIK, { remoteAddress: '10.9.1.1' });
    expect(locked.json()).toMatchObject({ errorCode: 'AUTH_02' });
    const events = await ctx.database.pool.query<{ kind: string }>(
      "SELECT kind FROM security_events WHERE kind = 'TOKEN_LOCKED'",
    );
    expect(events.rows).toHaveLength(1);

    await unlockToken(ctx.database.db, demoTokenSerial(tomislav));
    nextStep();
    const unlocked = await postTokenLogin(ctx, tomislav, CELIK, { remoteAddress: '10.9.1.2' });
    expect(unlocked.statusCode).toBe(201);
  });

  it('a token whose clock drifted answers AUTH_03, and the next code at that drift resynchronises it', async () => {
    nextStep();
    const ana = person('ana');
    const serial = demoTokenSerial(ana);
    const drifted = await postTokenLogin(ctx, ana, SLAVONSKA, {
      otp: tokenCode(ctx, serial, 5),
      remoteAddress: '10.8.0.1',
    });
    expect(drifted.statusCode).toBe(401);
    expect(drifted.json()).toMatchObject({ errorCode: 'AUTH_03' });
    nextStep();
    const resynced = await postTokenLogin(ctx, ana, SLAVONSKA, {
      otp: tokenCode(ctx, serial, 5),
      remoteAddress: '10.8.0.1',
    });
    expect(resynced.statusCode).toBe(201);
    nextStep();
    // The learnt drift now holds: the token's next code is accepted directly.
    const next = await postTokenLogin(ctx, ana, SLAVONSKA, {
      otp: tokenCode(ctx, serial, 5),
      remoteAddress: '10.8.0.1',
    });
    expect(next.statusCode).toBe(201);
  });

  it('refuses a device that may not sign in with AUTH_98, and a level the person does not hold', async () => {
    nextStep();
    const revoked = await postTokenLogin(ctx, person('ana'), SLAVONSKA, {
      tokenSerial: DEMO_REVOKED_TOKEN_SERIAL,
      remoteAddress: '10.7.0.1',
    });
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json()).toMatchObject({ errorCode: 'AUTH_98' });

    const level = await postTokenLogin(ctx, person('ivana'), SLAVONSKA, {
      authorizationLevel: 1,
      remoteAddress: '10.7.0.2',
    });
    expect(level.statusCode).toBe(403);
    expect(level.json()).toMatchObject({ errorCode: 'AUTHORIZATION_LEVEL_NOT_ALLOWED' });
  });

  it('validates the form as 000 §5 says, field by field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: {
        customerId: 999,
        personId: 10_000_000_000,
        tokenSerial: 'x',
        otp: '12',
        password: '',
        authorizationLevel: 4,
      },
    });
    expect(response.statusCode).toBe(400);
    const fields = response
      .json<{ validations: { field: string }[] }>()
      .validations.map((v) => v.field);
    expect(new Set(fields)).toEqual(
      new Set([
        'body.customerId',
        'body.personId',
        'body.tokenSerial',
        'body.otp',
        'body.password',
        'body.authorizationLevel',
      ]),
    );
  });

  it('refuses a source that fails too often before anything counts against a person', async () => {
    nextStep();
    for (let attempt = 0; attempt < SOURCE_MAX_FAILURES_PER_WINDOW; attempt += 1)
      await postTokenLogin(ctx, 5_000_000 + attempt, SLAVONSKA, {
        tokenSerial: '10000000',
        remoteAddress: '10.66.0.1',
      });
    const refused = await postTokenLogin(ctx, person('zeljka'), SLAVONSKA, {
      remoteAddress: '10.66.0.1',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
    const counted = await ctx.database.pool.query(
      "SELECT 1 FROM auth_throttles WHERE scope = 'PERSON_SOURCE' AND subject = $1",
      [`person:${person('zeljka')}|10.66.0.1`],
    );
    expect(counted.rows).toHaveLength(0);
  });

  it('keeps an append-only security log', async () => {
    const kinds = await ctx.database.pool.query<{ kind: string }>(
      'SELECT DISTINCT kind FROM security_events',
    );
    expect(kinds.rows.map((row) => row.kind)).toEqual(
      expect.arrayContaining([
        'SIGN_IN_SUCCEEDED',
        'SIGN_IN_FAILED',
        'SIGN_IN_BLOCKED',
        'TOKEN_LOCKED',
      ]),
    );
    await expect(ctx.database.pool.query('UPDATE security_events SET kind = kind')).rejects.toThrow(
      /append-only/,
    );
    await expect(ctx.database.pool.query('DELETE FROM security_events')).rejects.toThrow(
      /append-only/,
    );
  });
});
