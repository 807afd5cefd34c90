import type { TPayment, TSigningChallengeAnswer, TValidation } from '@poslovno/contract';
import { SIGNING_CHALLENGE_LIFETIME_SECONDS } from '@poslovno/domain';

/** What a signature achieved, as the person needs to hear it with the next step. */
export const SIGNING_RESULTS = [
  'AUTHORIZED',
  'PARTIALLY_AUTHORIZED',
  'MANDATORY_SIGNEE_NEEDED',
  'PROPAGATION_FAILED',
  'REVOKED',
  'REJECTED',
] as const;
export type TSigningResult = (typeof SIGNING_RESULTS)[number];

function hasStatusCode(payment: Pick<TPayment, 'paymentStatus'>, code: string): boolean {
  return payment.paymentStatus.validations.some((validation) => validation.code === code);
}

/**
 * The payment the authorize (or revoke) call answered, read as a result: waiting for another
 * signature (the status validation says which), authorised but not yet handed to the core,
 * authorised and on its way (ORDERED and after), revoked, or refused by the core at once.
 */
export function readSigningResult(
  payment: Pick<TPayment, 'status' | 'paymentStatus'>,
): TSigningResult {
  if (payment.status === 'REVOKED') return 'REVOKED';
  if (payment.status === 'REJECTED') return 'REJECTED';
  if (payment.status === 'STORED' || payment.status === 'FOR-AUTHORIZATION') {
    return hasStatusCode(payment, 'MANDATORY_SIGNEE_NEEDED')
      ? 'MANDATORY_SIGNEE_NEEDED'
      : 'PARTIALLY_AUTHORIZED';
  }
  if (payment.status === 'ORDER-PENDING' && hasStatusCode(payment, 'PROPAGATION_FAILED'))
    return 'PROPAGATION_FAILED';
  return 'AUTHORIZED';
}

/** The reason the core gave for a rejection (a SIRIUS_* code's description), if it gave one. */
export function findRejectionReason(
  payment: Pick<TPayment, 'status' | 'paymentStatus'>,
): TValidation | undefined {
  if (payment.status !== 'REJECTED') return undefined;
  return payment.paymentStatus.validations[0];
}

/**
 * When a challenge stops being signable, on this browser's clock. The server names the instant on
 * its own clock, which the browser's need not match (a PC set wrong, a test clock), so the
 * challenge's lifetime is counted from the moment its answer arrived.
 */
export function getChallengeDeadlineMs(receivedAtMs: number): number {
  return receivedAtMs + SIGNING_CHALLENGE_LIFETIME_SECONDS * 1000;
}

/** The signing methods the person has, each once, in a fixed order: token, mobile token, smartcard. */
export function listSigningMethods(
  challenge: Pick<TSigningChallengeAnswer, 'devices'>,
): TSigningChallengeAnswer['devices'][number]['kind'][] {
  const kinds = new Set(challenge.devices.map((device) => device.kind));
  return (['TOKEN', 'MOBILE_TOKEN', 'SMARTCARD'] as const).filter((kind) => kinds.has(kind));
}
