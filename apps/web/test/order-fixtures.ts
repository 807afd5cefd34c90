import type { TOrderChallengeAnswer } from '@poslovno/contract';

/**
 * The challenge of an order of any type as a preauthorize call answers it (the generic
 * TOrderChallengeAnswer): signed by token 12000101, authorising the order; a test gives the type
 * and what it signs.
 */
export function createOrderChallenge(
  patch: Partial<TOrderChallengeAnswer> & Pick<TOrderChallengeAnswer, 'orderType'>,
): TOrderChallengeAnswer {
  return {
    challengeId: '5b0e7c1a-2f4d-4e6a-9b8c-0d1e2f3a4b5c',
    challenge: '40918273',
    digest: 'a'.repeat(64),
    expiresAt: '2026-11-27T08:05:00.000Z',
    devices: [{ id: '6f1c0f4e-59a4-4d2e-a0b1-1c2d3e4f5a6b', kind: 'TOKEN', serial: '12000101' }],
    outcome: 'AUTHORIZED',
    signedFields: [],
    ...patch,
  };
}
