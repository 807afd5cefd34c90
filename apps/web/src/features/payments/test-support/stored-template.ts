import { ZPaymentInput, type TParsedPaymentInput, type TTemplate } from '@poslovno/contract';

/** A domestic template's payment as GET /favorites answers it (the form's body, as stored). */
export function createTemplatePayment(
  overrides: Partial<TParsedPaymentInput> = {},
): TParsedPaymentInput {
  return {
    ...ZPaymentInput.parse({
      type: 'DOMESTIC',
      debtorAccount: { iban: 'HR4029999921100000027' },
      creditorAccount: { iban: 'HR3923400091100442217' },
      creditorName: 'Agro Baranja d.o.o.',
      creditorAddress: { street: 'Vukovarska 12', residence: '31300 Beli Manastir', country: '' },
      instructedAmount: { amount: '1250.00', currency: 'EUR' },
      remittanceInformationStructured: { referenceType: 'HR01', reference: '1234-56' },
      remittanceInformationUnstructured: 'Plaćanje računa 2026-118',
      purposeCode: 'SUPP',
      requestedExecutionDate: '2026-11-26',
      urgency: 'NORMAL',
      instructionPriority: 'NORMAL',
      localInstrument: null,
    }),
    ...overrides,
  };
}

/** A stored template as GET /favorites/{id} answers it, for the model's tests. */
export function createStoredTemplate(overrides: Partial<TTemplate> = {}): TTemplate {
  return {
    favoriteId: '3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b',
    name: 'Agro Baranja',
    type: 'DOMESTIC',
    payment: createTemplatePayment(),
    amount: { amount: '1250.00', currency: 'EUR' },
    createdAt: '2026-11-24T08:00:00.000Z',
    modifiedAt: '2026-11-24T08:00:00.000Z',
    ...overrides,
  };
}
