import {
  buildMobileApprovalText,
  buildMobileInboxText,
  capitalizePersonName,
  parseCanonicalOrderText,
} from '@poslovno/domain';
import { AppError } from '../../platform/errors';
import { findDeviceBySerial, type TAuthDeviceRow } from '../../platform/auth/devices.repository';
import { verifyP1363SignatureWithSpki } from '../../platform/auth/certificates/demo-ca';
import { recordSecurityEvent } from '../../platform/auth/security-events';
import type { TAuthDeps } from '../../platform/auth/session-service';
import {
  approveSigningChallenge,
  selectOpenSigningChallenges,
} from '../../platform/auth/signing.repository';
import {
  approveQrRequest,
  findPersonByUuid,
  findQrRequest,
  isBrowserTrustedBy,
} from './sign-in.repository';
import { parseQrPayload } from './qr-login';

/** An inbox request older or newer than this is refused (replay of a captured inbox call). */
const INBOX_CLOCK_TOLERANCE_MS = 5 * 60 * 1000;

/** The active mobile token with this serial whose key made the signature, or an error. */
async function findSigningMobileToken(
  deps: TAuthDeps,
  serial: string,
  text: string,
  signature: string,
): Promise<TAuthDeviceRow & { publicKeySpkiDer: Buffer }> {
  const device = await findDeviceBySerial(deps.db, serial);
  if (
    !device ||
    device.kind !== 'MOBILE_TOKEN' ||
    device.status !== 'ACTIVE' ||
    !device.publicKeySpkiDer
  )
    throw new AppError('DEVICE_NOT_ACTIVE');
  if (!verifyP1363SignatureWithSpki(device.publicKeySpkiDer, text, signature))
    throw new AppError('INVALID_SIGNATURE');
  return { ...device, publicKeySpkiDer: device.publicKeySpkiDer };
}

/** The signing requests waiting for this token's person, with amount and payee to show. */
export async function readMobileTokenInbox(
  deps: TAuthDeps,
  input: { serial: string; at: string; signature: string },
) {
  const now = deps.clock.now();
  if (Math.abs(Date.parse(input.at) - now.getTime()) > INBOX_CLOCK_TOLERANCE_MS)
    throw new AppError('INVALID_SIGNATURE');
  const device = await findSigningMobileToken(
    deps,
    input.serial,
    buildMobileInboxText(input.serial, input.at),
    input.signature,
  );
  const rows = await selectOpenSigningChallenges(deps.db, device.personId, now);
  return {
    requests: rows.map((row) => {
      const order = parseCanonicalOrderText(row.canonicalText);
      return {
        id: row.id,
        kind: 'SIGNING' as const,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        orderType: order.orderType,
        debtorAccount: order.debtorAccount,
        executionDate: order.executionDate,
        items: order.items,
        fields: order.fields,
        challenge: row.challenge,
        digest: row.digest.toString('hex'),
      };
    }),
  };
}

/**
 * The mobile token approves a scanned QR sign-in or a signing request. Its signature covers what
 * it showed (for signing, the order digest), so an approval is bound to that one request. A QR
 * sign-in is approved only by a person who trusts the browser showing the code (QR_UNAUTHORIZED).
 */
export async function approveWithMobileToken(
  deps: TAuthDeps,
  input: { serial: string; kind: 'QR_LOGIN' | 'SIGNING'; reference: string; signature: string },
  source: string,
) {
  const now = deps.clock.now();
  if (input.kind === 'QR_LOGIN') {
    const device = await findSigningMobileToken(
      deps,
      input.serial,
      buildMobileApprovalText({
        serial: input.serial,
        kind: 'QR_LOGIN',
        reference: input.reference,
      }),
      input.signature,
    );
    if (!device.canSignIn) throw new AppError('AUTH_98');
    const parsed = parseQrPayload(input.reference);
    if (!parsed) throw new AppError('QR_CODE_EXPIRED');
    const request = await findQrRequest(deps.db, parsed.id);
    if (!request) throw new AppError('QR_CODE_EXPIRED');
    // Refused without touching the code: it keeps waiting for a person who trusts that browser,
    // so a stranger's approval cannot use up someone else's sign-in.
    if (!(await isBrowserTrustedBy(deps.db, device.personId, request.browserHandleHash))) {
      await recordSecurityEvent(deps.db, {
        kind: 'QR_SIGN_IN_REFUSED',
        at: now,
        personUuid: device.personId,
        deviceId: device.id,
        ipAddress: source,
        details: { qrCodeId: parsed.id, reason: 'BROWSER_NOT_TRUSTED_BY_APPROVER' },
      });
      throw new AppError('QR_UNAUTHORIZED');
    }
    const isApproved = await approveQrRequest(deps.db, {
      id: parsed.id,
      nonce: parsed.nonce,
      personUuid: device.personId,
      deviceId: device.id,
      now,
    });
    if (!isApproved) throw new AppError('QR_CODE_EXPIRED');
    await recordSecurityEvent(deps.db, {
      kind: 'QR_SIGN_IN_APPROVED',
      at: now,
      personUuid: device.personId,
      deviceId: device.id,
      ipAddress: source,
      details: { qrCodeId: parsed.id },
    });
    return { approved: true as const, personName: await readPersonName(deps, device.personId) };
  }
  const digest = await findChallengeDigest(deps, input.reference);
  const device = await findSigningMobileToken(
    deps,
    input.serial,
    buildMobileApprovalText({
      serial: input.serial,
      kind: 'SIGNING',
      reference: input.reference,
      digestHex: digest.toString('hex'),
    }),
    input.signature,
  );
  if (!device.canSign) throw new AppError('DEVICE_NOT_ACTIVE');
  if (
    !(await approveSigningChallenge(deps.db, {
      id: input.reference,
      device,
      signature: input.signature,
      now,
    }))
  )
    throw new AppError('SIGNING_CHALLENGE_EXPIRED');
  return { approved: true as const, personName: await readPersonName(deps, device.personId) };
}

async function findChallengeDigest(deps: TAuthDeps, challengeId: string): Promise<Buffer> {
  if (!/^[0-9a-f-]{36}$/.test(challengeId)) throw new AppError('SIGNING_CHALLENGE_EXPIRED');
  const rows = await selectOpenSigningChallenges(deps.db, null, deps.clock.now(), challengeId);
  const row = rows[0];
  if (!row) throw new AppError('SIGNING_CHALLENGE_EXPIRED');
  return row.digest;
}

async function readPersonName(deps: TAuthDeps, personUuid: string): Promise<string> {
  const person = await findPersonByUuid(deps.db, personUuid);
  return person ? capitalizePersonName(`${person.firstName} ${person.lastName}`) : '';
}
