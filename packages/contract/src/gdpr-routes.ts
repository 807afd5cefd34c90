import { ZSigningProofInput } from './payments';
import { defineRoute } from './route-definition';
import { ZOrderChallengeAnswer, ZRequestIdParams } from './orders';
import {
  ZGdprConsentRequest,
  ZGdprConsentRequestCreated,
  ZGdprConsentRequestInput,
  ZGdprConsents,
} from './gdpr';

/** 001 §7 GDPR: the company's marketing consents (paths chosen in docs/decisions.md). */
export const gdprRoutes = {
  getGdprConsents: defineRoute({
    method: 'GET',
    path: '/gdpr-consents',
    access: 'session',
    service: 'ACCOUNT_MANAGEMENT',
    tag: 'gdpr',
    summary: "The company's marketing consents as the bank holds them, and the latest requests",
    status: 200,
    response: ZGdprConsents,
  }),
  postGdprConsentRequest: defineRoute({
    method: 'POST',
    path: '/gdpr-consent-requests',
    access: 'session',
    service: 'ACCOUNT_MANAGEMENT',
    tag: 'gdpr',
    summary:
      'Asks for a change of the marketing consents (001 §7 create); the answer carries the challenge to sign it',
    body: ZGdprConsentRequestInput,
    status: 201,
    response: ZGdprConsentRequestCreated,
    isIdempotent: true,
  }),
  patchGdprConsentRequestPreauthorize: defineRoute({
    method: 'PATCH',
    path: '/gdpr-consent-requests/:requestId/preauthorize',
    access: 'session',
    service: 'ACCOUNT_MANAGEMENT',
    tag: 'gdpr',
    summary: "A representative's challenge to sign a request another one created",
    params: ZRequestIdParams,
    status: 200,
    response: ZOrderChallengeAnswer,
  }),
  patchGdprConsentRequestAuthorize: defineRoute({
    method: 'PATCH',
    path: '/gdpr-consent-requests/:requestId/authorize',
    access: 'session',
    service: 'ACCOUNT_MANAGEMENT',
    tag: 'gdpr',
    summary: 'Signs the request; with its last signature it goes to the bank',
    params: ZRequestIdParams,
    body: ZSigningProofInput,
    status: 200,
    response: ZGdprConsentRequest,
    isIdempotent: true,
  }),
  deleteGdprConsentRequest: defineRoute({
    method: 'DELETE',
    path: '/gdpr-consent-requests/:requestId',
    access: 'session',
    service: 'ACCOUNT_MANAGEMENT',
    tag: 'gdpr',
    summary: 'Deletes a request nobody has fully signed',
    params: ZRequestIdParams,
    status: 204,
    response: null,
  }),
};
