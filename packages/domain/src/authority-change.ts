import {
  AUTHORITY_LEVELS,
  LIMIT_TYPES,
  type TAuthorityLevel,
  type TForeignCurrencyAuthorization,
  type TLimitType,
} from './account';
import type { TLoginAuthorizationLevel } from './authentication';
import type { TErrorCode, TRuleViolation } from './error-codes';
import { validateAmount, type TMinor } from './money';
import {
  BACK_OFFICE_REQUEST_STATUSES,
  BACK_OFFICE_REQUEST_VOCABULARY,
  type TBackOfficeRequestStatus,
} from './order-lifecycle';

/**
 * Authority changes (001 §2, §3, §4, §7): a request to change or revoke what one person of the
 * company may do on its accounts, signed under the company-level rule and carried out by the bank.
 * The account authorities it changes are the ones the signing policy reads (signing-policy.ts).
 */
export const AUTHORITY_CHANGE_ACTIONS = ['CHANGE', 'REVOKE'] as const;
export type TAuthorityChangeAction = (typeof AUTHORITY_CHANGE_ACTIONS)[number];

/** 001 §4's statuses of an authority change request, with DELETED for one withdrawn unsigned. */
export const AUTHORITY_CHANGE_STATUSES = BACK_OFFICE_REQUEST_STATUSES;
export type TAuthorityChangeStatus = TBackOfficeRequestStatus;
export const AUTHORITY_CHANGE_VOCABULARY = BACK_OFFICE_REQUEST_VOCABULARY;

/** The currency of every signing limit: the domestic one (000 §6 "amount limit in domestic currency"). */
export const AUTHORITY_LIMIT_CURRENCY = 'EUR';

/** How many accounts one request may name: more than any company of the bank holds. */
export const AUTHORITY_CHANGE_MAX_ACCOUNTS = 200;

/** What a request sets on one account: the level and the signing limit. */
export interface TAccountAuthoritySetting {
  level: TAuthorityLevel;
  limitType: TLimitType;
  /** In the domestic currency; null for NO_LIMIT. */
  limitMinor: TMinor | null;
}

/** One account of a change as typed (each field text, answered on its own field). */
export interface TAuthorityChangeLineDraft {
  accountId: string;
  authorityLevel: string;
  limitType: string;
  /** A decimal in euro for PER_TRANSACTION and DAILY_LIMIT; empty or null for NO_LIMIT. */
  limitAmount: string | null;
}

export interface TAuthorityChangeDraft {
  actionType: string;
  accounts: readonly TAuthorityChangeLineDraft[];
}

export type TAuthorityChange =
  | {
      actionType: 'CHANGE';
      accounts: readonly ({ accountId: string } & TAccountAuthoritySetting)[];
    }
  | { actionType: 'REVOKE'; accounts: readonly [] };

export type TAuthorityChangeValidation =
  { ok: true; value: TAuthorityChange } | { ok: false; violations: TRuleViolation[] };

export function isAuthorityLevel(value: string): value is TAuthorityLevel {
  return (AUTHORITY_LEVELS as readonly string[]).includes(value);
}

export function isLimitType(value: string): value is TLimitType {
  return (LIMIT_TYPES as readonly string[]).includes(value);
}

/** Whether the level lets its holder sign (a limit bounds only what they sign). */
export function isSigningAuthority(level: TAuthorityLevel): boolean {
  return level === 'AUTHORIZE' || level === 'ENTER_AND_AUTHORIZE';
}

/** Whether a limit type bounds an amount (DAILY_LIMIT, PER_TRANSACTION) or not (NO_LIMIT). */
export function takesAuthorityLimitAmount(limitType: TLimitType): boolean {
  return limitType !== 'NO_LIMIT';
}

type TFieldCheck<T> = { value: T } | { code: TErrorCode };

function checkLevel(text: string): TFieldCheck<TAuthorityLevel> {
  const level = text.trim();
  if (level === '') return { code: 'FIELD_REQUIRED' };
  return isAuthorityLevel(level) ? { value: level } : { code: 'FIELD_INVALID' };
}

function checkLimitType(text: string, level: TAuthorityLevel | undefined): TFieldCheck<TLimitType> {
  const limitType = text.trim();
  if (limitType === '') return { code: 'FIELD_REQUIRED' };
  if (!isLimitType(limitType)) return { code: 'FIELD_INVALID' };
  // A limit bounds signatures: a person who cannot sign on the account has none.
  if (level !== undefined && !isSigningAuthority(level) && limitType !== 'NO_LIMIT')
    return { code: 'LIMIT_WITHOUT_SIGNING_AUTHORITY' };
  return { value: limitType };
}

function checkLimitAmount(text: string, limitType: TLimitType): TFieldCheck<TMinor | null> {
  if (!takesAuthorityLimitAmount(limitType))
    return text === '' ? { value: null } : { code: 'AMOUNT_NOT_ALLOWED' };
  const amount = validateAmount(text, AUTHORITY_LIMIT_CURRENCY);
  return amount.ok ? { value: amount.value } : { code: amount.code };
}

function validateLine(
  line: TAuthorityChangeLineDraft,
  index: number,
  violations: TRuleViolation[],
): ({ accountId: string } & TAccountAuthoritySetting) | undefined {
  const at = (field: string) => `accounts[${index}].${field}`;
  const level = checkLevel(line.authorityLevel);
  if ('code' in level) violations.push({ field: at('authorityLevel'), code: level.code });
  const levelValue = 'value' in level ? level.value : undefined;
  const limitType = checkLimitType(line.limitType, levelValue);
  if ('code' in limitType) violations.push({ field: at('limitType'), code: limitType.code });
  const amount =
    'value' in limitType
      ? checkLimitAmount((line.limitAmount ?? '').trim(), limitType.value)
      : { value: null };
  if ('code' in amount) violations.push({ field: at('limitAmount'), code: amount.code });
  if (levelValue === undefined || !('value' in limitType) || 'code' in amount) return undefined;
  return {
    accountId: line.accountId,
    level: levelValue,
    limitType: limitType.value,
    limitMinor: amount.value,
  };
}

/**
 * 001 §3, §5: a CHANGE names at least one account, each once, with a level, a limit type and an
 * amount exactly when the type takes one (greater than zero, two decimals at most); a limit only
 * for a level that signs. A REVOKE names no account: it takes every authority the person has.
 * Whether the accounts are the company's, and whether the change changes anything, the server
 * judges against the matrix (judgeAuthorityChange).
 */
export function validateAuthorityChange(draft: TAuthorityChangeDraft): TAuthorityChangeValidation {
  const action = draft.actionType.trim();
  if (action === '')
    return { ok: false, violations: [{ field: 'actionType', code: 'FIELD_REQUIRED' }] };
  if (action === 'REVOKE') {
    return draft.accounts.length === 0
      ? { ok: true, value: { actionType: 'REVOKE', accounts: [] } }
      : { ok: false, violations: [{ field: 'accounts', code: 'FIELD_INVALID' }] };
  }
  if (action !== 'CHANGE')
    return { ok: false, violations: [{ field: 'actionType', code: 'FIELD_INVALID' }] };
  if (draft.accounts.length === 0)
    return { ok: false, violations: [{ field: 'accounts', code: 'FIELD_REQUIRED' }] };
  if (draft.accounts.length > AUTHORITY_CHANGE_MAX_ACCOUNTS)
    return { ok: false, violations: [{ field: 'accounts', code: 'FIELD_OUT_OF_RANGE' }] };
  const violations: TRuleViolation[] = [];
  const seen = new Set<string>();
  const lines: ({ accountId: string } & TAccountAuthoritySetting)[] = [];
  draft.accounts.forEach((line, index) => {
    if (seen.has(line.accountId))
      violations.push({ field: `accounts[${index}].accountId`, code: 'ACCOUNT_NAMED_TWICE' });
    seen.add(line.accountId);
    const valid = validateLine(line, index, violations);
    if (valid) lines.push(valid);
  });
  return violations.length > 0
    ? { ok: false, violations }
    : { ok: true, value: { actionType: 'CHANGE', accounts: lines } };
}

/** A person's authority on an account as the bank's matrix holds it. */
export interface TMatrixAuthority extends TAccountAuthoritySetting {
  personId: string;
  accountId: string;
  isIndependent: boolean;
  isMandatory: boolean;
  foreignCurrencyAuthorization: TForeignCurrencyAuthorization;
}

/** A person of the company as the matrix judges them: the login level and whether revoked. */
export interface TMatrixPerson {
  personId: string;
  loginLevel: TLoginAuthorizationLevel;
  isRevoked: boolean;
}

/** An account whose signatories the rule keeps: its signatures and its people's authorities. */
export interface TMatrixAccount {
  accountId: string;
  numberOfSignatures: 1 | 2;
  authorities: readonly TMatrixAuthority[];
}

/** What a person keeps on an account when a change touches only its level and limit. */
const NEW_AUTHORITY_DEFAULTS = {
  isIndependent: false,
  isMandatory: false,
  foreignCurrencyAuthorization: 'DOMESTIC',
} as const;

/**
 * The matrix after a change: the person's line on each named account replaced (a new one starting
 * as a joint, non-mandatory, domestic signee, docs/decisions.md), or every line of theirs at NONE
 * for a revoke.
 */
export function applyAuthorityChange(
  authorities: readonly TMatrixAuthority[],
  personId: string,
  change: TAuthorityChange,
): TMatrixAuthority[] {
  if (change.actionType === 'REVOKE') {
    return authorities.map((authority) =>
      authority.personId === personId
        ? { ...authority, level: 'NONE', limitType: 'NO_LIMIT', limitMinor: null }
        : authority,
    );
  }
  const byAccount = new Map(change.accounts.map((line) => [line.accountId, line]));
  const changed = authorities.map((authority) => {
    const line = authority.personId === personId ? byAccount.get(authority.accountId) : undefined;
    if (!line) return authority;
    byAccount.delete(authority.accountId);
    return {
      ...authority,
      level: line.level,
      limitType: line.limitType,
      limitMinor: line.limitMinor,
    };
  });
  for (const line of byAccount.values())
    changed.push({ personId, ...NEW_AUTHORITY_DEFAULTS, ...line });
  return changed;
}

/**
 * Whether some order on the account can still be authorised in full by its people (001 §4, our
 * ACCOUNT_WITHOUT_SIGNATORY): people who may sign (a signing level, a login that signs, not
 * revoked); one independent signee on a one-signature account, otherwise two of them, one a
 * mandatory signee when the account has one.
 */
export function canAccountBeSigned(
  account: TMatrixAccount,
  people: ReadonlyMap<string, TMatrixPerson>,
): boolean {
  const signers = account.authorities.filter((authority) => {
    const person = people.get(authority.personId);
    return (
      person !== undefined &&
      !person.isRevoked &&
      person.loginLevel !== 1 &&
      isSigningAuthority(authority.level)
    );
  });
  if (account.numberOfSignatures === 1 && signers.some((signer) => signer.isIndependent))
    return true;
  // Two signers suffice: an account has a mandatory signee only when one of them holds a signing
  // level (orders.repository readAccountSigningRule), and then that one is among the signers.
  return signers.length >= 2;
}

/** How the matrix judges a change: the accounts it would leave nobody to sign, and what it changes. */
export interface TAuthorityChangeJudgement {
  /** Accounts the change would leave without anyone able to sign (ACCOUNT_WITHOUT_SIGNATORY). */
  unsignableAccountIds: string[];
  /** Whether the change changes anything at all (AUTHORITY_UNCHANGED otherwise). */
  changesSomething: boolean;
}

function sameSetting(a: TAccountAuthoritySetting, b: TAccountAuthoritySetting): boolean {
  return a.level === b.level && a.limitType === b.limitType && a.limitMinor === b.limitMinor;
}

/**
 * Judges a change against the matrix as it stands: which accounts it would leave unsignable (only
 * accounts that were signable before: the rule refuses making things worse, not the bank's own
 * state), and whether it changes anything.
 */
export function judgeAuthorityChange(input: {
  accounts: readonly TMatrixAccount[];
  people: ReadonlyMap<string, TMatrixPerson>;
  personId: string;
  change: TAuthorityChange;
}): TAuthorityChangeJudgement {
  const { accounts, personId, change } = input;
  const afterPeople = new Map(input.people);
  const subject = afterPeople.get(personId);
  if (change.actionType === 'REVOKE' && subject)
    afterPeople.set(personId, { ...subject, isRevoked: true });
  const unsignableAccountIds: string[] = [];
  let changesSomething = change.actionType === 'REVOKE' && subject?.isRevoked === false;
  for (const account of accounts) {
    const after = applyAuthorityChange(account.authorities, personId, change).filter(
      (authority) => authority.accountId === account.accountId,
    );
    const before = account.authorities.find((authority) => authority.personId === personId);
    const mine = after.find((authority) => authority.personId === personId);
    if (
      mine &&
      !sameSetting(mine, before ?? { level: 'NONE', limitType: 'NO_LIMIT', limitMinor: null })
    )
      changesSomething = true;
    const wasSignable = canAccountBeSigned(account, input.people);
    if (wasSignable && !canAccountBeSigned({ ...account, authorities: after }, afterPeople))
      unsignableAccountIds.push(account.accountId);
  }
  return { unsignableAccountIds, changesSomething };
}
