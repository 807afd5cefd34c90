import { isErrorCode, type TLocale } from '@poslovno/domain';
import { describeErrorCode } from '../i18n/messages';

/**
 * The reason the bank gave for rejecting an order of any type (its `rejectionCode`, an error code
 * of the contract: REQUEST_SUPERSEDED, DEVICE_NOT_ACTIVE…), in words; a code the app has no text
 * for is shown as it came, never hidden.
 */
export function describeRejectionReason(code: string | null, locale: TLocale): string | undefined {
  if (code === null) return undefined;
  return isErrorCode(code) ? describeErrorCode(locale, code) : code;
}
