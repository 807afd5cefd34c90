import { z } from 'zod';
import {
  AUTH_DEVICE_KINDS,
  AUTH_DEVICE_STATUSES,
  DEMO_ROLES,
  LOGIN_AUTHORIZATION_LEVELS,
  LOGIN_TYPES,
  SERVICE_CODES,
  SESSION_DEVICE_TYPES,
  TOKEN_SERIAL_PATTERN,
  TOTP_CODE_PATTERN,
} from '@poslovno/domain';
import { ZCustomerId, ZInstant, ZPersonId, ZUuid } from './common';

export const ZAuthorizationLevel = z.union(
  LOGIN_AUTHORIZATION_LEVELS.map((level) => z.literal(level)),
);

export const ZSession = z
  .object({
    id: ZUuid,
    createdAt: ZInstant,
    idleTimeoutSeconds: z.number().int().positive(),
    loginType: z.enum(LOGIN_TYPES),
    allowedServices: z.array(z.enum(SERVICE_CODES)),
    permission: z.object({
      personId: ZPersonId,
      personName: z.string(),
      authorizationLevel: ZAuthorizationLevel,
      customerDetails: z.object({ customerId: ZCustomerId, name: z.string(), oib: z.string() }),
    }),
    /** Every company the person may sign in to; more than one offers the switch of company. */
    companies: z.array(
      z.object({
        customerId: ZCustomerId,
        name: z.string(),
        authorizationLevel: ZAuthorizationLevel,
      }),
    ),
  })
  .meta({ id: 'Session' });
export type TSession = z.infer<typeof ZSession>;

/**
 * A session was opened. The bearer token travels only here (and then in the Authorization
 * header); `isBrowserTrusted` tells whether this browser is trusted for QR sign-in by the person.
 */
export const ZSessionCreated = z
  .object({
    status: z.literal('SIGNED_IN'),
    token: z.string(),
    session: ZSession,
    isBrowserTrusted: z.boolean(),
  })
  .meta({ id: 'SessionCreated' });
export type TSessionCreated = z.infer<typeof ZSessionCreated>;

export const ZMockPersons = z
  .object({
    persons: z.array(
      z.object({
        personId: ZPersonId,
        name: z.string(),
        role: z.enum(DEMO_ROLES),
        companies: z.array(
          z.object({
            customerId: ZCustomerId,
            name: z.string(),
            authorizationLevel: ZAuthorizationLevel,
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'MockPersons' });
export type TMockPersons = z.infer<typeof ZMockPersons>;

export const ZMockLoginRequest = z.object({ personId: ZPersonId, customerId: ZCustomerId });

export const ZSessionValidity = z.object({ valid: z.boolean() });

export const ZAllowedServices = z.object({ allowedServices: z.array(z.enum(SERVICE_CODES)) });

export const ZSessionIdParams = z.object({ sessionId: ZUuid });

/** Ending the current session at the end of the idle countdown says so, for the history. */
export const ZDeleteSessionQuery = z.object({
  reason: z.enum(['INACTIVITY']).optional(),
  locale: z.string().optional(),
});

const ZTokenSerial = z.string().regex(TOKEN_SERIAL_PATTERN, 'token serial number: 8 to 12 digits');

/** 000 §1, §5: the token sign-in form. */
export const ZTokenLoginRequest = z.object({
  customerId: ZCustomerId,
  personId: ZPersonId,
  tokenSerial: ZTokenSerial,
  otp: z.string().regex(TOTP_CODE_PATTERN, 'six digits'),
  password: z.string().min(1).max(128),
  authorizationLevel: ZAuthorizationLevel,
});
export type TTokenLoginRequest = z.infer<typeof ZTokenLoginRequest>;

/**
 * Sign-in proven, company not yet chosen (smartcard and QR sign-in of a person with several
 * companies): POST /sessions with the handle and one of the services opens the session.
 */
export const ZServiceChoice = z
  .object({
    status: z.literal('CHOOSE_SERVICE'),
    pendingSignIn: z.string(),
    expiresAt: ZInstant,
    services: z.array(
      z.object({
        customerId: ZCustomerId,
        name: z.string(),
        authorizationLevel: ZAuthorizationLevel,
      }),
    ),
  })
  .meta({ id: 'ServiceChoice' });
export type TServiceChoice = z.infer<typeof ZServiceChoice>;

export const ZSignInResult = z
  .discriminatedUnion('status', [ZSessionCreated, ZServiceChoice])
  .meta({ id: 'SignInResult' });
export type TSignInResult = z.infer<typeof ZSignInResult>;

export const ZBase64 = z.string().regex(/^[A-Za-z0-9+/_-]+={0,2}$/, 'base64');

export const ZSmartcardChallenge = z
  .object({ challenge: z.string(), expiresAt: ZInstant })
  .meta({ id: 'SmartcardChallenge' });

/**
 * Smartcard sign-in (000 §7): the card's certificate (DER, base64), the server's challenge and
 * the card's ECDSA P-256 / SHA-256 signature over it (IEEE P1363 r||s, base64). Parts may be
 * missing: the answer is then the spec's "unsuccessful login with certificate".
 */
export const ZSmartcardLoginRequest = z.object({
  certificate: ZBase64.max(8000).optional(),
  challenge: z.string().max(200).optional(),
  signature: ZBase64.max(400).optional(),
});

/** A new or refreshed QR code; `sessionId` binds polling to the browser that asked for it. */
export const ZQrCode = z
  .object({
    qrCodeId: ZUuid,
    sessionId: z.string(),
    payload: z.string(),
    expiresAt: ZInstant,
  })
  .meta({ id: 'QrCode' });
export type TQrCode = z.infer<typeof ZQrCode>;

export const ZQrCodeIdParams = z.object({ qrCodeId: ZUuid });
export const ZQrSessionQuery = z.object({
  sessionId: z.string().min(1).max(100),
  locale: z.string().optional(),
});

/** Approval check: still waiting, or signed in, or choose a service. */
export const ZQrApprovalStatus = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('PENDING'), expiresAt: ZInstant }),
    ZSessionCreated,
    ZServiceChoice,
  ])
  .meta({ id: 'QrApprovalStatus' });
export type TQrApprovalStatus = z.infer<typeof ZQrApprovalStatus>;

/**
 * POST /sessions: open a session for one of the person's companies, either from a proven sign-in
 * waiting for its service choice, or (with the bearer token) as a switch of company.
 */
export const ZCreateSessionRequest = z.object({
  customerId: ZCustomerId,
  pendingSignIn: z.string().min(1).max(100).optional(),
});

export const ZSessionHistoryEntry = z.object({
  id: ZUuid,
  isCurrent: z.boolean(),
  loginType: z.enum(LOGIN_TYPES),
  customerId: ZCustomerId,
  createdAt: ZInstant,
  lastActivityAt: ZInstant,
  endedAt: ZInstant.nullable(),
  endReason: z.string().nullable(),
  ipAddress: z.string().nullable(),
  deviceType: z.enum(SESSION_DEVICE_TYPES),
  browser: z.string(),
  os: z.string(),
  channel: z.string(),
  page: z.string().nullable(),
});
export type TSessionHistoryEntry = z.infer<typeof ZSessionHistoryEntry>;

export const ZPageQuery = z.object({
  cursor: z.string().max(100).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  locale: z.string().optional(),
});

/** 000 §3: metadata, the current session and the history of past and current sessions. */
export const ZSessionList = z
  .object({
    metadata: z.object({ nextCursor: z.string().nullable() }),
    session: ZSessionHistoryEntry,
    sessionDataHistory: z.array(ZSessionHistoryEntry),
  })
  .meta({ id: 'SessionList' });
export type TSessionList = z.infer<typeof ZSessionList>;

export const ZSessionExpiration = z
  .object({
    sessionId: ZUuid,
    expiresAt: ZInstant,
    remainingSeconds: z.number().int().min(0),
    idleTimeoutSeconds: z.number().int().positive(),
  })
  .meta({ id: 'SessionExpiration' });
export type TSessionExpiration = z.infer<typeof ZSessionExpiration>;

export const ZCustomerActivity = z.object({
  sessionId: ZUuid,
  occurredAt: ZInstant,
  kind: z.enum(['SIGN_IN', 'PAGE', 'RENEW', 'SIGN_OUT', 'COMPANY_SWITCH']),
  page: z.string().nullable(),
  ipAddress: z.string().nullable(),
  deviceType: z.enum(SESSION_DEVICE_TYPES),
  channel: z.string(),
});
export const ZCustomerActivities = z
  .object({
    metadata: z.object({ nextCursor: z.string().nullable() }),
    activities: z.array(ZCustomerActivity),
  })
  .meta({ id: 'CustomerActivities' });
export type TCustomerActivities = z.infer<typeof ZCustomerActivities>;

/** 000 §3: a trusted browser — browser, OS, accepted date (the token itself never leaves the cookie). */
export const ZRegisteredBrowser = z.object({
  id: ZUuid,
  browser: z.string(),
  os: z.string(),
  acceptedAt: ZInstant,
  isThisBrowser: z.boolean(),
});
export const ZRegisteredBrowsers = z
  .object({ browsers: z.array(ZRegisteredBrowser) })
  .meta({ id: 'RegisteredBrowsers' });
export type TRegisteredBrowsers = z.infer<typeof ZRegisteredBrowsers>;
export const ZRegisteredBrowserIdParams = z.object({ browserId: ZUuid });

/** The person's sign-in and signing devices (secrets and keys never leave the server). */
export const ZAuthDevice = z.object({
  id: ZUuid,
  kind: z.enum(AUTH_DEVICE_KINDS),
  serial: z.string(),
  status: z.enum(AUTH_DEVICE_STATUSES),
  canSignIn: z.boolean(),
  canSign: z.boolean(),
});
export const ZAuthDevices = z.object({ devices: z.array(ZAuthDevice) }).meta({ id: 'AuthDevices' });
export type TAuthDevices = z.infer<typeof ZAuthDevices>;

/** Demo mode: the software smartcard and the mobile-token page enrol a WebCrypto P-256 key. */
export const ZDemoDeviceEnrolment = z.object({
  personId: ZPersonId,
  kind: z.enum(['MOBILE_TOKEN', 'SMARTCARD']),
  publicKey: ZBase64.max(400),
});
export const ZDemoDeviceEnrolled = z
  .object({
    serial: z.string(),
    personName: z.string(),
    certificate: z.string().nullable(),
  })
  .meta({ id: 'DemoDeviceEnrolled' });
export type TDemoDeviceEnrolled = z.infer<typeof ZDemoDeviceEnrolled>;

/** A request the mobile token shows before approving: QR sign-in, or an order with amount and payee. */
export const ZMobileTokenRequest = z.object({
  id: ZUuid,
  kind: z.literal('SIGNING'),
  createdAt: ZInstant,
  expiresAt: ZInstant,
  orderType: z.string(),
  debtorAccount: z.string(),
  executionDate: z.string(),
  items: z.array(
    z.object({
      amount: z.string(),
      currency: z.string(),
      creditorAccount: z.string(),
      creditorName: z.string(),
    }),
  ),
  /** What an order without an amount binds, field by field (a consent, a limit). */
  fields: z.array(z.object({ name: z.string(), value: z.string() })),
  challenge: z.string(),
  /** SHA-256 of the canonical order text, hex: what the approval signature covers. */
  digest: z.string(),
});
export type TMobileTokenRequest = z.infer<typeof ZMobileTokenRequest>;

/** The mobile token proves itself by an ECDSA signature over `poslovno-mobile-v1|<serial>|<at>`. */
export const ZMobileTokenInboxRequest = z.object({
  serial: z.string().min(1).max(40),
  at: ZInstant,
  signature: ZBase64.max(400),
});
export const ZMobileTokenInbox = z
  .object({ requests: z.array(ZMobileTokenRequest) })
  .meta({ id: 'MobileTokenInbox' });

/**
 * An approval from the mobile token: of a scanned QR payload (sign-in), or of a signing request
 * (reference: the request id). The signature covers `buildMobileApprovalText` of the domain.
 */
export const ZMobileTokenApproval = z.object({
  serial: z.string().min(1).max(40),
  kind: z.enum(['QR_LOGIN', 'SIGNING']),
  reference: z.string().min(1).max(20_000),
  signature: ZBase64.max(400),
});
export const ZMobileTokenApproved = z
  .object({ approved: z.literal(true), personName: z.string() })
  .meta({ id: 'MobileTokenApproved' });
