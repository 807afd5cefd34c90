import { timingSafeEqual } from 'node:crypto';
import type {
  TDemoDeviceEnrolled,
  TDemoSmsMessages,
  TOrderChallengeAnswer,
  TReactivation,
  TReactivationAuthorized,
  TReactivationInput,
  TReactivations,
  TSigningProofInput,
} from '@poslovno/contract';
import {
  ACTIVATION_CODE_MAX_ATTEMPTS,
  capitalizePersonName,
  readActivationCode,
  type TReactivationStatus,
} from '@poslovno/domain';
import { isP256PublicKeySpki } from '../../platform/auth/certificates/p1363-signature';
import { recordSecurityEvent } from '../../platform/auth/security-events';
import type { TActor, TAuthDeps } from '../../platform/auth/session-service';
import { withCompanyScope, withSystemTransaction } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { TDeps } from '../../platform/http';
import {
  authorizeOrder,
  createOrder,
  type TKernelResult,
} from '../../platform/orders/order-kernel';
import { preauthorizeRequest } from '../../platform/orders/order-requests';
import type { TKernelOrder } from '../../platform/orders/orders.repository';
import { findDemoPerson } from '../sign-in/sign-in.repository';
import { hashActivationCode, reactivationOrderType } from './reactivation-order-type';
import {
  completeActivation,
  countFailedActivation,
  lockOpenActivationCode,
  selectLatestReactivations,
  selectSmsOfPerson,
  type TReactivationValue,
} from './reactivations.repository';

const REACTIVATIONS_SHOWN = 10;
const SMS_SHOWN = 20;

function toReactivation({
  order,
  value,
}: {
  order: TKernelOrder;
  value: TReactivationValue;
}): TReactivation {
  return {
    id: order.id.toString(),
    status: order.status as TReactivationStatus,
    success: order.phase !== 'FAILED',
    mobilePhone: value.mobilePhone,
    reason: value.reason,
    tokenSerial: value.tokenSerial,
    activationCode: value.codeFirstPart,
    codeExpiresAt: value.codeExpiresAt?.toISOString() ?? null,
    activatedAt: value.activatedAt?.toISOString() ?? null,
    rejectionCode: order.phase === 'FAILED' ? (order.statusCodes[0] ?? null) : null,
    createdAt: order.createdAt.toISOString(),
  };
}

/** GET /authentication/reactivations: the person's latest, newest first. */
export function listReactivations(deps: TDeps, actor: TActor): Promise<TReactivations> {
  return withCompanyScope(deps.db, actor, async (tx) => ({
    reactivations: (await selectLatestReactivations(tx, actor, REACTIVATIONS_SHOWN)).map(
      toReactivation,
    ),
  }));
}

export function createReactivation(
  deps: TDeps,
  actor: TActor,
  request: { input: TReactivationInput; idempotencyKey: string },
): Promise<TReactivation> {
  return createOrder(
    deps,
    actor,
    reactivationOrderType,
    { draft: request.input, idempotencyKey: request.idempotencyKey },
    (_context, result) => Promise.resolve(toReactivation(result)),
  );
}

export function preauthorizeReactivation(
  deps: TDeps,
  actor: TActor,
  requestId: bigint,
): Promise<TOrderChallengeAnswer> {
  return preauthorizeRequest(deps, actor, reactivationOrderType, requestId);
}

/** 001 §3: the bank's status SUCCESSFUL once it issued the code, FAILED if it refused. */
function toBankStatus(order: TKernelOrder): TReactivationAuthorized['bankStatus'] {
  if (order.phase === 'DONE') return 'SUCCESSFUL';
  return order.phase === 'FAILED' ? 'FAILED' : 'PENDING';
}

export function authorizeReactivation(
  deps: TDeps,
  actor: TActor,
  request: { requestId: bigint; proof: TSigningProofInput; idempotencyKey: string },
): Promise<TReactivationAuthorized> {
  return authorizeOrder(
    deps,
    actor,
    reactivationOrderType,
    { orderId: request.requestId, proof: request.proof, idempotencyKey: request.idempotencyKey },
    async ({ tx }, result: TKernelResult<TReactivationValue>) => {
      // The bank decided in this transaction: its code is in the request's row now.
      const value = await reactivationOrderType.readDetails(tx, result.order);
      return {
        ...toReactivation({ order: result.order, value }),
        bankStatus: toBankStatus(result.order),
      };
    },
  );
}

/** Demo mode: the SMS messages the bank sent the person's phone, newest first. */
export async function listDemoSms(deps: TAuthDeps, personId: number): Promise<TDemoSmsMessages> {
  return withSystemTransaction(deps.db, async (tx) => {
    const person = await findDemoPerson(tx, personId);
    if (!person) throw new AppError('NOT_FOUND');
    const rows = await selectSmsOfPerson(tx, person.personUuid, SMS_SHOWN);
    return {
      messages: rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() })),
    };
  });
}

/**
 * Demo mode: the phone activates its new key with both parts of the code. A wrong code counts
 * against the code (five, then it is spent); the right one within its day replaces the old key,
 * which from then on signs nothing.
 */
export async function activateWithCode(
  deps: TAuthDeps,
  input: { personId: number; activationCode: string; publicKey: string },
): Promise<TDemoDeviceEnrolled> {
  const now = deps.clock.now();
  const spki = Buffer.from(input.publicKey, 'base64');
  if (!isP256PublicKeySpki(spki))
    throw new AppError('VALIDATION_FAILED', {
      validations: [{ field: 'body.publicKey', code: 'FIELD_INVALID' }],
    });
  const code = readActivationCode(input.activationCode);
  const outcome = await withSystemTransaction(deps.db, async (tx) => {
    const person = await findDemoPerson(tx, input.personId);
    if (!person) throw new AppError('NOT_FOUND');
    const open = await lockOpenActivationCode(tx, person.personUuid);
    const isUsable =
      open?.codeHash !== null &&
      open !== undefined &&
      open.failedAttempts < ACTIVATION_CODE_MAX_ATTEMPTS &&
      (open.codeExpiresAt?.getTime() ?? 0) > now.getTime();
    const isRight =
      isUsable &&
      code !== undefined &&
      open.codeHash !== null &&
      timingSafeEqual(open.codeHash, hashActivationCode(open.orderId, code.first, code.second));
    if (!isRight)
      return { ok: false as const, orderId: open?.orderId, personUuid: person.personUuid };
    const device = await completeActivation(tx, {
      orderId: open.orderId,
      deviceId: open.deviceId,
      publicKeySpkiDer: spki,
      at: now,
    });
    await recordSecurityEvent(tx, {
      kind: 'DEVICE_ENROLLED',
      at: now,
      personUuid: person.personUuid,
      deviceId: open.deviceId,
      details: { kind: 'MOBILE_TOKEN', serial: device?.serial ?? null, by: 'activation code' },
    });
    return {
      ok: true as const,
      enrolled: {
        serial: device?.serial ?? '',
        personName: capitalizePersonName(`${person.firstName} ${person.lastName}`),
        certificate: null,
      },
    };
  });
  if (outcome.ok) return outcome.enrolled;
  // The wrong try is counted in a transaction of its own: the refusal must not roll it back.
  await withSystemTransaction(deps.db, async (tx) => {
    if (outcome.orderId !== undefined) await countFailedActivation(tx, outcome.orderId);
    await recordSecurityEvent(tx, {
      kind: 'DEVICE_ACTIVATION_FAILED',
      at: now,
      personUuid: outcome.personUuid,
      details: { orderId: outcome.orderId?.toString() ?? null },
    });
  });
  throw new AppError('ACTIVATION_CODE_INVALID');
}
