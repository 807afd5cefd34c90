import type { TPayment, TSigningChallengeAnswer, TSigningProofInput } from '@poslovno/contract';
import { formatMinorAsDecimal, type TLocale, type TValidatedPayment } from '@poslovno/domain';
import type { TActor } from '../../platform/auth/session-service';
import type { TDeps } from '../../platform/http';
import {
  authorizeOrder,
  preauthorizeOrder,
  preauthorizeRevocation,
  revokeOrder,
  type TPreauthorization,
} from '../../platform/orders/order-kernel';
import { paymentOrderType } from './payment-order-type';
import { presentPayment } from './payment-views';

function toChallengeAnswer(
  prepared: TPreauthorization<TValidatedPayment>,
): TSigningChallengeAnswer {
  const { challenge, value } = prepared;
  return {
    challengeId: challenge.challengeId,
    challenge: challenge.challenge,
    digest: challenge.digest,
    expiresAt: challenge.expiresAt,
    devices: challenge.devices,
    outcome: prepared.outcome,
    summary: {
      amount: formatMinorAsDecimal(value.amountMinor, value.currency),
      currency: value.currency,
      creditorName: value.creditorName,
      creditorAccount: value.creditorAccount,
    },
  };
}

/** POST /payments/{id}/preauthorize: the person's authority checked, a challenge for their devices. */
export async function preauthorizePayment(
  deps: TDeps,
  actor: TActor,
  paymentId: bigint,
): Promise<TSigningChallengeAnswer> {
  return toChallengeAnswer(await preauthorizeOrder(deps, actor, paymentOrderType, paymentId));
}

/** POST /payments/{id}/authorize: the signature, and with the last one the hand-off to the core. */
export function authorizePayment(
  deps: TDeps,
  actor: TActor,
  request: {
    paymentId: bigint;
    proof: TSigningProofInput;
    idempotencyKey: string;
    locale: TLocale;
  },
): Promise<TPayment> {
  return authorizeOrder(
    deps,
    actor,
    paymentOrderType,
    { orderId: request.paymentId, proof: request.proof, idempotencyKey: request.idempotencyKey },
    ({ tx }, result) => presentPayment(tx, actor, request.locale, result),
  );
}

/** POST /payments/{id}/revoke: "initialize revoke", the revocation's challenge. */
export async function preauthorizePaymentRevocation(
  deps: TDeps,
  actor: TActor,
  paymentId: bigint,
): Promise<TSigningChallengeAnswer> {
  return toChallengeAnswer(await preauthorizeRevocation(deps, actor, paymentOrderType, paymentId));
}

/** PATCH /payments/{id}/revoke: REVOKED with the reservation released, or REVOKE_FAILED. */
export function revokePayment(
  deps: TDeps,
  actor: TActor,
  request: {
    paymentId: bigint;
    proof: TSigningProofInput;
    idempotencyKey: string;
    locale: TLocale;
  },
): Promise<TPayment> {
  return revokeOrder(
    deps,
    actor,
    paymentOrderType,
    { orderId: request.paymentId, proof: request.proof, idempotencyKey: request.idempotencyKey },
    ({ tx }, result) => presentPayment(tx, actor, request.locale, result),
  );
}
