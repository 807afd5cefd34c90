import {
  BACK_OFFICE_REQUEST_STATUSES,
  BACK_OFFICE_REQUEST_VOCABULARY,
  type TBackOfficeRequestStatus,
} from './order-lifecycle';

/**
 * GDPR marketing consents (001 §2, §3): the company allows the bank to contact it about offers
 * (COMMUNICATION) and to tailor them to its business (PROFILING). A change is a request signed
 * under the company-level rule and recorded by the bank.
 */
export const GDPR_CONSENT_OPTIONS = ['COMMUNICATION', 'PROFILING'] as const;
export type TGdprConsentOption = (typeof GDPR_CONSENT_OPTIONS)[number];

/** 001 §4 GDPR consent request: the generic progression of a request the bank decides. */
export const GDPR_CONSENT_STATUSES = BACK_OFFICE_REQUEST_STATUSES;
export type TGdprConsentStatus = TBackOfficeRequestStatus;
export const GDPR_CONSENT_VOCABULARY = BACK_OFFICE_REQUEST_VOCABULARY;

export interface TGdprConsentChoice {
  communicationAllowed: boolean;
  profilingAllowed: boolean;
}
