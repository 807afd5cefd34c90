import type { TOrderChallengeAnswer, TSigningProofInput } from '@poslovno/contract';
import { reportSigningFailure, type TAuthorizeOptions, type TSignedOrder } from './signing-calls';

interface TRequestCalls<TAnswer> {
  preauthorize: (requestId: string) => Promise<TOrderChallengeAnswer>;
  authorize: (
    requestId: string,
    proof: TSigningProofInput,
    options: TAuthorizeOptions,
  ) => Promise<TAnswer>;
}

/**
 * The signing calls of a request type (its own routes), each reporting a refusal to the overviews'
 * AUTH_FAILED marks as every signing call does; a request is only ever authorised, not revoked.
 */
export function createRequestSigningCalls<TAnswer>(
  orderType: string,
  calls: TRequestCalls<TAnswer>,
): TRequestCalls<TAnswer> {
  const toOrder = (requestId: string): TSignedOrder => ({
    orderType,
    orderId: requestId,
    purpose: 'AUTHORIZE',
  });
  return {
    preauthorize: (requestId) =>
      reportSigningFailure(toOrder(requestId), calls.preauthorize(requestId)),
    authorize: (requestId, proof, options) =>
      reportSigningFailure(
        toOrder(requestId),
        calls.authorize(requestId, proof, options),
        options.signal,
      ),
  };
}
