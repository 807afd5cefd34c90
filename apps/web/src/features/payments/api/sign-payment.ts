import { apiRoutes } from '../../../api/api-routes';
import type { TPayment, TSigningChallengeAnswer, TSigningProofInput } from '@poslovno/contract';
import { callApi } from '../../../api/api-client';
import {
  reportSigningFailure,
  type TAuthorizeOptions,
  type TSignedOrder,
  type TSigningPurpose,
} from '../../../signing/signing-calls';

/** The order type of payments on the server (the kernel's name for them). */
export const PAYMENT_ORDER_TYPE = 'PAYMENT';

function toSignedOrder(purpose: TSigningPurpose, paymentId: string): TSignedOrder {
  return { orderType: PAYMENT_ORDER_TYPE, orderId: paymentId, purpose };
}

/** The challenge of a payment (POST /preauthorize) or of its revocation (POST /revoke). */
export function requestSigningChallenge(
  purpose: TSigningPurpose,
  paymentId: string,
): Promise<TSigningChallengeAnswer> {
  const route =
    purpose === 'AUTHORIZE' ? apiRoutes.postPaymentPreauthorize : apiRoutes.postPaymentRevoke;
  return reportSigningFailure(
    toSignedOrder(purpose, paymentId),
    callApi(route, { params: { paymentId } }),
  );
}

/** The signed payment (POST /authorize) or the signed revocation (PATCH /revoke). */
export function submitSignature(
  purpose: TSigningPurpose,
  paymentId: string,
  proof: TSigningProofInput,
  options: TAuthorizeOptions,
): Promise<TPayment> {
  const route =
    purpose === 'AUTHORIZE' ? apiRoutes.postPaymentAuthorize : apiRoutes.patchPaymentRevoke;
  return reportSigningFailure(
    toSignedOrder(purpose, paymentId),
    callApi(route, { params: { paymentId }, body: proof, ...options }),
    options.signal,
  );
}
