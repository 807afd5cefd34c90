import { z } from 'zod';
import { SIGNING_METHODS } from '@poslovno/domain';
import { ZInstant, ZUuid } from './common';

/**
 * What every order type shares on the wire (DESIGN.md §4): the signing challenge of an order
 * without an amount, with what is signed in words, and the signatures given.
 */

/** A field the signature covers: the type's stable name (the screens translate it) and its value. */
export const ZSignedField = z.object({ name: z.string(), value: z.string() });
export type TSignedField = z.infer<typeof ZSignedField>;

/** An item a parent order's signature covers (PSD2 dynamic linking): its amount and payee. */
export const ZSignedItem = z.object({
  amount: z.string(),
  currency: z.string(),
  creditorAccount: z.string(),
  creditorName: z.string(),
});
export type TSignedItem = z.infer<typeof ZSignedItem>;

/** The challenge for an order of any type, and what the signer signs, field by field. */
export const ZOrderChallengeAnswer = z
  .object({
    challengeId: ZUuid,
    /** The 8 digits the token signs (RFC 6287 OCRA), derived from the order's digest. */
    challenge: z.string(),
    /** SHA-256 of the canonical order text, hex. */
    digest: z.string(),
    expiresAt: ZInstant,
    devices: z.array(z.object({ id: ZUuid, kind: z.enum(SIGNING_METHODS), serial: z.string() })),
    /** Where the order will stand once this signature is given. */
    outcome: z.enum(['AUTHORIZED', 'PARTIALLY_AUTHORIZED', 'MANDATORY_SIGNEE_NEEDED']),
    orderType: z.string(),
    signedFields: z.array(ZSignedField),
    /** Every item the signature covers, in order; absent for an order without items. */
    signedItems: z.array(ZSignedItem).optional(),
  })
  .meta({ id: 'OrderChallengeAnswer' });
export type TOrderChallengeAnswer = z.infer<typeof ZOrderChallengeAnswer>;

/** A signature on an order, as its details show it. */
export const ZOrderSignature = z.object({
  personName: z.string(),
  method: z.enum(SIGNING_METHODS),
  signedAt: ZInstant,
});
export type TOrderSignature = z.infer<typeof ZOrderSignature>;

/** The path parameter of a request of any non-payment type: its number. */
export const ZRequestIdParams = z.object({ requestId: z.string().regex(/^[1-9]\d{0,17}$/) });
