import { describe, expect, it } from 'vitest';
import { getEndReasonKey, joinPages } from './session-format';

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
