import { ZSigningProofInput } from './payments';
import { defineRoute } from './route-definition';
import { ZOrderChallengeAnswer, ZRequestIdParams } from './orders';
import {
  ZInstantLimitRequest,
  ZInstantLimitRequestCreated,
  ZInstantLimitRequestInput,
  ZInstantLimitRequests,
  ZInstantLimitRequestsQuery,
  ZInstantPaymentLimits,
} from './instant-limits';

/**
 * 001 §7 instant limits: the accounts' limits, and the requests to change one (the list's path is
 * the spec's; the requests' paths follow the screen /instant-limit-requests, docs/decisions.md).
 */
export const instantLimitRoutes = {
  getInstantPaymentLimits: defineRoute({
    method: 'GET',
    path: '/account-management/instant-payments-limits',
    access: 'session',
    service: 'ACCOUNT_MANAGEMENT',
    tag: 'instant-limits',
    summary:
      "The instant payment limit of each account the person works with: the account's own, or the bank's default, and a request still waiting",
    status: 200,
    response: ZInstantPaymentLimits,
  }),
  postInstantLimitRequest: defineRoute({
    method: 'POST',
    path: '/instant-limit-requests',
    access: 'session',
    service: 'ACCOUNT_MANAGEMENT',
    tag: 'instant-limits',
    summary:
      "Asks for a change of an account's instant payment limit (001 §7 create); the answer carries the challenge to sign it",
    body: ZInstantLimitRequestInput,
    status: 201,
    response: ZInstantLimitRequestCreated,
    isIdempotent: true,
  }),
  getInstantLimitRequests: defineRoute({
    method: 'GET',
    path: '/instant-limit-requests',
    access: 'session',
    service: 'ACCOUNT_MANAGEMENT',
    tag: 'instant-limits',
    summary: "The requests on the person's accounts, newest first, a keyset page",
    querystring: ZInstantLimitRequestsQuery,
    status: 200,
    response: ZInstantLimitRequests,
  }),
  patchInstantLimitRequestPreauthorize: defineRoute({
    method: 'PATCH',
    path: '/instant-limit-requests/:requestId/preauthorize',
    access: 'session',
    service: 'ACCOUNT_MANAGEMENT',
    tag: 'instant-limits',
    summary: 'The challenge for an authority of the account to sign the request',
    params: ZRequestIdParams,
    status: 200,
    response: ZOrderChallengeAnswer,
  }),
  patchInstantLimitRequestAuthorize: defineRoute({
    method: 'PATCH',
    path: '/instant-limit-requests/:requestId/authorize',
    access: 'session',
    service: 'ACCOUNT_MANAGEMENT',
    tag: 'instant-limits',
    summary: 'Signs the request; with its last signature it goes to the bank',
    params: ZRequestIdParams,
    body: ZSigningProofInput,
    status: 200,
    response: ZInstantLimitRequest,
    isIdempotent: true,
  }),
  deleteInstantLimitRequest: defineRoute({
    method: 'DELETE',
    path: '/instant-limit-requests/:requestId',
    access: 'session',
    service: 'ACCOUNT_MANAGEMENT',
    tag: 'instant-limits',
    summary: 'Deletes a request nobody has fully signed',
    params: ZRequestIdParams,
    status: 204,
    response: null,
  }),
};
