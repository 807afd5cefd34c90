import { describe, expect, it } from 'vitest';
import { createBulkPayment } from '../test-support/bulk-fixtures';
import { getConversionPercent, listSigningObstacles, readSignedBulk } from './bulk-view';

describe('listSigningObstacles', () => {
  it('says why a waiting file cannot be signed, and nothing once it no longer waits', () => {
    const blocked = { canAuthorize: false, canConvert: false, canDelete: true };
    expect(
      listSigningObstacles(
        createBulkPayment({ hasWrongExecutionDates: true, errorCount: 2, actions: blocked }),
      ),
    ).toEqual(['wrongExecutionDates', 'errors']);
    expect(listSigningObstacles(createBulkPayment({ actions: blocked }))).toEqual(['noAuthority']);
    expect(listSigningObstacles(createBulkPayment())).toEqual([]);
    expect(
      listSigningObstacles(createBulkPayment({ status: 'PROCESSED', actions: blocked })),
    ).toEqual([]);
  });
});

describe('readSignedBulk', () => {
  it('reads the total per currency, keeps a total of another form as it came, and shows unknown fields', () => {
    const signed = readSignedBulk({
      signedFields: [
        { name: 'total', value: '1250.00 EUR, 80.00 USD' },
        { name: 'count', value: '7' },
        { name: 'batch', value: 'B-1' },
      ],
    });
    expect(signed.totals).toEqual([
      { amount: '1250.00', currency: 'EUR' },
      { amount: '80.00', currency: 'USD' },
    ]);
    expect(signed.count).toBe('7');
    expect(signed.others).toEqual([{ name: 'batch', value: 'B-1' }]);
    expect(readSignedBulk({ signedFields: [{ name: 'total', value: 'n/a' }] }).totalText).toBe(
      'n/a',
    );
  });
});

describe('getConversionPercent', () => {
  it('counts done and failed lines against the total, unknown without one', () => {
    expect(getConversionPercent({ done: 1, total: 3, failed: 1 })).toBe(67);
    expect(getConversionPercent({ done: 0, total: 0, failed: 0 })).toBeUndefined();
    expect(getConversionPercent(null)).toBeUndefined();
  });
});
