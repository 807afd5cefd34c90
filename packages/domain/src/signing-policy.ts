import type { TAuthorityLevel, TForeignCurrencyAuthorization, TLimitType } from './account';
import type { TLoginAuthorizationLevel } from './authentication';
import { assert } from './assert';
import type { TMinor } from './money';
import { fail, succeed, type TRuleResult } from './result';

/**
 * Who may sign an order and when it is authorised in full (000 §6, 001 §6; DESIGN.md §4).
 *
 * - The login level decides whether the session may sign at all (1 enters only), the authority on
 *   the debit account whether the person may (authorise, or enter and authorise).
 * - Foreign-currency authorisation: DOMESTIC signs domestic orders only, FOREIGN foreign ones
 *   only (a foreign payment, or any order in a currency other than the domestic one), BOTH both.
 * - An independent signee signs alone up to the limit (per transaction, or a daily total of what
 *   they signed alone); above it their signature counts as one of two. A signee who is not
 *   independent always needs a second signature, and their limit bounds what they may co-sign at
 *   all (above it: NO_AUTHORITY_FOR_SPECIFIC_AMOUNT).
 * - An account that takes two signatures (numberOfSignatures 2) needs two for every order.
 * - A mandatory signee: when an order needs two signatures and the account has a mandatory
 *   signee, one of them must be theirs; an order type may require one always (bulk files).
 * - Nobody signs the same order twice.
 */

export interface TSignerAuthority {
  personId: string;
  loginLevel: TLoginAuthorizationLevel;
  /** The person's authority on the order's debit account (NONE when they have none). */
  accountAuthority: TAuthorityLevel;
  isIndependent: boolean;
  isMandatory: boolean;
  limitType: TLimitType;
  /** In the domestic currency; null for NO_LIMIT. */
  limitMinor: TMinor | null;
  foreignCurrencyAuthorization: TForeignCurrencyAuthorization;
}

/** A signature already on the order, as the policy counts it. */
export interface TCountedSignature {
  personId: string;
  /** An independent signee within their limit: this signature alone may authorise. */
  isAlone: boolean;
  isMandatory: boolean;
}

export interface TSigningCase {
  signer: TSignerAuthority;
  order: {
    /** The order's amount in the domestic currency (converted at the middle rate when foreign). */
    domesticAmountMinor: TMinor;
    isForeign: boolean;
    /** The order type always needs a mandatory signee's signature (bulk payments, 000 §6). */
    requiresMandatorySignee: boolean;
  };
  account: { numberOfSignatures: 1 | 2; hasMandatorySignee: boolean };
  signatures: readonly TCountedSignature[];
  /**
   * What counts against the signer's daily limit today, in the domestic currency: the orders an
   * independent signee authorised alone, or everything a joint signee co-signed.
   */
  signedTodayMinor: TMinor;
}

export type TSigningOutcome = 'AUTHORIZED' | 'PARTIALLY_AUTHORIZED' | 'MANDATORY_SIGNEE_NEEDED';

export interface TSigningDecision {
  /** This signature as it will be counted. */
  signature: TCountedSignature;
  /** Where the order stands with it. */
  outcome: TSigningOutcome;
}

function canSignAtAll(signer: TSignerAuthority): boolean {
  return (
    signer.accountAuthority === 'AUTHORIZE' || signer.accountAuthority === 'ENTER_AND_AUTHORIZE'
  );
}

/** Whether the signer's foreign-currency authorisation (domestic, foreign, both) covers the order. */
export function isCurrencyAuthorized(
  signer: Pick<TSignerAuthority, 'foreignCurrencyAuthorization'>,
  isForeign: boolean,
): boolean {
  if (signer.foreignCurrencyAuthorization === 'BOTH') return true;
  return isForeign === (signer.foreignCurrencyAuthorization === 'FOREIGN');
}

/** Whether the amount is within the signer's limit: per transaction, or today's total with it. */
function isWithinLimit(signingCase: TSigningCase): boolean {
  const { signer, order, signedTodayMinor } = signingCase;
  if (signer.limitType === 'NO_LIMIT') return true;
  assert(signer.limitMinor !== null && signer.limitMinor > 0n, 'a limit has a positive amount');
  const counted =
    signer.limitType === 'DAILY_LIMIT'
      ? signedTodayMinor + order.domesticAmountMinor
      : order.domesticAmountMinor;
  return counted <= signer.limitMinor;
}

/** Where an order stands with these signatures (they are of different people). */
export function judgeSignatures(
  signatures: readonly TCountedSignature[],
  account: TSigningCase['account'],
  order: Pick<TSigningCase['order'], 'requiresMandatorySignee'>,
): TSigningOutcome {
  const required = account.numberOfSignatures === 2 || !signatures.some((s) => s.isAlone) ? 2 : 1;
  const needsMandatory =
    order.requiresMandatorySignee || (required === 2 && account.hasMandatorySignee);
  const hasMandatory = signatures.some((signature) => signature.isMandatory);
  if (signatures.length < required) return 'PARTIALLY_AUTHORIZED';
  return needsMandatory && !hasMandatory ? 'MANDATORY_SIGNEE_NEEDED' : 'AUTHORIZED';
}

/**
 * Decides one person's signature: refused with the spec's code, or counted, with where the
 * order then stands. The login level is the session's; the caller checks the cut-off.
 */
export function decideSignature(signingCase: TSigningCase): TRuleResult<TSigningDecision> {
  const { signer, order, account, signatures } = signingCase;
  assert(order.domesticAmountMinor >= 0n, 'an order amount is not negative');
  if (signer.loginLevel === 1) return fail('NOT_AUTHORIZED');
  if (signatures.some((signature) => signature.personId === signer.personId))
    return fail('ALREADY_SIGNED_BY_THIS_PSU');
  if (!canSignAtAll(signer) || !isCurrencyAuthorized(signer, order.isForeign))
    return fail('NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION');
  const isWithin = isWithinLimit(signingCase);
  if (!signer.isIndependent && !isWithin) return fail('NO_AUTHORITY_FOR_SPECIFIC_AMOUNT');
  const signature: TCountedSignature = {
    personId: signer.personId,
    isAlone: signer.isIndependent && isWithin,
    isMandatory: signer.isMandatory,
  };
  return succeed({
    signature,
    outcome: judgeSignatures([...signatures, signature], account, order),
  });
}

/** Whether a person may enter (create, edit, copy to) an order on an account (000 §5, §6). */
export function canEnterOrders(
  loginLevel: TLoginAuthorizationLevel,
  accountAuthority: TAuthorityLevel,
): boolean {
  return (
    loginLevel !== 2 && (accountAuthority === 'ENTER' || accountAuthority === 'ENTER_AND_AUTHORIZE')
  );
}

/**
 * Whether a person may delete an order not yet authorised (docs/decisions.md, "Deleting is an
 * entry right"): whoever may enter orders on the account, as they may edit it; a person without
 * that right (an authorise-only signer) only an order they entered themselves, while they still
 * hold an authority on the account. Withholding the signature is how a signer refuses another
 * person's order; its fate stays with those who enter.
 */
export function canDeleteOrder(
  loginLevel: TLoginAuthorizationLevel,
  accountAuthority: TAuthorityLevel,
  isOwnOrder: boolean,
): boolean {
  if (canEnterOrders(loginLevel, accountAuthority)) return true;
  return isOwnOrder && accountAuthority !== 'NONE';
}
