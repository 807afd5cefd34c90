import type {
  TAuthorizedPersonEntry,
  TAuthorizedPersons,
  TManagedAccount,
  TOrderChallengeAnswer,
  TPersonAccountAuthority,
} from '@poslovno/contract';
import {
  MAIN_ACCOUNT_ID,
  MARKO_ID,
  PAYROLL_ACCOUNT_ID,
  PETAR_ID,
} from '../../../signing/test-support/authority-change-fixtures';

export { MAIN_ACCOUNT_ID, MARKO_ID, PAYROLL_ACCOUNT_ID, PETAR_ID };

export const USD_ACCOUNT_ID = '6f2b0c1e-1111-4a2b-9c3d-000000000003';
export const BRANCH_ACCOUNT_ID = '6f2b0c1e-1111-4a2b-9c3d-000000000007';

export const ANA_ID = '8a1d2c3b-0000-4000-8000-000002000101';
export const IVANA_ID = '8a1d2c3b-0000-4000-8000-000002000103';

/** Slavonska žitna's accounts that are not closed: two need two signatures. */
export const ACCOUNTS: TManagedAccount[] = [
  {
    accountId: MAIN_ACCOUNT_ID,
    iban: 'HR1723600001100000013',
    label: 'Glavni račun',
    currency: 'EUR',
    status: 'ACTIVE',
    numberOfSignatures: 2,
  },
  {
    accountId: PAYROLL_ACCOUNT_ID,
    iban: 'HR9423600001100000024',
    label: '1100000024 EUR',
    currency: 'EUR',
    status: 'ACTIVE',
    numberOfSignatures: 1,
  },
  {
    accountId: USD_ACCOUNT_ID,
    iban: 'HR7123600001100000035',
    label: 'Devizni USD',
    currency: 'USD',
    status: 'ACTIVE',
    numberOfSignatures: 2,
  },
  {
    accountId: BRANCH_ACCOUNT_ID,
    iban: 'HR4023600001100000070',
    label: 'Podružnica Zagreb',
    currency: 'EUR',
    status: 'ACTIVE',
    numberOfSignatures: 1,
  },
];

function authority(
  accountId: string,
  patch: Partial<TPersonAccountAuthority> = {},
): TPersonAccountAuthority {
  return {
    accountId,
    authorityLevel: 'ENTER_AND_AUTHORIZE',
    limitType: 'NO_LIMIT',
    limitAmount: null,
    limitCurrency: 'EUR',
    independentSignee: false,
    mandatorySignee: false,
    foreignCurrencyAuthorization: 'DOMESTIC',
    ...patch,
  };
}

const allAccounts = (patch: Partial<TPersonAccountAuthority>) =>
  ACCOUNTS.map((account) => authority(account.accountId, patch));

export const ANA: TAuthorizedPersonEntry = {
  personId: ANA_ID,
  personName: 'Ana Kovačević',
  loginAuthorizationLevel: 3,
  isRepresentative: true,
  isCurrentPerson: true,
  pendingRequestId: null,
  authorities: ACCOUNTS.map((account) =>
    account.accountId === BRANCH_ACCOUNT_ID
      ? authority(account.accountId, { authorityLevel: 'NONE' })
      : authority(account.accountId, {
          independentSignee: true,
          limitType: 'PER_TRANSACTION',
          limitAmount: '10000.00',
          foreignCurrencyAuthorization: 'BOTH',
        }),
  ),
};

export const MARKO: TAuthorizedPersonEntry = {
  personId: MARKO_ID,
  personName: 'Marko Šimić',
  loginAuthorizationLevel: 3,
  isRepresentative: true,
  isCurrentPerson: false,
  pendingRequestId: '17',
  authorities: allAccounts({}),
};

export const IVANA: TAuthorizedPersonEntry = {
  personId: IVANA_ID,
  personName: 'Ivana Jurić',
  loginAuthorizationLevel: 2,
  isRepresentative: false,
  isCurrentPerson: false,
  pendingRequestId: null,
  authorities: allAccounts({
    authorityLevel: 'AUTHORIZE',
    independentSignee: true,
    mandatorySignee: true,
    foreignCurrencyAuthorization: 'BOTH',
  }),
};

export const PETAR: TAuthorizedPersonEntry = {
  personId: PETAR_ID,
  personName: 'Petar Babić',
  loginAuthorizationLevel: 1,
  isRepresentative: false,
  isCurrentPerson: false,
  pendingRequestId: null,
  authorities: allAccounts({ authorityLevel: 'ENTER' }),
};

export const AUTHORIZED_PERSONS: TAuthorizedPersons = {
  accounts: ACCOUNTS,
  persons: [ANA, MARKO, IVANA, PETAR],
  canRequest: true,
};

export { createAuthorityChangeRequest as createAuthorityRequest } from '../../../signing/test-support/authority-change-fixtures';

/** The challenge the create call answers: the person, the change and each account's new authority. */
export const AUTHORITY_CHALLENGE: TOrderChallengeAnswer = {
  challengeId: '5b0e7c1a-2f4d-4e6a-9b8c-0d1e2f3a4b5c',
  challenge: '40918273',
  digest: 'a'.repeat(64),
  expiresAt: '2026-11-27T09:05:00.000Z',
  devices: [{ id: '6f1c0f4e-59a4-4d2e-a0b1-1c2d3e4f5a6b', kind: 'TOKEN', serial: '12000101' }],
  outcome: 'PARTIALLY_AUTHORIZED',
  orderType: 'AUTHORITY_CHANGE',
  signedFields: [
    { name: 'customerId', value: '100245' },
    { name: 'personName', value: 'Marko Šimić' },
    { name: 'actionType', value: 'CHANGE' },
    { name: 'account', value: 'HR1723600001100000013' },
    { name: 'authorityLevel', value: 'ENTER_AND_AUTHORIZE' },
    { name: 'limitType', value: 'PER_TRANSACTION' },
    { name: 'limitAmount', value: '1000.00' },
  ],
};
