import { describe, expect, it } from 'vitest';
import { getStatusFamily } from './status-family';

describe('getStatusFamily', () => {
  it('gives the statuses of 000 §4 one family each', () => {
    expect(getStatusFamily('STORED')).toBe('draft');
    expect(getStatusFamily('PARTIALLY_AUTHORIZED')).toBe('pending');
    expect(getStatusFamily('FTM-HOLD')).toBe('pending');
    expect(getStatusFamily('SENT_TO_RECIPIENT_BANK')).toBe('info');
    expect(getStatusFamily('EXECUTED')).toBe('success');
    expect(getStatusFamily('REJECTED')).toBe('danger');
    expect(getStatusFamily('FTM-DECLINED')).toBe('danger');
    expect(getStatusFamily('REVOKED')).toBe('closed');
    expect(getStatusFamily('BLOCKED')).toBe('danger');
    // 001 §4: a reactivation the bank refused.
    expect(getStatusFamily('AUTHORIZE_FAILED')).toBe('danger');
  });

  it('shows an unknown status, or a name of Object.prototype, as information', () => {
    expect(getStatusFamily('SOMETHING_NEW')).toBe('info');
    expect(getStatusFamily('constructor')).toBe('info');
    expect(getStatusFamily('__proto__')).toBe('info');
  });
});
