import { describe, expect, it } from 'vitest';
import {
  getRequestStatusLabelKey,
  isOlderThanRecorded,
  hasSameChoice,
  isWithTheBank,
} from './consent-choice';

describe('getRequestStatusLabelKey', () => {
  it("names a request by its own status, or by the kernel's reason it waits", () => {
    expect(getRequestStatusLabelKey({ status: 'CREATED', displayStatus: 'CREATED' })).toBe(
      'gdpr.status.CREATED',
    );
    expect(
      getRequestStatusLabelKey({ status: 'PARTIALLY_AUTHORIZED', displayStatus: 'ALREADY_SIGNED' }),
    ).toBe('orders.status.ALREADY_SIGNED');
    expect(
      getRequestStatusLabelKey({ status: 'AUTHORIZED', displayStatus: 'PROPAGATION_FAILED' }),
    ).toBe('orders.status.PROPAGATION_FAILED');
    expect(getRequestStatusLabelKey({ status: 'EXECUTED', displayStatus: 'EXECUTED' })).toBe(
      'gdpr.status.EXECUTED',
    );
  });
});

describe('the choice and the bank', () => {
  it('compares two choices option by option', () => {
    const off = { communicationAllowed: false, profilingAllowed: false };
    expect(hasSameChoice(off, { ...off })).toBe(true);
    expect(hasSameChoice(off, { ...off, profilingAllowed: true })).toBe(false);
  });

  it('waits for the bank only while a request is signed in full and not yet decided', () => {
    expect(isWithTheBank({ status: 'AUTHORIZED' })).toBe(true);
    expect(isWithTheBank({ status: 'PARTIALLY_AUTHORIZED' })).toBe(false);
    expect(isWithTheBank({ status: 'EXECUTED' })).toBe(false);
  });
});

describe('isOlderThanRecorded', () => {
  it('compares request numbers as numbers, against the requests the bank recorded', () => {
    const requests = [
      { requestId: '1000010', status: 'EXECUTED' as const },
      { requestId: '999', status: 'CREATED' as const },
    ];
    expect(isOlderThanRecorded({ requestId: '999' }, requests)).toBe(true);
    expect(isOlderThanRecorded({ requestId: '1000011' }, requests)).toBe(false);
    expect(
      isOlderThanRecorded({ requestId: '999' }, [{ requestId: '1000010', status: 'CREATED' }]),
    ).toBe(false);
  });
});
