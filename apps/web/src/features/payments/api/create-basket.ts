import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { TPayment } from '@poslovno/contract';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { useRefreshAfterBasketChange } from '../../../api/baskets';
import { createIdempotencyKeeper } from '../../../lib/idempotency';

/**
 * A payment the person may put in a basket (000 §2, §4): one they may sign that waits for
 * signatures (saved, or signed by someone else and waiting for more), not signed by them, and in
 * no basket yet. The server judges again; this only keeps the others out of the request.
 */
export function isBasketable(
  payment: Pick<TPayment, 'status' | 'displayStatus' | 'actions' | 'basketId'>,
): boolean {
  return (
    payment.actions.canAuthorize &&
    payment.basketId === null &&
    (payment.status === 'STORED' || payment.status === 'FOR-AUTHORIZATION') &&
    payment.displayStatus !== 'ALREADY_SIGNED'
  );
}

/**
 * POST /signing-baskets: the payments, in the order given, grouped into a new basket to be signed
 * with one signature. One idempotency key per choice of payments, so a retry makes no second basket.
 */
export function useCreateBasket() {
  const keeper = useRef(createIdempotencyKeeper());
  const refresh = useRefreshAfterBasketChange();
  return useMutation({
    mutationFn: (paymentIds: readonly string[]) => {
      const body = { paymentIds: [...paymentIds] };
      return callApi(apiRoutes.postSigningBasket, { body, idempotencyKey: keeper.current(body) });
    },
    // A refusal too: a payment another basket took meanwhile shows its mark at once.
    onSettled: () => void refresh(),
  });
}
