import type {
  TInstantLimitRequest,
  TInstantPaymentLimit,
  TOrderChallengeAnswer,
} from '@poslovno/contract';

export const MAIN_ACCOUNT_ID = '6f2b0c1e-1111-4a2b-9c3d-000000000001';
export const PAYROLL_ACCOUNT_ID = '6f2b0c1e-1111-4a2b-9c3d-000000000002';
export const BLOCKED_ACCOUNT_ID = '6f2b0c1e-1111-4a2b-9c3d-000000000005';

/** Slavonska žitna's accounts: the main one on the bank's default, two with limits of their own. */
export const LIMITS: TInstantPaymentLimit[] = [
  {
    accountId: MAIN_ACCOUNT_ID,
    iban: 'HR1723600001100000013',
    accountStatus: 'ACTIVE',
    currency: 'EUR',
    limitType: 'PER_TRANSACTION',
    limitAmount: '50000.00',
    isBankDefault: true,
    updatedAt: null,
    canRequest: true,
  },
  {
    accountId: PAYROLL_ACCOUNT_ID,
    iban: 'HR9423600001100000024',
    accountStatus: 'ACTIVE',
    currency: 'EUR',
    limitType: 'DAILY_LIMIT',
    limitAmount: '5000.00',
    isBankDefault: false,
    updatedAt: '2026-11-18T10:00:00.000Z',
    canRequest: false,
    pendingRequest: {
      requestId: '41',
      status: 'PARTIALLY_AUTHORIZED',
      displayStatus: 'PARTIALLY_AUTHORIZED',
      limitType: 'WITHOUT_LIMIT',
      limitAmount: null,
    },
  },
  {
    accountId: BLOCKED_ACCOUNT_ID,
    iban: 'HR4523600001100000057',
    accountStatus: 'BLOCKED',
    currency: 'EUR',
    limitType: 'WITHOUT_LIMIT',
    limitAmount: null,
    isBankDefault: false,
    updatedAt: '2026-10-01T10:00:00.000Z',
    canRequest: true,
  },
];

export function createLimitRequest(
  patch: Partial<TInstantLimitRequest> = {},
): TInstantLimitRequest {
  return {
    requestId: '42',
    status: 'CREATED',
    displayStatus: 'CREATED',
    accountId: MAIN_ACCOUNT_ID,
    accountNumber: 'HR1723600001100000013',
    limitType: 'DAILY_LIMIT',
    limitAmount: '80000.00',
    currency: 'EUR',
    reference: '',
    rejectionCode: null,
    createdBy: 'Marko Šimić',
    createdAt: '2026-11-27T09:00:00.000Z',
    signatures: [],
    actions: { canAuthorize: true, canDelete: true },
    ...patch,
  };
}

export const LIMIT_CHALLENGE: TOrderChallengeAnswer = {
  challengeId: '5b0e7c1a-2f4d-4e6a-9b8c-0d1e2f3a4b5c',
  challenge: '40918273',
  digest: 'a'.repeat(64),
  expiresAt: '2026-11-27T09:05:00.000Z',
  devices: [{ id: '6f1c0f4e-59a4-4d2e-a0b1-1c2d3e4f5a6b', kind: 'TOKEN', serial: '12000102' }],
  outcome: 'PARTIALLY_AUTHORIZED',
  orderType: 'INSTANT_LIMIT',
  signedFields: [
    { name: 'accountNumber', value: 'HR1723600001100000013' },
    { name: 'limitType', value: 'DAILY_LIMIT' },
    { name: 'limitAmount', value: '80000.00' },
    { name: 'reference', value: '' },
  ],
};
