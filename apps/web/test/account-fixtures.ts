import type { TAccount } from '@poslovno/contract';
import type { TBalanceType } from '@poslovno/domain';

type TAccountFixture = {
  id: string;
  iban: string;
  currency?: string;
  nickname?: string | null;
  status?: TAccount['accountDetails']['status'];
  balances?: Partial<Record<TBalanceType, string>>;
};

/** An account of GET /accounts as a screen receives it, with the balances a test names. */
export function createTestAccount({
  id,
  iban,
  currency = 'EUR',
  nickname = null,
  status = 'ACTIVE',
  balances = {},
}: TAccountFixture): TAccount {
  return {
    id,
    accountIdentification: { iban, accountNumber: iban.slice(-10) },
    accountDetails: {
      nickname,
      personalizedNickname: null,
      currency,
      status,
      type: currency === 'EUR' ? 'CURRENT' : 'FOREIGN_CURRENCY',
      order: 1,
    },
    balances: Object.entries(balances).map(([balanceType, amount]) => ({
      balanceType: balanceType as TBalanceType,
      amount,
      currency,
    })),
    permission: { authorityLevel: 'ENTER_AND_AUTHORIZE', personName: 'Ana Kovačević' },
  };
}
