import { describe, expect, it } from 'vitest';
import { readRequestSigningResult } from './request-signing';

describe('readRequestSigningResult', () => {
  it('reads what the signature achieved from the request as the authorize call answered it', () => {
    expect(
      readRequestSigningResult({
        status: 'PARTIALLY_AUTHORIZED',
        displayStatus: 'ALREADY_SIGNED',
      }),
    ).toBe('PARTIALLY_AUTHORIZED');
    expect(
      readRequestSigningResult({ status: 'CREATED', displayStatus: 'MANDATORY_SIGNEE_NEEDED' }),
    ).toBe('MANDATORY_SIGNEE_NEEDED');
    expect(readRequestSigningResult({ status: 'AUTHORIZED', displayStatus: 'AUTHORIZED' })).toBe(
      'AUTHORIZED',
    );
    expect(
      readRequestSigningResult({ status: 'AUTHORIZED', displayStatus: 'PROPAGATION_FAILED' }),
    ).toBe('PROPAGATION_FAILED');
    expect(readRequestSigningResult({ status: 'EXECUTED', displayStatus: 'EXECUTED' })).toBe(
      'AUTHORIZED',
    );
    expect(readRequestSigningResult({ status: 'REJECTED', displayStatus: 'REJECTED' })).toBe(
      'REJECTED',
    );
  });
});
