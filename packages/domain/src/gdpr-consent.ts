import { defineOrderVocabulary } from './order-lifecycle';

/**
 * GDPR marketing consents (001 §2, §3): the company allows the bank to contact it about offers
 * (COMMUNICATION) and to tailor them to its business (PROFILING). A change is a request signed
 * under the company-level rule and recorded by the bank.
 */
export const GDPR_CONSENT_OPTIONS = ['COMMUNICATION', 'PROFILING'] as const;
export type TGdprConsentOption = (typeof GDPR_CONSENT_OPTIONS)[number];

/** 001 §4 GDPR consent request, with DELETED for a request withdrawn before its last signature. */
export const GDPR_CONSENT_STATUSES = [
  'CREATED',
  'PARTIALLY_AUTHORIZED',
  'AUTHORIZED',
  'EXECUTED',
  'REJECTED',
  'DELETED',
] as const;
export type TGdprConsentStatus = (typeof GDPR_CONSENT_STATUSES)[number];

export const GDPR_CONSENT_VOCABULARY = defineOrderVocabulary<TGdprConsentStatus>({
  phases: {
    CREATED: 'STORED',
    PARTIALLY_AUTHORIZED: 'PARTIALLY_SIGNED',
    AUTHORIZED: 'AUTHORIZED',
    EXECUTED: 'DONE',
    REJECTED: 'FAILED',
    DELETED: 'DELETED',
  },
  kernelStatuses: {
    STORED: 'CREATED',
    PARTIALLY_SIGNED: 'PARTIALLY_AUTHORIZED',
    AUTHORIZED: 'AUTHORIZED',
    DELETED: 'DELETED',
  },
  bankTransitions: { AUTHORIZED: ['EXECUTED', 'REJECTED'] },
  revocable: [],
});

export interface TGdprConsentChoice {
  communicationAllowed: boolean;
  profilingAllowed: boolean;
}
