import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMobileApprovalText } from '@poslovno/domain';
import { createTestApp, type TTestContext } from '../../../test/test-app';
import { API, bearer, enrolDevice, postTokenLogin } from '../../../test/auth-helpers';
import { DEMO_COMPANIES, DEMO_PERSON_IDS } from '../../seed/demo-bank';

const SLAVONSKA = DEMO_COMPANIES.slavonska.customerId;
const person = (key: string) => DEMO_PERSON_IDS[key] as number;

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type TMobileToken = Awaited<ReturnType<typeof enrolDevice>>;

/** Signs the person in with their token and trusts the browser: a new one, or the one named. */
async function trustBrowser(personId: number, level: number, browserHandle?: string) {
  ctx.clock.advanceMs(30_000);
  const cookies = browserHandle ? { poslovno_browser: browserHandle } : undefined;
  const signIn = await postTokenLogin(ctx, personId, SLAVONSKA, {
    authorizationLevel: level,
    ...(cookies ? { cookies } : {}),
  });
  const { token } = signIn.json<{ token: string }>();
  const trust = await ctx.app.inject({
    method: 'POST',
    url: `${API}/login/registered-browsers`,
    headers: bearer(token),
    ...(cookies ? { cookies } : {}),
  });
  expect(trust.statusCode).toBe(201);
  const handle = trust.cookies.find((c) => c.name === 'poslovno_browser')?.value ?? '';
  const [browser] = trust.json<{ browsers: { id: string; isThisBrowser: boolean }[] }>().browsers;
  return { token, handle, browserId: browser?.id ?? '' };
}

async function createQrCode(browserHandle: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${API}/login/qr-code`,
    cookies: { poslovno_browser: browserHandle },
  });
  expect(response.statusCode).toBe(201);
  const code = response.json<{ qrCodeId: string; sessionId: string; payload: string }>();
  return {
    ...code,
    poll: () =>
      ctx.app.inject({
        url: `${API}/login/qr-code/${code.qrCodeId}?sessionId=${code.sessionId}`,
        cookies: { poslovno_browser: browserHandle },
      }),
  };
}

async function approve(mobile: TMobileToken, payload: string, locale?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `${API}/mobile-token/approvals${locale ? `?locale=${locale}` : ''}`,
    payload: {
      serial: mobile.serial,
      kind: 'QR_LOGIN',
      reference: payload,
      signature: await mobile.sign(
        buildMobileApprovalText({ serial: mobile.serial, kind: 'QR_LOGIN', reference: payload }),
      ),
    },
  });
}

/**
 * Each person's mobile token, activated once per file: a second activation of an active token
 * needs a reactivation and its code (REACTIVATION_REQUIRED).
 */
const mobileTokens = new Map<string, ReturnType<typeof enrolDevice>>();
function mobileTokenOf(key: string): ReturnType<typeof enrolDevice> {
  let token = mobileTokens.get(key);
  if (!token) {
    token = enrolDevice(ctx, person(key), 'MOBILE_TOKEN');
    mobileTokens.set(key, token);
  }
  return token;
}

describe('QR codes approved by the wrong person', () => {
  it('refuses an approval by a person who does not trust the browser, and the code stays for the one who does', async () => {
    const zeljka = await trustBrowser(person('zeljka'), 3);
    const zeljkaToken = await mobileTokenOf('zeljka');
    const petarToken = await mobileTokenOf('petar');
    const code = await createQrCode(zeljka.handle);

    const stranger = await approve(petarToken, code.payload);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ errorCode: 'QR_UNAUTHORIZED' });
    const refused = await ctx.database.pool.query<{ details: { reason: string } }>(
      "SELECT details FROM security_events WHERE kind = 'QR_SIGN_IN_REFUSED'",
    );
    expect(refused.rows.map((row) => row.details.reason)).toEqual([
      'BROWSER_NOT_TRUSTED_BY_APPROVER',
    ]);

    // The browser never learns of the stranger: it is still waiting, and the code still works.
    expect((await code.poll()).json()).toMatchObject({ status: 'PENDING' });
    const owner = await approve(zeljkaToken, code.payload);
    expect(owner.statusCode).toBe(200);
    const signedIn = await code.poll();
    expect(signedIn.json()).toMatchObject({
      status: 'SIGNED_IN',
      isBrowserTrusted: true,
      session: { loginType: 'QR', permission: { personId: person('zeljka') } },
    });
  });

  it('describes QR_UNAUTHORIZED in Croatian and English', async () => {
    const ana = await trustBrowser(person('ana'), 3);
    const ivanaToken = await mobileTokenOf('ivana');
    const code = await createQrCode(ana.handle);
    const croatian = await approve(ivanaToken, code.payload);
    expect(croatian.json<{ description: string }>().description).toContain(
      'pouzdanim preglednicima',
    );
    const english = await approve(ivanaToken, code.payload, 'en_us');
    expect(english.json()).toMatchObject({ errorCode: 'QR_UNAUTHORIZED' });
    expect(english.json<{ description: string }>().description).toContain('trusted browsers');
  });

  it('withdraws an approval whose person stopped trusting the browser before the poll, without using the code up', async () => {
    const zeljka = await trustBrowser(person('zeljka'), 3);
    const ana = await trustBrowser(person('ana'), 3, zeljka.handle);
    expect(ana.handle).toBe(zeljka.handle);
    const anaToken = await mobileTokenOf('ana');
    const zeljkaToken = await mobileTokenOf('zeljka');
    const code = await createQrCode(zeljka.handle);

    expect((await approve(anaToken, code.payload)).statusCode).toBe(200);
    const list = await ctx.app.inject({
      url: `${API}/login/registered-browsers`,
      headers: bearer(ana.token),
      cookies: { poslovno_browser: zeljka.handle },
    });
    const anaBrowser = list
      .json<{ browsers: { id: string; isThisBrowser: boolean }[] }>()
      .browsers.find((browser) => browser.isThisBrowser);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/login/registered-browsers/${anaBrowser?.id ?? ''}`,
      headers: bearer(ana.token),
    });
    expect(removed.statusCode).toBe(204);

    expect((await code.poll()).json()).toMatchObject({ status: 'PENDING' });
    expect((await approve(zeljkaToken, code.payload)).statusCode).toBe(200);
    expect((await code.poll()).json()).toMatchObject({
      status: 'SIGNED_IN',
      session: { permission: { personId: person('zeljka') } },
    });
  });
});
