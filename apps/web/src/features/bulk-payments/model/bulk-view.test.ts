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

describe('listSigningObstacles', () => {
  it('says the person signed already instead of lacking authority', () => {
    const file = {
      status: 'PARTIALLY_AUTHORIZED' as const,
      hasWrongExecutionDates: false,
      errorCount: 0,
      actions: { canAuthorize: false, canConvert: false, canDelete: false },
    };
    expect(listSigningObstacles({ ...file, isSignedByYou: true })).toEqual(['signedByYou']);
    expect(listSigningObstacles({ ...file, isSignedByYou: false })).toEqual(['noAuthority']);
  });
});

describe('readSignedBulk', () => {
  it('reads the total per currency and keeps a total of another form as it came', () => {
    const signed = readSignedBulk({
      signedFields: [
        { name: 'total', value: '1250.00 EUR, 80.00 USD' },
        { name: 'numberOfPayments', value: '7' },
      ],
    });
    expect(signed.totals).toEqual([
      { amount: '1250.00', currency: 'EUR' },
      { amount: '80.00', currency: 'USD' },
    ]);
    expect(signed.count).toBe('7');
    expect(readSignedBulk({ signedFields: [{ name: 'total', value: 'n/a' }] }).totalText).toBe(
      'n/a',
    );
  });

  it("adds up each group's payees and lists every group's largest lines, the largest first", () => {
    const signed = readSignedBulk({
      signedFields: [
        { name: 'fileName', value: 'isplate.xml' },
        { name: 'fileReferenceId', value: 'MSG-1' },
        { name: '1.numberOfPayees', value: '2' },
        { name: '1.largestPayments', value: 'A d.o.o.|HR11|99.99|EUR\nB d.o.o.|HR22|1000.00|EUR' },
        { name: '2.numberOfPayees', value: '5' },
        { name: '2.largestPayments', value: 'C d.o.o.|HR33|250.00|EUR' },
      ],
    });
    expect(signed.file).toBe('isplate.xml (MSG-1)');
    expect(signed.payees).toBe('7');
    expect(signed.items.map((item) => item.creditorName)).toEqual([
      'B d.o.o.',
      'C d.o.o.',
      'A d.o.o.',
    ]);
  });
});

describe('getConversionPercent', () => {
  it('counts done and failed lines against the total, unknown without one', () => {
    expect(getConversionPercent({ done: 1, total: 3, failed: 1 })).toBe(67);
    expect(getConversionPercent({ done: 0, total: 0, failed: 0 })).toBeUndefined();
    expect(getConversionPercent(null)).toBeUndefined();
  });
});
