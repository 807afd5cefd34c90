import { describe, expect, it } from 'vitest';
import { toFilterSearchParams } from './filter-search-params';

describe('toFilterSearchParams', () => {
  it('keeps the named, filled values in key order and drops what the list says to drop', () => {
    const values = { to: '2026-11-30', from: '2026-11-01', type: 'ALL', other: 'x', empty: '' };
    expect(toFilterSearchParams(['type', 'from', 'to', 'empty'], values).toString()).toBe(
      'type=ALL&from=2026-11-01&to=2026-11-30',
    );
    expect(
      toFilterSearchParams(['type', 'from'], values, (_key, value) => value !== 'ALL').toString(),
    ).toBe('from=2026-11-01');
  });
});
