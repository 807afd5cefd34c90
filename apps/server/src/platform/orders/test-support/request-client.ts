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

export interface TCallOptions {
  idempotencyKey?: string;
  /** Another company the person belongs to than the client's (Marko is in both). */
  customerId?: number;
}

/**
 * Demo people's calls to the API, each person signed in to the client's company (or the call's)
 * on the first call (an Idempotency-Key on every POST and PATCH), and the signing of a request of
 * any type at `basePath` (`/gdpr-consent-requests`): its preauthorisation and its authorisation
 * with the person's demo token. A JSON answer is parsed; a file's bytes are in `raw`.
 */
export function createRequestClient(
  ctx: TTestContext,
  customerId: number,
  basePath: string,
  /** The signing steps' path segments, where a type's spec names them otherwise. */
  steps: { preauthorize: string; authorize: string } = {
    preauthorize: 'preauthorize',
    authorize: 'authorize',
  },
) {
  const tokens = new Map<string, string>();

  async function call<T>(
    key: string,
    method: TMethod,
    url: string,
    payload?: object,
    options: TCallOptions = {},
  ) {
    const company = options.customerId ?? customerId;
    const tokenKey = `${key}@${company}`;
    let token = tokens.get(tokenKey);
    if (token === undefined) {
      token = await ctx.signIn(personId(key), company);
      tokens.set(tokenKey, token);
    }
    const idempotencyKey = options.idempotencyKey ?? randomUUID();
    const response = await ctx.app.inject({
      method,
      url: `${API}${url}`,
      headers: {
        ...bearer(token),
        ...(method === 'POST' || method === 'PATCH' ? { 'idempotency-key': idempotencyKey } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    const isJson = String(response.headers['content-type']).startsWith('application/json');
    return {
      status: response.statusCode,
      headers: response.headers,
      raw: response.rawPayload,
      body: (isJson ? response.json<T>() : undefined) as T,
    };
  }

  function authorize<T>(
    key: string,
    requestId: string,
    challenge: TOrderChallengeAnswer,
    options?: TCallOptions,
  ) {
    const proof = proveWithDemoToken(key, challenge as never, ctx.clock.now());
    return call<T>(key, 'PATCH', `${basePath}/${requestId}/${steps.authorize}`, proof, options);
  }

  async function preauthorizeAndSign<T>(key: string, requestId: string) {
    const challenge = await call<TOrderChallengeAnswer>(
      key,
      'PATCH',
      `${basePath}/${requestId}/${steps.preauthorize}`,
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
      else
        for (const tokenKey of tokens.keys())
          if (tokenKey.startsWith(`${key}@`)) tokens.delete(tokenKey);
    },
  };
}
