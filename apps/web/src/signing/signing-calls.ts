import { isApiError } from '../api/api-client';

/**
 * What a signature is for: the order itself (preauthorize, authorize) or its revocation (the
 * revocation's challenge, then the signed revocation). Both are signed the same way.
 */
export type TSigningPurpose = 'AUTHORIZE' | 'REVOKE';

/** The order a signing is for, of any type, and what the signature does to it. */
export interface TSignedOrder {
  /** The order type as the server names it (PAYMENT, …). */
  orderType: string;
  orderId: string;
  purpose: TSigningPurpose;
}

/** How the signed proof is sent: every call that records a signature is idempotent. */
export interface TAuthorizeOptions {
  idempotencyKey: string;
  /** A repeat the person did not ask for (the mobile token's polling): it never renews the session. */
  background?: true;
  signal?: AbortSignal;
}

/** The mobile token has not been approved yet: the authorize call is asked again, no failure. */
export function isWaitingForApproval(error: unknown): boolean {
  return isApiError(error) && error.code === 'SIGNING_NOT_APPROVED';
}

type TSigningFailureListener = (failure: TSignedOrder) => void;
const failureListeners = new Set<TSigningFailureListener>();

/**
 * 000 §4: an overview marks an order whose preauthorisation or authorisation failed
 * (AUTH_FAILED), or whose revocation did (REVOKE_FAILED), whichever way it was signed. Returns the
 * way to stop listening.
 */
export function onSigningFailure(listener: TSigningFailureListener): () => void {
  failureListeners.add(listener);
  return () => {
    failureListeners.delete(listener);
  };
}

/**
 * A signing call of an order type's API, which tells the listeners when the server refuses it; a
 * call the person or the page cancelled, or a mobile token not approved yet, is no failure.
 */
export function reportSigningFailure<T>(
  order: TSignedOrder,
  call: Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  return call.catch((error: unknown) => {
    if (!signal?.aborted && !isWaitingForApproval(error))
      for (const listener of failureListeners) listener(order);
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  });
}
