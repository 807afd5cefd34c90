import { describe, expect, it } from 'vitest';
import { createStoredPayment } from '../../../api/test-support/stored-payment';
import { createTemplatePayment } from '../test-support/stored-template';
import { prefillDraft, prefillDraftFromTemplate, type TPrefillContext } from './payment-prefill';

/** Tuesday 24 November 2026, 10:00 in Zagreb: today is still possible for a normal payment. */
const TUESDAY_MORNING = new Date('2026-11-24T09:00:00Z');
/** The same Tuesday at 16:30 in Zagreb: past the cut-off of normal and urgent payments. */
const TUESDAY_EVENING = new Date('2026-11-24T15:30:00Z');
const PAYROLL = 'HR4029999921100000027';

function copyContext(overrides: Partial<TPrefillContext> = {}): TPrefillContext {
  return { mode: 'COPY', offeredDebtorIbans: [PAYROLL], now: TUESDAY_MORNING, ...overrides };
}

describe('prefillDraft for a copy', () => {
  it('keeps the whole payment as typed: payee, amount, references, urgency', () => {
    const draft = prefillDraft(createStoredPayment(), copyContext());
    expect(draft).toMatchObject({
      form: 'DOMESTIC',
      debtorIban: PAYROLL,
      creditorAccount: 'HR3923400091100442217',
      creditorName: 'Agro Baranja d.o.o.',
      creditorStreet: 'Vukovarska 12',
      creditorResidence: '31300 Beli Manastir',
      amount: '1250.00',
      currency: 'EUR',
      creditorReferenceModel: 'HR01',
      creditorReference: '1234-56',
      description: 'Plaćanje računa 2026-118',
      purposeCode: 'SUPP',
      urgency: 'URGENT',
    });
  });

  it('keeps an execution date still in the future', () => {
    expect(prefillDraft(createStoredPayment(), copyContext()).executionDate).toBe('2026-11-26');
  });

  it('moves a past date, and today, to the earliest possible date', () => {
    const past = createStoredPayment({ requestedExecutionDate: '2026-10-01' });
    expect(prefillDraft(past, copyContext()).executionDate).toBe('2026-11-24');
    const today = createStoredPayment({
      requestedExecutionDate: '2026-11-24',
      urgency: 'NORMAL',
      instructionPriority: 'NORMAL',
    });
    expect(prefillDraft(today, copyContext()).executionDate).toBe('2026-11-24');
    expect(prefillDraft(today, copyContext({ now: TUESDAY_EVENING })).executionDate).toBe(
      '2026-11-25',
    );
  });

  it('offers the debit account again only when the person may still enter orders on it', () => {
    const elsewhere = copyContext({ offeredDebtorIbans: ['HR1210010051863000160'] });
    expect(prefillDraft(createStoredPayment(), elsewhere).debtorIban).toBe('');
  });

  it('parses the UAE purpose-code prefix back out of the description of an AE payee', () => {
    const uae = createStoredPayment({
      type: 'FOREIGN',
      creditorAccount: { iban: 'AE070331234567890123456' },
      remittanceInformationUnstructured: `${'/BENEFRES/AE//GDS'.padEnd(35, ' ')}Invoice 12`,
      purposeCodeUae: 'GDS',
      chargeBearer: 'DEBT',
      paymentInstrument: 'DOZNAKA',
      foreignTurnoverCode: '5517d',
    });
    expect(prefillDraft(uae, copyContext())).toMatchObject({
      form: 'FOREIGN',
      description: 'Invoice 12',
      purposeCodeUae: 'GDS',
      chargeBearer: 'OUR',
      foreignTurnoverCode: '5517d',
    });
  });

  it('leaves a description that only looks like the prefix alone for any other payee', () => {
    const text = '/BENEFRES/AE//GDS Invoice';
    const domestic = createStoredPayment({ remittanceInformationUnstructured: text });
    expect(prefillDraft(domestic, copyContext()).description).toBe(text);
  });

  it('starts a copy without the end-to-end id of the payment it copies', () => {
    expect(prefillDraft(createStoredPayment(), copyContext()).endToEndId).toBe('');
  });

  it('gives a domestic payment stored without a reference the model HR99', () => {
    const plain = createStoredPayment({ remittanceInformationStructured: null });
    expect(prefillDraft(plain, copyContext())).toMatchObject({
      creditorReferenceModel: 'HR99',
      creditorReference: '',
    });
  });
});

describe('prefillDraft for an edit', () => {
  it('keeps the stored date, whatever the clock says, and the end-to-end id', () => {
    const stored = createStoredPayment({ requestedExecutionDate: '2026-10-01' });
    const draft = prefillDraft(stored, copyContext({ mode: 'EDIT' }));
    expect(draft.executionDate).toBe('2026-10-01');
    expect(draft.endToEndId).toBe('E2E-77');
  });
});

describe('prefillDraftFromTemplate for a new payment (the rules of a copy)', () => {
  it('fills the payment with the template: payee, amount, references, description', () => {
    const draft = prefillDraftFromTemplate(createTemplatePayment(), copyContext());
    expect(draft).toMatchObject({
      form: 'DOMESTIC',
      debtorIban: PAYROLL,
      creditorAccount: 'HR3923400091100442217',
      creditorName: 'Agro Baranja d.o.o.',
      amount: '1250.00',
      creditorReferenceModel: 'HR01',
      creditorReference: '1234-56',
      description: 'Plaćanje računa 2026-118',
      urgency: 'NORMAL',
      endToEndId: '',
    });
  });

  it("keeps the template's future date, and gives a past or missing one the earliest date", () => {
    const ahead = createTemplatePayment({ requestedExecutionDate: '2026-11-26' });
    expect(prefillDraftFromTemplate(ahead, copyContext()).executionDate).toBe('2026-11-26');
    const past = createTemplatePayment({ requestedExecutionDate: '2026-10-01' });
    expect(prefillDraftFromTemplate(past, copyContext()).executionDate).toBe('2026-11-24');
    const open = createTemplatePayment({ requestedExecutionDate: '' });
    expect(prefillDraftFromTemplate(open, copyContext()).executionDate).toBe('2026-11-24');
    expect(
      prefillDraftFromTemplate(open, copyContext({ now: TUESDAY_EVENING })).executionDate,
    ).toBe('2026-11-25');
  });

  it('offers the debit account only when the person may enter orders on it', () => {
    const elsewhere = copyContext({ offeredDebtorIbans: ['HR1210010051863000160'] });
    expect(prefillDraftFromTemplate(createTemplatePayment(), elsewhere).debtorIban).toBe('');
    const open = createTemplatePayment({ debtorAccount: { iban: '' } });
    expect(prefillDraftFromTemplate(open, copyContext()).debtorIban).toBe('');
  });

  it('parses the UAE purpose-code prefix back for an AE payee', () => {
    const uae = createTemplatePayment({
      type: 'FOREIGN',
      creditorAccount: { iban: 'AE070331234567890123456' },
      remittanceInformationUnstructured: `${'/BENEFRES/AE//GDS'.padEnd(35, ' ')}Invoice 12`,
      purposeCodeUae: '',
      chargeBearer: 'DEBT',
    });
    expect(prefillDraftFromTemplate(uae, copyContext())).toMatchObject({
      form: 'FOREIGN',
      description: 'Invoice 12',
      purposeCodeUae: 'GDS',
      chargeBearer: 'OUR',
    });
  });

  it('gives a domestic template without a reference model the model HR99', () => {
    const plain = createTemplatePayment({
      remittanceInformationStructured: { referenceType: '', reference: '' },
    });
    expect(prefillDraftFromTemplate(plain, copyContext()).creditorReferenceModel).toBe('HR99');
  });
});

describe('prefillDraft into a template (from a payment, or a template edited)', () => {
  const templateContext = () => copyContext({ mode: 'TEMPLATE' });

  it('keeps the payee, amount and texts, but not the urgency or the end-to-end id', () => {
    expect(prefillDraft(createStoredPayment(), templateContext())).toMatchObject({
      creditorName: 'Agro Baranja d.o.o.',
      amount: '1250.00',
      description: 'Plaćanje računa 2026-118',
      urgency: 'NORMAL',
      endToEndId: '',
    });
  });

  it('keeps a future date and leaves a past one empty, a template’s date being optional', () => {
    expect(prefillDraft(createStoredPayment(), templateContext()).executionDate).toBe('2026-11-26');
    const past = createStoredPayment({ requestedExecutionDate: '2026-10-01' });
    expect(prefillDraft(past, templateContext()).executionDate).toBe('');
    const stale = createTemplatePayment({ requestedExecutionDate: '2026-11-24' });
    expect(prefillDraftFromTemplate(stale, templateContext()).executionDate).toBe('');
  });

  it('drops a debit account the person may no longer enter orders on', () => {
    const elsewhere = copyContext({ mode: 'TEMPLATE', offeredDebtorIbans: [] });
    expect(prefillDraft(createStoredPayment(), elsewhere).debtorIban).toBe('');
  });
});
