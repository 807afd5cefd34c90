import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAccount } from '@poslovno/contract';
import { renderInLocale } from '../../test/render';
import { AccountPicker, type TAccountPickerProps } from './account-picker';

const PERMISSION = { authorityLevel: 'ENTER_AND_AUTHORIZE', personName: 'Ivana Horvat' } as const;

const MAIN_EUR: TAccount = {
  id: '0b6f1f3e-6a51-4c4e-9a57-1f7c2d9e4a01',
  accountIdentification: { iban: 'HR4523400093100456785', accountNumber: '3100456785' },
  accountDetails: {
    nickname: 'Poslovni račun',
    personalizedNickname: 'Glavni račun',
    currency: 'EUR',
    status: 'ACTIVE',
    type: 'CURRENT',
    order: 1,
  },
  balances: [
    { balanceType: 'BOOKED', amount: '50000.00', currency: 'EUR' },
    { balanceType: 'EXPECTED', amount: '48215.37', currency: 'EUR' },
  ],
  permission: PERMISSION,
};

const USD: TAccount = {
  id: '0b6f1f3e-6a51-4c4e-9a57-1f7c2d9e4a02',
  accountIdentification: { iban: 'HR6823400095000781237', accountNumber: '5000781237' },
  accountDetails: {
    nickname: 'Devizni račun USD',
    personalizedNickname: null,
    currency: 'USD',
    status: 'ACTIVE',
    type: 'FOREIGN_CURRENCY',
    order: 2,
  },
  balances: [{ balanceType: 'EXPECTED', amount: '12500.00', currency: 'USD' }],
  permission: PERMISSION,
};

const WITHOUT_BALANCES: TAccount = {
  id: '0b6f1f3e-6a51-4c4e-9a57-1f7c2d9e4a03',
  accountIdentification: { iban: 'HR5624840081100987656', accountNumber: '1100987656' },
  accountDetails: {
    nickname: '  ',
    personalizedNickname: null,
    currency: 'EUR',
    status: 'ACTIVE',
    type: 'SPECIAL_PURPOSE',
    order: 3,
  },
  balances: [],
  permission: PERMISSION,
};

const BLOCKED: TAccount = {
  id: '0b6f1f3e-6a51-4c4e-9a57-1f7c2d9e4a04',
  accountIdentification: { iban: 'HR6624020141100555016', accountNumber: '1100555016' },
  accountDetails: {
    nickname: 'Račun za EU potpore',
    personalizedNickname: null,
    currency: 'EUR',
    status: 'BLOCKED',
    type: 'CURRENT',
    order: 4,
  },
  balances: [{ balanceType: 'EXPECTED', amount: '3120.00', currency: 'EUR' }],
  permission: PERMISSION,
};

const ACCOUNTS = [MAIN_EUR, USD, WITHOUT_BALANCES, BLOCKED];

/** A closed account the core no longer answers balances for. */
const CLOSED: TAccount = {
  ...BLOCKED,
  id: '0b6f1f3e-6a51-4c4e-9a57-1f7c2d9e4a05',
  accountIdentification: { iban: 'HR1723600001101234565', accountNumber: '1101234565' },
  accountDetails: { ...BLOCKED.accountDetails, nickname: 'Stari račun', status: 'CLOSED' },
  balances: [],
};

function Picker({
  initialId = null,
  onPick,
  ...overrides
}: Partial<TAccountPickerProps> & { initialId?: string | null; onPick?: () => void }) {
  const [selectedId, setSelectedId] = useState<string | null>(initialId);
  return (
    <AccountPicker
      label="Račun terećenja"
      accounts={ACCOUNTS}
      selectedId={selectedId}
      onChange={(account) => {
        onPick?.();
        setSelectedId(account?.id ?? null);
      }}
      {...overrides}
    />
  );
}

/** The list's end sentinel needs an IntersectionObserver, which jsdom lacks. */
class IntersectionObserverStub {
  observe(): void {}
  disconnect(): void {}
  unobserve(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openList(user: ReturnType<typeof renderInLocale>['user'], name: string) {
  await user.click(screen.getByRole('combobox', { name }));
  await user.keyboard('{ArrowDown}');
}

function describeOption(name: string): string {
  const option = screen.getByRole('option', { name });
  const descriptionId = option.getAttribute('aria-describedby') ?? '';
  return document.getElementById(descriptionId)?.textContent ?? '';
}

describe('AccountPicker', () => {
  it('labels accounts by personalised nickname, nickname, else IBAN end and currency', async () => {
    const { user } = renderInLocale(<Picker />);
    await openList(user, 'Račun terećenja');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    for (const name of [
      'Glavni račun',
      'Devizni račun USD',
      '1100987656 EUR',
      'Račun za EU potpore',
    ])
      expect(screen.getByRole('option', { name })).toBeTruthy();
  });

  it('shows the grouped IBAN and the expected balance, or why there is none (hr)', async () => {
    const { user } = renderInLocale(<Picker />);
    await openList(user, 'Račun terećenja');
    expect(describeOption('Glavni račun')).toBe('HR45 2340 0093 1004 5678 5 48.215,37 EUR');
    expect(describeOption('Devizni račun USD')).toBe('HR68 2340 0095 0007 8123 7 12.500,00 USD');
    expect(describeOption('1100987656 EUR')).toBe(
      'HR56 2484 0081 1009 8765 6 Privremeno nedostupno',
    );
    expect(describeOption('Račun za EU potpore')).toBe('HR66 2402 0141 1005 5501 6 Blokiran');
  });

  it('says a closed account is closed, not that its balance is temporarily unavailable', async () => {
    const hr = renderInLocale(<Picker accounts={[MAIN_EUR, CLOSED]} />);
    await openList(hr.user, 'Račun terećenja');
    expect(describeOption('Stari račun')).toBe('HR17 2360 0001 1012 3456 5 Račun je zatvoren');
    hr.unmount();
    const en = renderInLocale(<Picker label="Debit account" accounts={[MAIN_EUR, CLOSED]} />, {
      locale: 'en',
    });
    await openList(en.user, 'Debit account');
    expect(describeOption('Stari račun')).toBe('HR17 2360 0001 1012 3456 5 Account closed');
  });

  it('writes balances and their absence in English', async () => {
    const { user } = renderInLocale(<Picker label="Debit account" />, { locale: 'en' });
    await openList(user, 'Debit account');
    expect(describeOption('Glavni račun')).toBe('HR45 2340 0093 1004 5678 5 48,215.37 EUR');
    expect(describeOption('1100987656 EUR')).toBe(
      'HR56 2484 0081 1009 8765 6 Temporarily unavailable',
    );
    expect(describeOption('Račun za EU potpore')).toBe('HR66 2402 0141 1005 5501 6 Blocked');
  });

  it('shows the chosen account’s label and balance in the closed field', async () => {
    const onPick = vi.fn();
    const { user } = renderInLocale(<Picker onPick={onPick} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Račun terećenja' });
    expect(input.placeholder).toBe('Odaberite račun');
    await openList(user, 'Račun terećenja');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(input.value).toBe('Devizni račun USD, 12.500,00 USD');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('starts from the given account in English', () => {
    renderInLocale(<Picker label="Debit account" initialId={WITHOUT_BALANCES.id} />, {
      locale: 'en',
    });
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Debit account' }).value).toBe(
      '1100987656 EUR, Temporarily unavailable',
    );
  });

  it('lists a blocked account but does not let it be chosen by default', async () => {
    const onPick = vi.fn();
    const { user } = renderInLocale(<Picker onPick={onPick} />);
    await openList(user, 'Račun terećenja');
    const blocked = screen.getByRole('option', { name: 'Račun za EU potpore' });
    expect(blocked.getAttribute('aria-disabled')).toBe('true');
    await user.click(blocked);
    expect(onPick).not.toHaveBeenCalled();
    const input = screen.getByRole('combobox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const lastChoosable = screen.getByRole('option', { name: '1100987656 EUR' });
    expect(input.getAttribute('aria-activedescendant')).toBe(lastChoosable.id);
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).not.toBe(blocked.id);
  });

  it('lets a blocked account be chosen when the screen allows it', async () => {
    const onPick = vi.fn();
    const { user } = renderInLocale(<Picker onPick={onPick} isBlockedSelectable />);
    await openList(user, 'Račun terećenja');
    const blocked = screen.getByRole('option', { name: 'Račun za EU potpore' });
    expect(blocked.getAttribute('aria-disabled')).toBeNull();
    await user.click(blocked);
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole<HTMLInputElement>('combobox').value).toBe(
      'Račun za EU potpore, Blokiran',
    );
  });

  it.each([
    ['2340 0095', ['Devizni račun USD']],
    ['usd', ['Devizni račun USD']],
    ['glavni', ['Glavni račun']],
    ['HR66', ['Račun za EU potpore']],
  ])('finds accounts by IBAN, currency or label: "%s"', async (text, expected) => {
    const { user } = renderInLocale(<Picker />);
    await user.type(screen.getByRole('combobox', { name: 'Račun terećenja' }), text);
    expect(screen.getAllByRole('option')).toHaveLength(expected.length);
    for (const name of expected) expect(screen.getByRole('option', { name })).toBeTruthy();
  });

  it('is disabled and invalid like any field', () => {
    renderInLocale(
      <>
        <Picker label="Račun odobrenja" errorMessage="Odaberite račun." isRequired />
        <Picker label="Račun naknade" isDisabled initialId={MAIN_EUR.id} />
      </>,
    );
    const invalid = screen.getByRole('combobox', { name: 'Račun odobrenja' });
    expect(invalid.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Odaberite račun.')).toBeTruthy();
    const disabled = screen.getByRole<HTMLInputElement>('combobox', { name: 'Račun naknade' });
    expect(disabled.disabled).toBe(true);
    expect(disabled.value).toBe('Glavni račun, 48.215,37 EUR');
  });
});
