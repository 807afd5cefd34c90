import { describe, expect, it } from 'vitest';
import { getEndReasonKey, nameSoftware } from './session-format';

describe('getEndReasonKey', () => {
  it('names the known reasons and leaves the rest to the raw value', () => {
    expect(getEndReasonKey('INACTIVITY')).toBe('sessions.endReason.INACTIVITY');
    expect(getEndReasonKey('COMPANY_SWITCH')).toBe('sessions.endReason.COMPANY_SWITCH');
    expect(getEndReasonKey('SOMETHING_NEW')).toBeUndefined();
    expect(getEndReasonKey('toString')).toBeUndefined();
    expect(getEndReasonKey(null)).toBeUndefined();
  });
});

describe('nameSoftware', () => {
  it('says "unknown" in the page language for what the server did not recognise', () => {
    const t = (key: string) => (key === 'sessions.unknownSoftware' ? 'Nepoznat' : key);
    expect(nameSoftware('Unknown', t)).toBe('Nepoznat');
    expect(nameSoftware('Firefox', t)).toBe('Firefox');
  });
});
