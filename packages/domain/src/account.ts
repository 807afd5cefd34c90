import { getIbanShortForm } from './iban';

export const ACCOUNT_STATUSES = ['ACTIVE', 'BLOCKED', 'CLOSED'] as const;
export type TAccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ACCOUNT_TYPES = ['CURRENT', 'FOREIGN_CURRENCY', 'SPECIAL_PURPOSE'] as const;
export type TAccountType = (typeof ACCOUNT_TYPES)[number];

/** 000 §3 balance types, in the order an account detail shows them. */
export const BALANCE_TYPES = [
  'EXPECTED',
  'BOOKED',
  'RESERVED',
  'RESERVED_BY_PAYMENT',
  'RESERVED_BY_CARD_TRANSACTION',
  'RESERVED_BY_ENFORCEMENT',
] as const;
export type TBalanceType = (typeof BALANCE_TYPES)[number];

/** Per-account authority of a person (000 §6): none, enter, authorise, enter and authorise. */
export const AUTHORITY_LEVELS = ['NONE', 'ENTER', 'AUTHORIZE', 'ENTER_AND_AUTHORIZE'] as const;
export type TAuthorityLevel = (typeof AUTHORITY_LEVELS)[number];

export const LIMIT_TYPES = ['DAILY_LIMIT', 'PER_TRANSACTION', 'NO_LIMIT'] as const;
export type TLimitType = (typeof LIMIT_TYPES)[number];

export const FOREIGN_CURRENCY_AUTHORIZATIONS = ['DOMESTIC', 'FOREIGN', 'BOTH'] as const;
export type TForeignCurrencyAuthorization = (typeof FOREIGN_CURRENCY_AUTHORIZATIONS)[number];

/** Only accounts that carry an authority level are listed (000 §3). */
export function isListedAuthority(level: TAuthorityLevel): boolean {
  return level !== 'NONE';
}

export interface TAccountLabelSource {
  personalizedNickname?: string | null;
  nickname?: string | null;
  iban: string;
  currency: string;
}

/** 000 §3: personalised nickname, else nickname, else last 10 characters of the IBAN plus currency. */
export function getAccountDisplayLabel(account: TAccountLabelSource): string {
  const personal = account.personalizedNickname?.trim();
  if (personal) return personal;
  const nickname = account.nickname?.trim();
  if (nickname) return nickname;
  return `${getIbanShortForm(account.iban)} ${account.currency}`;
}

export const PERSONALIZED_NICKNAME_MAX_LENGTH = 35;

/** PATCH /accounts: the new order must name every listed account exactly once. */
export function validateAccountOrder(
  requestedIds: readonly string[],
  listedIds: readonly string[],
): boolean {
  if (requestedIds.length !== listedIds.length) return false;
  const requested = new Set(requestedIds);
  return requested.size === requestedIds.length && listedIds.every((id) => requested.has(id));
}
