import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { TBulkPaymentSummary } from '@poslovno/contract';
import {
  PREDEFINED_PERIODS,
  formatInstantForLocale,
  validateDateRange,
  type TDateRange,
  type TLocale,
} from '@poslovno/domain';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { getBankToday } from '../../../lib/bank-clock';
import { getButtonClassName } from '../../../ui/button';
import { DataTable, type TDataTableColumn } from '../../../ui/data-table';
import { DateRangeField } from '../../../ui/date-range-field';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { SelectFormField } from '../../../ui/select-field';
import { getBulkPaymentKey, useBulkPayments } from '../api/bulk-payments-api';
import { FILTER_STATUSES, readStatusFilter, type TBulkListFilter } from '../model/bulk-view';
import { BulkListDownloads, BulkStatusBadge, BulkTotals } from './bulk-parts';
import styles from './bulk-payments.module.css';

const ALL = 'ALL';

/** The list's navigation state after a file was deleted on its details page. */
function readDeletedFileName(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('deletedFileName' in state)) return null;
  return typeof state.deletedFileName === 'string' ? state.deletedFileName : null;
}

function buildColumns(t: TTranslate, locale: TLocale): TDataTableColumn<TBulkPaymentSummary>[] {
  return [
    {
      id: 'file',
      header: t('bulkPayments.column.file'),
      isRowHeader: true,
      cell: (file) => (
        <div className={styles.cellStack}>
          <Link
            to={`/bulk-payment/${file.bulkPaymentId}`}
            aria-label={t('bulkPayments.openLabel', { fileName: file.fileName })}
          >
            {file.fileName}
          </Link>
          <span className={`${styles.muted} ${styles.breakable}`}>{file.fileReferenceId}</span>
        </div>
      ),
    },
    {
      id: 'uploaded',
      header: t('bulkPayments.column.uploaded'),
      cell: (file) => (
        <span className={styles.nowrap}>{formatInstantForLocale(file.uploadTime, locale)}</span>
      ),
    },
    {
      id: 'payments',
      header: t('bulkPayments.column.payments'),
      cell: (file) => (
        <span className={styles.nowrap}>
          {t('bulkPayments.paymentCount', { count: file.numberOfPayments })}
        </span>
      ),
    },
    {
      id: 'total',
      header: t('bulkPayments.column.total'),
      align: 'end',
      cell: (file) => <BulkTotals totals={file.totals} />,
    },
    {
      id: 'status',
      header: t('bulkPayments.column.status'),
      cell: (file) => <BulkStatusBadge status={file.status} />,
    },
    {
      id: 'errors',
      header: t('bulkPayments.column.errors'),
      cell: (file) =>
        file.errorCount > 0 ? (
          <span className={styles.errorMark}>
            {t('bulkPayments.errorCount', { count: file.errorCount })}
          </span>
        ) : (
          <span className={styles.muted}>{t('bulkPayments.noErrors')}</span>
        ),
    },
  ];
}

/**
 * /bulk-payment (000 §2 Bulk payments): the company's SEPA files, newest first, with what each
 * holds, where it stands and how many errors it has; filtered by status and upload period, paged
 * with "load more", downloadable as PDF or XLS; Upload leads to /bulk-payment/upload.
 */
export default function BulkPaymentsPage() {
  const { t, locale } = useI18n();
  const [status, setStatus] = useState<TBulkListFilter['status']>(null);
  const [range, setRange] = useState<TDateRange>({ from: null, to: null });
  // A range that breaks its rule is said under the fields and keeps the list as it was.
  const [appliedRange, setAppliedRange] = useState<TDateRange>(range);
  const filter: TBulkListFilter = { status, ...appliedRange };
  const files = useBulkPayments(filter);
  const deletedFileName = readDeletedFileName(useLocation().state);
  const isFiltered = status !== null || appliedRange.from !== null || appliedRange.to !== null;

  return (
    <>
      <PageHeader
        title={t('bulkPayments.title')}
        subtitle={t('bulkPayments.subtitle')}
        actions={
          <>
            {files.items.length > 0 ? <BulkListDownloads filter={filter} /> : null}
            <Link to="/bulk-payment/upload" className={getButtonClassName({ variant: 'primary' })}>
              {t('bulkPayments.upload')}
            </Link>
          </>
        }
      />
      <div className={styles.stack}>
        {deletedFileName ? (
          <Notice tone="success">
            <p>{t('bulkPayments.deleted', { fileName: deletedFileName })}</p>
          </Notice>
        ) : null}
        <section aria-label={t('bulkPayments.filter.label')} className={styles.filters}>
          <SelectFormField
            label={t('bulkPayments.filter.status')}
            options={[
              { id: ALL, label: t('bulkPayments.filter.allStatuses') },
              ...FILTER_STATUSES.map((one) => ({
                id: one,
                label: t(`bulkPayments.status.${one}`),
              })),
            ]}
            value={status ?? ALL}
            onChange={(id) => setStatus(readStatusFilter(id))}
          />
          <DateRangeField
            label={t('bulkPayments.filter.period')}
            value={range}
            periods={PREDEFINED_PERIODS}
            today={getBankToday()}
            onChange={(next) => {
              setRange(next);
              if (validateDateRange(next.from, next.to).ok) setAppliedRange(next);
            }}
          />
        </section>
        <DataTable
          label={t('bulkPayments.list.label')}
          columns={buildColumns(t, locale)}
          rows={files.items}
          getRowKey={getBulkPaymentKey}
          isLoading={files.isLoading}
          error={files.error}
          onRetry={files.retry}
          emptyText={t(isFiltered ? 'bulkPayments.list.noMatch' : 'bulkPayments.list.empty')}
          hasMore={files.hasMore}
          onLoadMore={files.loadMore}
          isLoadingMore={files.isLoadingMore}
        />
      </div>
    </>
  );
}
