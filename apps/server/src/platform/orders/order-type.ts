import type { TErrorCode, TIsoDate, TOrderDigestInput, TRuleViolation } from '@poslovno/domain';
import type { TCoreOrder } from '../../core-bank/execution/execution.types';
import type { TActor } from '../auth/session-service';
import type { TTx } from '../db/database';
import type { TDeps } from '../http';
import type { TKernelOrder } from './orders.repository';

/**
 * An order type plugs into the kernel (DESIGN.md §4) with its validation, its canonical digest
 * (what is signed) and its execution; the kernel does the rest of the lifecycle the same way for
 * every type: store, edit, preauthorize, authorize (one or two signatures, the signing policy),
 * hand-off to the core, revoke, delete. A new order type is one folder of code implementing this,
 * listed in apps/server/src/order-types.ts.
 */

/** Work of the kernel inside the person's company-scoped transaction. */
export interface TOrderContext {
  deps: TDeps;
  actor: TActor;
  tx: TTx;
  /** The order an edit changes, so a type's checks against other orders leave it out. */
  editedOrderId?: bigint;
}

/** What the kernel keeps of every order, whatever its type. */
export interface TOrderFacts {
  debtorAccountId: string;
  amountMinor: bigint;
  currency: string;
  executionDate: TIsoDate;
}

export type TOrderValidation<TValue> =
  | { ok: true; value: TValue; facts: TOrderFacts; warnings: TRuleViolation[] }
  | { ok: false; violations: TRuleViolation[]; warnings: TRuleViolation[] };

/** What the core made of an order handed to it, for the order's record. */
export interface THandOff {
  coreOrder: TCoreOrder;
  /** The amount taken from the debit account when it differs from the order's currency. */
  debitAmountMinor?: bigint;
  exchangeRate?: string;
  crossCurrencyFeeMinor?: bigint;
}

export interface TOrderTypePlugin<TDraft, TValue> {
  /** The kernel's and the signatures' name of the type: PAYMENT. */
  orderType: string;
  /** Every order of the type needs a mandatory signee's signature (bulk files, 000 §6). */
  requiresMandatorySignee: boolean;
  validate(context: TOrderContext, draft: TDraft): Promise<TOrderValidation<TValue>>;
  /** For foreign-currency authorisation (000 §6): a foreign order, or one in a foreign currency. */
  isForeign(value: TValue): boolean;
  insertDetails(tx: TTx, order: TKernelOrder, value: TValue): Promise<void>;
  updateDetails(tx: TTx, order: TKernelOrder, value: TValue): Promise<void>;
  readDetails(tx: TTx, order: TKernelOrder): Promise<TValue>;
  /** What a signature of this order covers: amount and payee (PSD2 dynamic linking). */
  buildDigestInput(order: TKernelOrder, value: TValue): Omit<TOrderDigestInput, 'reference'>;
  /** Rules of the signing moment beyond the policy (the cut-off); a code refuses the signature. */
  checkSigningTime(order: TKernelOrder, value: TValue, now: Date): TErrorCode | undefined;
  /** What a list of orders of every type shows of it: who it pays and where it is signed. */
  summarize(order: TKernelOrder, value: TValue): { counterpartyName: string; path: string };
  /** Hands the authorised order to the core, as the bank, in the transaction of its last signature. */
  handOff(tx: TTx, deps: TDeps, order: TKernelOrder, value: TValue): Promise<THandOff>;
}
