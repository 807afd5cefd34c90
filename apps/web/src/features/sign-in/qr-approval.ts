import { EXPIRED_APPROVAL_CODE, isApiError } from '../../api/api-client';

/** 000 §8: the API client turns an expired approval check (401 "expired") into code 419. */
export function isQrExpiredError(error: unknown): boolean {
  return isApiError(error) && error.code === EXPIRED_APPROVAL_CODE;
}

/** Whole seconds until the code expires, never below zero. */
export function countSecondsLeft(expiresAt: string, nowMs: number): number {
  const expiresAtMs = Date.parse(expiresAt);
  if (Number.isNaN(expiresAtMs)) return 0;
  return Math.max(0, Math.ceil((expiresAtMs - nowMs) / 1000));
}

/** The QR image as an <img> source: the SVG text, escaped for a data URL. */
export function toSvgDataUrl(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
