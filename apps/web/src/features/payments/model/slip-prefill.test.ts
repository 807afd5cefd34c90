import { describe, expect, it } from 'vitest';
import { buildHub3Payload, type THub3Slip } from '@poslovno/domain';
import { prefillDraftFromSlip } from './slip-prefill';

/** Tuesday 24 November 2026, 10:00 in Zagreb: today is still possible for a normal payment. */
const TUESDAY_MORNING = new Date('2026-11-24T09:00:00Z');

function createSlip(overrides: Partial<THub3Slip> = {}): THub3Slip {
  return {
    currency: 'EUR',
    amountMinor: 12_550n,
    payerName: 'Slavonska žitna d.o.o.',
    payerStreet: 'Osječka 5',
    payerPlace: '31000 Osijek',
    payeeName: 'Agro Baranja d.o.o.',
    payeeStreet: 'Vukovarska 12',
    payeePlace: '31300 Beli Manastir',
    payeeIban: 'HR3923400091100442217',
    model: 'HR01',
    reference: '1234-56',
    purposeCode: 'SUPP',
    description: 'Račun 2026-118 Žito',
    ...overrides,
  };
}

describe('prefillDraftFromSlip', () => {
  it('puts every payment field of the slip into a new domestic payment', () => {
    const result = prefillDraftFromSlip(buildHub3Payload(createSlip()), TUESDAY_MORNING);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.draft).toMatchObject({
      form: 'DOMESTIC',
      debtorIban: '',
      creditorAccount: 'HR3923400091100442217',
      creditorName: 'Agro Baranja d.o.o.',
      creditorStreet: 'Vukovarska 12',
      creditorResidence: '31300 Beli Manastir',
      amount: '125.50',
      currency: 'EUR',
      creditorReferenceModel: 'HR01',
      creditorReference: '1234-56',
      description: 'Račun 2026-118 Žito',
      purposeCode: 'SUPP',
      executionDate: '2026-11-24',
      urgency: 'NORMAL',
    });
    expect(result.value.isLegacyCurrency).toBe(false);
  });

  it('names the payer, which the payment has no field for, instead of dropping it', () => {
    const result = prefillDraftFromSlip(buildHub3Payload(createSlip()), TUESDAY_MORNING);
    expect(result.ok && result.value.notInPayment).toEqual([
      { field: 'payerName', value: 'Slavonska žitna d.o.o.' },
      { field: 'payerStreet', value: 'Osječka 5' },
      { field: 'payerPlace', value: '31000 Osijek' },
    ]);
    const noPayer = createSlip({ payerName: '', payerStreet: '', payerPlace: '' });
    const without = prefillDraftFromSlip(buildHub3Payload(noPayer), TUESDAY_MORNING);
    expect(without.ok && without.value.notInPayment).toEqual([]);
  });

  it('opens an old kuna slip with 0 EUR (000 §5) and says it is one', () => {
    const result = prefillDraftFromSlip(
      buildHub3Payload(createSlip({ currency: 'HRK', amountMinor: 75_000n })),
      TUESDAY_MORNING,
    );
    expect(result.ok && result.value.draft.amount).toBe('0.00');
    expect(result.ok && result.value.draft.currency).toBe('EUR');
    expect(result.ok && result.value.isLegacyCurrency).toBe(true);
    expect(result.ok && result.value.slip.amountMinor).toBe(75_000n);
  });

  it('leaves the amount of a slip without one to be typed, and takes no model as HR99', () => {
    const result = prefillDraftFromSlip(
      buildHub3Payload(createSlip({ amountMinor: 0n, model: '', reference: '' })),
      TUESDAY_MORNING,
    );
    expect(result.ok && result.value.draft.amount).toBe('');
    expect(result.ok && result.value.draft.creditorReferenceModel).toBe('HR99');
  });

  it('refuses a text that is not a HUB3 payload', () => {
    expect(prefillDraftFromSlip('HRVHUB30\nEUR\n', TUESDAY_MORNING)).toEqual({
      ok: false,
      code: 'SLIP_FORMAT_INVALID',
    });
  });
});
