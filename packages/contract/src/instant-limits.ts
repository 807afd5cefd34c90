import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  INSTANT_LIMIT_REQUEST_STATUSES,
  INSTANT_LIMIT_TYPES,
} from '@poslovno/domain';
import { ZDecimalAmount, ZInstant, ZUuid } from './common';
import { ZOrderChallengeAnswer, ZOrderSignature } from './orders';

/**
 * 001 §3 instant payment limit change request: the account, one limit type, its amount where the
 * type takes one, and a reference. The fields are typed text the rules answer on their field
 * (limitType, limitAmount, accountNumber, reference); the form sends one type, and a list of
 * several is refused with INSTANT_LIMIT_ONE_TYPE (001 §5).
 */
export const ZInstantLimitRequestInput = z
  .object({
    /** The account's IBAN. */
    accountNumber: z.string().max(100).default(''),
    /** PER_TRANSACTION, DAILY_LIMIT or WITHOUT_LIMIT. */
    limitType: z.union([z.string().max(40), z.array(z.string().max(40)).max(10)]).default(''),
    /** A decimal in euro ("25000.00") for PER_TRANSACTION and DAILY_LIMIT; empty or null without. */
    limitAmount: z.string().max(100).nullable().default(null),
    reference: z.string().max(200).default(''),
  })
  .strict()
  .meta({ id: 'InstantLimitRequestBody' });
export type TInstantLimitRequestInput = z.input<typeof ZInstantLimitRequestInput>;
export type TParsedInstantLimitRequestInput = z.output<typeof ZInstantLimitRequestInput>;

const ZLimitAmount = ZDecimalAmount.nullable().describe('euro; null for WITHOUT_LIMIT');

export const ZInstantLimitRequest = z
  .object({
    requestId: z.string(),
    status: z.enum(INSTANT_LIMIT_REQUEST_STATUSES),
    /** The status, or why it waits (ALREADY_SIGNED, PARTIALLY_AUTHORIZED, PROPAGATION_FAILED). */
    displayStatus: z.string(),
    accountId: ZUuid,
    accountNumber: z.string(),
    limitType: z.enum(INSTANT_LIMIT_TYPES),
    limitAmount: ZLimitAmount,
    /** The limit's currency: always EUR (instant payments are euro payments). */
    currency: z.literal('EUR'),
    reference: z.string(),
    /** The bank's reason when REJECTED. */
    rejectionCode: z.string().nullable(),
    createdBy: z.string(),
    createdAt: ZInstant,
    signatures: z.array(ZOrderSignature),
    actions: z.object({ canAuthorize: z.boolean(), canDelete: z.boolean() }),
  })
  .meta({ id: 'InstantLimitRequest' });
export type TInstantLimitRequest = z.infer<typeof ZInstantLimitRequest>;

/**
 * The answer to a new request: the request and the challenge for its author to sign it (its
 * preauthorisation); null when the author may enter but not sign (an enter-only login or
 * authority), the request then waiting for the account's signers.
 */
export const ZInstantLimitRequestCreated = z
  .object({ request: ZInstantLimitRequest, preauthorization: ZOrderChallengeAnswer.nullable() })
  .meta({ id: 'InstantLimitRequestCreated' });
export type TInstantLimitRequestCreated = z.infer<typeof ZInstantLimitRequestCreated>;

export const ZInstantLimitRequestsQuery = z.object({
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** GET /instant-limit-requests: newest first, a keyset page (DESIGN.md §7). */
export const ZInstantLimitRequests = z
  .object({
    requests: z.array(ZInstantLimitRequest),
    metadata: z.object({ nextCursor: z.string().nullable() }),
  })
  .meta({ id: 'InstantLimitRequests' });
export type TInstantLimitRequests = z.infer<typeof ZInstantLimitRequests>;

/** The newest request of an account the bank has not decided yet. */
export const ZPendingInstantLimitRequest = z.object({
  requestId: z.string(),
  status: z.enum(INSTANT_LIMIT_REQUEST_STATUSES),
  displayStatus: z.string(),
  limitType: z.enum(INSTANT_LIMIT_TYPES),
  limitAmount: ZLimitAmount,
});

/** An account's limit for instant payments as the bank holds it. */
export const ZInstantPaymentLimit = z.object({
  accountId: ZUuid,
  iban: z.string(),
  /** The account's own status: the bank applies no request on a blocked or closed account. */
  accountStatus: z.enum(ACCOUNT_STATUSES),
  /** The limit's currency: always EUR. */
  currency: z.literal('EUR'),
  limitType: z.enum(INSTANT_LIMIT_TYPES),
  limitAmount: ZLimitAmount,
  /** The bank's default per transaction, the account having no limit of its own. */
  isBankDefault: z.boolean(),
  /** When the bank applied the account's own limit; null for the default. */
  updatedAt: ZInstant.nullable(),
  /** Whether this person may ask for a change (entry authority on the account). */
  canRequest: z.boolean(),
  pendingRequest: ZPendingInstantLimitRequest.optional(),
});
export type TInstantPaymentLimit = z.infer<typeof ZInstantPaymentLimit>;

/** GET /account-management/instant-payments-limits (001 §3 "List response: items"). */
export const ZInstantPaymentLimits = z
  .object({ items: z.array(ZInstantPaymentLimit) })
  .meta({ id: 'InstantPaymentLimits' });
export type TInstantPaymentLimits = z.infer<typeof ZInstantPaymentLimits>;
