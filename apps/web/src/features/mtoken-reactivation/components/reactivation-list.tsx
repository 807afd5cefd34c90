import { Link } from 'react-router';
import type { TReactivation } from '@poslovno/contract';
import { formatInstantForLocale, type TLocale } from '@poslovno/domain';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { formatMobilePhone } from '../../../signing/signed-fields';
import { getButtonClassName } from '../../../ui/button';
import { DataTable, type TDataTableColumn } from '../../../ui/data-table';
import { ReactivationStatus } from './reactivation-status';
import styles from './reactivation.module.css';

/** The address of a request's own view: its recapitulation, or its outcome once signed. */
export function getReactivationPath(requestId: string): string {
  return `?id=${encodeURIComponent(requestId)}`;
}

function buildColumns(t: TTranslate, locale: TLocale): TDataTableColumn<TReactivation>[] {
  const createdAt = (request: TReactivation) => formatInstantForLocale(request.createdAt, locale);
  return [
    {
      id: 'createdAt',
      header: t('reactivation.list.createdAt'),
      isRowHeader: true,
      cell: (request) => <span className={styles.nowrap}>{createdAt(request)}</span>,
    },
    {
      id: 'phone',
      header: t('reactivation.list.phone'),
      cell: (request) => (
        <span className={styles.nowrap}>{formatMobilePhone(request.mobilePhone)}</span>
      ),
    },
    {
      id: 'reason',
      header: t('reactivation.list.reason'),
      cell: (request) => t(`signing.field.reason.${request.reason}`),
    },
    {
      id: 'status',
      header: t('reactivation.list.status'),
      cell: (request) => (
        <div className={styles.cellStack}>
          <ReactivationStatus status={request.status} />
          {request.activatedAt ? (
            <span className={styles.muted}>
              {t('reactivation.list.activatedAt', {
                dateTime: formatInstantForLocale(request.activatedAt, locale),
              })}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'open',
      header: t('reactivation.list.actions'),
      cell: (request) => (
        <Link
          to={getReactivationPath(request.id)}
          className={getButtonClassName({ size: 'small' })}
          aria-label={t(
            request.status === 'CREATED'
              ? 'reactivation.list.continueLabel'
              : 'reactivation.list.openLabel',
            { dateTime: createdAt(request) },
          )}
        >
          {t(
            request.status === 'CREATED' ? 'reactivation.list.continue' : 'reactivation.list.open',
          )}
        </Link>
      ),
    },
  ];
}

/** The person's latest reactivations, newest first (GET /authentication/reactivations). */
export function ReactivationList({
  requests,
  isLoading,
  error,
  onRetry,
  shownId,
}: {
  requests: readonly TReactivation[];
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
  shownId: string | null;
}) {
  const { t, locale } = useI18n();
  return (
    <DataTable
      label={t('reactivation.list.caption')}
      columns={buildColumns(t, locale)}
      rows={requests}
      getRowKey={(request) => request.id}
      isCurrentRow={(request) => request.id === shownId}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      emptyText={t('reactivation.list.empty')}
    />
  );
}
