import { describe, expect, it } from 'vitest';
import { ApiError, EXPIRED_APPROVAL_CODE } from '../../api/api-client';
import { countSecondsLeft, isQrExpiredError, toSvgDataUrl } from './qr-approval';

function makeError(status: number, code: string, message: string): ApiError {
  return new ApiError({ name: code, message, code, status });
}

describe('isQrExpiredError', () => {
  it('knows the 419 the API client makes of an expired approval check', () => {
    expect(
      isQrExpiredError(makeError(401, EXPIRED_APPROVAL_CODE, 'The QR code has expired.')),
    ).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isQrExpiredError(makeError(401, 'QR_UNAUTHORIZED', 'Unauthorised.'))).toBe(false);
    expect(isQrExpiredError(new Error('offline'))).toBe(false);
  });
});

describe('countSecondsLeft', () => {
  const expiresAt = '2026-03-05T10:02:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('rounds up to whole seconds and stops at zero', () => {
    expect(countSecondsLeft(expiresAt, at('2026-03-05T10:00:00.000Z'))).toBe(120);
    expect(countSecondsLeft(expiresAt, at('2026-03-05T10:01:59.100Z'))).toBe(1);
    expect(countSecondsLeft(expiresAt, at('2026-03-05T10:02:00.000Z'))).toBe(0);
    expect(countSecondsLeft(expiresAt, at('2026-03-05T10:05:00.000Z'))).toBe(0);
  });

  it('answers zero for an unreadable instant', () => {
    expect(countSecondsLeft('soon', 0)).toBe(0);
  });
});

describe('toSvgDataUrl', () => {
  it('escapes the SVG so quotes and hashes survive', () => {
    expect(toSvgDataUrl('<svg fill="#000"/>')).toBe(
      'data:image/svg+xml;utf8,%3Csvg%20fill%3D%22%23000%22%2F%3E',
    );
  });
});
