import { ZLocaleQuery } from './common';
import { ZOrderChallengeAnswer, ZRequestIdParams } from './orders';
import { ZSigningProofInput } from './payments';
import { PDF, defineRoute } from './route-definition';
import {
  ZAuthorityChangeRequest,
  ZAuthorityChangeRequestCreated,
  ZAuthorityChangeRequestInput,
  ZAuthorityChangeRequests,
  ZAuthorityChangeRequestsQuery,
  ZAuthorizedPersons,
  ZAuthorizedPersonsQuery,
} from './authority-changes';

/**
 * 001 §7 "Authority changes": the paths the spec gives, and for the request list's details,
 * delete and document the paths docs/decisions.md chose ("Account management").
 */
export const authorityChangeRoutes = {
  getAuthorizedPersons: defineRoute({
    method: 'GET',
    path: '/account-management/authorized-persons',
    access: 'session',
    service: 'ACCOUNT_MANAGEMENT',
    tag: 'account-management',
    summary:
      "The company's persons with their authority on each account, filtered by account or person",
    querystring: ZAuthorizedPersonsQuery,
    status: 200,
    response: ZAuthorizedPersons,
  }),
  postAuthorityChangeRequest: defineRoute({
    method: 'POST',
    path: '/authority-level-change-requests',
    access: 'session',
    service: 'ACCOUNT_MANAGEMENT',
    tag: 'account-management',
    summary:
      "Asks the bank to change or revoke a person's authority; the answer carries the challenge to sign it",
    body: ZAuthorityChangeRequestInput,
    status: 201,
    response: ZAuthorityChangeRequestCreated,
    isIdempotent: true,
  }),
  getAuthorityChangeRequests: defineRoute({
    method: 'GET',
    path: '/authority-level-change-requests',
    access: 'session',
    service: 'ACCOUNT_MANAGEMENT',
    tag: 'account-management',
    summary: "The company's authority change and revoke requests, newest first, a keyset page",
    querystring: ZAuthorityChangeRequestsQuery,
    status: 200,
    response: ZAuthorityChangeRequests,
  }),
  getAuthorityChangeRequest: defineRoute({
    method: 'GET',
    path: '/authority-level-change-requests/:requestId',
    access: 'session',
    service: 'ACCOUNT_MANAGEMENT',
    tag: 'account-management',
    summary:
      'One request with its recapitulation (per account, before and after) and its signatures',
    params: ZRequestIdParams,
    status: 200,
    response: ZAuthorityChangeRequest,
  }),
  patchAuthorityChangeRequestPreauthorize: defineRoute({
    method: 'PATCH',
    path: '/authority-level-change-requests/:requestId/preauthorization',
    access: 'session',
    service: 'ACCOUNT_MANAGEMENT',
    tag: 'account-management',
    summary: "A representative's challenge to sign the request",
    params: ZRequestIdParams,
    status: 200,
    response: ZOrderChallengeAnswer,
  }),
  patchAuthorityChangeRequestAuthorize: defineRoute({
    method: 'PATCH',
    path: '/authority-level-change-requests/:requestId/authorization',
    access: 'session',
    service: 'ACCOUNT_MANAGEMENT',
    tag: 'account-management',
    summary: 'Signs the request; with its last signature it goes to the bank',
    params: ZRequestIdParams,
    querystring: ZLocaleQuery,
    body: ZSigningProofInput,
    status: 200,
    response: ZAuthorityChangeRequest,
    isIdempotent: true,
  }),
  deleteAuthorityChangeRequest: defineRoute({
    method: 'DELETE',
    path: '/authority-level-change-requests/:requestId',
    access: 'session',
    service: 'ACCOUNT_MANAGEMENT',
    tag: 'account-management',
    summary: 'Deletes a request nobody has fully signed',
    params: ZRequestIdParams,
    status: 204,
    response: null,
  }),
  getAuthorityChangeRequestDocument: defineRoute({
    method: 'GET',
    path: '/authority-level-change-requests/:requestId/document',
    access: 'session',
    service: 'ACCOUNT_MANAGEMENT',
    tag: 'account-management',
    summary:
      'The request as a PDF: the person, the accounts before and after, its status and signatures',
    params: ZRequestIdParams,
    querystring: ZLocaleQuery,
    status: 200,
    response: null,
    file: { contentTypes: [PDF] },
  }),
};
