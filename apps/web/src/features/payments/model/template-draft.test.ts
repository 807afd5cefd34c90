import { describe, expect, it } from 'vitest';
import { ZTemplateInput } from '@poslovno/contract';
import { getForeignPaymentFieldVisibility, type TPaymentDraft } from '@poslovno/domain';
import { createStoredPayment } from '../../../api/test-support/stored-payment';
import { createEmptyDraft } from './payment-draft';
import { prefillDraftFromTemplate, type TPrefillContext } from './payment-prefill';
import { findDraftField } from './server-validations';
import {
  buildTemplateInput,
  canSaveAsTemplate,
  cutDraftForTemplate,
  proposeTemplateName,
  readTemplateValidations,
  toPaymentPath,
} from './template-draft';

/** Tuesday 24 November 2026, 10:00 in Zagreb. */
const TUESDAY_MORNING = new Date('2026-11-24T09:00:00Z');
const PAYROLL = 'HR4029999921100000027';
const TEMPLATE_CONTEXT: TPrefillContext = {
  mode: 'TEMPLATE',
  offeredDebtorIbans: [PAYROLL],
  now: TUESDAY_MORNING,
};
const DOMESTIC_VISIBILITY = getForeignPaymentFieldVisibility({
  creditorCountry: '',
  currency: 'EUR',
  creditorAccount: '',
});

function domesticDraft(overrides: Partial<TPaymentDraft> = {}): TPaymentDraft {
  return {
    ...createEmptyDraft('DOMESTIC', '2026-11-26'),
    debtorIban: PAYROLL,
    creditorAccount: 'HR3923400091100442217',
    creditorName: 'Agro Baranja d.o.o.',
    creditorStreet: 'Vukovarska 12',
    creditorResidence: '31300 Beli Manastir',
    amount: '1250.00',
    creditorReferenceModel: 'HR01',
    creditorReference: '1234-56',
    description: 'Plaćanje računa 2026-118',
    purposeCode: 'SUPP',
    ...overrides,
  };
}

describe('buildTemplateInput', () => {
  it('wraps the payment form’s body with the name and the type of its form', () => {
    const input = buildTemplateInput('Agro Baranja', domesticDraft(), DOMESTIC_VISIBILITY);
    expect(input).toMatchObject({
      name: 'Agro Baranja',
      type: 'DOMESTIC',
      payment: {
        type: 'DOMESTIC',
        debtorAccount: { iban: PAYROLL },
        creditorAccount: { iban: 'HR3923400091100442217' },
        creditorName: 'Agro Baranja d.o.o.',
        instructedAmount: { amount: '1250.00', currency: 'EUR' },
        remittanceInformationStructured: { referenceType: 'HR01', reference: '1234-56' },
        requestedExecutionDate: '2026-11-26',
      },
    });
  });

  it('keeps no urgency and no end-to-end id: both belong to one payment', () => {
    const draft = domesticDraft({ urgency: 'URGENT', endToEndId: 'E2E-77' });
    const { payment } = buildTemplateInput('Agro', draft, DOMESTIC_VISIBILITY);
    expect(payment).toMatchObject({
      urgency: 'NORMAL',
      instructionPriority: 'NORMAL',
      localInstrument: null,
      endToEndIdentification: '',
    });
  });

  it('sends an amount, a date and a debit account left empty as empty', () => {
    const draft = domesticDraft({ amount: '', executionDate: '', debtorIban: '' });
    const { payment } = buildTemplateInput('Agro', draft, DOMESTIC_VISIBILITY);
    expect(payment.instructedAmount.amount).toBe('');
    expect(payment.requestedExecutionDate).toBe('');
    expect(payment.debtorAccount.iban).toBe('');
  });

  it('makes a foreign template of the foreign form', () => {
    const draft = { ...createEmptyDraft('FOREIGN', ''), creditorCountry: 'DE' };
    const visibility = getForeignPaymentFieldVisibility({
      creditorCountry: 'DE',
      currency: 'EUR',
      creditorAccount: '',
    });
    expect(buildTemplateInput('Mueller', draft, visibility).type).toBe('FOREIGN');
  });

  it('refuses a transfer between own accounts loudly: it is no template', () => {
    const draft = createEmptyDraft('INTERNAL', '2026-11-26');
    expect(() => buildTemplateInput('Own', draft, DOMESTIC_VISIBILITY)).toThrow();
  });
});

describe('a template round trip', () => {
  it('reads back, as the server stores it, into the draft it was made of', () => {
    const draft = domesticDraft();
    const stored = ZTemplateInput.parse(buildTemplateInput('Agro', draft, DOMESTIC_VISIBILITY));
    expect(prefillDraftFromTemplate(stored.payment, TEMPLATE_CONTEXT)).toEqual(draft);
  });

  it('reads back an open template (no amount, date or debit account) as open', () => {
    const draft = domesticDraft({ amount: '', executionDate: '', debtorIban: '' });
    const stored = ZTemplateInput.parse(buildTemplateInput('Agro', draft, DOMESTIC_VISIBILITY));
    expect(prefillDraftFromTemplate(stored.payment, TEMPLATE_CONTEXT)).toEqual(draft);
  });
});

describe("a template's validations", () => {
  it('lose the payment. prefix and then name the payment form’s fields', () => {
    expect(toPaymentPath('payment.creditorAccount.iban')).toBe('creditorAccount.iban');
    expect(toPaymentPath('body.payment.creditorName')).toBe('creditorName');
    expect(findDraftField(toPaymentPath('payment.instructedAmount.amount'))).toBe('amount');
    expect(findDraftField(toPaymentPath('payment.type'))).toBe('form');
  });

  it("keep the template's own fields as they are", () => {
    expect(toPaymentPath('name')).toBe('name');
    expect(toPaymentPath('body.name')).toBe('name');
    expect(findDraftField(toPaymentPath('name'))).toBeUndefined();
  });

  it('keep their codes and texts', () => {
    const validation = {
      field: 'payment.creditorAccount.iban',
      code: 'IBAN_EXPECTED',
      description: 'IBAN',
    };
    expect(readTemplateValidations([validation])).toEqual([
      { field: 'creditorAccount.iban', code: 'IBAN_EXPECTED', description: 'IBAN' },
    ]);
  });
});

describe('a template from a payment', () => {
  it('is offered for domestic, SEPA and foreign payments, not for own transfers', () => {
    expect(canSaveAsTemplate({ type: 'DOMESTIC' })).toBe(true);
    expect(canSaveAsTemplate({ type: 'SEPA' })).toBe(true);
    expect(canSaveAsTemplate({ type: 'FOREIGN' })).toBe(true);
    expect(canSaveAsTemplate({ type: 'INTERNAL' })).toBe(false);
  });

  it("is named after the payee, cut to the name's 70 characters", () => {
    expect(proposeTemplateName(createStoredPayment())).toBe('Agro Baranja d.o.o.');
    const long = `${'Ž'.repeat(69)}𝒜 i ostali`;
    const name = proposeTemplateName({ creditorName: `  ${long}` });
    expect([...name]).toHaveLength(70);
    expect(name.endsWith('𝒜')).toBe(true);
  });

  it('shows the texts cut as the template will keep them, and says which were cut', () => {
    const draft = domesticDraft({
      creditorName: 'N'.repeat(75),
      creditorStreet: 'Ulica '.repeat(13),
      creditorResidence: '31300 Beli Manastir',
      description: 'Opis '.repeat(30),
    });
    const { draft: cut, cutFields } = cutDraftForTemplate(draft);
    expect(cut.creditorName).toBe('N'.repeat(70));
    expect(cut.creditorStreet).toBe('Ulica '.repeat(13).slice(0, 70));
    expect(cut.creditorResidence).toBe('31300 Beli Manastir');
    expect(cut.description).toBe('Opis '.repeat(30).slice(0, 140));
    expect(cutFields).toEqual(['creditorName', 'creditorStreet', 'description']);
    expect({ ...cut, creditorName: '', creditorStreet: '', description: '' }).toEqual({
      ...draft,
      creditorName: '',
      creditorStreet: '',
      description: '',
    });
  });

  it('leaves texts within the limits as they are', () => {
    const draft = domesticDraft();
    expect(cutDraftForTemplate(draft)).toEqual({ draft, cutFields: [] });
  });
});
