import { ZPaymentDocumentQuery, ZPaymentIdParams, ZSigningProofInput } from './payments';
import { PDF, defineRoute } from './route-definition';
import { ZOrderChallengeAnswer, ZRequestIdParams } from './orders';
import {
  ZPaymentConfirmationRequest,
  ZPaymentConfirmationRequestCreated,
  ZPaymentConfirmationRequestInput,
  ZPaymentConfirmationRequests,
  ZPaymentConfirmationRequestsQuery,
} from './payment-confirmations';

/** 001 §7 generic confirmation: the bank's confirmations of executed payments, for a fee. */
export const paymentConfirmationRoutes = {
  getPaymentConfirmationRequests: defineRoute({
    method: 'GET',
    path: '/documents/payment-confirmation-requests',
    access: 'session',
    service: 'PAYMENTS',
    tag: 'payment-confirmations',
    summary:
      'The latest confirmation requests the person may see (of one payment, when asked), newest first',
    querystring: ZPaymentConfirmationRequestsQuery,
    status: 200,
    response: ZPaymentConfirmationRequests,
  }),
  postPaymentConfirmationRequest: defineRoute({
    method: 'POST',
    path: '/documents/payment-confirmation-requests',
    access: 'session',
    service: 'PAYMENTS',
    tag: 'payment-confirmations',
    summary:
      'Asks the bank to confirm executed payments (001 §7); the answer shows the fee and carries the challenge to sign it',
    body: ZPaymentConfirmationRequestInput,
    status: 201,
    response: ZPaymentConfirmationRequestCreated,
    isIdempotent: true,
  }),
  patchPaymentConfirmationRequestPreauthorize: defineRoute({
    method: 'PATCH',
    path: '/documents/payment-confirmation-requests/:requestId/preauthorize',
    access: 'session',
    service: 'PAYMENTS',
    tag: 'payment-confirmations',
    summary: 'A challenge to sign a request someone else created (a second signature)',
    params: ZRequestIdParams,
    status: 200,
    response: ZOrderChallengeAnswer,
  }),
  patchPaymentConfirmationRequestAuthorize: defineRoute({
    method: 'PATCH',
    path: '/documents/payment-confirmation-requests/:requestId/authorize',
    access: 'session',
    service: 'PAYMENTS',
    tag: 'payment-confirmations',
    summary: 'Signs the request; with its last signature it goes to the bank, which books the fee',
    params: ZRequestIdParams,
    body: ZSigningProofInput,
    status: 200,
    response: ZPaymentConfirmationRequest,
    isIdempotent: true,
  }),
  deletePaymentConfirmationRequest: defineRoute({
    method: 'DELETE',
    path: '/documents/payment-confirmation-requests/:requestId',
    access: 'session',
    service: 'PAYMENTS',
    tag: 'payment-confirmations',
    summary: 'Deletes a request nobody has fully signed',
    params: ZRequestIdParams,
    status: 204,
    response: null,
  }),
  getPaymentConfirmation: defineRoute({
    method: 'GET',
    path: '/payments/:paymentId/confirmation',
    access: 'session',
    service: 'PAYMENTS',
    tag: 'payment-confirmations',
    summary:
      "The bank's confirmation of an executed payment as a PDF, once its confirmation request was executed",
    params: ZPaymentIdParams,
    querystring: ZPaymentDocumentQuery,
    status: 200,
    response: null,
    file: { contentTypes: [PDF] },
  }),
};
