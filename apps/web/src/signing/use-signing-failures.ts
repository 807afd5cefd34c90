import { useCallback, useEffect, useState } from 'react';
import { onSigningFailure } from '../api/sign-payment';

/** 000 §4 overview states of a signing that failed: authorisation or revocation. */
export type TFailedSigning = 'AUTH_FAILED' | 'REVOKE_FAILED';

/**
 * The payments whose last preauthorisation or authorisation (AUTH_FAILED) or revocation
 * (REVOKE_FAILED) the server refused while the overview was open, until one succeeds.
 */
export function useSigningFailures() {
  const [failures, setFailures] = useState<ReadonlyMap<string, TFailedSigning>>(new Map());

  useEffect(
    () =>
      onSigningFailure(({ purpose, paymentId }) =>
        setFailures((current) =>
          new Map(current).set(
            paymentId,
            purpose === 'AUTHORIZE' ? 'AUTH_FAILED' : 'REVOKE_FAILED',
          ),
        ),
      ),
    [],
  );

  const clear = useCallback((paymentId: string) => {
    setFailures((current) => {
      if (!current.has(paymentId)) return current;
      const next = new Map(current);
      next.delete(paymentId);
      return next;
    });
  }, []);

  return { failures, clear };
}
