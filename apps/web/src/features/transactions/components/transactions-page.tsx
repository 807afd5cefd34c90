import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiRoutes } from '../../../api/api-routes';
import { TRANSACTION_DIRECTIONS, type TAccount, type TTransaction } from '@poslovno/contract';
import {
  formatDateForLocale,
  formatIbanGrouped,
  PREDEFINED_PERIODS,
  toWireLocale,
  type TFilterTextField,
} from '@poslovno/domain';
import { useAccounts } from '../../../api/accounts';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { formatWireAmount, getAccountLabel } from '../../../lib/account-format';
import { toFilterSearchParams } from '../../../lib/filter-search-params';
import { formatByteSize, useFileDownload } from '../../../lib/use-file-download';
import { Button } from '../../../ui/button';
import { DataTable, type TDataTableColumn } from '../../../ui/data-table';
import { DateRangeField } from '../../../ui/date-range-field';
import { ErrorNotice } from '../../../ui/error-notice';
import { FilterPanel, FilterTextField, type TFilterValues } from '../../../ui/filter-panel';
import { SelectFormField } from '../../../ui/select-field';
import { SignedAmount } from '../../../ui/signed-amount';
import { NumberField } from '../../../ui/number-field';
import { notify } from '../../../ui/notifications';
import { PageHeader } from '../../../ui/page-header';
import { ProgressBar } from '../../../ui/progress-bar';
import {
  getTransactionKey,
  useTransactions,
  type TTransactionFilter,
} from '../api/get-transactions';
import styles from './transactions.module.css';
import { getBankToday } from '../../../lib/bank-clock';

const FILTER_KEYS = [
  'accountId',
  'from',
  'to',
  'minAmount',
  'maxAmount',
  'direction',
  'counterparty',
  'description',
] as const;
type TFilterKey = (typeof FILTER_KEYS)[number];

const TEXT_FIELDS: Readonly<Record<string, TFilterTextField>> = {
  counterparty: { maxLength: 140 },
  description: { maxLength: 140, isDescription: true },
};

const ALL = 'ALL';

/** The applied filters live in the address, so a link (from an account) opens them filtered. */
function readFilter(params: URLSearchParams): TTransactionFilter {
  const filter: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filter[key] = value;
  }
  return filter;
}

function TransactionPdfButton({ transaction }: { transaction: TTransaction }) {
  const { t, locale } = useI18n();
  const { download, isDownloading } = useFileDownload(apiRoutes.getTransactionPdf);
  return (
    <Button
      size="small"
      isBusy={isDownloading}
      aria-label={t('transactions.pdfLabel', {
        date: formatDateForLocale(transaction.valueDate, locale),
        amount: formatWireAmount(transaction.amount, transaction.currency, locale) ?? '',
      })}
      onPress={() =>
        download(
          { params: { id: transaction.id }, query: { locale: toWireLocale(locale) } },
          {
            onError: (error) => notify({ tone: 'error', title: error.message }),
          },
        )
      }
    >
      {t('transactions.pdf')}
    </Button>
  );
}

function buildColumns(
  t: TTranslate,
  locale: 'hr' | 'en',
  accountsById: ReadonlyMap<string, TAccount>,
): TDataTableColumn<TTransaction>[] {
  return [
    {
      id: 'valueDate',
      header: t('transactions.column.valueDate'),
      isRowHeader: true,
      cell: (row) => (
        <div className={styles.cellStack}>
          <span className={styles.nowrap}>{formatDateForLocale(row.valueDate, locale)}</span>
          <span className={styles.muted}>{t(`transactions.kind.${row.kind}`)}</span>
        </div>
      ),
    },
    {
      id: 'account',
      header: t('transactions.column.account'),
      cell: (row) => {
        const account = accountsById.get(row.accountId);
        return account ? getAccountLabel(account) : `…${row.iban.slice(-10)} ${row.currency}`;
      },
    },
    {
      id: 'counterparty',
      header: t('transactions.column.counterparty'),
      cell: (row) => (
        <div className={styles.cellStack}>
          <span>{row.counterpartyName ?? t('common.none')}</span>
          {row.counterpartyIban ? (
            <span className={`${styles.muted} ${styles.nowrap}`}>
              {formatIbanGrouped(row.counterpartyIban)}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'description',
      header: t('transactions.column.description'),
      cell: (row) => (
        <div className={styles.cellStack}>
          <span>{row.description ?? t('common.none')}</span>
          {row.reference ? <span className={styles.muted}>{row.reference}</span> : null}
        </div>
      ),
    },
    {
      id: 'amount',
      header: t('transactions.column.amount'),
      align: 'end',
      cell: (row) => <SignedAmount amount={row.amount} currency={row.currency} />,
    },
    {
      id: 'actions',
      header: t('transactions.column.actions'),
      cell: (row) => <TransactionPdfButton transaction={row} />,
    },
  ];
}

/** Export of the filtered list with its progress: bytes received while the server writes. */
function ExportButtons({ filter }: { filter: TTransactionFilter }) {
  const { t, locale } = useI18n();
  const excel = useFileDownload(apiRoutes.getTransactionsExcel);
  const pdf = useFileDownload(apiRoutes.getTransactionsPdf);
  const active = excel.isDownloading ? excel : pdf.isDownloading ? pdf : undefined;
  const input = { query: { ...filter, locale: toWireLocale(locale) } };
  const onSettled = {
    onSuccess: (fileName: string) =>
      notify({ tone: 'success', title: t('transactions.export.done', { fileName }) }),
    onError: (error: Error) => notify({ tone: 'error', title: error.message }),
  };
  return (
    <div className={styles.exports}>
      <Button
        size="small"
        isBusy={excel.isDownloading}
        isDisabled={active !== undefined}
        onPress={() => excel.download(input, onSettled)}
      >
        {t('transactions.export.excel')}
      </Button>
      <Button
        size="small"
        isBusy={pdf.isDownloading}
        isDisabled={active !== undefined}
        onPress={() => pdf.download(input, onSettled)}
      >
        {t('transactions.export.pdf')}
      </Button>
      {active?.progress ? (
        <div className={styles.progress}>
          <ProgressBar
            label={t('transactions.export.progress')}
            isIndeterminate={active.progress.totalBytes === undefined}
            value={
              active.progress.totalBytes
                ? (100 * active.progress.receivedBytes) / active.progress.totalBytes
                : 0
            }
            valueLabel={t('transactions.export.received', {
              size: formatByteSize(active.progress.receivedBytes, locale),
            })}
          />
        </div>
      ) : null}
    </div>
  );
}

function TransactionFilters({
  applied,
  accounts,
  onApply,
}: {
  applied: TTransactionFilter;
  accounts: readonly TAccount[];
  onApply: (values: Readonly<Record<string, string | null>>) => void;
}) {
  const { t } = useI18n();
  const toValues = (filter: TTransactionFilter): TFilterValues =>
    Object.fromEntries(FILTER_KEYS.map((key) => [key, filter[key] ?? null]));
  const [values, setValues] = useState<TFilterValues>(() => toValues(applied));
  const set = (key: TFilterKey, value: string | null) =>
    setValues((current) => ({ ...current, [key]: value === '' ? null : value }));
  const today = getBankToday();
  const accountOptions = [
    { id: ALL, label: t('transactions.filter.allAccounts') },
    ...accounts.map((account) => ({ id: account.id, label: getAccountLabel(account) })),
  ];
  const directionOptions = [
    { id: ALL, label: t('transactions.filter.direction.all') },
    ...TRANSACTION_DIRECTIONS.map((direction) => ({
      id: direction,
      label: t(`transactions.filter.direction.${direction}`),
    })),
  ];
  return (
    <FilterPanel
      rule="any"
      values={values}
      textFields={TEXT_FIELDS}
      onApply={onApply}
      onReset={() => {
        setValues(toValues({}));
        onApply({});
      }}
      isInitiallyExpanded={Object.keys(applied).length > 0}
    >
      <SelectFormField
        label={t('transactions.filter.account')}
        options={accountOptions}
        value={values.accountId ?? ALL}
        onChange={(id) => set('accountId', id === ALL ? null : id)}
      />
      <DateRangeField
        label={t('transactions.filter.period')}
        value={{ from: values.from ?? null, to: values.to ?? null }}
        onChange={(range) => setValues((current) => ({ ...current, ...range }))}
        periods={PREDEFINED_PERIODS}
        today={today}
        maxDate={today}
      />
      <NumberField
        name="minAmount"
        label={t('transactions.filter.minAmount')}
        value={values.minAmount ?? null}
        onChange={(value) => set('minAmount', value)}
      />
      <NumberField
        name="maxAmount"
        label={t('transactions.filter.maxAmount')}
        value={values.maxAmount ?? null}
        onChange={(value) => set('maxAmount', value)}
      />
      <SelectFormField
        label={t('transactions.filter.direction')}
        options={directionOptions}
        value={values.direction ?? ALL}
        onChange={(id) => set('direction', id === ALL ? null : id)}
      />
      <FilterTextField
        name="counterparty"
        label={t('transactions.filter.counterparty')}
        value={values.counterparty ?? null}
        maxLength={140}
        onChange={(value) => set('counterparty', value)}
      />
      <FilterTextField
        name="description"
        label={t('transactions.filter.description')}
        value={values.description ?? null}
        maxLength={140}
        onChange={(value) => set('description', value)}
      />
    </FilterPanel>
  );
}

/** /transactions: the booked transactions with filters, load more, exports and a PDF per row. */
export default function TransactionsPage() {
  const { t, locale } = useI18n();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readFilter(params), [params]);
  const accounts = useAccounts();
  const accountList = accounts.data?.accounts ?? [];
  const accountsById = useMemo(
    () => new Map((accounts.data?.accounts ?? []).map((account) => [account.id, account])),
    [accounts.data],
  );
  const list = useTransactions(filter);
  return (
    <>
      <PageHeader title={t('transactions.title')} subtitle={t('transactions.subtitle')} />
      <div className={styles.stack}>
        {accounts.error ? <ErrorNotice error={accounts.error} /> : null}
        <TransactionFilters
          key={params.toString()}
          applied={filter}
          accounts={accountList}
          onApply={(values) => setParams(toFilterSearchParams(FILTER_KEYS, values))}
        />
        <DataTable
          label={t('transactions.tableLabel')}
          columns={buildColumns(t, locale, accountsById)}
          rows={list.items}
          getRowKey={getTransactionKey}
          isLoading={list.isLoading}
          error={list.error}
          onRetry={list.retry}
          emptyText={t('transactions.empty')}
          hasMore={list.hasMore}
          onLoadMore={list.loadMore}
          isLoadingMore={list.isLoadingMore}
          toolbar={<ExportButtons filter={filter} />}
        />
      </div>
    </>
  );
}
