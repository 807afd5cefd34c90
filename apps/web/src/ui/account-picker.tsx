import { useCallback } from 'react';
import { Text } from 'react-aria-components';
import type { TAccount } from '@poslovno/contract';
import { formatIbanGrouped } from '@poslovno/domain';
import { useI18n } from '../i18n/i18n-context';
import { formatExpectedBalance, getAccountLabel } from '../lib/account-format';
import { AutocompleteField, type TLoadOptionsRequest } from './autocomplete-field';
import styles from './account-picker.module.css';

export interface TAccountPickerProps {
  label: string;
  /** The accounts the screen allows here (already filtered by authority, currency, type). */
  accounts: readonly TAccount[];
  selectedId: string | null;
  onChange: (account: TAccount | null) => void;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isRequired?: boolean;
  errorMessage?: string | undefined;
  description?: string;
  placeholder?: string;
  name?: string;
  /** A blocked account cannot be debited, so by default it is listed but cannot be chosen. */
  isBlockedSelectable?: boolean;
}

function isBlocked(account: TAccount): boolean {
  return account.accountDetails.status === 'BLOCKED';
}

/** Matches the display label, the IBAN (spaces ignored) or the currency, case-insensitively. */
function isAccountMatching(account: TAccount, filterText: string): boolean {
  const query = filterText.trim().toLocaleLowerCase('hr');
  if (query === '') return true;
  const compactQuery = query.replace(/\s+/g, '');
  return (
    getAccountLabel(account).toLocaleLowerCase('hr').includes(query) ||
    account.accountIdentification.iban.toLowerCase().includes(compactQuery) ||
    account.accountDetails.currency.toLowerCase().includes(compactQuery)
  );
}

/** A debit or credit account chosen from the screen's list, by label, IBAN or currency. */
export function AccountPicker({
  label,
  accounts,
  selectedId,
  onChange,
  isDisabled = false,
  isReadOnly = false,
  isRequired = false,
  errorMessage,
  description,
  placeholder,
  name,
  isBlockedSelectable = false,
}: TAccountPickerProps) {
  const { locale, t } = useI18n();
  const selected = accounts.find((account) => account.id === selectedId) ?? null;

  /** 000 §3 balance option; a blocked account says so instead of its balance. */
  const getBalanceText = useCallback(
    (account: TAccount) =>
      // A closed account has no balance to wait for: "temporarily unavailable" would mislead.
      account.accountDetails.status === 'CLOSED'
        ? t('ui.accountPicker.closed')
        : isBlocked(account)
          ? t('ui.accountPicker.blocked')
          : (formatExpectedBalance(account, locale) ?? t('ui.accountPicker.balanceUnavailable')),
    [locale, t],
  );

  const getText = useCallback(
    (account: TAccount) =>
      t('ui.accountPicker.text', {
        label: getAccountLabel(account),
        balance: getBalanceText(account),
      }),
    [getBalanceText, t],
  );

  const renderOption = useCallback(
    (account: TAccount) => (
      <span className={styles.option}>
        <Text slot="label" className={styles.label}>
          {getAccountLabel(account)}
        </Text>
        <Text slot="description" className={styles.details}>
          <span className={styles.iban}>
            {formatIbanGrouped(account.accountIdentification.iban)}
          </span>{' '}
          <span className={isBlocked(account) ? styles.blocked : styles.balance}>
            {getBalanceText(account)}
          </span>
        </Text>
      </span>
    ),
    [getBalanceText],
  );

  const isOptionDisabled = useCallback(
    (account: TAccount) => !isBlockedSelectable && isBlocked(account),
    [isBlockedSelectable],
  );

  const loadOptions = useCallback(
    ({ filterText }: TLoadOptionsRequest) =>
      Promise.resolve({
        items: accounts.filter((account) => isAccountMatching(account, filterText)),
        nextCursor: null,
      }),
    [accounts],
  );

  return (
    <AutocompleteField<TAccount>
      label={label}
      loadOptions={loadOptions}
      getKey={(account) => account.id}
      getText={getText}
      renderOption={renderOption}
      isOptionDisabled={isOptionDisabled}
      selectedItem={selected}
      onSelectionChange={onChange}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isRequired={isRequired}
      errorMessage={errorMessage}
      description={description}
      placeholder={placeholder ?? t('ui.accountPicker.placeholder')}
      name={name}
    />
  );
}
