import type { TAuthorityChangeRequest } from '@poslovno/contract';

/** The demo's ids the authority change fixtures of every screen share. */
export const MAIN_ACCOUNT_ID = '6f2b0c1e-1111-4a2b-9c3d-000000000001';
export const PAYROLL_ACCOUNT_ID = '6f2b0c1e-1111-4a2b-9c3d-000000000002';
export const MARKO_ID = '8a1d2c3b-0000-4000-8000-000002000102';
export const PETAR_ID = '8a1d2c3b-0000-4000-8000-000002000104';

/** Ana lowers Marko's limit on the main account: stored, nobody has signed it yet. */
export function createAuthorityChangeRequest(
  patch: Partial<TAuthorityChangeRequest> = {},
): TAuthorityChangeRequest {
  return {
    requestId: '42',
    status: 'CREATED',
    displayStatus: 'CREATED',
    customerId: 100245,
    personId: MARKO_ID,
    personName: 'Marko Šimić',
    actionType: 'CHANGE',
    lines: [
      {
        accountId: MAIN_ACCOUNT_ID,
        iban: 'HR1723600001100000013',
        label: 'Glavni račun',
        currency: 'EUR',
        before: { authorityLevel: 'ENTER_AND_AUTHORIZE', limitType: 'NO_LIMIT', limitAmount: null },
        after: {
          authorityLevel: 'ENTER_AND_AUTHORIZE',
          limitType: 'PER_TRANSACTION',
          limitAmount: '1000.00',
        },
      },
    ],
    limitCurrency: 'EUR',
    rejectionCode: null,
    createdBy: 'Ana Kovačević',
    createdAt: '2026-11-27T09:00:00.000Z',
    signatures: [],
    actions: { canAuthorize: true, canDelete: true },
    ...patch,
  };
}
