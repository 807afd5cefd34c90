import type { ReactNode } from 'react';
import { isApiError } from '../../../api/api-client';
import { useT, type TTranslate } from '../../../i18n/i18n-context';
import { isDeviceKeyError } from '../../../lib/device-key-error';
import { Notice } from '../../../ui/notice';

/** 000 §8: the card's own failures read "Error {code}: {message}"; the server's its description. */
export function describeSignInFailure(error: unknown, t: TTranslate): string {
  if (isDeviceKeyError(error)) {
    return t('signIn.smartcard.clientError', {
      code: error.code,
      message: t(`signIn.smartcard.error.${error.code}`),
    });
  }
  if (isApiError(error) && error.message) return error.message;
  return t('common.errorGeneric');
}

export function SignInFailureNotice({
  error,
  children,
  action,
}: {
  error: unknown;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const t = useT();
  return (
    <Notice tone="error" action={action}>
      <p>{describeSignInFailure(error, t)}</p>
      {children}
    </Notice>
  );
}
