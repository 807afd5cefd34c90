import { useState } from 'react';
import type { TAccount } from '@poslovno/contract';
import {
  CURRENCY_CODES,
  ORDER_STATUS_GROUP_NAMES,
  PREDEFINED_PERIODS,
  sortCurrenciesForDisplay,
  type TFilterTextField,
} from '@poslovno/domain';
import { CURRENCY_TYPES } from '@poslovno/contract';
import { useT } from '../../../i18n/i18n-context';
import { getAccountLabel } from '../../../lib/account-format';
import { CheckboxGroupField } from '../../../ui/checkbox-group';
import { DateRangeField } from '../../../ui/date-range-field';
import { FilterPanel, FilterTextField, type TFilterValues } from '../../../ui/filter-panel';
import { SelectFormField } from '../../../ui/select-field';
import { NumberField } from '../../../ui/number-field';
import {
  FILTER_KEYS,
  readStatusGroups,
  SEARCH_KEYS,
  type TOverviewFilter,
  type TOverviewKey,
} from '../model/overview-filter';
import { getBankToday } from '../../../lib/bank-clock';

/** The choice of no filter; not 'ALL', which is the Albanian lek among the currencies. */
const ANY = 'ANY';
const FILTER_TEXT_MAX_LENGTH = 140;

const SEARCH_TEXT_FIELDS: Readonly<Record<string, TFilterTextField>> = {
  creditorName: { maxLength: FILTER_TEXT_MAX_LENGTH },
  creditorReference: { maxLength: FILTER_TEXT_MAX_LENGTH },
  description: { maxLength: FILTER_TEXT_MAX_LENGTH, isDescription: true },
};

interface TPanelProps {
  applied: TOverviewFilter;
  onApply: (keys: readonly TOverviewKey[], values: Readonly<Record<string, string | null>>) => void;
}

function toValues(keys: readonly TOverviewKey[], filter: TOverviewFilter): TFilterValues {
  return Object.fromEntries(keys.map((key) => [key, filter[key] ?? null]));
}

function usePanelValues(keys: readonly TOverviewKey[], applied: TOverviewFilter) {
  const [values, setValues] = useState<TFilterValues>(() => toValues(keys, applied));
  const set = (key: TOverviewKey, value: string | null) =>
    setValues((current) => ({ ...current, [key]: value === '' || value === ANY ? null : value }));
  return { values, setValues, set };
}

/** 000 §3 filter: the execution-date period, account, currency, status groups, currency type. */
export function PaymentsFilterPanel({
  applied,
  onApply,
  accounts,
}: TPanelProps & { accounts: readonly TAccount[] }) {
  const t = useT();
  const { values, setValues, set } = usePanelValues(FILTER_KEYS, applied);
  const today = getBankToday();
  const currencies = sortCurrenciesForDisplay(CURRENCY_CODES);
  return (
    <FilterPanel
      rule="any"
      values={values}
      onApply={(checked) => onApply(FILTER_KEYS, checked)}
      onReset={() => {
        setValues(toValues(FILTER_KEYS, {}));
        onApply(FILTER_KEYS, {});
      }}
      isInitiallyExpanded={FILTER_KEYS.some((key) => applied[key] !== undefined)}
    >
      <DateRangeField
        label={t('payments.filter.period')}
        value={{ from: values['from'] ?? null, to: values['to'] ?? null }}
        onChange={(range) => setValues((current) => ({ ...current, ...range }))}
        periods={PREDEFINED_PERIODS}
        today={today}
      />
      <SelectFormField
        label={t('payments.filter.account')}
        options={[
          { id: ANY, label: t('payments.filter.allAccounts') },
          ...accounts.map((account) => ({
            id: account.accountIdentification.iban,
            label: getAccountLabel(account),
          })),
        ]}
        value={values['debtorIban'] ?? ANY}
        onChange={(id) => set('debtorIban', id)}
      />
      <SelectFormField
        label={t('payments.filter.currency')}
        options={[
          { id: ANY, label: t('payments.filter.allCurrencies') },
          ...currencies.map((code) => ({ id: code, label: code })),
        ]}
        value={values['currency'] ?? ANY}
        onChange={(id) => set('currency', id)}
      />
      <SelectFormField
        label={t('payments.filter.currencyType')}
        options={[
          { id: ANY, label: t('payments.filter.allCurrencyTypes') },
          ...CURRENCY_TYPES.map((type) => ({
            id: type,
            label: t(`payments.currencyType.${type}`),
          })),
        ]}
        value={values['currencyType'] ?? ANY}
        onChange={(id) => set('currencyType', id)}
      />
      <CheckboxGroupField
        label={t('payments.filter.status')}
        options={ORDER_STATUS_GROUP_NAMES.map((group) => ({
          id: group,
          label: t(`payments.statusGroup.${group}`),
        }))}
        value={readStatusGroups(values['status'])}
        isWide
        onChange={(groups) => set('status', groups.join(','))}
      />
    </FilterPanel>
  );
}

/** 000 §3 search fields: payment number, amounts, payee, payee's reference, description. */
export function PaymentsSearchPanel({ applied, onApply }: TPanelProps) {
  const t = useT();
  const { values, setValues, set } = usePanelValues(SEARCH_KEYS, applied);
  const text = (key: TOverviewKey, label: string) => (
    <FilterTextField
      name={key}
      label={label}
      value={values[key] ?? null}
      maxLength={FILTER_TEXT_MAX_LENGTH}
      onChange={(value) => set(key, value)}
    />
  );
  return (
    <FilterPanel
      rule="any"
      title={t('payments.search.title')}
      values={values}
      textFields={SEARCH_TEXT_FIELDS}
      onApply={(checked) => onApply(SEARCH_KEYS, checked)}
      onReset={() => {
        setValues(toValues(SEARCH_KEYS, {}));
        onApply(SEARCH_KEYS, {});
      }}
      isInitiallyExpanded={SEARCH_KEYS.some((key) => applied[key] !== undefined)}
    >
      {text('paymentId', t('payments.search.paymentId'))}
      <NumberField
        name="minAmount"
        label={t('payments.search.minAmount')}
        value={values['minAmount'] ?? null}
        onChange={(value) => set('minAmount', value)}
      />
      <NumberField
        name="maxAmount"
        label={t('payments.search.maxAmount')}
        value={values['maxAmount'] ?? null}
        onChange={(value) => set('maxAmount', value)}
      />
      {text('creditorName', t('payments.search.creditorName'))}
      {text('creditorIban', t('payments.search.creditorIban'))}
      {text('creditorReferenceType', t('payments.search.creditorReferenceType'))}
      {text('creditorReference', t('payments.search.creditorReference'))}
      {text('description', t('payments.search.description'))}
    </FilterPanel>
  );
}
