import type { TSmartcardClientErrorCode } from '@poslovno/domain';

// A module of its own: a page that only tells such a failure apart does not load the key store.
/**
 * A failure of the browser side of the smartcard, with the client codes of 000 §8:
 * 10 the key could not be made, 20 no WebCrypto (an insecure context), 21 no key store,
 * 24 no card (key) present, 25 the store or the signing failed.
 */
export class DeviceKeyError extends Error {
  readonly code: TSmartcardClientErrorCode;

  constructor(code: TSmartcardClientErrorCode, options?: { cause?: unknown }) {
    super(`Device key error ${code}`, options);
    this.name = 'DeviceKeyError';
    this.code = code;
  }
}

export function isDeviceKeyError(error: unknown): error is DeviceKeyError {
  return error instanceof DeviceKeyError;
}
