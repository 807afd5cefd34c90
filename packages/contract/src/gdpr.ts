import { z } from 'zod';
import { GDPR_CONSENT_STATUSES } from '@poslovno/domain';
import { ZInstant } from './common';
import { ZOrderChallengeAnswer, ZOrderSignature } from './orders';

/** 001 §3 GDPR consent request: the company's marketing choice, signed under the company rule. */
export const ZGdprConsentRequestInput = z
  .object({ communicationAllowed: z.boolean(), profilingAllowed: z.boolean() })
  .strict();
export type TGdprConsentRequestInput = z.infer<typeof ZGdprConsentRequestInput>;

export const ZGdprConsentRequest = z
  .object({
    requestId: z.string(),
    status: z.enum(GDPR_CONSENT_STATUSES),
    /** The status, or why it waits (ALREADY_SIGNED, PARTIALLY_AUTHORIZED, PROPAGATION_FAILED). */
    displayStatus: z.string(),
    communicationAllowed: z.boolean(),
    profilingAllowed: z.boolean(),
    /** The bank's reason when REJECTED. */
    rejectionCode: z.string().nullable(),
    createdBy: z.string(),
    createdAt: ZInstant,
    signatures: z.array(ZOrderSignature),
    actions: z.object({ canAuthorize: z.boolean(), canDelete: z.boolean() }),
  })
  .meta({ id: 'GdprConsentRequest' });
export type TGdprConsentRequest = z.infer<typeof ZGdprConsentRequest>;

/** The answer to a new request: the request and the challenge to sign it (its preauthorisation). */
export const ZGdprConsentRequestCreated = z
  .object({ request: ZGdprConsentRequest, preauthorization: ZOrderChallengeAnswer })
  .meta({ id: 'GdprConsentRequestCreated' });
export type TGdprConsentRequestCreated = z.infer<typeof ZGdprConsentRequestCreated>;

/** The company's current choice as the bank holds it, and the latest requests. */
export const ZGdprConsents = z
  .object({
    communicationAllowed: z.boolean(),
    profilingAllowed: z.boolean(),
    /** When the bank last recorded a choice; null while the company never made one. */
    updatedAt: ZInstant.nullable(),
    /** Whether this person may ask for a change (a representative of the company). */
    canRequest: z.boolean(),
    requests: z.array(ZGdprConsentRequest),
  })
  .meta({ id: 'GdprConsents' });
export type TGdprConsents = z.infer<typeof ZGdprConsents>;
