import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AssertionError } from '@poslovno/domain';
import { buildNumberedOrderId, formatCoreOrderReference } from './order-reference';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the bank reference of a core order', () => {
  it('is read back from the id that carries it', () => {
    const id = buildNumberedOrderId(2026, 123n);
    expect(id).toMatch(UUID);
    expect(id[14]).toBe('8');
    expect(formatCoreOrderReference(id)).toBe('JPB-2026-000123');
    expect(formatCoreOrderReference(id.toUpperCase())).toBe('JPB-2026-000123');
  });

  it('keeps every year and number of its range, and grows past six digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 0x3fff }),
        fc.bigInt({ min: 1n, max: 2n ** 48n - 1n }),
        (year, number) => {
          const reference = formatCoreOrderReference(buildNumberedOrderId(year, number));
          expect(reference).toBe(`JPB-${year}-${number.toString().padStart(6, '0')}`);
        },
      ),
    );
    expect(formatCoreOrderReference(buildNumberedOrderId(2027, 12_345_678n))).toBe(
      'JPB-2027-12345678',
    );
  });

  it('names an older order by the start of its random id', () => {
    expect(formatCoreOrderReference('3f2a9c1b-7d4e-4a1b-9c2d-0123456789ab')).toBe('JPB-3F2A9C1B');
  });

  it('refuses a year or number the id cannot hold', () => {
    expect(() => buildNumberedOrderId(0x4000, 1n)).toThrow(AssertionError);
    expect(() => buildNumberedOrderId(2026, 0n)).toThrow(AssertionError);
    expect(() => buildNumberedOrderId(2026, 2n ** 48n)).toThrow(AssertionError);
  });
});
