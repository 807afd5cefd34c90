import type { TAuthorityChangeRequest, TOrderChallengeAnswer } from '@poslovno/contract';
import {
  MAIN_ACCOUNT_ID,
  PAYROLL_ACCOUNT_ID,
  PETAR_ID,
  createAuthorityChangeRequest as createChangeRequest,
} from '../../../signing/test-support/authority-change-fixtures';

export {
  MAIN_ACCOUNT_ID,
  MARKO_ID,
  PAYROLL_ACCOUNT_ID,
  PETAR_ID,
} from '../../../signing/test-support/authority-change-fixtures';
export { createChangeRequest };

/** Petar's authority revoked: signed by Ana, waiting for a second representative. */
export function createRevokeRequest(
  patch: Partial<TAuthorityChangeRequest> = {},
): TAuthorityChangeRequest {
  return createChangeRequest({
    requestId: '41',
    status: 'PARTIALLY_AUTHORIZED',
    displayStatus: 'PARTIALLY_AUTHORIZED',
    personId: PETAR_ID,
    personName: 'Petar Babić',
    actionType: 'REVOKE',
    lines: [MAIN_ACCOUNT_ID, PAYROLL_ACCOUNT_ID].map((accountId, index) => ({
      accountId,
      iban: index === 0 ? 'HR1723600001100000013' : 'HR9423600001100000024',
      label: index === 0 ? 'Glavni račun' : 'Plaće',
      currency: 'EUR',
      before: { authorityLevel: 'ENTER', limitType: 'NO_LIMIT', limitAmount: null },
      after: { authorityLevel: 'NONE', limitType: 'NO_LIMIT', limitAmount: null },
    })),
    createdAt: '2026-11-26T14:00:00.000Z',
    signatures: [
      { personName: 'Ana Kovačević', method: 'TOKEN', signedAt: '2026-11-26T14:01:00.000Z' },
    ],
    actions: { canAuthorize: true, canDelete: true },
    ...patch,
  });
}

/** A change the bank rejected on the matrix as it stood when it carried it out. */
export function createRejectedRequest(): TAuthorityChangeRequest {
  return createChangeRequest({
    requestId: '40',
    status: 'REJECTED',
    displayStatus: 'REJECTED',
    rejectionCode: 'ACCOUNT_WITHOUT_SIGNATORY',
    createdAt: '2026-11-25T10:00:00.000Z',
    signatures: [
      { personName: 'Ana Kovačević', method: 'TOKEN', signedAt: '2026-11-25T10:01:00.000Z' },
      { personName: 'Željka Đurđević', method: 'TOKEN', signedAt: '2026-11-25T10:05:00.000Z' },
    ],
    actions: { canAuthorize: false, canDelete: false },
  });
}

/** A second representative's challenge for Petar's revocation. */
export const REVOKE_CHALLENGE: TOrderChallengeAnswer = {
  challengeId: '5b0e7c1a-2f4d-4e6a-9b8c-0d1e2f3a4b5c',
  challenge: '40918273',
  digest: 'a'.repeat(64),
  expiresAt: '2026-11-27T09:05:00.000Z',
  devices: [{ id: '6f1c0f4e-59a4-4d2e-a0b1-1c2d3e4f5a6b', kind: 'TOKEN', serial: '12000105' }],
  outcome: 'AUTHORIZED',
  orderType: 'AUTHORITY_CHANGE',
  signedFields: [
    { name: 'customerId', value: '100245' },
    { name: 'personName', value: 'Petar Babić' },
    { name: 'actionType', value: 'REVOKE' },
    { name: 'account', value: 'HR1723600001100000013' },
    { name: 'authorityLevel', value: 'NONE' },
    { name: 'limitType', value: 'NO_LIMIT' },
    { name: 'limitAmount', value: '' },
    { name: 'account', value: 'HR9423600001100000024' },
    { name: 'authorityLevel', value: 'NONE' },
    { name: 'limitType', value: 'NO_LIMIT' },
    { name: 'limitAmount', value: '' },
  ],
};
