import { ZSigningProofInput } from './payments';
import { ZOrderChallengeAnswer, ZRequestIdParams } from './orders';
import { defineRoute } from './route-definition';
import {
  ZDemoMobileTokenActivation,
  ZDemoSmsMessages,
  ZDemoSmsQuery,
  ZReactivation,
  ZReactivationAuthorized,
  ZReactivationInput,
  ZReactivations,
} from './reactivations';
import { ZDemoDeviceEnrolled } from './sessions';

/** 001 §7 mobile token reactivation, and the demo phone's side of it. */
export const reactivationRoutes = {
  getReactivations: defineRoute({
    method: 'GET',
    path: '/authentication/reactivations',
    access: 'session',
    service: 'SESSIONS',
    tag: 'mobile-token',
    summary: "The person's latest mobile token reactivations",
    status: 200,
    response: ZReactivations,
  }),
  postReactivation: defineRoute({
    method: 'POST',
    path: '/authentication/reactivations',
    access: 'session',
    service: 'SESSIONS',
    tag: 'mobile-token',
    summary: "Asks for a reactivation of the person's mobile token (001 §7): phone and reason",
    body: ZReactivationInput,
    status: 201,
    response: ZReactivation,
    isIdempotent: true,
  }),
  patchReactivationPreauthorize: defineRoute({
    method: 'PATCH',
    path: '/authentication/reactivations/:requestId/preauthorize',
    access: 'session',
    service: 'SESSIONS',
    tag: 'mobile-token',
    summary: 'The challenge to sign the reactivation with another device than the mobile token',
    params: ZRequestIdParams,
    status: 200,
    response: ZOrderChallengeAnswer,
  }),
  patchReactivationAuthorize: defineRoute({
    method: 'PATCH',
    path: '/authentication/reactivations/:requestId/authorize',
    access: 'session',
    service: 'SESSIONS',
    tag: 'mobile-token',
    summary:
      "Signs the reactivation; the bank's answer carries the activation code's first part (the second goes by SMS)",
    params: ZRequestIdParams,
    body: ZSigningProofInput,
    status: 200,
    response: ZReactivationAuthorized,
    isIdempotent: true,
  }),
  getDemoSmsMessages: defineRoute({
    method: 'GET',
    path: '/demo/sms-messages',
    access: 'demo',
    tag: 'mobile-token',
    summary: "Demo mode: the SMS messages the bank sent a demo person's phone",
    querystring: ZDemoSmsQuery,
    status: 200,
    response: ZDemoSmsMessages,
  }),
  postDemoMobileTokenActivation: defineRoute({
    method: 'POST',
    path: '/demo/mobile-token/activations',
    access: 'demo',
    tag: 'mobile-token',
    summary: "Demo mode: the phone's new key activated with both parts of the activation code",
    body: ZDemoMobileTokenActivation,
    status: 201,
    response: ZDemoDeviceEnrolled,
  }),
};
