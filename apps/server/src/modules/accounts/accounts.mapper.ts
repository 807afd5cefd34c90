import {
  BALANCE_TYPES,
  capitalizePersonName,
  formatMinorAsDecimal,
  type TAccountStatus,
  type TAccountType,
  type TAuthorityLevel,
  type TBalanceType,
  type TForeignCurrencyAuthorization,
  type TLimitType,
} from '@poslovno/domain';
import type { TAccount, TAccountDetail } from '@poslovno/contract';
import type { TAuthorizedPersonRow, TBalanceRow, TPersonAccountRow } from './accounts.repository';

function mapBalances(rows: readonly TBalanceRow[], currency: string): TAccount['balances'] {
  const byType = new Map(rows.map((row) => [row.balanceType as TBalanceType, row.amountMinor]));
  return BALANCE_TYPES.flatMap((balanceType) => {
    const minor = byType.get(balanceType);
    return minor === undefined
      ? []
      : [{ balanceType, amount: formatMinorAsDecimal(minor, currency), currency }];
  });
}

export function toAccount(
  row: TPersonAccountRow,
  balances: readonly TBalanceRow[],
  personName: string,
): TAccount {
  const { account } = row;
  return {
    id: account.id,
    accountIdentification: { iban: account.iban, accountNumber: account.accountNumber },
    accountDetails: {
      nickname: account.nickname,
      personalizedNickname: row.personalizedNickname,
      currency: account.currency,
      status: account.status as TAccountStatus,
      type: account.type as TAccountType,
      order: row.sortOrder ?? account.defaultOrder,
    },
    balances: mapBalances(balances, account.currency),
    permission: { authorityLevel: row.authorityLevel as TAuthorityLevel, personName },
  };
}

export function toAccountDetail(
  row: TPersonAccountRow,
  balances: readonly TBalanceRow[],
  personName: string,
  authorizedPersons: readonly TAuthorizedPersonRow[],
): TAccountDetail {
  const { account } = row;
  return {
    ...toAccount(row, balances, personName),
    name: account.name,
    openingDate: account.openingDate,
    overdraft: {
      allowed: account.overdraftLimitMinor > 0n,
      amount: formatMinorAsDecimal(account.overdraftLimitMinor, account.currency),
      expiryDate: account.overdraftExpiryDate,
      interestRate: account.overdraftInterestRate,
    },
    numberOfSignatures: account.numberOfSignatures,
    authorizedPersons: authorizedPersons.map(({ authority, firstName, lastName }) => ({
      personName: capitalizePersonName(`${firstName} ${lastName}`),
      authorityLevel: authority.authorityLevel as TAuthorityLevel,
      independentSignee: authority.independentSignee,
      mandatorySignee: authority.mandatorySignee,
      limitType: authority.limitType as TLimitType,
      limitAmount:
        authority.limitAmountMinor === null
          ? null
          : formatMinorAsDecimal(authority.limitAmountMinor, authority.limitCurrency),
      limitCurrency: authority.limitCurrency,
      foreignCurrencyAuthorization:
        authority.foreignCurrencyAuthorization as TForeignCurrencyAuthorization,
    })),
  };
}
