import { describe, expect, it } from 'vitest';
import { createEmptyDraft } from './payment-draft';
import { getUrgencyChoices, reconcileSchedule } from './payment-schedule';

const PAYROLL = 'HR4029999921100000027';
/** A client of the same bank (bank code 2999992) and one of PBZ (2340009). */
const SAME_BANK_PAYEE = 'HR1129999921100000019';
const OTHER_BANK_PAYEE = 'HR3923400091100442217';
/** Tuesday 24 November 2026 in Zagreb: 10:00, 15:45 (past the cut-off) and 16:30. */
const MORNING = new Date('2026-11-24T09:00:00Z');
const AFTER_CUTOFF = new Date('2026-11-24T14:45:00Z');

describe('getUrgencyChoices', () => {
  it('offers urgent and instant on a domestic euro payment to another bank', () => {
    const draft = { form: 'DOMESTIC', currency: 'EUR', debtorIban: PAYROLL } as const;
    expect(getUrgencyChoices({ ...draft, creditorAccount: OTHER_BANK_PAYEE })).toEqual([
      'NORMAL',
      'URGENT',
      'INSTANT',
    ]);
    expect(getUrgencyChoices({ ...draft, creditorAccount: SAME_BANK_PAYEE })).toEqual([
      'NORMAL',
      'INSTANT',
    ]);
  });

  it('offers nothing but normal in another currency or between own accounts', () => {
    const draft = { debtorIban: PAYROLL, creditorAccount: OTHER_BANK_PAYEE };
    expect(getUrgencyChoices({ ...draft, form: 'FOREIGN', currency: 'USD' })).toEqual(['NORMAL']);
    expect(getUrgencyChoices({ ...draft, form: 'INTERNAL', currency: 'EUR' })).toEqual(['NORMAL']);
  });
});

describe('reconcileSchedule', () => {
  it('runs an instant payment today', () => {
    const draft = { ...createEmptyDraft('DOMESTIC', '2026-11-27'), urgency: 'INSTANT' as const };
    expect(reconcileSchedule(draft, MORNING).executionDate).toBe('2026-11-24');
  });

  it('moves today to the next business day when a normal payment is past the cut-off', () => {
    const urgent = { ...createEmptyDraft('DOMESTIC', '2026-11-24'), urgency: 'URGENT' as const };
    expect(reconcileSchedule(urgent, AFTER_CUTOFF).executionDate).toBe('2026-11-24');
    const normal = { ...urgent, urgency: 'NORMAL' as const };
    expect(reconcileSchedule(normal, AFTER_CUTOFF).executionDate).toBe('2026-11-25');
  });

  it('falls back to normal when the payee no longer allows the urgency', () => {
    const draft = {
      ...createEmptyDraft('DOMESTIC', '2026-11-26'),
      debtorIban: PAYROLL,
      creditorAccount: SAME_BANK_PAYEE,
      urgency: 'URGENT' as const,
    };
    expect(reconcileSchedule(draft, MORNING)).toMatchObject({
      urgency: 'NORMAL',
      executionDate: '2026-11-26',
    });
  });

  it('leaves an empty date empty while the person types another, and the same draft unchanged', () => {
    const empty = createEmptyDraft('DOMESTIC', '');
    expect(reconcileSchedule(empty, MORNING).executionDate).toBe('');
    const draft = createEmptyDraft('DOMESTIC', '2026-11-26');
    expect(reconcileSchedule(draft, MORNING)).toBe(draft);
  });
});
