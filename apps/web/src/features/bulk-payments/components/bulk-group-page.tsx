import { useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { TBulkPaymentItem } from '@poslovno/contract';
import { formatDateForLocale, type TLocale } from '@poslovno/domain';
import { isApiError } from '../../../api/api-client';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { Card } from '../../../ui/card';
import { DataTable, type TDataTableColumn } from '../../../ui/data-table';
import { ErrorNotice } from '../../../ui/error-notice';
import { FactList } from '../../../ui/fact-list';
import { WarningIcon } from '../../../ui/icons';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { SegmentedControl } from '../../../ui/segmented-control';
import { Spinner } from '../../../ui/spinner';
import { StatusBadge } from '../../../ui/status-badge';
import {
  getBulkItemKey,
  isBulkGroupId,
  isBulkPaymentId,
  useBulkPaymentGroup,
  type TGroupHead,
} from '../api/bulk-payments-api';
import { formatBulkAccount, formatBulkMoney, formatGroupAmount } from '../model/bulk-view';
import { BulkErrorList, BulkStatusBadge } from './bulk-parts';
import styles from './bulk-payments.module.css';

/** A line's error, said in words (not by colour alone): its message at its place, and how many. */
function ItemError({ item }: { item: TBulkPaymentItem }) {
  const { t } = useI18n();
  if (item.paymentError === null)
    return <span className={styles.muted}>{t('bulkPayments.noErrors')}</span>;
  const { message, line, column } = item.paymentError;
  return (
    <span className={styles.itemError}>
      <WarningIcon />
      <span>
        <span className={styles.errorMark}>{t('bulkPayments.item.hasError')}</span>{' '}
        {t('bulkPayments.item.errorAt', { message, line, column })}
        {item.errorCount > 1 ? (
          <span className={styles.muted}>
            {' '}
            {t('bulkPayments.item.moreErrors', { count: item.errorCount - 1 })}
          </span>
        ) : null}
      </span>
    </span>
  );
}

function buildItemColumns(t: TTranslate, locale: TLocale): TDataTableColumn<TBulkPaymentItem>[] {
  return [
    {
      id: 'index',
      header: t('bulkPayments.item.column.index'),
      cell: (item) => (
        <div className={styles.cellStack}>
          <span className={styles.nowrap}>{item.index}</span>
          {item.instrId ? (
            <span className={`${styles.muted} ${styles.breakable}`}>{item.instrId}</span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'payee',
      header: t('bulkPayments.item.column.payee'),
      isRowHeader: true,
      cell: (item) => (
        <div className={styles.cellStack}>
          <span>{item.creditorName}</span>
          <span className={`${styles.muted} ${styles.nowrap}`}>
            {item.creditorIban
              ? formatBulkAccount(item.creditorIban)
              : t('bulkPayments.item.noIban')}
          </span>
        </div>
      ),
    },
    {
      id: 'amount',
      header: t('bulkPayments.item.column.amount'),
      align: 'end',
      cell: (item) => <span className={styles.amount}>{formatBulkMoney(item, locale)}</span>,
    },
    {
      id: 'description',
      header: t('bulkPayments.item.column.description'),
      cell: (item) => <span className={styles.breakable}>{item.description ?? ''}</span>,
    },
    {
      id: 'status',
      header: t('bulkPayments.item.column.status'),
      cell: (item) => (
        <div className={styles.cellStack}>
          <StatusBadge status={item.status} label={t(`bulkPayments.itemStatus.${item.status}`)} />
          {item.rejectionReason ? (
            <span className={styles.muted}>{item.rejectionReason}</span>
          ) : null}
          {item.paymentId ? (
            <Link to={`/payments?paymentId=${item.paymentId}`}>
              {t('bulkPayments.item.payment', { paymentId: item.paymentId })}
            </Link>
          ) : null}
        </div>
      ),
    },
    {
      id: 'error',
      header: t('bulkPayments.item.column.error'),
      cell: (item) => <ItemError item={item} />,
    },
  ];
}

function GroupFacts({ head }: { head: TGroupHead }) {
  const { t, locale } = useI18n();
  const { group } = head;
  return (
    <section aria-label={t('bulkPayments.group.facts')}>
      <Card>
        <FactList
          items={[
            [t('bulkPayments.group.fact.pmtInfId'), group.pmtInfId],
            [t('bulkPayments.group.fact.file'), `${head.fileName} (${head.fileReferenceId})`],
            [
              t('bulkPayments.group.fact.account'),
              [formatBulkAccount(group.account.iban), group.account.name ?? group.debtorName]
                .filter(Boolean)
                .join(' · '),
            ],
            [t('bulkPayments.group.fact.date'), formatDateForLocale(group.executionDate, locale)],
            [t('bulkPayments.group.fact.amount'), formatGroupAmount(group, locale)],
            [
              t('bulkPayments.group.fact.payments'),
              t('bulkPayments.paymentCount', { count: group.numberOfPayments }),
            ],
            [
              t('bulkPayments.group.fact.outcome'),
              t('bulkPayments.group.fact.outcomeValue', {
                executed: group.executedCount,
                rejected: group.rejectedCount,
              }),
            ],
            [
              t('bulkPayments.group.fact.errors'),
              group.errorCount > 0
                ? t('bulkPayments.errorCount', { count: group.errorCount })
                : t('bulkPayments.noErrors'),
            ],
          ]}
        />
      </Card>
    </section>
  );
}

/**
 * /bulk-payment/:bulkPaymentId/groups/:groupId (000 §2, §3): a group's facts and errors, and its
 * payment lines 20 a page (all, or only those with errors), each line's error said at its place.
 */
export default function BulkGroupPage() {
  const { bulkPaymentId, groupId } = useParams();
  const isValid = isBulkPaymentId(bulkPaymentId) && isBulkGroupId(groupId);
  const { t } = useI18n();
  const back = (
    <Link
      to={isBulkPaymentId(bulkPaymentId) ? `/bulk-payment/${bulkPaymentId}` : '/bulk-payment'}
      className={styles.backLink}
    >
      {t('bulkPayments.group.back')}
    </Link>
  );
  if (!isValid)
    return (
      <>
        <PageHeader before={back} title={t('bulkPayments.title')} />
        <Notice tone="warning">
          <p>{t('bulkPayments.group.notFound')}</p>
        </Notice>
      </>
    );
  return <GroupScreen bulkPaymentId={bulkPaymentId} groupId={groupId} back={back} />;
}

function GroupScreen({
  bulkPaymentId,
  groupId,
  back,
}: {
  bulkPaymentId: string;
  groupId: string;
  back: ReactNode;
}) {
  const { t, locale } = useI18n();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const items = useBulkPaymentGroup(bulkPaymentId, groupId, onlyErrors);
  const itemsHeadingId = useId();
  // The group's facts stay while the lines are read again (the filter changed): the checkbox
  // keeps its place and its focus.
  const [lastHead, setLastHead] = useState<TGroupHead | undefined>(undefined);
  if (items.firstPage && items.firstPage !== lastHead) setLastHead(items.firstPage);
  const head = items.firstPage ?? lastHead;
  const isMissing = isApiError(items.error) && items.error.code === 'NOT_FOUND';

  if (!head) {
    return (
      <>
        <PageHeader before={back} title={t('bulkPayments.title')} />
        {isMissing ? (
          <Notice tone="warning">
            <p>{t('bulkPayments.group.notFound')}</p>
          </Notice>
        ) : items.error ? (
          <ErrorNotice error={items.error} onRetry={items.retry} />
        ) : (
          <Spinner label={t('bulkPayments.group.loading')} />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        before={back}
        title={t('bulkPayments.group.title', { pmtInfId: head.group.pmtInfId })}
        subtitle={
          <span className={styles.statusStack}>
            <BulkStatusBadge status={head.group.status} />
            <span>
              {[
                t('bulkPayments.paymentCount', { count: head.group.numberOfPayments }),
                formatGroupAmount(head.group, locale),
              ].join(' · ')}
            </span>
          </span>
        }
      />
      <div className={styles.stack}>
        <GroupFacts head={head} />
        <BulkErrorList errors={head.group.errors} title={t('bulkPayments.errors.group')} />
        <section aria-labelledby={itemsHeadingId} className={styles.section}>
          <h2 id={itemsHeadingId} className={styles.sectionTitle}>
            {t('bulkPayments.items.title')}
          </h2>
          <SegmentedControl
            label={t('bulkPayments.items.show')}
            options={[
              { id: 'all', label: t('bulkPayments.items.all') },
              { id: 'errors', label: t('bulkPayments.items.onlyErrors') },
            ]}
            value={onlyErrors ? 'errors' : 'all'}
            onChange={(shown) => setOnlyErrors(shown === 'errors')}
          />
          <DataTable
            label={t('bulkPayments.items.label', { pmtInfId: head.group.pmtInfId })}
            columns={buildItemColumns(t, locale)}
            rows={items.items}
            getRowKey={getBulkItemKey}
            isLoading={items.isLoading}
            error={items.error}
            onRetry={items.retry}
            emptyText={t(onlyErrors ? 'bulkPayments.items.noErrors' : 'bulkPayments.items.empty')}
            hasMore={items.hasMore}
            onLoadMore={items.loadMore}
            isLoadingMore={items.isLoadingMore}
          />
        </section>
      </div>
    </>
  );
}
