import { apiRoutes } from '../../../api/api-routes';
import type { TPayment, TSigningChallengeAnswer, TSigningProofInput } from '@poslovno/contract';
import { callApi, isApiError } from '../../../api/api-client';

/**
 * What a signature is for: the payment itself (preauthorize, authorize) or its revocation
 * (POST /revoke for the challenge, PATCH /revoke with the proof). Both are signed the same way.
 */
export type TSigningPurpose = 'AUTHORIZE' | 'REVOKE';

/** The mobile token has not been approved yet: the authorize call is asked again, no failure. */
export function isWaitingForApproval(error: unknown): boolean {
  return isApiError(error) && error.code === 'SIGNING_NOT_APPROVED';
}

/** A preauthorisation or authorisation (or their revocation counterparts) that the server refused. */
export interface TSigningFailure {
  purpose: TSigningPurpose;
  paymentId: string;
}

type TSigningFailureListener = (failure: TSigningFailure) => void;
const failureListeners = new Set<TSigningFailureListener>();

/**
 * 000 §4: the overview marks a payment whose preauthorisation or authorisation failed
 * (AUTH_FAILED), or whose revocation did (REVOKE_FAILED), whichever way it was signed. Returns the
 * way to stop listening.
 */
export function onSigningFailure(listener: TSigningFailureListener): () => void {
  failureListeners.add(listener);
  return () => {
    failureListeners.delete(listener);
  };
}

/** Tells the listeners of a refusal; a call the person or the page cancelled is no failure. */
function reportingFailure<T>(failure: TSigningFailure, signal: AbortSignal | undefined) {
  return (error: unknown): Promise<T> => {
    if (!signal?.aborted && !isWaitingForApproval(error))
      for (const listener of failureListeners) listener(failure);
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  };
}

export function requestSigningChallenge(
  purpose: TSigningPurpose,
  paymentId: string,
): Promise<TSigningChallengeAnswer> {
  const route =
    purpose === 'AUTHORIZE' ? apiRoutes.postPaymentPreauthorize : apiRoutes.postPaymentRevoke;
  return callApi(route, { params: { paymentId } }).catch(
    reportingFailure<TSigningChallengeAnswer>({ purpose, paymentId }, undefined),
  );
}

export function submitSignature(
  purpose: TSigningPurpose,
  paymentId: string,
  proof: TSigningProofInput,
  options: { idempotencyKey: string; background?: true; signal?: AbortSignal },
): Promise<TPayment> {
  const route =
    purpose === 'AUTHORIZE' ? apiRoutes.postPaymentAuthorize : apiRoutes.patchPaymentRevoke;
  return callApi(route, { params: { paymentId }, body: proof, ...options }).catch(
    reportingFailure<TPayment>({ purpose, paymentId }, options.signal),
  );
}
