import { webcrypto } from 'node:crypto';
import { TOTP_STEP_SECONDS } from '@poslovno/domain';
import { deriveDemoTokenSecret } from '../src/platform/auth/demo-devices';
import { computeHotp, getTotpStep } from '../src/platform/auth/one-time-codes';
import { DEMO_PASSWORD, demoTokenSerial } from '../src/seed/demo-bank';
import type { TTestContext } from './test-app';

export const API = '/mw/api/v1';

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** The code the person's demo token shows now (or `offsetSteps` steps away). */
export function tokenCode(ctx: TTestContext, serial: string, offsetSteps = 0): string {
  const step = getTotpStep(ctx.clock.now(), TOTP_STEP_SECONDS) + BigInt(offsetSteps);
  return computeHotp(deriveDemoTokenSecret(serial), step);
}

export interface TTokenLoginOverrides {
  customerId?: number;
  tokenSerial?: string;
  otp?: string;
  password?: string;
  authorizationLevel?: number;
  remoteAddress?: string;
  cookies?: Record<string, string>;
}

export function postTokenLogin(
  ctx: TTestContext,
  personId: number,
  customerId: number,
  overrides: TTokenLoginOverrides = {},
) {
  const serial = overrides.tokenSerial ?? demoTokenSerial(personId);
  return ctx.app.inject({
    method: 'POST',
    url: `${API}/login`,
    remoteAddress: overrides.remoteAddress ?? '198.51.100.7',
    ...(overrides.cookies ? { cookies: overrides.cookies } : {}),
    payload: {
      customerId: overrides.customerId ?? customerId,
      personId,
      tokenSerial: serial,
      otp: overrides.otp ?? tokenCode(ctx, serial),
      password: overrides.password ?? DEMO_PASSWORD,
      authorizationLevel: overrides.authorizationLevel ?? 3,
    },
  });
}

/** A P-256 key as the browser's software smartcard or mobile token makes it (non-extractable). */
export async function createBrowserKey() {
  const pair = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ]);
  const spki = Buffer.from(await webcrypto.subtle.exportKey('spki', pair.publicKey));
  return {
    publicKey: spki.toString('base64'),
    sign: async (text: string) =>
      Buffer.from(
        await webcrypto.subtle.sign(
          { name: 'ECDSA', hash: 'SHA-256' },
          pair.privateKey,
          new TextEncoder().encode(text),
        ),
      ).toString('base64'),
  };
}

export async function enrolDevice(
  ctx: TTestContext,
  personId: number,
  kind: 'SMARTCARD' | 'MOBILE_TOKEN',
) {
  const key = await createBrowserKey();
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${API}/demo/devices`,
    payload: { personId, kind, publicKey: key.publicKey },
  });
  if (response.statusCode !== 201) throw new Error(`enrolment failed: ${response.body}`);
  const enrolled = response.json<{ serial: string; certificate: string | null }>();
  return { ...key, ...enrolled };
}
