import { useCallback, useEffect, useState } from 'react';
import { onSigningFailure } from './signing-calls';

/** 000 §4 overview states of a signing that failed: authorisation or revocation. */
export type TFailedSigning = 'AUTH_FAILED' | 'REVOKE_FAILED';

/**
 * The orders of one type whose last preauthorisation or authorisation (AUTH_FAILED) or revocation
 * (REVOKE_FAILED) the server refused while the overview was open, by order id, until one succeeds.
 */
export function useSigningFailures(orderType: string) {
  const [failures, setFailures] = useState<ReadonlyMap<string, TFailedSigning>>(new Map());

  useEffect(
    () =>
      onSigningFailure((order) => {
        if (order.orderType !== orderType) return;
        setFailures((current) =>
          new Map(current).set(
            order.orderId,
            order.purpose === 'AUTHORIZE' ? 'AUTH_FAILED' : 'REVOKE_FAILED',
          ),
        );
      }),
    [orderType],
  );

  const clear = useCallback((orderId: string) => {
    setFailures((current) => {
      if (!current.has(orderId)) return current;
      const next = new Map(current);
      next.delete(orderId);
      return next;
    });
  }, []);

  return { failures, clear };
}
