import { randomBytes, randomUUID } from 'node:crypto';
import { LOGIN_CHALLENGE_LIFETIME_SECONDS, buildSmartcardSignedText } from '@poslovno/domain';
import { AppError } from '../../platform/errors';
import { withSystemTransaction } from '../../platform/db/database';
import {
  findDeviceBySerial,
  readCertificateAuthority,
} from '../../platform/auth/devices.repository';
import {
  verifyP1363Signature,
  verifyPersonCertificate,
  type TPersonCertificateVerification,
} from '../../platform/auth/certificates/demo-ca';
import { recordSecurityEvent } from '../../platform/auth/security-events';
import {
  hashSecret,
  type TAuthDeps,
  type TRequestOrigin,
} from '../../platform/auth/session-service';
import {
  consumeRateLimit,
  runSignInAttempt,
  type TSignInAttempt,
} from '../../platform/auth/throttles';
import { completeProvenSignIn, refuseDeviceNotAllowed } from './complete-sign-in';
import { consumeLoginChallenge, insertLoginChallenge } from './sign-in.repository';

/** A fresh random challenge for the card, stored hashed and used once. */
export async function createSmartcardChallenge(deps: TAuthDeps, source: string) {
  const now = deps.clock.now();
  await consumeRateLimit(
    deps.db,
    { key: `smartcard-challenge|${source}`, limit: 30, windowSeconds: 60 },
    now,
  );
  const challenge = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LOGIN_CHALLENGE_LIFETIME_SECONDS * 1000);
  await insertLoginChallenge(deps.db, {
    id: randomUUID(),
    challengeHash: hashSecret(challenge),
    createdAt: now,
    expiresAt,
  });
  return { challenge, expiresAt: expiresAt.toISOString() };
}

/** The checks of one smartcard sign-in, within the limits `attempt` was let through by. */
async function evaluateSmartcardSignIn(
  deps: TAuthDeps,
  input: {
    certificate: string;
    challenge: string;
    signature: string;
    verified: TPersonCertificateVerification;
    origin: TRequestOrigin & { ipAddress: string };
    browserHandle: string | undefined;
    now: Date;
    attempt: TSignInAttempt;
  },
) {
  const { certificate, challenge, signature, verified, origin, now, attempt } = input;
  const source = origin.ipAddress;
  const fail = async (reason: string, personUuid: string | null) => {
    const isBlocked = await attempt.recordFailure();
    await recordSecurityEvent(deps.db, {
      kind: isBlocked ? 'SIGN_IN_BLOCKED' : 'SIGN_IN_FAILED',
      at: now,
      personUuid,
      ipAddress: source,
      details: { loginType: 'SMARTCARD', reason },
    });
    throw new AppError(isBlocked ? 'AUTH_99' : 'SMARTCARD_LOGIN_FAILED');
  };

  const isChallengeFresh = await withSystemTransaction(deps.db, (tx) =>
    consumeLoginChallenge(tx, hashSecret(challenge), now),
  );
  if (!verified.ok) return fail(`CERTIFICATE_${verified.reason}`, null);
  const device = await findDeviceBySerial(deps.db, verified.serialNumber);
  const isCardOnRecord =
    device?.kind === 'SMARTCARD' &&
    !!device.certificateDer &&
    device.certificateDer.equals(Buffer.from(certificate, 'base64'));
  if (!device || !isCardOnRecord) return fail('UNKNOWN_CARD', null);
  if (!isChallengeFresh) return fail('CHALLENGE_UNKNOWN_USED_OR_EXPIRED', device.personId);
  const text = buildSmartcardSignedText({ purpose: 'LOGIN', challenge });
  if (!verifyP1363Signature({ publicKey: verified.publicKey, text, signatureBase64: signature }))
    return fail('WRONG_SIGNATURE', device.personId);
  if (device.status !== 'ACTIVE' || !device.canSignIn) {
    return refuseDeviceNotAllowed(deps, {
      at: now,
      personUuid: device.personId,
      deviceId: device.id,
      ipAddress: source,
      loginType: 'SMARTCARD',
    });
  }
  await attempt.recordSuccess();
  return completeProvenSignIn(deps, {
    personUuid: device.personId,
    loginType: 'SMARTCARD',
    deviceId: device.id,
    origin,
    browserHandle: input.browserHandle,
  });
}

/**
 * Smartcard sign-in: the challenge is used once; the certificate must be issued by the bank's CA,
 * valid now and be the one on record for an active card that may sign in; the card's signature
 * must cover the challenge. Every failure answers "unsuccessful login with certificate", except a
 * card that may not sign in (AUTH_98) and a blocked person (AUTH_99). A valid certificate names
 * the person before the card and the challenge are checked, so the attempt is counted against
 * them (and the source) first; without one it counts against the source only.
 */
export async function signInWithSmartcard(
  deps: TAuthDeps,
  input: {
    certificate?: string | undefined;
    challenge?: string | undefined;
    signature?: string | undefined;
  },
  origin: TRequestOrigin & { ipAddress: string },
  browserHandle: string | undefined,
) {
  const now = deps.clock.now();
  const source = origin.ipAddress;
  const { certificate, challenge, signature } = input;
  if (!certificate || !challenge || !signature)
    return runSignInAttempt(deps.db, { source, personKey: null }, now, async (attempt) => {
      await attempt.recordFailure();
      throw new AppError('SMARTCARD_LOGIN_FAILED');
    });
  const ca = await readCertificateAuthority(deps.db);
  if (!ca) throw new AppError('AUTH_97', { detail: 'no certificate authority is configured' });
  const verified = verifyPersonCertificate({
    caCertificateDer: ca.certificateDer,
    certificateDer: Buffer.from(certificate, 'base64'),
    now,
  });
  const personKey = verified.ok ? `person:${verified.personId}` : null;
  return runSignInAttempt(deps.db, { source, personKey }, now, (attempt) =>
    evaluateSmartcardSignIn(deps, {
      certificate,
      challenge,
      signature,
      verified,
      origin,
      browserHandle,
      now,
      attempt,
    }),
  );
}
