import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_ISSUE_CODES, XSD_ISSUE_CODES } from '../pain001-issues';
import {
  choosePain002GroupStatus,
  countPain002Transactions,
  getReasonForPain001Issue,
  PAIN002_REASON_CODES,
  PAIN002_TRANSACTION_STATUSES,
  type TPain002StatusCounts,
} from './pain002-status';

const arbitraryCounts: fc.Arbitrary<TPain002StatusCounts> = fc.record(
  Object.fromEntries(PAIN002_TRANSACTION_STATUSES.map((status) => [status, fc.nat(5)])),
  { requiredKeys: [] },
);

describe('choosePain002GroupStatus', () => {
  it('follows ISO usage for the cases a bank reports', () => {
    expect(choosePain002GroupStatus({ ACTC: 3 })).toBe('ACTC');
    expect(choosePain002GroupStatus({ ACSC: 3 })).toBe('ACSC');
    expect(choosePain002GroupStatus({ ACSC: 2, ACSP: 1 })).toBe('ACSP');
    expect(choosePain002GroupStatus({ ACSC: 2, RJCT: 1 })).toBe('PART');
    expect(choosePain002GroupStatus({ PDNG: 1, RJCT: 1 })).toBe('PART');
    expect(choosePain002GroupStatus({ RJCT: 3 })).toBe('RJCT');
    expect(choosePain002GroupStatus({ ACTC: 2, PDNG: 1 })).toBe('PDNG');
    expect(choosePain002GroupStatus({})).toBeUndefined();
    expect(choosePain002GroupStatus({ ACTC: 0 })).toBeUndefined();
  });

  it('says RJCT only when all are rejected, PART when some are, ACSC only when all are executed', () => {
    fc.assert(
      fc.property(arbitraryCounts, (counts) => {
        const total = countPain002Transactions(counts);
        const rejected = counts.RJCT ?? 0;
        const status = choosePain002GroupStatus(counts);
        expect(status === undefined).toBe(total === 0);
        expect(status === 'RJCT').toBe(total > 0 && rejected === total);
        expect(status === 'PART').toBe(rejected > 0 && rejected < total);
        expect(status === 'ACSC').toBe(total > 0 && (counts.ACSC ?? 0) === total);
      }),
    );
  });
});

describe('getReasonForPain001Issue', () => {
  it('gives every pain.001 issue a reason code of the list, schema issues FF01', () => {
    for (const code of [...XSD_ISSUE_CODES, ...CONTENT_ISSUE_CODES]) {
      expect(PAIN002_REASON_CODES).toContain(getReasonForPain001Issue(code));
    }
    expect(XSD_ISSUE_CODES.map(getReasonForPain001Issue)).toEqual(
      XSD_ISSUE_CODES.map(() => 'FF01'),
    );
    expect(getReasonForPain001Issue('CONTROL_SUM_MISMATCH')).toBe('AM10');
    expect(getReasonForPain001Issue('DUPLICATE_PAYMENT_INFORMATION_ID')).toBe('DU02');
  });
});
