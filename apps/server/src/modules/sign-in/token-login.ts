import {
  TOKEN_MAX_CONSECUTIVE_FAILURES,
  TOTP_ACCEPTED_DRIFT_STEPS,
  TOTP_RESYNC_WINDOW_STEPS,
  TOTP_STEP_SECONDS,
} from '@poslovno/domain';
import type { TTokenLoginRequest } from '@poslovno/contract';
import { AppError } from '../../platform/errors';
import {
  acceptTokenStep,
  findDeviceBySerial,
  recordTokenFailure,
  startTokenResync,
  type TAuthDeviceRow,
} from '../../platform/auth/devices.repository';
import { findTotpStepNear, getTotpStep } from '../../platform/auth/one-time-codes';
import { verifyPassword } from '../../platform/auth/passwords';
import { recordSecurityEvent } from '../../platform/auth/security-events';
import type { TAuthDeps, TRequestOrigin } from '../../platform/auth/session-service';
import { runSignInAttempt, type TSignInAttempt } from '../../platform/auth/throttles';
import {
  isLoginLevelAllowed,
  openSignedInSession,
  type TOpenedSession,
  refuseDeviceNotAllowed,
} from './complete-sign-in';
import { findPersonForSignIn } from './sign-in.repository';

/** A key no token has: an unknown token still costs the same HMACs as a known one. */
const ABSENT_TOKEN_KEY = Buffer.alloc(32, 0x5a);

type TCodeCheck =
  | { kind: 'ACCEPTED'; step: number; drift: number }
  | { kind: 'RESYNC'; step: number; drift: number }
  | { kind: 'WRONG' };

/**
 * Where the typed code lies: within the accepted drift around the token's learnt drift, within
 * the resynchronisation window (AUTH_03), or nowhere. Always the same number of HMACs.
 */
function checkTokenCode(device: TAuthDeviceRow | undefined, otp: string, now: Date): TCodeCheck {
  const key = device?.otpSecret ?? ABSENT_TOKEN_KEY;
  const nowStep = Number(getTotpStep(now, TOTP_STEP_SECONDS));
  const center = nowStep + (device?.driftSteps ?? 0);
  const near = findTotpStepNear(key, otp, BigInt(center), TOTP_ACCEPTED_DRIFT_STEPS);
  const far = findTotpStepNear(key, otp, BigInt(nowStep), TOTP_RESYNC_WINDOW_STEPS);
  if (!device) return { kind: 'WRONG' };
  if (near !== undefined)
    return { kind: 'ACCEPTED', step: Number(near), drift: Number(near) - nowStep };
  if (far === undefined) return { kind: 'WRONG' };
  const step = Number(far);
  const drift = step - nowStep;
  // The second code of a resynchronisation: the next step after the first, at the same drift.
  const isResyncConfirmed =
    device.resyncStep !== null &&
    step === device.resyncStep + 1 &&
    Math.abs(drift - (device.resyncDriftSteps ?? 0)) <= TOTP_ACCEPTED_DRIFT_STEPS;
  return isResyncConfirmed ? { kind: 'ACCEPTED', step, drift } : { kind: 'RESYNC', step, drift };
}

/** The factors of one token sign-in, checked within the limits `attempt` was let through by. */
async function evaluateTokenSignIn(
  deps: TAuthDeps,
  input: TTokenLoginRequest,
  context: {
    origin: TRequestOrigin & { ipAddress: string };
    browserHandle: string | undefined;
    now: Date;
    attempt: TSignInAttempt;
  },
): Promise<TOpenedSession> {
  const { origin, browserHandle, now, attempt } = context;
  const source = origin.ipAddress;
  const person = await findPersonForSignIn(deps.db, input.personId, input.customerId);
  const candidate = await findDeviceBySerial(deps.db, input.tokenSerial);
  const device =
    candidate && person && candidate.personId === person.personUuid && candidate.kind === 'TOKEN'
      ? candidate
      : undefined;
  const isPasswordRight = await verifyPassword(
    person?.passwordHash,
    input.password,
    deps.config.passwordHashing,
  );
  const code = checkTokenCode(device, input.otp, now);
  const companyId = person?.companyId ?? null;
  const membershipLevel = person?.authorizationLevel ?? null;

  const fail = async (reason: string, answer: 'AUTH_01' | 'AUTH_02' = 'AUTH_01') => {
    const isBlocked = await attempt.recordFailure();
    await recordSecurityEvent(deps.db, {
      kind: isBlocked ? 'SIGN_IN_BLOCKED' : 'SIGN_IN_FAILED',
      at: now,
      personUuid: person?.personUuid ?? null,
      deviceId: device?.id ?? null,
      ipAddress: source,
      details: {
        loginType: 'TOKEN',
        reason,
        customerId: input.customerId,
        personId: input.personId,
      },
    });
    throw new AppError(isBlocked && answer === 'AUTH_01' ? 'AUTH_99' : answer);
  };

  if (!person || companyId === null || membershipLevel === null || !device || !isPasswordRight)
    return fail(
      !person
        ? 'UNKNOWN_PERSON'
        : companyId === null || membershipLevel === null
          ? 'NOT_A_MEMBER'
          : !device
            ? 'UNKNOWN_TOKEN'
            : 'WRONG_PASSWORD',
    );
  if (device.status === 'LOCKED') return fail('TOKEN_LOCKED', 'AUTH_02');
  if (device.status !== 'ACTIVE' || !device.canSignIn) {
    return refuseDeviceNotAllowed(deps, {
      at: now,
      personUuid: person.personUuid,
      deviceId: device.id,
      ipAddress: source,
      loginType: 'TOKEN',
    });
  }
  if (code.kind === 'RESYNC') {
    await startTokenResync(deps.db, device.id, code.step, code.drift);
    await recordSecurityEvent(deps.db, {
      kind: 'SIGN_IN_FAILED',
      at: now,
      personUuid: person.personUuid,
      deviceId: device.id,
      ipAddress: source,
      details: { loginType: 'TOKEN', reason: 'TOKEN_OUT_OF_SYNC', driftSteps: code.drift },
    });
    throw new AppError('AUTH_03');
  }
  if (
    code.kind === 'WRONG' ||
    !(await acceptTokenStep(deps.db, device.id, code.step, code.drift))
  ) {
    const { isLocked } = await recordTokenFailure(
      deps.db,
      device.id,
      TOKEN_MAX_CONSECUTIVE_FAILURES,
      now,
    );
    if (isLocked)
      await recordSecurityEvent(deps.db, {
        kind: 'TOKEN_LOCKED',
        at: now,
        personUuid: person.personUuid,
        deviceId: device.id,
        ipAddress: source,
        details: { serial: device.serial },
      });
    return fail(
      code.kind === 'WRONG' ? 'WRONG_CODE' : 'CODE_ALREADY_USED',
      isLocked ? 'AUTH_02' : 'AUTH_01',
    );
  }
  if (device.resyncStep !== null)
    await recordSecurityEvent(deps.db, {
      kind: 'TOKEN_RESYNCHRONISED',
      at: now,
      personUuid: person.personUuid,
      deviceId: device.id,
      ipAddress: source,
      details: { driftSteps: code.drift },
    });
  await attempt.recordSuccess();
  // The person proved who they are; a level they do not hold is their choice to correct, not a failure.
  if (!isLoginLevelAllowed(membershipLevel, input.authorizationLevel))
    throw new AppError('AUTHORIZATION_LEVEL_NOT_ALLOWED');
  return openSignedInSession(deps, {
    personUuid: person.personUuid,
    companyId,
    authorizationLevel: input.authorizationLevel,
    allowedServices: person.allowedServices ?? [],
    loginType: 'TOKEN',
    deviceId: device.id,
    origin,
    browserHandle,
  });
}

/**
 * Token sign-in (000 §1, §5, §8). The answer never tells which factor was wrong: an unknown
 * company, person or token, a wrong password and a wrong code all answer AUTH_01 after the same
 * work (a password hash and the same HMACs). AUTH_03 and AUTH_02 are told only to someone who
 * knows the password, as is AUTH_98. The attempt is counted against the limits before any factor
 * is checked, so parallel attempts cannot all pass a check none of them was counted in yet.
 */
export async function signInWithToken(
  deps: TAuthDeps,
  input: TTokenLoginRequest,
  origin: TRequestOrigin & { ipAddress: string },
  browserHandle: string | undefined,
): Promise<TOpenedSession> {
  const now = deps.clock.now();
  const source = origin.ipAddress;
  const personKey = `person:${input.personId}`;
  return runSignInAttempt(deps.db, { source, personKey }, now, (attempt) =>
    evaluateTokenSignIn(deps, input, { origin, browserHandle, now, attempt }),
  );
}
