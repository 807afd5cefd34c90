import { describe, expect, it } from 'vitest';
import { getEndReasonKey } from './session-format';

describe('getEndReasonKey', () => {
  it('names the known reasons and leaves the rest to the raw value', () => {
    expect(getEndReasonKey('INACTIVITY')).toBe('sessions.endReason.INACTIVITY');
    expect(getEndReasonKey('COMPANY_SWITCH')).toBe('sessions.endReason.COMPANY_SWITCH');
    expect(getEndReasonKey('SOMETHING_NEW')).toBeUndefined();
    expect(getEndReasonKey('toString')).toBeUndefined();
    expect(getEndReasonKey(null)).toBeUndefined();
  });
});
