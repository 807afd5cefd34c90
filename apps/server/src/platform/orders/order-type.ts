import type {
  TErrorCode,
  TIsoDate,
  TSigningMethod,
  TOrderDigestInput,
  TOrderVocabulary,
  TRuleViolation,
  TServiceCode,
} from '@poslovno/domain';
import type { TCoreOrder } from '../../core-bank/execution/execution.types';
import type { TActor } from '../auth/session-service';
import type { TTx } from '../db/database';
import type { TDeps } from '../http';
import type { TKernelOrder } from './orders.repository';

/**
 * An order type plugs into the kernel (DESIGN.md §4) with its validation, its statuses, its
 * canonical digest (what is signed), who may enter and sign it, and how the bank carries it out;
 * the kernel does the rest of the lifecycle the same way for every type: store, edit,
 * preauthorize, authorize (one or two signatures), hand-off to the bank, recall, delete, expiry.
 * A new order type is one folder of code implementing this, listed in
 * apps/server/src/order-types.ts.
 */

/** Work of the kernel inside the person's company-scoped transaction. */
export interface TOrderContext {
  deps: TDeps;
  actor: TActor;
  tx: TTx;
  /** A group type's orders to hold, locked and judged joinable, with their values. */
  members?: readonly TMember[];
  /** The order an edit changes, so a type's checks against other orders leave it out. */
  editedOrderId?: bigint;
}

/** An order held by a parent, with its own type's value. */
export interface TMember {
  order: TKernelOrder;
  value: unknown;
}

/**
 * Who may enter, see and sign an order of the type (docs/decisions.md "Who signs an order"):
 * - ACCOUNT: the account authorities of its debit account (000 §6);
 * - COMPANY: the company's representatives, alone or two together (authority changes, consents);
 * - PERSONAL: its author alone, with one signature (mobile token reactivation);
 * - GROUP: an order that holds orders (a basket): seen by whoever sees every order it holds,
 *   signed by whoever may sign each of them, each under its own type's rule.
 */
export type TSigningRule = 'ACCOUNT' | 'COMPANY' | 'PERSONAL' | 'GROUP';

/** What the kernel keeps of every order, when the type has it. */
export interface TOrderFacts {
  /** Required under the ACCOUNT rule: the account whose authorities enter and sign. */
  debtorAccountId?: string;
  amountMinor?: bigint;
  currency?: string;
  /** An order with a date is cancelled when nobody signed it before the date passed. */
  executionDate?: TIsoDate;
  /** The order whose signature covers this one (a basket, a bulk file, a loan's instructions). */
  parentOrderId?: bigint;
}

export type TOrderValidation<TValue> =
  | {
      ok: true;
      value: TValue;
      facts: TOrderFacts;
      warnings: TRuleViolation[];
      /**
       * Files uploaded before (their ids) that the order carries: linked to it when it is stored,
       * and signed with it (name and SHA-256 of each) by a type that takes attachments.
       */
      attachmentIds?: readonly string[];
    }
  | { ok: false; violations: TRuleViolation[]; warnings: TRuleViolation[] };

/** What the core made of a payment handed to it, for the order's record. */
export interface THandOff {
  coreOrder: TCoreOrder;
  /** The amount taken from the debit account when it differs from the order's currency. */
  debitAmountMinor?: bigint;
  exchangeRate?: string;
  crossCurrencyFeeMinor?: bigint;
}

/**
 * The back office's decision on an order of the type: carried out (the type's status for it), or
 * rejected with a reason of the type's own list.
 */
export type TBackOfficeDecision =
  { outcome: 'EXECUTED'; status: string } | { outcome: 'REJECTED'; reason: TErrorCode };

/**
 * How the bank carries out an authorised order:
 * - CORE: handed to the core bank's execution engine in the transaction of the last signature
 *   (payments: the funds are reserved at once), the core's announcements moving it on;
 * - BACK_OFFICE: written to the outbox and decided by the type's processor in the built-in bank
 *   after the bank's processing delay. A real bank replaces the processor with an adapter.
 */
export type TOrderDelivery<TValue> =
  | {
      kind: 'CORE';
      handOff(tx: TTx, deps: TDeps, order: TKernelOrder, value: TValue): Promise<THandOff>;
      /** Gives an authorised order back (000 §7 revoke); false when the core already ran it. */
      revoke(tx: TTx, deps: TDeps, order: TKernelOrder): Promise<boolean>;
    }
  | {
      /**
       * An order that holds orders (the GROUP rule) goes nowhere itself: each order it holds goes
       * to the bank by its own type as the parent's signature completes it.
       */
      kind: 'MEMBERS';
    }
  | {
      kind: 'BACK_OFFICE';
      /** The reasons the spec names for the type; each one has a test that provokes it. */
      rejectionReasons: readonly TErrorCode[];
      /** The type's status of an order the back office rejected. */
      rejectedStatus: string;
      /**
       * Decided in the transaction of the last signature, so its answer carries the decision (a
       * reactivation's activation code); the outbox only when the bank cannot be reached then.
       */
      decidesAtOnce?: boolean;
      /**
       * When the bank takes the order, if later than its processing delay: a bulk file's group on
       * the morning of its execution date. The outbox holds it until then.
       */
      dueAt?(value: TValue): Date;
      /**
       * Decides by the bank's own data, as the bank, in a transaction of its own; throws
       * BANKING_UNAVAILABLE while the bank cannot be reached (the order waits and is retried).
       */
      process(
        tx: TTx,
        deps: TDeps,
        order: TKernelOrder,
        value: TValue,
      ): Promise<TBackOfficeDecision>;
    };

/** The codes a type answers with where the kernel refuses something, named as its spec names them. */
export interface TOrderRefusalCodes {
  /** The person may not enter, sign or delete orders of the type here. */
  noAuthority: TErrorCode;
  /** The order is past the point where it can be edited. */
  notEditable: TErrorCode;
}

/**
 * A type whose orders hold orders of another type (a basket's payments, DESIGN.md §4): the
 * kernel joins them when the parent is stored, and a signature of the parent signs each of them
 * under the member type's own rules, in the same transaction.
 */
export interface TOrderGroup<TDraft> {
  // The member type's own draft and value stay its own: the kernel never looks inside them.
  memberType: TOrderTypePlugin<never, unknown>;
  /** The orders the draft asks to hold, in its order. */
  readMemberIds(draft: TDraft): readonly bigint[];
  /** The field of the draft that lists them, for a refusal's validation. */
  memberField: string;
  /** How the type names the refusals of its members (000 §8 baskets). */
  codes: {
    /** The group is not stored because members cannot join (each named in its validations). */
    refused: TErrorCode;
    /** Listed twice in one draft. */
    listedTwice: TErrorCode;
    /** Not waiting for signatures, or signed by this person already. */
    notJoinable: TErrorCode;
    /** Held by another parent that still waits for signatures. */
    heldElsewhere: TErrorCode;
    /** Edited or gone since it joined: found before the signature is checked. */
    changed: TErrorCode;
    /** The signer lacks the authority over one of them. */
    noAuthority: TErrorCode;
  };
}

export interface TOrderTypePlugin<TDraft, TValue> {
  /** The kernel's and the signatures' name of the type: PAYMENT. */
  orderType: string;
  /** The type's statuses over the kernel's phases (001 §4). */
  vocabulary: TOrderVocabulary;
  signingRule: TSigningRule;
  /** The service of the session's allowed services that gates the type (menu and API). */
  service: TServiceCode;
  refusalCodes: TOrderRefusalCodes;
  /** Every order of the type needs a mandatory signee's signature (bulk files, 000 §6). */
  requiresMandatorySignee: boolean;
  /**
   * Every order of the type needs two signatures of different people whoever signs (dual control:
   * authority changes), as on an account that takes two.
   */
  requiresTwoSignatures?: boolean;
  validate(context: TOrderContext, draft: TDraft): Promise<TOrderValidation<TValue>>;
  /** For foreign-currency authorisation (000 §6): a foreign order, or one in a foreign currency. */
  isForeign(value: TValue): boolean;
  insertDetails(tx: TTx, order: TKernelOrder, value: TValue): Promise<void>;
  updateDetails(tx: TTx, order: TKernelOrder, value: TValue): Promise<void>;
  readDetails(tx: TTx, order: TKernelOrder): Promise<TValue>;
  /**
   * What a signature of this order covers (PSD2 dynamic linking): amount and payee, every item of
   * a parent, or the type's canonical fields for an order without an amount.
   */
  buildDigestInput(order: TKernelOrder, value: TValue): Omit<TOrderDigestInput, 'reference'>;
  /** Rules of the signing moment beyond the policy (the cut-off); a code refuses the signature. */
  checkSigningTime(order: TKernelOrder, value: TValue, now: Date): TErrorCode | undefined;
  /**
   * Orders of the type are signed only through the parent that holds them (a bulk file's groups):
   * they are not listed among the orders to sign, the parent is.
   */
  isSignedOnlyWithParent?: boolean;
  /** Orders of the type carry files (a guarantee's documents): their signatures cover each file. */
  takesAttachments?: boolean;
  /** The devices that may sign it, when not all (another device than the one being reactivated). */
  signingMethods?: readonly TSigningMethod[];
  /** What a list of orders of every type shows of it: who or what it concerns, where it is signed. */
  summarize(order: TKernelOrder, value: TValue): { counterpartyName: string; path: string };
  delivery: TOrderDelivery<TValue>;
  /** Orders of the type hold orders of another type (GROUP rule, delivery MEMBERS). */
  group?: TOrderGroup<TDraft>;
}
