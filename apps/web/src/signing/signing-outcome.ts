import type { TSigningChallengeAnswer } from '@poslovno/contract';
import { SIGNING_CHALLENGE_LIFETIME_SECONDS, type TSigningMethod } from '@poslovno/domain';

/**
 * The part of a preauthorisation answer every order type shares: the challenge bound to the
 * order's digest, the person's signing devices and where the order will stand after the signature.
 * A type's own answer may add what it says of the order (a payment's amount and payee).
 */
export type TSigningChallenge = Omit<TSigningChallengeAnswer, 'summary'>;

/** Where the order will stand once this signature is given, as the server foresees it. */
export type TSigningOutcome = TSigningChallenge['outcome'];

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
  challenge: Pick<TSigningChallenge, 'devices'>,
): TSigningMethod[] {
  const kinds = new Set(challenge.devices.map((device) => device.kind));
  return (['TOKEN', 'MOBILE_TOKEN', 'SMARTCARD'] as const).filter((kind) => kinds.has(kind));
}
