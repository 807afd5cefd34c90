import { describe, expect, it } from 'vitest';
import { findRejectionReason, readSigningResult } from './payment-signing-result';

function answer(status: Parameters<typeof readSigningResult>[0]['status'], codes: string[] = []) {
  return {
    status,
    paymentStatus: {
      status,
      validations: codes.map((code) => ({
        field: 'paymentStatus',
        code,
        description: code,
      })),
    },
  } as Parameters<typeof readSigningResult>[0];
}

describe('readSigningResult', () => {
  it('reads a payment that waits for another signature by its status validation', () => {
    expect(readSigningResult(answer('FOR-AUTHORIZATION', ['PARTIALLY_AUTHORIZED']))).toBe(
      'PARTIALLY_AUTHORIZED',
    );
    expect(readSigningResult(answer('FOR-AUTHORIZATION', ['MANDATORY_SIGNEE_NEEDED']))).toBe(
      'MANDATORY_SIGNEE_NEEDED',
    );
  });

  it('tells an authorised payment the core has not taken from one on its way', () => {
    expect(readSigningResult(answer('ORDER-PENDING', ['PROPAGATION_FAILED']))).toBe(
      'PROPAGATION_FAILED',
    );
    expect(readSigningResult(answer('ORDERED'))).toBe('AUTHORIZED');
    expect(readSigningResult(answer('EXECUTED'))).toBe('AUTHORIZED');
  });

  it('reads a revocation and a rejection with its reason', () => {
    expect(readSigningResult(answer('REVOKED'))).toBe('REVOKED');
    const rejected = answer('REJECTED', ['SIRIUS_INSUFFICIENT_FUNDS']);
    expect(readSigningResult(rejected)).toBe('REJECTED');
    expect(findRejectionReason(rejected)?.code).toBe('SIRIUS_INSUFFICIENT_FUNDS');
    expect(findRejectionReason(answer('ORDERED'))).toBeUndefined();
  });
});
