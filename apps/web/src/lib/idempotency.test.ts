import { describe, expect, it } from 'vitest';
import { createIdempotencyKeeper } from './idempotency';

describe('createIdempotencyKeeper', () => {
  it('keeps the key while the same body is sent again and makes a new one for another', () => {
    let made = 0;
    const keyFor = createIdempotencyKeeper(() => `key-${++made}`);
    expect(keyFor({ amount: '1.00' })).toBe('key-1');
    expect(keyFor({ amount: '1.00' })).toBe('key-1');
    expect(keyFor({ amount: '2.00' })).toBe('key-2');
    expect(keyFor({ amount: '1.00' })).toBe('key-3');
  });
});
