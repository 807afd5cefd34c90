import { describe, expect, it } from 'vitest';
import { formatDateTime, getEndReasonKey, joinPages } from './session-format';

describe('formatDateTime', () => {
  it('shows the Zagreb wall clock in winter time, in each language', () => {
    expect(formatDateTime('2026-03-05T08:04:09.000Z', 'hr')).toBe('5.3.2026. 09:04:09');
    expect(formatDateTime('2026-03-05T08:04:09.000Z', 'en')).toBe('3/5/2026 09:04:09');
  });

  it('moves to the next Zagreb day in summer time', () => {
    expect(formatDateTime('2026-07-01T22:30:00Z', 'hr')).toBe('2.7.2026. 00:30:00');
  });

  it('leaves text that is not an instant as it is', () => {
    expect(formatDateTime('not a date', 'hr')).toBe('not a date');
  });
});

describe('getEndReasonKey', () => {
  it('names the known reasons and leaves the rest to the raw value', () => {
    expect(getEndReasonKey('INACTIVITY')).toBe('sessions.endReason.INACTIVITY');
    expect(getEndReasonKey('COMPANY_SWITCH')).toBe('sessions.endReason.COMPANY_SWITCH');
    expect(getEndReasonKey('SOMETHING_NEW')).toBeUndefined();
    expect(getEndReasonKey('toString')).toBeUndefined();
    expect(getEndReasonKey(null)).toBeUndefined();
  });
});

describe('joinPages', () => {
  it('appends later pages in order and skips an item seen before', () => {
    const byId = (item: { id: string }) => item.id;
    expect(
      joinPages(
        [
          [{ id: 'c' }, { id: 'b' }],
          [{ id: 'b' }, { id: 'a' }],
        ],
        byId,
      ).map(byId),
    ).toEqual(['c', 'b', 'a']);
    expect(joinPages([], byId)).toEqual([]);
  });
});
