import { apiRoutes } from '../../../api/api-routes';
import type { TPayment, TSigningChallengeAnswer, TSigningProofInput } from '@poslovno/contract';
import { callApi } from '../../../api/api-client';

/**
 * What a signature is for: the payment itself (preauthorize, authorize) or its revocation
 * (POST /revoke for the challenge, PATCH /revoke with the proof). Both are signed the same way.
 */
export type TSigningPurpose = 'AUTHORIZE' | 'REVOKE';

export function requestSigningChallenge(
  purpose: TSigningPurpose,
  paymentId: string,
): Promise<TSigningChallengeAnswer> {
  const route =
    purpose === 'AUTHORIZE' ? apiRoutes.postPaymentPreauthorize : apiRoutes.postPaymentRevoke;
  return callApi(route, { params: { paymentId } });
}

export function submitSignature(
  purpose: TSigningPurpose,
  paymentId: string,
  proof: TSigningProofInput,
  options: { idempotencyKey: string; background?: true; signal?: AbortSignal },
): Promise<TPayment> {
  const route =
    purpose === 'AUTHORIZE' ? apiRoutes.postPaymentAuthorize : apiRoutes.patchPaymentRevoke;
  return callApi(route, { params: { paymentId }, body: proof, ...options });
}
