import {
  INSTANT_LIMIT_CURRENCY,
  isInstantLimitType,
  type TInstantLimitType,
  type TLocale,
} from '@poslovno/domain';
import type { TTranslate } from '../../../i18n/i18n-context';
import type { TMessageKey } from '../../../i18n/messages';
import { formatWireAmount } from '../../../lib/account-format';
import { findOrderStatusLabelKey } from '../../../signing/order-labels';

/** A limit as the wire gives it: a type and, for the two types that take one, a euro decimal. */
export interface TLimitValue {
  limitType: TInstantLimitType;
  limitAmount: string | null;
}

/** A limit amount in euro in the interface language; a text it cannot read stays as it came. */
export function formatLimitAmount(amount: string, locale: TLocale): string {
  return (
    formatWireAmount(amount, INSTANT_LIMIT_CURRENCY, locale) ??
    `${amount} ${INSTANT_LIMIT_CURRENCY}`
  );
}

/** "po transakciji do 5.000,00 EUR", "dnevno do …", "bez ograničenja". */
export function describeLimit(limit: TLimitValue, t: TTranslate, locale: TLocale): string {
  if (limit.limitType === 'WITHOUT_LIMIT') return t('instantLimits.limit.WITHOUT_LIMIT');
  const amount = limit.limitAmount === null ? '' : formatLimitAmount(limit.limitAmount, locale);
  return t(`instantLimits.limit.${limit.limitType}`, { amount });
}

/**
 * The signed fields of a limit request (the challenge's `signedFields`) as one limit, so the
 * signer reads "dnevno do 80.000,00 EUR"; undefined when the type is not one the app knows.
 */
export function readSignedLimit(
  fields: readonly { name: string; value: string }[],
): TLimitValue | undefined {
  const type = fields.find((field) => field.name === 'limitType')?.value ?? '';
  if (!isInstantLimitType(type)) return undefined;
  const amount = fields.find((field) => field.name === 'limitAmount')?.value ?? '';
  return { limitType: type, limitAmount: amount === '' ? null : amount };
}

/**
 * A request's status in words: the kernel's words where every order type shares them
 * (PARTIALLY_AUTHORIZED, ALREADY_SIGNED, REJECTED…), the request's own for the rest.
 */
export function getRequestStatusLabelKey(status: string): TMessageKey {
  if (status === 'CREATED' || status === 'AUTHORIZED' || status === 'EXECUTED')
    return `instantLimits.status.${status}`;
  return findOrderStatusLabelKey(status) ?? 'instantLimits.status.CREATED';
}
