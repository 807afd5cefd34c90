import { randomBytes, randomUUID } from 'node:crypto';
import { QR_CODE_LIFETIME_SECONDS } from '@poslovno/domain';
import type { TQrApprovalStatus, TQrCode } from '@poslovno/contract';
import { AppError } from '../../platform/errors';
import {
  hashSecret,
  newSecret,
  type TAuthDeps,
  type TRequestOrigin,
} from '../../platform/auth/session-service';
import { recordSecurityEvent } from '../../platform/auth/security-events';
import { consumeRateLimit } from '../../platform/auth/throttles';
import { completeProvenSignIn, type TOpenedSession } from './complete-sign-in';
import {
  completeQrRequest,
  findQrRequest,
  insertQrRequest,
  isBrowserTrustedByAnyone,
  refreshQrRequest,
  reopenQrRequest,
} from './sign-in.repository';

const QR_PAYLOAD_PREFIX = 'poslovno-qr:v1';
/** Polling every 2 s needs 30 calls a minute; a browser with several tabs gets some room. */
const QR_POLLS_PER_MINUTE = 120;
const QR_CODES_PER_MINUTE = 20;

export function buildQrPayload(id: string, nonce: string): string {
  return `${QR_PAYLOAD_PREFIX}:${id}:${nonce}`;
}

export function parseQrPayload(payload: string): { id: string; nonce: string } | undefined {
  const match = /^poslovno-qr:v1:([0-9a-f-]{36}):([A-Za-z0-9_-]{16,64})$/.exec(payload.trim());
  return match?.[1] && match[2] ? { id: match[1], nonce: match[2] } : undefined;
}

function newNonce(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * A QR code for the mobile token to scan. Only a browser someone trusts may ask (000 §2: QR
 * quick login on a browser already trusted); the code is bound to the browser's handle and to a
 * polling handle returned only to this browser.
 */
export async function createQrCode(
  deps: TAuthDeps,
  source: string,
  browserHandle: string | undefined,
): Promise<TQrCode> {
  const now = deps.clock.now();
  await consumeRateLimit(
    deps.db,
    { key: `qr-create|${source}`, limit: QR_CODES_PER_MINUTE, windowSeconds: 60 },
    now,
  );
  if (!browserHandle || !(await isBrowserTrustedByAnyone(deps.db, hashSecret(browserHandle))))
    throw new AppError('QR_BROWSER_NOT_TRUSTED');
  const id = randomUUID();
  const pollHandle = newSecret();
  const nonce = newNonce();
  const expiresAt = new Date(now.getTime() + QR_CODE_LIFETIME_SECONDS * 1000);
  await insertQrRequest(deps.db, {
    id,
    pollHandleHash: hashSecret(pollHandle),
    browserHandleHash: hashSecret(browserHandle),
    nonce,
    status: 'PENDING',
    createdAt: now,
    expiresAt,
  });
  return {
    qrCodeId: id,
    sessionId: pollHandle,
    payload: buildQrPayload(id, nonce),
    expiresAt: expiresAt.toISOString(),
  };
}

async function findOwnQrRequest(
  deps: TAuthDeps,
  id: string,
  pollHandle: string,
  browserHandle: string | undefined,
) {
  const row = await findQrRequest(deps.db, id);
  if (!row || !row.pollHandleHash.equals(hashSecret(pollHandle))) throw new AppError('NOT_FOUND');
  if (!browserHandle || !row.browserHandleHash.equals(hashSecret(browserHandle)))
    throw new AppError('QR_BROWSER_NOT_TRUSTED');
  return row;
}

/** PATCH: a new payload and expiry for the same code, while it waits for approval. */
export async function refreshQrCode(
  deps: TAuthDeps,
  input: { id: string; pollHandle: string; source: string; browserHandle: string | undefined },
): Promise<TQrCode> {
  const now = deps.clock.now();
  await consumeRateLimit(
    deps.db,
    { key: `qr-create|${input.source}`, limit: QR_CODES_PER_MINUTE, windowSeconds: 60 },
    now,
  );
  await findOwnQrRequest(deps, input.id, input.pollHandle, input.browserHandle);
  const nonce = newNonce();
  const expiresAt = new Date(now.getTime() + QR_CODE_LIFETIME_SECONDS * 1000);
  if (!(await refreshQrRequest(deps.db, input.id, { nonce, expiresAt })))
    throw new AppError('NOT_FOUND');
  return {
    qrCodeId: input.id,
    sessionId: input.pollHandle,
    payload: buildQrPayload(input.id, nonce),
    expiresAt: expiresAt.toISOString(),
  };
}

/** A code still waiting for approval, or 401 QR_CODE_EXPIRED once its time is over. */
function answerWaiting(expiresAt: Date, now: Date): { status: TQrApprovalStatus } {
  if (expiresAt.getTime() <= now.getTime()) throw new AppError('QR_CODE_EXPIRED');
  return { status: { status: 'PENDING', expiresAt: expiresAt.toISOString() } };
}

/**
 * The approval check (polled, never a session's activity). Not approved yet: status PENDING, the
 * spec's "not yet approved" (000 §8), an answer and not an error, since waiting is what the poll
 * is for. Approved: the code becomes one sign-in, once, while the approving person trusts this
 * browser; an approver whose trust ended meanwhile is withdrawn and the code waits again, so it
 * stays usable for someone who does trust it. Expired: 401 QR_CODE_EXPIRED, which the web app
 * reads as 419 (000 §8).
 */
export async function checkQrApproval(
  deps: TAuthDeps,
  input: {
    id: string;
    pollHandle: string;
    origin: TRequestOrigin & { ipAddress: string };
    browserHandle: string | undefined;
  },
): Promise<{ status: TQrApprovalStatus; opened?: TOpenedSession }> {
  const now = deps.clock.now();
  await consumeRateLimit(
    deps.db,
    { key: `qr-poll|${input.origin.ipAddress}`, limit: QR_POLLS_PER_MINUTE, windowSeconds: 60 },
    now,
  );
  const row = await findOwnQrRequest(deps, input.id, input.pollHandle, input.browserHandle);
  if (row.status === 'COMPLETED') throw new AppError('NOT_FOUND');
  if (row.status === 'PENDING') return answerWaiting(row.expiresAt, now);
  if (!row.personId || !row.deviceId)
    throw new Error('an approved QR request names its person and device');
  if (!(await completeQrRequest(deps.db, row.id, row.personId, now))) {
    // Either a parallel poll completed it, or the approver stopped trusting this browser.
    if (!(await reopenQrRequest(deps.db, row.id, row.personId))) throw new AppError('NOT_FOUND');
    await recordSecurityEvent(deps.db, {
      kind: 'QR_SIGN_IN_REFUSED',
      at: now,
      personUuid: row.personId,
      deviceId: row.deviceId,
      ipAddress: input.origin.ipAddress,
      details: { qrCodeId: row.id, reason: 'BROWSER_NO_LONGER_TRUSTED' },
    });
    return answerWaiting(row.expiresAt, now);
  }
  const result = await completeProvenSignIn(deps, {
    personUuid: row.personId,
    loginType: 'QR',
    deviceId: row.deviceId,
    origin: input.origin,
    browserHandle: input.browserHandle,
  });
  return 'choice' in result
    ? { status: result.choice }
    : { status: result.created, opened: result };
}
