import type { TSigningProofInput } from '@poslovno/contract';
import { isApiError } from '../api/api-client';
import { useT, type TTranslate } from '../i18n/i18n-context';
import { isDeviceKeyError } from '../lib/device-key-error';
import { Notice } from '../ui/notice';
import type { TAuthorizeOptions, TSignedOrder } from './signing-calls';
import type { TSigningChallenge } from './signing-outcome';
import type { TSigningWords } from './signing-texts';

/** What every way of signing gets: the challenge to sign and where the signed order's answer goes. */
export interface TSigningMethodProps<TAnswer extends object> {
  challenge: TSigningChallenge;
  /** When the challenge stops being signable, on this browser's clock. */
  deadlineMs: number;
  order: TSignedOrder;
  authorize: (proof: TSigningProofInput, options: TAuthorizeOptions) => Promise<TAnswer>;
  onSigned: (answer: TAnswer) => void;
  say: TSigningWords;
}

/**
 * Why a signature was refused: the smartcard's own failures read "Error {code}: {message}" (000
 * §8); the server's refusals (INVALID_SIGNATURE, CONCURRENT_SIGNATURE_ATTEMPT, SIRIUS_*…) its
 * description.
 */
function describeSigningFailure(error: unknown, t: TTranslate): string {
  if (isDeviceKeyError(error)) {
    return t('signIn.smartcard.clientError', {
      code: error.code,
      message: t(`signIn.smartcard.error.${error.code}`),
    });
  }
  if (isApiError(error) && error.message) return error.message;
  return t('common.errorGeneric');
}

export function SigningFailure({ error }: { error: unknown }) {
  const t = useT();
  return (
    <Notice tone="error">
      <p>{describeSigningFailure(error, t)}</p>
    </Notice>
  );
}
