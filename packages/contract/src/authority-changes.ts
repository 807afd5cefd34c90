import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  AUTHORITY_CHANGE_ACTIONS,
  AUTHORITY_CHANGE_STATUSES,
  AUTHORITY_LEVELS,
  FOREIGN_CURRENCY_AUTHORIZATIONS,
  LIMIT_TYPES,
} from '@poslovno/domain';
import { ZCurrencyCode, ZCustomerId, ZDecimalAmount, ZInstant, ZUuid } from './common';
import { ZOrderChallengeAnswer, ZOrderSignature } from './orders';

/**
 * Account management (000 §2, 001 §2, §3, §4, §7): the company's authorised persons with their
 * authority per account, and the requests that change or revoke a person's authority.
 */

/** A person's authority on one account as the bank holds it (NONE where they have none). */
export const ZPersonAccountAuthority = z.object({
  accountId: ZUuid,
  authorityLevel: z.enum(AUTHORITY_LEVELS),
  limitType: z.enum(LIMIT_TYPES),
  /** In limitCurrency; null for NO_LIMIT. */
  limitAmount: ZDecimalAmount.nullable(),
  /** The domestic currency: every signing limit is in it (000 §6). */
  limitCurrency: ZCurrencyCode,
  independentSignee: z.boolean(),
  mandatorySignee: z.boolean(),
  foreignCurrencyAuthorization: z.enum(FOREIGN_CURRENCY_AUTHORIZATIONS),
});
export type TPersonAccountAuthority = z.infer<typeof ZPersonAccountAuthority>;

/** An account of the company as account management lists it. */
export const ZManagedAccount = z.object({
  accountId: ZUuid,
  iban: z.string(),
  /** The display label of 000 §3 (nickname, else the IBAN's last 10 characters and currency). */
  label: z.string(),
  currency: ZCurrencyCode,
  status: z.enum(ACCOUNT_STATUSES),
  numberOfSignatures: z.number().int().min(1).max(2),
});
export type TManagedAccount = z.infer<typeof ZManagedAccount>;

export const ZAuthorizedPersonEntry = z.object({
  personId: ZUuid,
  /** Capitalised (000 §3). */
  personName: z.string(),
  /** The login authorisation level the person may sign in with: 1 enter, 2 authorise, 3 both. */
  loginAuthorizationLevel: z.number().int().min(1).max(3),
  /** A representative of the company: signs requests about the company itself. */
  isRepresentative: z.boolean(),
  /** The signed-in person. */
  isCurrentPerson: z.boolean(),
  /** The newest request about the person the bank has not decided yet. */
  pendingRequestId: z.string().nullable(),
  /** Every listed account of the company, in the account list's order. */
  authorities: z.array(ZPersonAccountAuthority),
});
export type TAuthorizedPersonEntry = z.infer<typeof ZAuthorizedPersonEntry>;

export const ZAuthorizedPersonsQuery = z.object({
  accountId: ZUuid.optional(),
  personId: ZUuid.optional(),
});

/** GET /account-management/authorized-persons. */
export const ZAuthorizedPersons = z
  .object({
    /** The company's accounts that are not closed, for the filter and the change form. */
    accounts: z.array(ZManagedAccount),
    persons: z.array(ZAuthorizedPersonEntry),
    /** Whether this person may ask for a change (a representative whose login enters orders). */
    canRequest: z.boolean(),
  })
  .meta({ id: 'AuthorizedPersons' });
export type TAuthorizedPersons = z.infer<typeof ZAuthorizedPersons>;

/** One account of a change as typed: each field text, answered on its own field (001 §5). */
export const ZAuthorityChangeLineInput = z
  .object({
    accountId: ZUuid,
    authorityLevel: z.string().max(40).default(''),
    limitType: z.string().max(40).default(''),
    /** A decimal in euro ("1000.00") for PER_TRANSACTION and DAILY_LIMIT; empty or null for NO_LIMIT. */
    limitAmount: z.string().max(100).nullable().default(null),
  })
  .strict();

/** 001 §3 authority change request: the person, change or revoke, and per account the new authority. */
export const ZAuthorityChangeRequestInput = z
  .object({
    /** The company's customer ID; another company's answers NOT_FOUND. */
    customerId: ZCustomerId,
    personId: ZUuid,
    /** CHANGE or REVOKE. */
    actionType: z.string().max(40).default(''),
    /** For CHANGE the accounts it changes; empty for REVOKE (it takes every authority). */
    accounts: z.array(ZAuthorityChangeLineInput).max(500).default([]),
  })
  .strict()
  .meta({ id: 'AuthorityChangeRequestBody' });
export type TAuthorityChangeRequestInput = z.input<typeof ZAuthorityChangeRequestInput>;
export type TParsedAuthorityChangeRequestInput = z.output<typeof ZAuthorityChangeRequestInput>;

export const ZAuthoritySetting = z.object({
  authorityLevel: z.enum(AUTHORITY_LEVELS),
  limitType: z.enum(LIMIT_TYPES),
  limitAmount: ZDecimalAmount.nullable(),
});
export type TAuthoritySetting = z.infer<typeof ZAuthoritySetting>;

/** The recapitulation of one account: the authority before the request and after it. */
export const ZAuthorityChangeLine = z.object({
  accountId: ZUuid,
  iban: z.string(),
  label: z.string(),
  currency: ZCurrencyCode,
  before: ZAuthoritySetting,
  after: ZAuthoritySetting,
});
export type TAuthorityChangeLine = z.infer<typeof ZAuthorityChangeLine>;

export const ZAuthorityChangeRequest = z
  .object({
    requestId: z.string(),
    status: z.enum(AUTHORITY_CHANGE_STATUSES),
    /** The status, or why it waits (ALREADY_SIGNED, PARTIALLY_AUTHORIZED, PROPAGATION_FAILED). */
    displayStatus: z.string(),
    customerId: ZCustomerId,
    personId: ZUuid,
    personName: z.string(),
    actionType: z.enum(AUTHORITY_CHANGE_ACTIONS),
    /** Per account, before and after (for a revoke: every account the person had authority on). */
    lines: z.array(ZAuthorityChangeLine),
    /** The currency of every limit in the lines. */
    limitCurrency: ZCurrencyCode,
    /** The bank's reason when REJECTED. */
    rejectionCode: z.string().nullable(),
    createdBy: z.string(),
    createdAt: ZInstant,
    signatures: z.array(ZOrderSignature),
    actions: z.object({ canAuthorize: z.boolean(), canDelete: z.boolean() }),
  })
  .meta({ id: 'AuthorityChangeRequest' });
export type TAuthorityChangeRequest = z.infer<typeof ZAuthorityChangeRequest>;

/**
 * The answer to a new request: the request and the challenge for its author to sign it; null when
 * the author's login enters orders only, the request then waiting for the other representatives.
 */
export const ZAuthorityChangeRequestCreated = z
  .object({ request: ZAuthorityChangeRequest, preauthorization: ZOrderChallengeAnswer.nullable() })
  .meta({ id: 'AuthorityChangeRequestCreated' });
export type TAuthorityChangeRequestCreated = z.infer<typeof ZAuthorityChangeRequestCreated>;

export const ZAuthorityChangeRequestsQuery = z.object({
  status: z.enum(AUTHORITY_CHANGE_STATUSES).optional(),
  personId: ZUuid.optional(),
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /authority-level-change-requests: newest first, a keyset page (DESIGN.md §7). */
export const ZAuthorityChangeRequests = z
  .object({
    requests: z.array(ZAuthorityChangeRequest),
    metadata: z.object({ nextCursor: z.string().nullable() }),
  })
  .meta({ id: 'AuthorityChangeRequests' });
export type TAuthorityChangeRequests = z.infer<typeof ZAuthorityChangeRequests>;
