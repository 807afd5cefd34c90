import type { TAuthorityChangeRequest, TAuthoritySetting } from '@poslovno/contract';
import {
  AUTHORITY_LIMIT_CURRENCY,
  isSigningAuthority,
  type TAuthorityLevel,
  type TLocale,
} from '@poslovno/domain';
import type { TTranslate } from '../i18n/i18n-context';
import type { TMessageKey } from '../i18n/messages';
import { formatWireAmount } from '../lib/account-format';
import { findOrderStatusLabelKey } from './order-labels';

/**
 * The words of an authority change (001 §3) that account management and the authority requests
 * both show, and the signing dialog with them: a setting on one account, a limit, a status.
 */

/** A limit amount in euro in the interface language; a text it cannot read stays as it came. */
export function formatAuthorityLimitAmount(amount: string, locale: TLocale): string {
  return (
    formatWireAmount(amount, AUTHORITY_LIMIT_CURRENCY, locale) ??
    `${amount} ${AUTHORITY_LIMIT_CURRENCY}`
  );
}

/** "do 1.000,00 EUR po transakciji", "do … dnevno", "bez limita". */
export function describeAuthorityLimit(
  limit: Pick<TAuthoritySetting, 'limitType' | 'limitAmount'>,
  t: TTranslate,
  locale: TLocale,
): string {
  if (limit.limitType === 'NO_LIMIT' || limit.limitAmount === null)
    return t('authorityChange.limit.NO_LIMIT');
  return t(`authorityChange.limit.${limit.limitType}`, {
    amount: formatAuthorityLimitAmount(limit.limitAmount, locale),
  });
}

export function describeAuthorityLevel(level: TAuthorityLevel, t: TTranslate): string {
  return t(`accounts.authority.${level}`);
}

/** The parts of a setting in words: the level, and the limit only where the level signs. */
export function describeAuthoritySettingParts(
  setting: TAuthoritySetting,
  t: TTranslate,
  locale: TLocale,
): { level: string; limit: string | undefined } {
  return {
    level: describeAuthorityLevel(setting.authorityLevel, t),
    limit: isSigningAuthority(setting.authorityLevel)
      ? describeAuthorityLimit(setting, t, locale)
      : undefined,
  };
}

/** "Unos i autorizacija, do 1.000,00 EUR po transakciji"; "Unos"; "Bez ovlasti". */
export function describeAuthoritySetting(
  setting: TAuthoritySetting,
  t: TTranslate,
  locale: TLocale,
): string {
  const { level, limit } = describeAuthoritySettingParts(setting, t, locale);
  return limit === undefined ? level : `${level}, ${limit}`;
}

export function describeAuthorityChangeAction(
  actionType: TAuthorityChangeRequest['actionType'],
  t: TTranslate,
): string {
  return t(`authorityChange.type.${actionType}`);
}

/** Signed in full and not yet carried out: only asking again shows the bank's decision. */
export function isAuthorityChangeWithTheBank(request: Pick<TAuthorityChangeRequest, 'status'>) {
  return request.status === 'AUTHORIZED';
}

/** Signed once: every authority change waits for a second representative (dual control). */
export function isWaitingForSecondSignature(
  request: Pick<TAuthorityChangeRequest, 'status' | 'displayStatus'>,
): boolean {
  return request.status === 'PARTIALLY_AUTHORIZED';
}

/**
 * A request's status in words: why it waits where the kernel says so for every type (you signed,
 * the bank not reached), else the request's own status (001 §4).
 */
export function getAuthorityChangeStatusLabelKey(
  request: Pick<TAuthorityChangeRequest, 'status' | 'displayStatus'>,
): TMessageKey {
  const { status, displayStatus } = request;
  if (displayStatus !== status) {
    const general = findOrderStatusLabelKey(displayStatus);
    if (general) return general;
  }
  if (status === 'CREATED' || status === 'AUTHORIZED' || status === 'EXECUTED')
    return `authorityChange.status.${status}`;
  return findOrderStatusLabelKey(status) ?? 'authorityChange.status.CREATED';
}
