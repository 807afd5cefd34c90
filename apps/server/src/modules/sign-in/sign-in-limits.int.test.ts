import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGN_IN_BLOCK_SECONDS,
  SIGN_IN_MAX_CONSECUTIVE_FAILURES,
  SOURCE_FAILURE_WINDOW_SECONDS,
  SOURCE_MAX_FAILURES_PER_WINDOW,
  buildSmartcardSignedText,
} from '@poslovno/domain';
import { createTestApp, type TTestContext } from '../../../test/test-app';
import { API, enrolDevice, postTokenLogin } from '../../../test/auth-helpers';
import { DEMO_COMPANIES, DEMO_PERSON_IDS, DEMO_REVOKED_TOKEN_SERIAL } from '../../seed/demo-bank';

const SLAVONSKA = DEMO_COMPANIES.slavonska.customerId;
const CELIK = DEMO_COMPANIES.celik.customerId;
const person = (key: string) => DEMO_PERSON_IDS[key] as number;
const PARALLEL_ATTEMPTS = 40;

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Moves to the start of the next 30-second step, so each test's codes are fresh. */
function nextStep() {
  ctx.clock.advanceMs(30_000);
}

function tallyErrorCodes(answers: { json: () => unknown }[]): Record<string, number> {
  const tally: Record<string, number> = {};
  for (const answer of answers) {
    const { errorCode } = answer.json() as { errorCode?: string };
    const key = errorCode ?? 'SIGNED_IN';
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
}

/** The attempts whose factors were checked: each one checked leaves one security event. */
async function countCheckedAttempts(ipAddress: string): Promise<number> {
  const result = await ctx.database.pool.query<{ count: string }>(
    `SELECT count(*) FROM security_events
     WHERE ip_address = $1 AND kind IN ('SIGN_IN_FAILED', 'SIGN_IN_BLOCKED')`,
    [ipAddress],
  );
  return Number(result.rows[0]?.count);
}

async function readSourceFailures(ipAddress: string): Promise<number | undefined> {
  const result = await ctx.database.pool.query<{ failures: number }>(
    "SELECT failures FROM auth_throttles WHERE scope = 'SOURCE' AND subject = $1",
    [ipAddress],
  );
  return result.rows[0]?.failures;
}

describe('sign-in limits under parallel attempts', () => {
  it('checks at most 5 of 40 parallel wrong passwords for one person from one address; the rest answer AUTH_99', async () => {
    nextStep();
    const address = '203.0.113.40';
    const petar = person('petar');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL_ATTEMPTS }, () =>
        postTokenLogin(ctx, petar, SLAVONSKA, {
          password: 'wrong-password',
          authorizationLevel: 1,
          remoteAddress: address,
        }),
      ),
    );
    const tally = tallyErrorCodes(answers);
    expect((tally.AUTH_01 ?? 0) + (tally.AUTH_99 ?? 0)).toBe(PARALLEL_ATTEMPTS);
    expect(tally.AUTH_01).toBeLessThanOrEqual(SIGN_IN_MAX_CONSECUTIVE_FAILURES);
    expect(await countCheckedAttempts(address)).toBe(SIGN_IN_MAX_CONSECUTIVE_FAILURES);
    // Only the checked attempts count against the address; the refused ones were never counted.
    expect(await readSourceFailures(address)).toBe(SIGN_IN_MAX_CONSECUTIVE_FAILURES);

    const blocked = await postTokenLogin(ctx, petar, SLAVONSKA, {
      authorizationLevel: 1,
      remoteAddress: address,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ errorCode: 'AUTH_99' });
    const elsewhere = await postTokenLogin(ctx, petar, SLAVONSKA, {
      authorizationLevel: 1,
      remoteAddress: '203.0.113.41',
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('checks at most 20 failures of many persons from one address in the window; the rest answer 429', async () => {
    nextStep();
    const address = '203.0.113.50';
    const answers = await Promise.all(
      Array.from({ length: PARALLEL_ATTEMPTS }, (_, index) =>
        postTokenLogin(ctx, 6_000_000 + index, SLAVONSKA, {
          tokenSerial: '10000000',
          remoteAddress: address,
        }),
      ),
    );
    expect(tallyErrorCodes(answers)).toEqual({
      AUTH_01: SOURCE_MAX_FAILURES_PER_WINDOW,
      TOO_MANY_REQUESTS: PARALLEL_ATTEMPTS - SOURCE_MAX_FAILURES_PER_WINDOW,
    });
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countCheckedAttempts(address)).toBe(SOURCE_MAX_FAILURES_PER_WINDOW);

    const stillRefused = await postTokenLogin(ctx, person('zeljka'), SLAVONSKA, {
      remoteAddress: address,
    });
    expect(stillRefused.statusCode).toBe(429);
    ctx.clock.advanceMs(SOURCE_FAILURE_WINDOW_SECONDS * 1000);
    const nextWindow = await postTokenLogin(ctx, person('zeljka'), SLAVONSKA, {
      remoteAddress: address,
    });
    expect(nextWindow.statusCode).toBe(201);
  });

  it('a correct sign-in after fewer than 5 failures works, is not counted, and starts the run anew', async () => {
    nextStep();
    const address = '203.0.113.60';
    const ivana = person('ivana');
    const wrong = () =>
      postTokenLogin(ctx, ivana, SLAVONSKA, {
        otp: '444444',
        authorizationLevel: 2,
        remoteAddress: address,
      });
    const before: string[] = [];
    for (let attempt = 1; attempt < SIGN_IN_MAX_CONSECUTIVE_FAILURES; attempt += 1)
      before.push((await wrong()).json<{ errorCode: string }>().errorCode);
    expect(before).toEqual(['AUTH_01', 'AUTH_01', 'AUTH_01', 'AUTH_01']);

    const signedIn = await postTokenLogin(ctx, ivana, SLAVONSKA, {
      authorizationLevel: 2,
      remoteAddress: address,
    });
    expect(signedIn.statusCode).toBe(201);
    expect(await readSourceFailures(address)).toBe(SIGN_IN_MAX_CONSECUTIVE_FAILURES - 1);
    const run = await ctx.database.pool.query(
      "SELECT 1 FROM auth_throttles WHERE scope = 'PERSON_SOURCE' AND subject = $1",
      [`person:${ivana}|${address}`],
    );
    expect(run.rows).toHaveLength(0);

    const after: string[] = [];
    for (let attempt = 1; attempt <= SIGN_IN_MAX_CONSECUTIVE_FAILURES; attempt += 1)
      after.push((await wrong()).json<{ errorCode: string }>().errorCode);
    expect(after).toEqual(['AUTH_01', 'AUTH_01', 'AUTH_01', 'AUTH_01', 'AUTH_99']);
  });

  it('takes back an attempt that was no failure: a device not allowed never blocks', async () => {
    nextStep();
    const address = '203.0.113.70';
    const ana = person('ana');
    const answers = await Promise.all(
      Array.from({ length: SIGN_IN_MAX_CONSECUTIVE_FAILURES + 2 }, () =>
        postTokenLogin(ctx, ana, SLAVONSKA, {
          tokenSerial: DEMO_REVOKED_TOKEN_SERIAL,
          remoteAddress: address,
        }),
      ),
    );
    // Parallel attempts beyond the limit wait for none of them: those still being checked count.
    expect(tallyErrorCodes(answers).AUTH_98).toBeGreaterThanOrEqual(
      SIGN_IN_MAX_CONSECUTIVE_FAILURES,
    );
    expect(await readSourceFailures(address)).toBe(0);
    const signedIn = await postTokenLogin(ctx, ana, SLAVONSKA, { remoteAddress: address });
    expect(signedIn.statusCode).toBe(201);
  });

  it('holds for smartcards too: at most 5 of many parallel wrong signatures of one card are checked', async () => {
    const address = '203.0.113.80';
    const card = await enrolDevice(ctx, person('tomislav'), 'SMARTCARD');
    const challenges = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: `${API}/login/smartcard/challenge`,
          remoteAddress: address,
        });
        return response.json<{ challenge: string }>().challenge;
      }),
    );
    const answers = await Promise.all(
      challenges.map(async (challenge) =>
        ctx.app.inject({
          method: 'POST',
          url: `${API}/login/smartcard`,
          remoteAddress: address,
          payload: {
            certificate: card.certificate,
            challenge,
            signature: await card.sign(`not ${challenge}`),
          },
        }),
      ),
    );
    const tally = tallyErrorCodes(answers);
    expect(tally.SMARTCARD_LOGIN_FAILED).toBeLessThanOrEqual(SIGN_IN_MAX_CONSECUTIVE_FAILURES);
    expect((tally.SMARTCARD_LOGIN_FAILED ?? 0) + (tally.AUTH_99 ?? 0)).toBe(challenges.length);
    expect(await countCheckedAttempts(address)).toBe(SIGN_IN_MAX_CONSECUTIVE_FAILURES);

    ctx.clock.advanceMs(SIGN_IN_BLOCK_SECONDS * 1000);
    const challenge = (
      await ctx.app.inject({
        method: 'POST',
        url: `${API}/login/smartcard/challenge`,
        remoteAddress: address,
      })
    ).json<{ challenge: string }>().challenge;
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: `${API}/login/smartcard`,
      remoteAddress: address,
      payload: {
        certificate: card.certificate,
        challenge,
        signature: await card.sign(buildSmartcardSignedText({ purpose: 'LOGIN', challenge })),
      },
    });
    expect(signedIn.json()).toMatchObject({
      status: 'SIGNED_IN',
      session: { permission: { customerDetails: { customerId: CELIK } } },
    });
  });
});
