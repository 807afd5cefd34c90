import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TOrderChallengeAnswer } from '@poslovno/contract';
import { API, bearer } from '../../../../test/auth-helpers';
import type { TTestContext } from '../../../../test/test-app';
import {
  personId,
  proveWithDemoToken,
} from '../../../modules/payments/test-support/payment-fixture';

export type TMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * Demo people's calls to the API as one company, each person signed in on the first call (an
 * Idempotency-Key on every POST and PATCH), and the signing of a request of any type at
 * `basePath` (`/gdpr-consent-requests`): its preauthorisation and its authorisation with the
 * person's demo token.
 */
export function createRequestClient(ctx: TTestContext, customerId: number, basePath: string) {
  const tokens = new Map<string, string>();

  async function call<T>(
    key: string,
    method: TMethod,
    url: string,
    payload?: object,
    idempotencyKey: string = randomUUID(),
  ) {
    let token = tokens.get(key);
    if (token === undefined) {
      token = await ctx.signIn(personId(key), customerId);
      tokens.set(key, token);
    }
    const response = await ctx.app.inject({
      method,
      url: `${API}${url}`,
      headers: {
        ...bearer(token),
        ...(method === 'POST' || method === 'PATCH' ? { 'idempotency-key': idempotencyKey } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    return {
      status: response.statusCode,
      body: (response.body === '' ? undefined : response.json<T>()) as T,
    };
  }

  function authorize<T>(key: string, requestId: string, challenge: TOrderChallengeAnswer) {
    const proof = proveWithDemoToken(key, challenge as never, ctx.clock.now());
    return call<T>(key, 'PATCH', `${basePath}/${requestId}/authorize`, proof);
  }

  async function preauthorizeAndSign<T>(key: string, requestId: string) {
    const challenge = await call<TOrderChallengeAnswer>(
      key,
      'PATCH',
      `${basePath}/${requestId}/preauthorize`,
    );
    expect(challenge.status, JSON.stringify(challenge.body)).toBe(200);
    return authorize<T>(key, requestId, challenge.body);
  }

  return {
    call,
    authorize,
    preauthorizeAndSign,
    /** Signs the person (everybody without a key) in again on the next call. */
    forgetSessions(key?: string) {
      if (key === undefined) tokens.clear();
      else tokens.delete(key);
    },
  };
}
