import type { TBasket, TBasketPayment, TOrderChallengeAnswer, TPayment } from '@poslovno/contract';
import { createStoredPayment } from '../../../api/test-support/stored-payment';

/** A payment of a basket as GET /payment-baskets/{id} answers it, for the screens' tests. */
export function createBasketPayment(overrides: Partial<TBasketPayment> = {}): TBasketPayment {
  return {
    paymentId: '1000001',
    status: 'STORED',
    displayStatus: 'STORED',
    debtorIban: 'HR4029999921100000027',
    creditorName: 'Agro Baranja d.o.o.',
    creditorIban: 'HR3923400091100442217',
    amount: '1250.00',
    currency: 'EUR',
    requestedExecutionDate: '2026-11-30',
    description: 'Račun 2026-118',
    isChanged: false,
    isAuthorized: false,
    ...overrides,
  };
}

/** A basket of three payments waiting for its first signature. */
export function createBasket(overrides: Partial<TBasket> = {}): TBasket {
  const payments = [
    createBasketPayment(),
    createBasketPayment({
      paymentId: '1000002',
      creditorName: 'Ured plus d.o.o.',
      amount: '318.40',
      description: 'Uredski materijal 11/2026',
    }),
    createBasketPayment({
      paymentId: '1000003',
      creditorName: 'Hrvatski Telekom d.d.',
      amount: '89.99',
      description: 'Telefon studeni 2026',
    }),
  ];
  return {
    id: '1000004',
    basketId: '3f0c1e2d-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
    referenceNumber: 'K-2026-1000004',
    status: 'INITIATED',
    creationDate: '2026-11-28T09:15:00.000Z',
    expirationDate: '2026-11-30',
    totals: [{ amount: '1658.39', currency: 'EUR' }],
    paymentCount: payments.length,
    payments,
    createdBy: 'Ana Kovačević',
    signatures: [],
    statusCodes: [],
    actions: { canAuthorize: true, canDelete: true },
    ...overrides,
  };
}

/** The basket's challenge: its reference, total and members with every payee it signs. */
export const BASKET_CHALLENGE: TOrderChallengeAnswer = {
  challengeId: '5b0e7c1a-2f4d-4e6a-9b8c-0d1e2f3a4b5c',
  challenge: '58225572',
  digest: 'b'.repeat(64),
  expiresAt: '2026-11-28T09:20:00.000Z',
  devices: [{ id: '6f1c0f4e-59a4-4d2e-a0b1-1c2d3e4f5a6b', kind: 'TOKEN', serial: '12000101' }],
  outcome: 'AUTHORIZED',
  orderType: 'BASKET',
  signedFields: [
    { name: 'basket', value: 'K-2026-1000004' },
    { name: 'total', value: '1658.39 EUR' },
    { name: 'members', value: '1000001@1, 1000002@1, 1000003@1' },
  ],
  signedItems: [
    {
      amount: '1250.00',
      currency: 'EUR',
      creditorAccount: 'HR3923400091100442217',
      creditorName: 'Agro Baranja d.o.o.',
    },
    {
      amount: '318.40',
      currency: 'EUR',
      creditorAccount: 'HR3923400091100442217',
      creditorName: 'Ured plus d.o.o.',
    },
    {
      amount: '89.99',
      currency: 'EUR',
      creditorAccount: 'HR3923400091100442217',
      creditorName: 'Hrvatski Telekom d.d.',
    },
  ],
};

/** A saved domestic payment Ana may sign, as GET /payments/overview lists it, for the picker. */
export function createWaitingPayment(overrides: Partial<TPayment> = {}): TPayment {
  return createStoredPayment({
    creditorAddress: { street: 'Vukovarska 12', residence: '31300 Beli Manastir', country: 'HR' },
    remittanceInformationStructured: { referenceType: 'HR99', reference: '' },
    remittanceInformationUnstructured: 'Račun 2026-118',
    purposeCode: '',
    requestedExecutionDate: '2026-11-30',
    endToEndIdentification: '',
    createdAt: '2026-11-28T08:00:00.000Z',
    modifiedAt: '2026-11-28T08:00:00.000Z',
    ...overrides,
  });
}
