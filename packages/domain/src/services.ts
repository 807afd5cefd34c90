/**
 * The areas of the product (000 §2, 001 §2) as services a session may be allowed. A session's
 * allowed services decide which areas the web app offers.
 */
export const SERVICE_CODES = [
  'DASHBOARD',
  'ACCOUNTS',
  'STATEMENTS',
  'TRANSACTIONS',
  'PAYMENTS',
  'TEMPLATES',
  'BASKETS',
  'QR_HUB3',
  'BULK_PAYMENTS',
  'ACCOUNT_MANAGEMENT',
  'SESSIONS',
  'FINANCING',
  'TERM_DEPOSITS',
  'SOLVENCY',
  'DIRECT_DEBIT',
  'CARDS',
  'INBOX',
  'BROKERAGE',
] as const;
export type TServiceCode = (typeof SERVICE_CODES)[number];

/**
 * What every signed-in session may use, whatever its allowed services: the session's own calls
 * and screens (itself, its services, the person's settings). A route or a screen names a service
 * or this.
 */
export const EVERY_SESSION = 'EVERY_SESSION';

/** What gates a signed-in route or screen: one of the allowed services, or every session. */
export type TServiceGate = TServiceCode | typeof EVERY_SESSION;

/** Whether a session with these allowed services may use what the gate guards. */
export function isServiceAllowed(
  service: TServiceGate,
  allowedServices: readonly TServiceCode[],
): boolean {
  return service === EVERY_SESSION || allowedServices.includes(service);
}

/** Session lifetime rules of 000 §9 and PSD2 RTS: 5 minutes of inactivity end a session. */
export const SESSION_IDLE_TIMEOUT_SECONDS = 300;

/** What each demo person shows off in the demo sign-in list (the signing cases later issues need). */
export const DEMO_ROLES = [
  'INDEPENDENT_SIGNEE_WITH_LIMIT',
  'INDEPENDENT_SIGNEE_DAILY_LIMIT',
  'INDEPENDENT_SIGNEE',
  'SECOND_SIGNATURE_NEEDED',
  'MANDATORY_SIGNEE',
  'ENTER_ONLY',
] as const;
export type TDemoRole = (typeof DEMO_ROLES)[number];
