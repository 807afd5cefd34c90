import type { TSmartcardClientErrorCode } from '@poslovno/domain';
import { isApiError } from '../../../api/api-client';
import { useT, type TTranslate } from '../../../i18n/i18n-context';
import type { TMessageKey } from '../../../i18n/messages';
import { isDeviceKeyError } from '../../../lib/device-key-error';
import { Notice } from '../../../ui/notice';

/** The key store's failures as they concern a phone app; the rest read as the general failure. */
const KEY_ERROR_MESSAGES: Partial<Record<TSmartcardClientErrorCode, TMessageKey>> = {
  '10': 'mobileToken.keyError.10',
  '20': 'mobileToken.keyError.20',
  '21': 'mobileToken.keyError.21',
  '24': 'mobileToken.keyError.24',
};

export function describeMobileTokenFailure(error: unknown, t: TTranslate): string {
  if (isDeviceKeyError(error)) {
    return t('mobileToken.keyError', {
      code: error.code,
      message: t(KEY_ERROR_MESSAGES[error.code] ?? 'mobileToken.keyError.other'),
    });
  }
  if (isApiError(error) && error.message) return error.message;
  return t('common.errorGeneric');
}

export function MobileTokenFailureNotice({ error }: { error: unknown }) {
  const t = useT();
  return (
    <Notice tone="error">
      <p>{describeMobileTokenFailure(error, t)}</p>
    </Notice>
  );
}
