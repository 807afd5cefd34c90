import type {
  TBulkPayment,
  TBulkPaymentError,
  TBulkPaymentGroup,
  TBulkPaymentGroupDetails,
  TBulkPaymentItem,
  TBulkPaymentSummary,
  TOrderChallengeAnswer,
} from '@poslovno/contract';

/** An error of the file as GET /bulk-payments/{id} answers it, for the screens' tests. */
export function createBulkError(overrides: Partial<TBulkPaymentError> = {}): TBulkPaymentError {
  return {
    line: 42,
    column: 17,
    message: 'Kontrolni zbroj je 1500.00, a iznosi daju 1499.99.',
    errorId: 'CONTROL_SUM_MISMATCH',
    errorXml: '<CtrlSum>1500.00</CtrlSum>',
    path: '/Document/CstmrCdtTrfInitn/PmtInf[1]/CtrlSum',
    ...overrides,
  };
}

export function createBulkGroup(overrides: Partial<TBulkPaymentGroup> = {}): TBulkPaymentGroup {
  return {
    groupId: '1',
    pmtInfId: 'PLACE-2026-11-A',
    account: {
      iban: 'HR4029999921100000027',
      accountId: '6f1c0f4e-59a4-4d2e-a0b1-1c2d3e4f5a60',
      name: 'Poslovni račun',
    },
    debtorName: 'Slavonska žitna d.o.o.',
    executionDate: '2026-11-30',
    currency: 'EUR',
    amount: '1568.40',
    numberOfPayments: 2,
    status: 'STORED',
    errors: [],
    errorCount: 0,
    executedCount: 0,
    rejectedCount: 0,
    ...overrides,
  };
}

/** A stored file of two groups that Ana may sign, convert or delete. */
export function createBulkPayment(overrides: Partial<TBulkPayment> = {}): TBulkPayment {
  return {
    bulkPaymentId: '2000001',
    fileReferenceId: 'MSG-2026-11-28-001',
    fileName: 'place-studeni.xml',
    uploadTime: '2026-11-28T09:15:00.000Z',
    messageVersion: 'pain.001.001.09',
    status: 'STORED',
    numberOfPayments: 3,
    totals: [{ amount: '1658.39', currency: 'EUR' }],
    executionDates: ['2026-11-30'],
    groups: [
      createBulkGroup(),
      createBulkGroup({
        groupId: '2',
        pmtInfId: 'PLACE-2026-11-B',
        amount: '89.99',
        numberOfPayments: 1,
      }),
    ],
    errors: [],
    errorCount: 0,
    hasWrongExecutionDates: false,
    isSigned: false,
    isSignedByYou: false,
    createdBy: 'Ana Kovačević',
    signatures: [],
    conversion: null,
    actions: { canAuthorize: true, canConvert: true, canDelete: true },
    ...overrides,
  };
}

/** The file as the overview lists it. */
export function createBulkSummary(
  overrides: Partial<TBulkPaymentSummary> = {},
): TBulkPaymentSummary {
  const { groups, errors: _errors, ...file } = createBulkPayment();
  return { ...file, groupCount: groups.length, ...overrides };
}

export function createBulkItem(overrides: Partial<TBulkPaymentItem> = {}): TBulkPaymentItem {
  return {
    index: 1,
    instrId: 'INSTR-0001',
    endToEndId: 'E2E-0001',
    creditorName: 'Agro Baranja d.o.o.',
    creditorIban: 'HR3923400091100442217',
    creditorBic: null,
    amount: '1250.00',
    currency: 'EUR',
    description: 'Račun 2026-118',
    reference: null,
    status: 'STORED',
    rejectionReason: null,
    paymentError: null,
    errorCount: 0,
    paymentId: null,
    ...overrides,
  };
}

export function createGroupDetails(
  overrides: Partial<TBulkPaymentGroupDetails> = {},
): TBulkPaymentGroupDetails {
  return {
    bulkPaymentId: '2000001',
    fileReferenceId: 'MSG-2026-11-28-001',
    fileName: 'place-studeni.xml',
    status: 'STORED',
    group: createBulkGroup(),
    paymentItems: [
      createBulkItem(),
      createBulkItem({
        index: 2,
        instrId: 'INSTR-0002',
        creditorName: 'Ured plus d.o.o.',
        amount: '318.40',
        description: 'Uredski materijal 11/2026',
      }),
    ],
    metadata: { nextCursor: null },
    ...overrides,
  };
}

/** The file's challenge: its total, count, distinct payees and largest payments. */
export const BULK_CHALLENGE: TOrderChallengeAnswer = {
  challengeId: '5b0e7c1a-2f4d-4e6a-9b8c-0d1e2f3a4b5c',
  challenge: '58225572',
  digest: 'c'.repeat(64),
  expiresAt: '2026-11-28T09:20:00.000Z',
  devices: [{ id: '6f1c0f4e-59a4-4d2e-a0b1-1c2d3e4f5a6b', kind: 'TOKEN', serial: '12000101' }],
  outcome: 'AUTHORIZED',
  orderType: 'BULK_PAYMENT',
  signedFields: [
    { name: 'fileReferenceId', value: 'MSG-2026-11-28-001' },
    { name: 'fileName', value: 'isplate.xml' },
    { name: 'numberOfPayments', value: '3' },
    { name: 'fileSha256', value: 'ab'.repeat(32) },
    { name: 'total', value: '1658.39 EUR' },
    { name: 'members', value: '1000001@1' },
    { name: '1.paymentInformationId', value: 'PMT-1' },
    { name: '1.numberOfPayments', value: '3' },
    { name: '1.numberOfPayees', value: '3' },
    {
      name: '1.largestPayments',
      value: [
        'Ured plus d.o.o.|HR3923400091100442217|318.40|EUR',
        'Agro Baranja d.o.o.|HR3923400091100442217|1250.00|EUR',
        'Voda d.d.|HR1723600001101234565|89.99|EUR',
      ].join('\n'),
    },
  ],
  signedItems: [
    {
      amount: '1658.39',
      currency: 'EUR',
      creditorAccount: `SHA256${'cd'.repeat(32)}`,
      creditorName: '3 / 3',
    },
  ],
};

/** A refusal body of the server (DESIGN.md §7). */
export function createErrorBody(
  errorCode: string,
  description: string,
  validations?: { field: string; code: string; description: string }[],
) {
  return {
    errorId: 'e-1',
    errorCode,
    description,
    traceId: 't-1',
    ...(validations ? { validations } : {}),
  };
}
