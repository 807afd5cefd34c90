import type { TExecutor } from '../db/database';
import { securityEvents } from '../db/schema';

/** What the append-only security log records (DESIGN.md §5; issue 4 §6). */
export type TSecurityEventKind =
  | 'SIGN_IN_SUCCEEDED'
  | 'SIGN_IN_FAILED'
  | 'SIGN_IN_BLOCKED'
  | 'TOKEN_LOCKED'
  | 'TOKEN_UNLOCKED'
  | 'TOKEN_RESYNCHRONISED'
  | 'SESSION_ENDED'
  | 'COMPANY_SWITCHED'
  | 'DEVICE_ENROLLED'
  | 'DEVICE_REACTIVATION_ISSUED'
  | 'DEVICE_ACTIVATION_FAILED'
  | 'BROWSER_TRUSTED'
  | 'BROWSER_REMOVED'
  | 'QR_SIGN_IN_APPROVED'
  | 'QR_SIGN_IN_REFUSED'
  | 'ORDER_SIGNED'
  | 'SIGNING_FAILED';

export interface TSecurityEvent {
  kind: TSecurityEventKind;
  at: Date;
  personUuid?: string | null;
  companyId?: string | null;
  deviceId?: string | null;
  sessionId?: string | null;
  ipAddress?: string | null;
  /** Why, for the bank's eyes only: the client is never told which factor failed. */
  details?: Record<string, string | number | boolean | null>;
}

/** Appends one event; the table refuses updates and deletes (a trigger), so history stays. */
export async function recordSecurityEvent(db: TExecutor, event: TSecurityEvent): Promise<void> {
  await db.insert(securityEvents).values({
    occurredAt: event.at,
    kind: event.kind,
    personId: event.personUuid ?? null,
    companyId: event.companyId ?? null,
    deviceId: event.deviceId ?? null,
    sessionId: event.sessionId ?? null,
    ipAddress: event.ipAddress ?? null,
    details: event.details ?? {},
  });
}
