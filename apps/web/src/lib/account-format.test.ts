import { describe, expect, it } from 'vitest';
import {
  formatExpectedBalance,
  formatInterestRate,
  formatWireAmount,
  getAccountLabel,
  moveId,
  sortAccountsByIds,
} from './account-format';

const account = {
  accountIdentification: { iban: 'HR1229999991100000019', accountNumber: '1100000019' },
  accountDetails: {
    nickname: null,
    personalizedNickname: null,
    currency: 'EUR',
    status: 'ACTIVE' as const,
    type: 'CURRENT' as const,
    order: 1,
  },
  balances: [
    { balanceType: 'BOOKED' as const, amount: '248315.72', currency: 'EUR' },
    { balanceType: 'EXPECTED' as const, amount: '234531.36', currency: 'EUR' },
  ],
};

describe('account display', () => {
  it('labels by personalised nickname, nickname, else IBAN tail and currency', () => {
    expect(getAccountLabel(account)).toBe('1100000019 EUR');
    expect(
      getAccountLabel({
        ...account,
        accountDetails: { ...account.accountDetails, nickname: 'Glavni račun' },
      }),
    ).toBe('Glavni račun');
  });

  it('shows the expected balance in the active locale', () => {
    expect(formatExpectedBalance(account, 'hr')).toBe('234.531,36 EUR');
    expect(formatExpectedBalance(account, 'en')).toBe('234,531.36 EUR');
  });

  it('has no balance option without an EXPECTED balance', () => {
    expect(formatExpectedBalance({ balances: [] }, 'hr')).toBeUndefined();
    expect(formatExpectedBalance({ balances: [account.balances[0]!] }, 'hr')).toBeUndefined();
  });

  it('keeps amounts exact beyond float precision and refuses unreadable ones', () => {
    expect(formatWireAmount('12345678901234567.89', 'EUR', 'en')).toBe(
      '12,345,678,901,234,567.89 EUR',
    );
    expect(formatWireAmount('-3.5', 'EUR', 'en')).toBe('\u22123.50 EUR');
    expect(formatWireAmount('1.234', 'EUR', 'hr')).toBeUndefined();
    expect(formatWireAmount('1.00', 'XXX', 'hr')).toBeUndefined();
  });

  it('formats interest rates without trailing zeros', () => {
    expect(formatInterestRate('7.5000', 'hr')).toBe('7,5');
    expect(formatInterestRate('7.5000', 'en')).toBe('7.5');
    expect(formatInterestRate('12', 'hr')).toBe('12');
  });
});

describe('reordering', () => {
  it('moves an id up or down and stays put at the edges', () => {
    expect(moveId(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveId(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveId(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveId(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(moveId(['a', 'b'], 'x', 1)).toEqual(['a', 'b']);
  });

  it('sorts accounts by an id order', () => {
    expect(
      sortAccountsByIds([{ id: 'a' }, { id: 'b' }, { id: 'c' }], ['c', 'a', 'b']).map(
        (item) => item.id,
      ),
    ).toEqual(['c', 'a', 'b']);
  });
});
