import { describe, expect, it } from 'vitest';
import {
  findRejectionReason,
  getChallengeDeadlineMs,
  listSigningMethods,
  readSigningResult,
} from './signing-outcome';

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

describe('getChallengeDeadlineMs', () => {
  it("counts the challenge's five minutes from its arrival, whatever the server's clock says", () => {
    const receivedAtMs = Date.parse('2026-11-25T04:00:00.000Z');
    expect(getChallengeDeadlineMs(receivedAtMs)).toBe(Date.parse('2026-11-25T04:05:00.000Z'));
  });
});

describe('listSigningMethods', () => {
  it('names each kind of device once, token first', () => {
    const device = (kind: 'TOKEN' | 'MOBILE_TOKEN' | 'SMARTCARD', serial: string) => ({
      id: '6f1c0f4e-59a4-5d2e-a0b1-1c2d3e4f5a6b',
      kind,
      serial,
    });
    expect(
      listSigningMethods({
        devices: [
          device('SMARTCARD', 'C1'),
          device('TOKEN', '12000101'),
          device('TOKEN', '92000101'),
        ],
      }),
    ).toEqual(['TOKEN', 'SMARTCARD']);
  });
});
