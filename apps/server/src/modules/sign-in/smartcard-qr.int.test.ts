import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMobileApprovalText, buildSmartcardSignedText } from '@poslovno/domain';
import { createTestApp, type TTestContext } from '../../../test/test-app';
import { API, bearer, enrolDevice, postTokenLogin } from '../../../test/auth-helpers';
import { DEMO_COMPANIES, DEMO_PERSON_IDS } from '../../seed/demo-bank';

const SLAVONSKA = DEMO_COMPANIES.slavonska.customerId;
const CELIK = DEMO_COMPANIES.celik.customerId;
const person = (key: string) => DEMO_PERSON_IDS[key] as number;

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function newChallenge() {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${API}/login/smartcard/challenge`,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ challenge: string }>().challenge;
}

describe('smartcard sign-in', () => {
  it('signs in with a certificate from the bank CA and a signature over the challenge; a person of two companies chooses one', async () => {
    const card = await enrolDevice(ctx, person('ana'), 'SMARTCARD');
    const challenge = await newChallenge();
    const signature = await card.sign(buildSmartcardSignedText({ purpose: 'LOGIN', challenge }));
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/login/smartcard`,
      payload: { certificate: card.certificate, challenge, signature },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'SIGNED_IN',
      session: { loginType: 'SMARTCARD' },
    });

    // The same challenge again: used once.
    const replay = await ctx.app.inject({
      method: 'POST',
      url: `${API}/login/smartcard`,
      payload: { certificate: card.certificate, challenge, signature },
    });
    expect(replay.json()).toMatchObject({ errorCode: 'SMARTCARD_LOGIN_FAILED' });

    const markoCard = await enrolDevice(ctx, person('marko'), 'SMARTCARD');
    const markoChallenge = await newChallenge();
    const choice = await ctx.app.inject({
      method: 'POST',
      url: `${API}/login/smartcard`,
      payload: {
        certificate: markoCard.certificate,
        challenge: markoChallenge,
        signature: await markoCard.sign(
          buildSmartcardSignedText({ purpose: 'LOGIN', challenge: markoChallenge }),
        ),
      },
    });
    const chosen = choice.json<{
      status: string;
      pendingSignIn: string;
      services: { customerId: number }[];
    }>();
    expect(chosen.status).toBe('CHOOSE_SERVICE');
    expect(chosen.services.map((s) => s.customerId).sort()).toEqual([SLAVONSKA, CELIK].sort());
    const session = await ctx.app.inject({
      method: 'POST',
      url: `${API}/sessions`,
      payload: { customerId: CELIK, pendingSignIn: chosen.pendingSignIn },
    });
    expect(session.statusCode).toBe(201);
    expect(session.json()).toMatchObject({
      session: { permission: { customerDetails: { customerId: CELIK } } },
    });
    const again = await ctx.app.inject({
      method: 'POST',
      url: `${API}/sessions`,
      payload: { customerId: CELIK, pendingSignIn: chosen.pendingSignIn },
    });
    expect(again.json()).toMatchObject({ errorCode: 'SIGN_IN_EXPIRED' });
  });

  it('answers "unsuccessful login with certificate" for missing parts, a wrong signature or a foreign certificate', async () => {
    const card = await enrolDevice(ctx, person('ivana'), 'SMARTCARD');
    const missing = await ctx.app.inject({
      method: 'POST',
      url: `${API}/login/smartcard`,
      payload: { certificate: card.certificate },
    });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ errorCode: 'SMARTCARD_LOGIN_FAILED' });

    const challenge = await newChallenge();
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: `${API}/login/smartcard`,
      payload: {
        certificate: card.certificate,
        challenge,
        signature: await card.sign('something else'),
      },
    });
    expect(wrong.json()).toMatchObject({ errorCode: 'SMARTCARD_LOGIN_FAILED' });

    const other = await enrolDevice(ctx, person('petar'), 'SMARTCARD');
    const challenge2 = await newChallenge();
    const swapped = await ctx.app.inject({
      method: 'POST',
      url: `${API}/login/smartcard`,
      payload: {
        certificate: card.certificate,
        challenge: challenge2,
        signature: await other.sign(
          buildSmartcardSignedText({ purpose: 'LOGIN', challenge: challenge2 }),
        ),
      },
    });
    expect(swapped.json()).toMatchObject({ errorCode: 'SMARTCARD_LOGIN_FAILED' });
    const garbage = await ctx.app.inject({
      method: 'POST',
      url: `${API}/login/smartcard`,
      payload: { certificate: 'AAAA', challenge: await newChallenge(), signature: 'AAAA' },
    });
    expect(garbage.json()).toMatchObject({ errorCode: 'SMARTCARD_LOGIN_FAILED' });
  });
});

describe('QR quick sign-in and trusted browsers', () => {
  it('refuses a browser nobody trusts, then signs in on a trusted browser once the mobile token approves', async () => {
    const untrusted = await ctx.app.inject({ method: 'POST', url: `${API}/login/qr-code` });
    expect(untrusted.statusCode).toBe(403);
    expect(untrusted.json()).toMatchObject({ errorCode: 'QR_BROWSER_NOT_TRUSTED' });

    const signIn = await postTokenLogin(ctx, person('zeljka'), SLAVONSKA);
    const { token } = signIn.json<{ token: string }>();
    const trust = await ctx.app.inject({
      method: 'POST',
      url: `${API}/login/registered-browsers`,
      headers: bearer(token),
    });
    expect(trust.statusCode).toBe(201);
    const browserCookie = trust.cookies.find((c) => c.name === 'poslovno_browser');
    expect(browserCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const cookies = { poslovno_browser: browserCookie?.value ?? '' };
    expect(trust.json()).toMatchObject({ browsers: [{ isThisBrowser: true }] });

    const qr = await ctx.app.inject({ method: 'POST', url: `${API}/login/qr-code`, cookies });
    expect(qr.statusCode).toBe(201);
    const code = qr.json<{ qrCodeId: string; sessionId: string; payload: string }>();
    const poll = () =>
      ctx.app.inject({
        url: `${API}/login/qr-code/${code.qrCodeId}?sessionId=${code.sessionId}`,
        cookies,
      });
    expect((await poll()).json()).toMatchObject({ status: 'PENDING' });

    const mobile = await enrolDevice(ctx, person('zeljka'), 'MOBILE_TOKEN');
    const forged = await ctx.app.inject({
      method: 'POST',
      url: `${API}/mobile-token/approvals`,
      payload: {
        serial: mobile.serial,
        kind: 'QR_LOGIN',
        reference: code.payload,
        signature: await mobile.sign('not the payload'),
      },
    });
    expect(forged.json()).toMatchObject({ errorCode: 'INVALID_SIGNATURE' });
    const approval = await ctx.app.inject({
      method: 'POST',
      url: `${API}/mobile-token/approvals`,
      payload: {
        serial: mobile.serial,
        kind: 'QR_LOGIN',
        reference: code.payload,
        signature: await mobile.sign(
          buildMobileApprovalText({
            serial: mobile.serial,
            kind: 'QR_LOGIN',
            reference: code.payload,
          }),
        ),
      },
    });
    expect(approval.statusCode).toBe(200);
    expect(approval.json()).toMatchObject({ approved: true, personName: 'Željka Đurđević' });

    const signedIn = await poll();
    expect(signedIn.json()).toMatchObject({
      status: 'SIGNED_IN',
      isBrowserTrusted: true,
      session: { loginType: 'QR' },
    });
    expect((await poll()).statusCode).toBe(404);

    // Another browser cannot poll this browser's code.
    const qr2 = (
      await ctx.app.inject({ method: 'POST', url: `${API}/login/qr-code`, cookies })
    ).json<{ qrCodeId: string; sessionId: string }>();
    const stranger = await ctx.app.inject({
      url: `${API}/login/qr-code/${qr2.qrCodeId}?sessionId=${qr2.sessionId}`,
      cookies: { poslovno_browser: 'x'.repeat(43) },
    });
    expect(stranger.json()).toMatchObject({ errorCode: 'QR_BROWSER_NOT_TRUSTED' });

    // An expired code answers 401 whose English text says "expired" (the web reads it as 419); a refresh renews it.
    ctx.clock.advanceMs(121_000);
    const expired = await ctx.app.inject({
      url: `${API}/login/qr-code/${qr2.qrCodeId}?sessionId=${qr2.sessionId}&locale=en_us`,
      cookies,
    });
    expect(expired.statusCode).toBe(401);
    const expiredBody = expired.json<{ errorCode: string; description: string }>();
    expect(expiredBody.errorCode).toBe('QR_CODE_EXPIRED');
    expect(expiredBody.description).toContain('expired');
    const refreshed = await ctx.app.inject({
      method: 'PATCH',
      url: `${API}/login/qr-code/${qr2.qrCodeId}?sessionId=${qr2.sessionId}`,
      cookies,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(
      (
        await ctx.app.inject({
          url: `${API}/login/qr-code/${qr2.qrCodeId}?sessionId=${qr2.sessionId}`,
          cookies,
        })
      ).json(),
    ).toMatchObject({ status: 'PENDING' });

    // Removing the browser from the list ends its QR sign-in.
    const list = await ctx.app.inject({
      url: `${API}/login/registered-browsers`,
      headers: bearer(token),
      cookies,
    });
    const [browser] = list.json<{ browsers: { id: string }[] }>().browsers;
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `${API}/login/registered-browsers/${browser?.id ?? ''}`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `${API}/login/qr-code`, cookies })).json(),
    ).toMatchObject({ errorCode: 'QR_BROWSER_NOT_TRUSTED' });
  });
});
