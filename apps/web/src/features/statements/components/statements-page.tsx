import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Selection } from 'react-aria-components';
import { apiRoutes } from '../../../api/api-routes';
import {
  STATEMENT_DOWNLOAD_STATES,
  STATEMENT_PERIODS,
  STATEMENT_TYPES,
  type TStatement,
  type TStatementFormat,
  type TStatementTypes,
} from '@poslovno/contract';
import {
  checkStatementDownloadCount,
  formatDateForLocale,
  formatInstantForLocale,
  getAccountDisplayLabel,
  getZagrebWallClock,
  MAX_STATEMENTS_PER_DOWNLOAD,
  type TLocale,
} from '@poslovno/domain';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { formatWireAmount } from '../../../lib/account-format';
import { toFilterSearchParams } from '../../../lib/filter-search-params';
import { formatByteSize, useFileDownload } from '../../../lib/use-file-download';
import { Button } from '../../../ui/button';
import { DataTable, type TDataTableColumn } from '../../../ui/data-table';
import { DateRangeField } from '../../../ui/date-range-field';
import { ErrorNotice } from '../../../ui/error-notice';
import { FilterPanel, type TFilterValues } from '../../../ui/filter-panel';
import { SelectFormField } from '../../../ui/select-field';
import { Notice } from '../../../ui/notice';
import { notify } from '../../../ui/notifications';
import { PageHeader } from '../../../ui/page-header';
import { ProgressBar } from '../../../ui/progress-bar';
import { StatusBadge } from '../../../ui/status-badge';
import { useStatementTypes } from '../api/get-statement-types';
import { getStatementKey, useStatements, type TStatementFilter } from '../api/get-statements';
import { statementsQueryRoot } from '../api/statement-query-keys';
import styles from './statements.module.css';
import { getBankToday } from '../../../lib/bank-clock';

const FILTER_KEYS = ['type', 'period', 'from', 'to', 'downloadState', 'accountId'] as const;
type TFilterKey = (typeof FILTER_KEYS)[number];
const ALL = 'ALL';

function pickOneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The applied filters live in the address, so a link (from an account) opens them filtered. */
function readFilter(params: URLSearchParams): TStatementFilter {
  const period = pickOneOf(STATEMENT_PERIODS, params.get('period'));
  const filter: TStatementFilter = {
    type: pickOneOf(STATEMENT_TYPES, params.get('type')),
    period,
    downloadState: pickOneOf(STATEMENT_DOWNLOAD_STATES, params.get('downloadState')),
    accountId: params.get('accountId') ?? undefined,
    ...(period === 'SELECTED'
      ? { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined }
      : {}),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
}

function toSearchParams(values: Readonly<Record<string, string | null>>): URLSearchParams {
  const isSelected = values['period'] === 'SELECTED';
  return toFilterSearchParams(
    FILTER_KEYS,
    values,
    (key, value) => value !== ALL && (isSelected || (key !== 'from' && key !== 'to')),
  );
}

function describeNumber(statement: TStatement, t: TTranslate): string {
  if (statement.type !== 'INTRADAY')
    return t('statements.number', { number: statement.number, year: statement.year });
  const time = statement.cutOffAt
    ? getZagrebWallClock(new Date(statement.cutOffAt)).time.slice(0, 5)
    : '';
  return t('statements.intradayNumber', { number: statement.number, time });
}

function describeAccount(statement: TStatement, t: TTranslate): string {
  if (!statement.account)
    return t('statements.group', {
      currency: statement.currency,
      count: statement.groupAccounts.length,
    });
  return getAccountDisplayLabel(statement.account);
}

function formatAmount(amount: string, currency: string, locale: TLocale): string {
  return formatWireAmount(amount, currency, locale) ?? `${amount} ${currency}`;
}

/** A turnover with its direction's sign; none on a zero, which is neither. */
function formatTurnover(
  t: TTranslate,
  key: 'statements.debit' | 'statements.credit',
  amount: string,
  currency: string,
  locale: TLocale,
): string {
  const text = formatAmount(amount, currency, locale);
  return /^-?0+(\.0+)?$/.test(amount) ? text : t(key, { amount: text });
}

function StatementFileButton({
  statement,
  format,
  onDownloaded,
}: {
  statement: TStatement;
  format: TStatementFormat;
  onDownloaded: () => void;
}) {
  const { t, locale } = useI18n();
  const { download, isDownloading } = useFileDownload(apiRoutes.postStatementsDownload);
  const labelValues = {
    number: describeNumber(statement, t),
    date: formatDateForLocale(statement.statementDate, locale),
  };
  return (
    <Button
      size="small"
      isBusy={isDownloading}
      aria-label={t(format === 'PDF' ? 'statements.pdfLabel' : 'statements.xmlLabel', labelValues)}
      onPress={() =>
        download(
          { body: { statementIds: [statement.id], format } },
          {
            onSuccess: onDownloaded,
            onError: (error) => notify({ tone: 'error', title: error.message }),
          },
        )
      }
    >
      {t(format === 'PDF' ? 'statements.pdf' : 'statements.xml')}
    </Button>
  );
}

function buildColumns(
  t: TTranslate,
  locale: TLocale,
  onDownloaded: () => void,
): TDataTableColumn<TStatement>[] {
  return [
    {
      id: 'date',
      header: t('statements.column.date'),
      isRowHeader: true,
      // The type and number under the date: one column less, so the files fit a 1280 px screen.
      cell: (row) => (
        <div className={styles.cellStack}>
          <span className={styles.nowrap}>{formatDateForLocale(row.statementDate, locale)}</span>
          <span className={styles.muted}>
            {t('statements.typeAndNumber', {
              type: t(`statements.type.${row.type}`),
              number: describeNumber(row, t),
            })}
          </span>
        </div>
      ),
    },
    {
      id: 'account',
      header: t('statements.column.account'),
      cell: (row) => describeAccount(row, t),
    },
    {
      id: 'balances',
      header: t('statements.column.balances'),
      align: 'end',
      cell: (row) => (
        <div className={styles.cellStack}>
          <span className={styles.nowrap}>
            {formatAmount(row.openingBalance, row.currency, locale)}
          </span>
          <span className={styles.nowrap}>
            {formatAmount(row.closingBalance, row.currency, locale)}
          </span>
        </div>
      ),
    },
    {
      id: 'turnover',
      header: t('statements.column.turnover'),
      align: 'end',
      cell: (row) => (
        <div className={styles.cellStack}>
          <span className={styles.nowrap}>
            {formatTurnover(t, 'statements.debit', row.debitTurnover, row.currency, locale)}
          </span>
          <span className={styles.nowrap}>
            {formatTurnover(t, 'statements.credit', row.creditTurnover, row.currency, locale)}
          </span>
        </div>
      ),
    },
    {
      id: 'state',
      header: t('statements.column.state'),
      cell: (row) => {
        const state = row.isDownloaded ? 'DOWNLOADED' : 'NOT_DOWNLOADED';
        return (
          <div className={styles.cellStack}>
            <StatusBadge status={state} label={t(`statements.state.${state}`)} />
            {row.downloadedAt ? (
              <span className={styles.muted}>
                {t('statements.downloadedBy', {
                  name: row.downloadedBy ?? t('common.none'),
                  dateTime: formatInstantForLocale(row.downloadedAt, locale),
                })}
              </span>
            ) : null}
          </div>
        );
      },
    },
    {
      id: 'actions',
      header: t('statements.column.actions'),
      cell: (row) => (
        <div className={styles.rowActions}>
          <StatementFileButton statement={row} format="PDF" onDownloaded={onDownloaded} />
          <StatementFileButton statement={row} format="CAMT053" onDownloaded={onDownloaded} />
        </div>
      ),
    },
  ];
}

/**
 * Downloads the selection in one request (000 §9: at most 50): a ZIP, or the file itself for one.
 * Above 50 the buttons stay disabled and the notice says why, before anything is sent.
 */
function SelectionDownload({
  selectedIds,
  onDownloaded,
}: {
  selectedIds: readonly string[];
  onDownloaded: () => void;
}) {
  const { t, locale } = useI18n();
  const pdf = useFileDownload(apiRoutes.postStatementsDownload);
  const xml = useFileDownload(apiRoutes.postStatementsDownload);
  const active = pdf.isDownloading ? pdf : xml.isDownloading ? xml : undefined;
  const isTooMany = !checkStatementDownloadCount(selectedIds.length).ok;
  const isDisabled = selectedIds.length === 0 || isTooMany || active !== undefined;
  const settle = {
    onSuccess: (fileName: string) => {
      notify({ tone: 'success', title: t('statements.downloaded', { fileName }) });
      onDownloaded();
    },
    onError: (error: Error) => notify({ tone: 'error', title: error.message }),
  };
  const start = (download: typeof pdf.download, format: TStatementFormat) =>
    download({ body: { statementIds: [...selectedIds], format } }, settle);
  return (
    <div className={styles.selectionTools}>
      <div className={styles.actions}>
        <Button
          size="small"
          variant="primary"
          isBusy={pdf.isDownloading}
          isDisabled={isDisabled}
          onPress={() => start(pdf.download, 'PDF')}
        >
          {t('statements.downloadSelectedPdf')}
        </Button>
        <Button
          size="small"
          isBusy={xml.isDownloading}
          isDisabled={isDisabled}
          onPress={() => start(xml.download, 'CAMT053')}
        >
          {t('statements.downloadSelectedXml')}
        </Button>
      </div>
      {isTooMany ? (
        <Notice tone="warning">
          {t('statements.tooMany', {
            count: selectedIds.length,
            max: MAX_STATEMENTS_PER_DOWNLOAD,
          })}
        </Notice>
      ) : null}
      {active?.progress ? (
        <div className={styles.progress}>
          <ProgressBar
            label={t('statements.progress')}
            isIndeterminate={active.progress.totalBytes === undefined}
            value={
              active.progress.totalBytes
                ? (100 * active.progress.receivedBytes) / active.progress.totalBytes
                : 0
            }
            valueLabel={t('statements.received', {
              size: formatByteSize(active.progress.receivedBytes, locale),
            })}
          />
        </div>
      ) : null}
    </div>
  );
}

function StatementFilters({
  applied,
  types,
  onApply,
}: {
  applied: TStatementFilter;
  types: TStatementTypes | undefined;
  onApply: (values: Readonly<Record<string, string | null>>) => void;
}) {
  const { t } = useI18n();
  const toValues = (filter: TStatementFilter): TFilterValues =>
    Object.fromEntries(FILTER_KEYS.map((key) => [key, filter[key] ?? null]));
  const [values, setValues] = useState<TFilterValues>(() => toValues(applied));
  const [datesError, setDatesError] = useState<string | undefined>(undefined);
  const set = (key: TFilterKey, value: string | null) =>
    setValues((current) => ({ ...current, [key]: value === ALL ? null : value }));
  const today = getBankToday();
  const isSelectedPeriod = values['period'] === 'SELECTED';
  const typeOptions = [
    { id: ALL, label: t('statements.filter.allTypes') },
    ...STATEMENT_TYPES.filter((type) => type !== 'GROUP' || types?.groupStatementEnabled).map(
      (type) => ({ id: type, label: t(`statements.type.${type}`) }),
    ),
  ];
  const accountOptions = [
    { id: ALL, label: t('statements.filter.allAccounts') },
    ...(types?.statementsByAccount ?? []).map(({ account }) => ({
      id: account.id,
      label: getAccountDisplayLabel(account),
    })),
  ];

  function apply(checked: Readonly<Record<string, string | null>>) {
    // A chosen period needs at least one of its dates; said here, before the list is asked.
    if (checked['period'] === 'SELECTED' && !checked['from'] && !checked['to']) {
      setDatesError(t('statements.filter.datesRequired'));
      return;
    }
    setDatesError(undefined);
    onApply(checked);
  }

  return (
    <FilterPanel
      rule="any"
      values={values}
      onApply={apply}
      onReset={() => {
        setValues(toValues({}));
        setDatesError(undefined);
        onApply({});
      }}
      isInitiallyExpanded
    >
      <SelectFormField
        label={t('statements.filter.type')}
        options={typeOptions}
        value={values['type'] ?? ALL}
        onChange={(id) => set('type', id)}
      />
      <SelectFormField
        label={t('statements.filter.period')}
        options={STATEMENT_PERIODS.map((period) => ({
          id: period,
          label: t(`statements.filter.period.${period}`),
        }))}
        value={values['period'] ?? ALL}
        onChange={(id) => set('period', id)}
      />
      {isSelectedPeriod ? (
        <DateRangeField
          label={t('statements.filter.dates')}
          value={{ from: values['from'] ?? null, to: values['to'] ?? null }}
          onChange={(range) => setValues((current) => ({ ...current, ...range }))}
          maxDate={today}
          errorMessage={datesError}
        />
      ) : null}
      <SelectFormField
        label={t('statements.filter.downloadState')}
        options={STATEMENT_DOWNLOAD_STATES.map((state) => ({
          id: state,
          label: t(`statements.filter.downloadState.${state}`),
        }))}
        value={values['downloadState'] ?? ALL}
        onChange={(id) => set('downloadState', id)}
      />
      <SelectFormField
        label={t('statements.filter.account')}
        options={accountOptions}
        value={values['accountId'] ?? ALL}
        onChange={(id) => set('accountId', id)}
      />
    </FilterPanel>
  );
}

function DeliveryNotice({ types }: { types: TStatementTypes | undefined }) {
  const { t } = useI18n();
  if (types?.deliveryScope === 'NONE')
    return <Notice tone="info">{t('statements.noDelivery')}</Notice>;
  if (types?.deliveryScope === 'LIMITED')
    return <Notice tone="info">{t('statements.limitedDelivery')}</Notice>;
  return null;
}

function readSelectedIds(selection: Selection, rows: readonly TStatement[]): string[] {
  if (selection === 'all') return rows.map(getStatementKey);
  return [...selection].map(String);
}

/** /statements (000 §2): filters, the list with selection, and downloads of up to 50 at once. */
export default function StatementsPage() {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readFilter(params), [params]);
  const types = useStatementTypes();
  const list = useStatements(filter);
  const [selection, setSelection] = useState<Selection>(new Set());
  const selectedIds = readSelectedIds(selection, list.items);

  function refreshAfterDownload() {
    setSelection(new Set());
    void queryClient.invalidateQueries({ queryKey: statementsQueryRoot });
  }

  return (
    <>
      <PageHeader title={t('statements.title')} subtitle={t('statements.subtitle')} />
      <div className={styles.stack}>
        {types.error ? <ErrorNotice error={types.error} /> : null}
        <DeliveryNotice types={types.data} />
        <StatementFilters
          key={params.toString()}
          applied={filter}
          types={types.data}
          onApply={(values) => {
            setSelection(new Set());
            setParams(toSearchParams(values));
          }}
        />
        <DataTable
          label={t('statements.tableLabel')}
          columns={buildColumns(t, locale, refreshAfterDownload)}
          rows={list.items}
          getRowKey={getStatementKey}
          selectionMode="multiple"
          selectedKeys={selection}
          onSelectionChange={setSelection}
          isLoading={list.isLoading}
          error={list.error}
          onRetry={list.retry}
          emptyText={t('statements.empty')}
          hasMore={list.hasMore}
          onLoadMore={list.loadMore}
          isLoadingMore={list.isLoadingMore}
          toolbar={
            <SelectionDownload selectedIds={selectedIds} onDownloaded={refreshAfterDownload} />
          }
        />
      </div>
    </>
  );
}
