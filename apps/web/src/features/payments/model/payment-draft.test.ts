import { describe, expect, it } from 'vitest';
import type { TPaymentDraft } from '@poslovno/domain';
import { buildPaymentInput, createEmptyDraft, type TForeignVisibility } from './payment-draft';

const ALL_SHOWN: TForeignVisibility = {
  creditorAgent: 'OPTIONAL',
  purposeCodeUae: 'REQUIRED',
  creditorTaxId: 'OPTIONAL',
  foreignTurnoverCode: 'REQUIRED',
  chargeBearer: 'REQUIRED',
  paymentInstrument: 'REQUIRED',
};
const SEPA: TForeignVisibility = {
  ...ALL_SHOWN,
  purposeCodeUae: 'HIDDEN',
  foreignTurnoverCode: 'HIDDEN',
  chargeBearer: 'HIDDEN',
  paymentInstrument: 'HIDDEN',
};

function domesticDraft(overrides: Partial<TPaymentDraft> = {}): TPaymentDraft {
  return {
    ...createEmptyDraft('DOMESTIC', '2026-11-24'),
    debtorIban: 'HR4029999921100000027',
    creditorAccount: 'HR3923400091100442217',
    creditorName: 'Agro Baranja d.o.o.',
    creditorStreet: 'Vukovarska 12',
    creditorResidence: '31300 Beli Manastir',
    amount: '1250.00',
    description: 'Plaćanje računa',
    ...overrides,
  };
}

function foreignDraft(overrides: Partial<TPaymentDraft> = {}): TPaymentDraft {
  return {
    ...createEmptyDraft('FOREIGN', '2026-11-24'),
    debtorIban: 'HR4029999921100000027',
    creditorCountry: 'AE',
    creditorAccount: 'AE070331234567890123456',
    creditorName: 'Gulf Trading LLC',
    amount: '900.00',
    currency: 'USD',
    description: 'Invoice 12',
    purposeCodeUae: 'GDS',
    chargeBearer: 'OUR',
    creditorAgentBic: 'EBILAEAD',
    foreignTurnoverCode: '5517d',
    creditorTaxId: '123456789',
    ...overrides,
  };
}

describe('createEmptyDraft', () => {
  it('starts a domestic payment in euro with the payee model HR99 and the given date', () => {
    expect(createEmptyDraft('DOMESTIC', '2026-11-24')).toMatchObject({
      form: 'DOMESTIC',
      currency: 'EUR',
      creditorReferenceModel: 'HR99',
      executionDate: '2026-11-24',
      urgency: 'NORMAL',
      chargeBearer: 'SHA',
    });
    expect(createEmptyDraft('FOREIGN', '2026-11-24').creditorReferenceModel).toBe('');
  });
});

describe('buildPaymentInput', () => {
  it('sends a domestic payment with its references, HR99 when no model was typed, in euro', () => {
    const input = buildPaymentInput(
      domesticDraft({ creditorReferenceModel: '', currency: 'USD' }),
      ALL_SHOWN,
    );
    expect(input).toMatchObject({
      type: 'DOMESTIC',
      debtorAccount: { iban: 'HR4029999921100000027' },
      creditorAccount: { iban: 'HR3923400091100442217' },
      creditorName: 'Agro Baranja d.o.o.',
      creditorAddress: { street: 'Vukovarska 12', residence: '31300 Beli Manastir', country: '' },
      instructedAmount: { amount: '1250.00', currency: 'EUR' },
      remittanceInformationStructured: { referenceType: 'HR99', reference: '' },
      debtorReference: { referenceType: '', reference: '' },
      remittanceInformationUnstructured: 'Plaćanje računa',
      requestedExecutionDate: '2026-11-24',
      urgency: 'NORMAL',
      instructionPriority: 'NORMAL',
      localInstrument: null,
    });
    expect(input).not.toHaveProperty('chargeBearer');
  });

  it('maps the urgency choices to the wire of 000 §5: urgent is HIGH, instant the INST channel', () => {
    expect(buildPaymentInput(domesticDraft({ urgency: 'URGENT' }), ALL_SHOWN)).toMatchObject({
      urgency: 'HIGH',
      instructionPriority: 'HIGH',
      localInstrument: null,
    });
    expect(buildPaymentInput(domesticDraft({ urgency: 'INSTANT' }), ALL_SHOWN)).toMatchObject({
      urgency: 'INSTANT',
      instructionPriority: 'NORMAL',
      localInstrument: 'INST',
    });
  });

  it('sends a foreign payment with every field the visibility shows, OUR as DEBT', () => {
    const input = buildPaymentInput(foreignDraft(), ALL_SHOWN);
    expect(input).toMatchObject({
      type: 'FOREIGN',
      creditorAddress: { country: 'AE' },
      instructedAmount: { amount: '900.00', currency: 'USD' },
      remittanceInformationUnstructured: 'Invoice 12',
      purposeCodeUae: 'GDS',
      chargeBearer: 'DEBT',
      creditorAgent: { bic: 'EBILAEAD' },
      paymentInstrument: 'DOZNAKA',
      foreignTurnoverCode: '5517d',
      creditorTaxId: '123456789',
    });
  });

  it('sends hidden fields empty and a SEPA payment with shared charges', () => {
    const input = buildPaymentInput(
      foreignDraft({ currency: 'EUR', creditorAccount: 'DE89370400440532013000' }),
      { ...SEPA, creditorAgent: 'HIDDEN', creditorTaxId: 'HIDDEN' },
    );
    expect(input).toMatchObject({
      chargeBearer: 'SHAR',
      purposeCodeUae: '',
      foreignTurnoverCode: '',
      creditorTaxId: '',
      creditorAgent: { bic: '', name: '', address: '', country: '' },
    });
    expect(input).not.toHaveProperty('paymentInstrument');
  });

  it('sends an urgency the currency does not allow as normal', () => {
    expect(buildPaymentInput(foreignDraft({ urgency: 'INSTANT' }), ALL_SHOWN)).toMatchObject({
      urgency: 'NORMAL',
      localInstrument: null,
    });
  });

  it('sends an internal transfer with its accounts, the company as payee, amount, description and date', () => {
    const input = buildPaymentInput(
      {
        ...createEmptyDraft('INTERNAL', '2026-11-24'),
        debtorIban: 'HR4029999921100000027',
        creditorAccount: 'HR1129999921100000019',
        amount: '10.00',
        description: 'Prijenos',
        creditorName: 'Slavonska žitna d.o.o.',
        creditorStreet: 'left over',
      },
      ALL_SHOWN,
    );
    expect(input).toMatchObject({
      type: 'INTERNAL',
      urgency: 'NORMAL',
      creditorName: 'Slavonska žitna d.o.o.',
    });
    expect(input).not.toHaveProperty('creditorAddress');
  });
});
