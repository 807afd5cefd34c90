import { useState } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import {
  addDaysToIsoDate,
  assert,
  buildCroatianIban,
  formatDateForLocale,
  formatIbanGrouped,
  formatMoney,
  formatMoneyAmount,
  type TIsoDate,
  type TLocale,
  type TMinor,
  type TFilterTextField,
} from '@poslovno/domain';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import type { TMessageKey } from '../../../i18n/messages';
import { Button } from '../../../ui/button';
import { DataTable, type TDataTableColumn } from '../../../ui/data-table';
import { FilterPanel, FilterTextField, type TFilterValues } from '../../../ui/filter-panel';
import type { TKeysetPage } from '../../../ui/keyset-list';
import { StatusBadge } from '../../../ui/status-badge';
import { useKeysetList, type TKeysetPageRequest } from '../../../ui/use-keyset-list';
import { CatalogueExample, CatalogueSection } from './catalogue-section';
import styles from './tables-section.module.css';

type TTransactionStatus = 'EXECUTED' | 'PROCESSING' | 'REJECTED';

interface TTransaction {
  id: string;
  date: TIsoDate;
  counterparty: string;
  iban: string;
  description: string;
  amountMinor: TMinor;
  status: TTransactionStatus;
}

const COMPANIES = [
  'Slavonska žitna d.o.o.',
  'Jadranska ribarnica d.o.o.',
  'Zagorski mlin d.d.',
  'Međimurska pekara d.o.o.',
  'Istarski vinari d.o.o.',
  'Dalmacijacement d.d.',
  'Ličke šume j.d.o.o.',
  'Podravska čokolada d.o.o.',
] as const;

const DESCRIPTIONS = [
  'Plaćanje računa R-1-2025-0142',
  'Najam poslovnog prostora za ožujak',
  'Uplata kupca po računu 117-1-1',
  'Nabava sirovina prema ugovoru 24/2025',
  'Prijevoz robe, otpremnica 3381',
] as const;

const STATUSES: readonly TTransactionStatus[] = ['EXECUTED', 'EXECUTED', 'PROCESSING', 'REJECTED'];

const STATUS_KEYS: Readonly<Record<TTransactionStatus, TMessageKey>> = {
  EXECUTED: 'catalogue.tables.status.EXECUTED',
  PROCESSING: 'catalogue.tables.status.PROCESSING',
  REJECTED: 'catalogue.tables.status.REJECTED',
};

const ACCOUNT_IBAN = buildCroatianIban('234009', '511000001');
const TRANSACTION_COUNT = 45;
const FAKE_LATENCY_MS = 600;

function pick<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  assert(item !== undefined, 'pick needs a non-empty list');
  return item;
}

function buildTransaction(index: number): TTransaction {
  const isCredit = index % 3 === 0;
  const magnitude = BigInt(((index * 7919) % 250_000) + 1_500) * 10n;
  return {
    id: `tx-${index + 1}`,
    date: addDaysToIsoDate('2025-03-31', -Math.floor(index / 2)),
    counterparty: pick(COMPANIES, index),
    iban: buildCroatianIban('234009', String(110_000_000 + index * 37)),
    description: pick(DESCRIPTIONS, index),
    amountMinor: isCredit ? magnitude : -magnitude,
    status: pick(STATUSES, index),
  };
}

const TRANSACTIONS: readonly TTransaction[] = Array.from(
  { length: TRANSACTION_COUNT },
  (_, index) => buildTransaction(index),
);

/** A server stand-in: keyset pages of the list above, the cursor being the next row's position. */
function fetchTransactionsPage({
  cursor,
  pageSize,
  signal,
}: TKeysetPageRequest): Promise<TKeysetPage<TTransaction>> {
  const start = cursor === undefined ? 0 : Number(cursor);
  const end = start + pageSize;
  const page = {
    items: TRANSACTIONS.slice(start, end),
    nextCursor: end < TRANSACTIONS.length ? String(end) : null,
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(page), FAKE_LATENCY_MS);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('The page request was cancelled.', 'AbortError'));
    });
  });
}

const getTransactionKey = (transaction: TTransaction) => transaction.id;

function compareTransactions(a: TTransaction, b: TTransaction, column: string): number {
  if (column === 'amount')
    return a.amountMinor < b.amountMinor ? -1 : a.amountMinor > b.amountMinor ? 1 : 0;
  if (column === 'counterparty') return a.counterparty.localeCompare(b.counterparty, 'hr');
  return a.date.localeCompare(b.date);
}

function sortTransactions(
  rows: readonly TTransaction[],
  sort: SortDescriptor,
): readonly TTransaction[] {
  const direction = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => direction * compareTransactions(a, b, String(sort.column)));
}

function buildTransactionColumns(t: TTranslate, locale: TLocale): TDataTableColumn<TTransaction>[] {
  return [
    {
      id: 'date',
      header: t('catalogue.tables.column.date'),
      isSortable: true,
      cell: (row) => formatDateForLocale(row.date, locale),
    },
    {
      id: 'counterparty',
      header: t('catalogue.tables.column.counterparty'),
      isSortable: true,
      isRowHeader: true,
      minWidthRem: 14,
      cell: (row) => (
        <span className={styles.stack}>
          <span>{row.counterparty}</span>
          <span className={styles.muted}>{formatIbanGrouped(row.iban)}</span>
        </span>
      ),
    },
    {
      id: 'description',
      header: t('catalogue.tables.column.description'),
      cell: (row) => row.description,
    },
    {
      id: 'amount',
      header: t('catalogue.tables.column.amount'),
      isSortable: true,
      align: 'end',
      cell: (row) => formatMoneyAmount(row.amountMinor, 'EUR', locale),
    },
    {
      id: 'status',
      header: t('catalogue.tables.column.status'),
      cell: (row) => <StatusBadge status={row.status} label={t(STATUS_KEYS[row.status])} />,
    },
  ];
}

function ExportToolbar({ selectedCount }: { selectedCount: number }) {
  const { t } = useI18n();
  const [exportedCount, setExportedCount] = useState<number | null>(null);
  return (
    <>
      <Button
        size="small"
        isDisabled={selectedCount === 0}
        onPress={() => setExportedCount(selectedCount)}
      >
        {t('catalogue.tables.exportSelected')}
      </Button>
      <Button size="small" onPress={() => setExportedCount(TRANSACTION_COUNT)}>
        {t('catalogue.tables.exportAll')}
      </Button>
      <span role="status" className={styles.muted}>
        {exportedCount === null ? null : t('catalogue.tables.exported', { count: exportedCount })}
      </span>
    </>
  );
}

function TransactionsExample() {
  const { t, locale } = useI18n();
  const list = useKeysetList({
    queryKey: ['catalogue', 'transactions'],
    fetchPage: fetchTransactionsPage,
    getKey: getTransactionKey,
  });
  const [sort, setSort] = useState<SortDescriptor>({ column: 'date', direction: 'descending' });
  const [selection, setSelection] = useState<Selection>(new Set());
  const selectedCount = selection === 'all' ? list.items.length : selection.size;
  return (
    <DataTable
      label={t('catalogue.tables.transactionsLabel', { iban: formatIbanGrouped(ACCOUNT_IBAN) })}
      columns={buildTransactionColumns(t, locale)}
      rows={sortTransactions(list.items, sort)}
      getRowKey={getTransactionKey}
      sortDescriptor={sort}
      onSortChange={setSort}
      selectionMode="multiple"
      selectedKeys={selection}
      onSelectionChange={setSelection}
      toolbar={<ExportToolbar selectedCount={selectedCount} />}
      isLoading={list.isLoading}
      error={list.error}
      onRetry={list.retry}
      hasMore={list.hasMore}
      onLoadMore={list.loadMore}
      isLoadingMore={list.isLoadingMore}
    />
  );
}

function StateExamples() {
  const { t, locale } = useI18n();
  const columns = buildTransactionColumns(t, locale);
  const common = {
    columns,
    rows: [],
    getRowKey: getTransactionKey,
    emptyText: t('catalogue.tables.empty'),
  };
  return (
    <>
      <CatalogueExample title={t('catalogue.tables.example.empty')}>
        <DataTable {...common} label={t('catalogue.tables.emptyLabel')} />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.tables.example.loading')}>
        <DataTable {...common} label={t('catalogue.tables.loadingLabel')} isLoading />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.tables.example.error')}>
        <DataTable
          {...common}
          label={t('catalogue.tables.errorLabel')}
          error={new Error('The catalogue shows a failed first page.')}
          onRetry={() => undefined}
        />
      </CatalogueExample>
    </>
  );
}

interface TBulkItem {
  position: number;
  payee: string;
  iban: string;
  amountMinor: TMinor;
}

const BULK_ITEMS: readonly TBulkItem[] = Array.from({ length: 2_000 }, (_, index) => ({
  position: index + 1,
  payee: pick(COMPANIES, index * 5),
  iban: buildCroatianIban('248400', String(300_000_000 + index * 113)),
  amountMinor: BigInt(((index * 104_729) % 900_000) + 2_000),
}));

function VirtualExample() {
  const { t, locale } = useI18n();
  const columns: TDataTableColumn<TBulkItem>[] = [
    {
      id: 'position',
      header: t('catalogue.tables.column.position'),
      align: 'end',
      minWidthRem: 5,
      cell: (item) => item.position,
    },
    {
      id: 'payee',
      header: t('catalogue.tables.column.payee'),
      isRowHeader: true,
      minWidthRem: 14,
      cell: (item) => item.payee,
    },
    {
      id: 'iban',
      header: t('catalogue.tables.column.iban'),
      minWidthRem: 17,
      cell: (item) => formatIbanGrouped(item.iban),
    },
    {
      id: 'amount',
      header: t('catalogue.tables.column.amountEur'),
      align: 'end',
      cell: (item) => formatMoney(item.amountMinor, 'EUR', locale),
    },
  ];
  return (
    <DataTable
      label={t('catalogue.tables.virtualLabel')}
      columns={columns}
      rows={BULK_ITEMS}
      getRowKey={(item) => item.position}
    />
  );
}

interface TFilterExampleProps {
  rule: 'exactlyOne' | 'atLeastOne';
  title?: string;
  fields: Readonly<Record<string, { label: string } & TFilterTextField>>;
}

function describeApplied(
  t: TTranslate,
  fields: TFilterExampleProps['fields'],
  values: TFilterValues,
): string {
  const applied = Object.entries(values)
    .filter(([, value]) => value !== null)
    .map(([name, value]) => `${fields[name]?.label ?? name}: ${value ?? ''}`);
  return applied.length === 0
    ? t('catalogue.tables.filter.none')
    : t('catalogue.tables.filter.applied', { filters: applied.join('; ') });
}

function FilterExample({ rule, title, fields }: TFilterExampleProps) {
  const { t } = useI18n();
  const empty = Object.fromEntries(Object.keys(fields).map((name) => [name, null]));
  const [values, setValues] = useState<Record<string, string | null>>(empty);
  const [applied, setApplied] = useState<TFilterValues>(empty);
  return (
    <div className={styles.filterExample}>
      <FilterPanel
        rule={rule}
        title={title}
        values={values}
        onApply={setApplied}
        onReset={() => {
          setValues(empty);
          setApplied(empty);
        }}
        textFields={fields}
        headingLevel={4}
        isInitiallyExpanded
      >
        {Object.entries(fields).map(([name, field]) => (
          <FilterTextField
            key={name}
            name={name}
            label={field.label}
            value={values[name] ?? null}
            maxLength={field.maxLength}
            onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
          />
        ))}
      </FilterPanel>
      <p role="status">{describeApplied(t, fields, applied)}</p>
    </div>
  );
}

function FilterExamples() {
  const { t } = useI18n();
  return (
    <>
      <CatalogueExample title={t('catalogue.tables.example.filterAtLeastOne')}>
        <FilterExample
          rule="atLeastOne"
          fields={{
            payee: { label: t('catalogue.tables.filter.payee'), maxLength: 70 },
            description: {
              label: t('catalogue.tables.filter.description'),
              maxLength: 140,
              isDescription: true,
            },
            reference: { label: t('catalogue.tables.filter.reference'), maxLength: 22 },
          }}
        />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.tables.example.filterExactlyOne')}>
        <FilterExample
          rule="exactlyOne"
          title={t('catalogue.tables.filter.companyTitle')}
          fields={{
            oib: { label: t('catalogue.tables.filter.oib'), maxLength: 11 },
            name: { label: t('catalogue.tables.filter.name'), maxLength: 70 },
            iban: { label: t('catalogue.tables.filter.iban'), maxLength: 34 },
          }}
        />
      </CatalogueExample>
    </>
  );
}

export function TablesSection() {
  const { t } = useI18n();
  return (
    <CatalogueSection
      id="tables"
      title={t('catalogue.section.tables')}
      description={t('catalogue.tables.description')}
    >
      <div className={styles.wide}>
        <CatalogueExample title={t('catalogue.tables.example.transactions')}>
          <TransactionsExample />
        </CatalogueExample>
      </div>
      <StateExamples />
      <div className={styles.wide}>
        <CatalogueExample title={t('catalogue.tables.example.virtual')}>
          <VirtualExample />
        </CatalogueExample>
      </div>
      <FilterExamples />
    </CatalogueSection>
  );
}
