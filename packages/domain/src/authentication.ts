/**
 * Sign-in and signing limits (000 §8, §9; PSD2 RTS EU 2018/389 Art. 4). The server enforces them
 * with counters in the database; the web app shows them.
 */

/** AUTH_99: this many consecutive failures block sign-in ... */
export const SIGN_IN_MAX_CONSECUTIVE_FAILURES = 5;
/** ... for this long (000 §9: 5 minutes). */
export const SIGN_IN_BLOCK_SECONDS = 300;

/**
 * AUTH_02: consecutive wrong codes on one token, each with the right password, lock the token until
 * the bank unlocks it. Higher than the AUTH_99 limit, so the 5-minute block always comes first.
 */
export const TOKEN_MAX_CONSECUTIVE_FAILURES = 10;

/**
 * Wrong codes one signing challenge takes (PSD2 RTS Art. 4(3)(b): at most five); then it signs
 * nothing more and the person starts the signing again. Each also counts against the token.
 */
export const SIGNING_MAX_FAILED_ATTEMPTS = 5;

/** Failed sign-ins one source (IP address) may make in a window before it is refused outright. */
export const SOURCE_MAX_FAILURES_PER_WINDOW = 20;
export const SOURCE_FAILURE_WINDOW_SECONDS = 900;

/** TOTP step of the tokens (RFC 6238 default) and the drift accepted without resynchronising. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A sign-in one-time password as typed: exactly TOTP_DIGITS digits. */
export const TOTP_CODE_PATTERN = new RegExp(`^\\d{${TOTP_DIGITS}}$`);
export const TOTP_ACCEPTED_DRIFT_STEPS = 1;
/** A code this far off (but not further) answers AUTH_03 and starts a resynchronisation. */
export const TOTP_RESYNC_WINDOW_STEPS = 10;

/** The OCRA suite of signing codes: 8 digits over the order's 8-digit challenge, bound to the minute. */
export const SIGNING_OCRA_SUITE = 'OCRA-1:HOTP-SHA256-8:QN08-T1M';

/** How long a QR code, a smartcard challenge, a service choice and a signing challenge live. */
export const QR_CODE_LIFETIME_SECONDS = 120;
export const LOGIN_CHALLENGE_LIFETIME_SECONDS = 120;
export const PENDING_SIGN_IN_LIFETIME_SECONDS = 120;
export const SIGNING_CHALLENGE_LIFETIME_SECONDS = 300;

/** A session ends after this long even with activity (the idle limit is SESSION_IDLE_TIMEOUT_SECONDS). */
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 12 * 60 * 60;

export const AUTH_DEVICE_KINDS = ['TOKEN', 'MOBILE_TOKEN', 'SMARTCARD'] as const;
export type TAuthDeviceKind = (typeof AUTH_DEVICE_KINDS)[number];

export const AUTH_DEVICE_STATUSES = ['ACTIVE', 'LOCKED', 'PENDING_ACTIVATION', 'REVOKED'] as const;
export type TAuthDeviceStatus = (typeof AUTH_DEVICE_STATUSES)[number];

export const LOGIN_TYPES = ['MOCK', 'TOKEN', 'SMARTCARD', 'QR'] as const;
export type TLoginType = (typeof LOGIN_TYPES)[number];

/** How an order is signed: a token code, an approval in the mobile token, a smartcard signature. */
export const SIGNING_METHODS = ['TOKEN', 'MOBILE_TOKEN', 'SMARTCARD'] as const;
export type TSigningMethod = (typeof SIGNING_METHODS)[number];

/**
 * 000 §8: the browser side of the smartcard reports these when it cannot start or reach the card
 * (10, 11: the signing component; 20-25: the desktop application and the reader).
 */
export const SMARTCARD_CLIENT_ERROR_CODES = [
  '10',
  '11',
  '20',
  '21',
  '22',
  '23',
  '24',
  '25',
] as const;
export type TSmartcardClientErrorCode = (typeof SMARTCARD_CLIENT_ERROR_CODES)[number];

/** Token serial numbers: 8 to 12 digits, as printed on the back of the token. */
export const TOKEN_SERIAL_PATTERN = /^\d{8,12}$/;

/** Device type of a session's history (000 §3), from the browser's user agent. */
export const SESSION_DEVICE_TYPES = ['DESKTOP', 'MOBILE', 'TABLET', 'UNKNOWN'] as const;
export type TSessionDeviceType = (typeof SESSION_DEVICE_TYPES)[number];

/** Reads browser, operating system and device type from a user agent for people to recognise. */
export function describeUserAgent(userAgent: string | null | undefined): {
  browser: string;
  os: string;
  deviceType: TSessionDeviceType;
} {
  const ua = (userAgent ?? '').slice(0, 500);
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : 'Unknown';
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad|iPod/.test(ua)
        ? 'iOS'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'Unknown';
  const deviceType: TSessionDeviceType =
    ua === ''
      ? 'UNKNOWN'
      : /iPad|Tablet/.test(ua)
        ? 'TABLET'
        : /Mobi|iPhone|Android/.test(ua)
          ? 'MOBILE'
          : 'DESKTOP';
  return { browser, os, deviceType };
}

/** What the mobile token signs to approve a QR sign-in (reference: the payload) or an order. */
export function buildMobileApprovalText(input: {
  serial: string;
  kind: 'QR_LOGIN' | 'SIGNING';
  reference: string;
  /** For SIGNING: the SHA-256 hex of the canonical order text the token showed. */
  digestHex?: string;
}): string {
  const parts = ['poslovno-mobile-v1', input.serial, input.kind, input.reference];
  if (input.kind === 'SIGNING') parts.push(input.digestHex ?? '');
  return parts.join('|');
}

/** What the mobile token signs to read its inbox of signing requests. */
export function buildMobileInboxText(serial: string, atIso: string): string {
  return ['poslovno-mobile-v1', serial, 'INBOX', atIso].join('|');
}

/** What the smartcard signs: a sign-in challenge, or a signing challenge with its order digest. */
export function buildSmartcardSignedText(
  input:
    | { purpose: 'LOGIN'; challenge: string }
    | { purpose: 'SIGN'; challengeId: string; digestHex: string },
): string {
  return input.purpose === 'LOGIN'
    ? ['poslovno-smartcard-v1', 'LOGIN', input.challenge].join('|')
    : ['poslovno-smartcard-v1', 'SIGN', input.challengeId, input.digestHex].join('|');
}

/** Login authorisation level (000 §6): 1 enter only, 2 authorise only, 3 enter and authorise. */
export const LOGIN_AUTHORIZATION_LEVELS = [1, 2, 3] as const;
export type TLoginAuthorizationLevel = (typeof LOGIN_AUTHORIZATION_LEVELS)[number];
