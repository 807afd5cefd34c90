import { useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { TBulkPayment, TBulkPaymentGroup } from '@poslovno/contract';
import {
  BULK_PAYMENT_ORDER_TYPE,
  formatDateForLocale,
  formatInstantForLocale,
  type TLocale,
} from '@poslovno/domain';
import { isApiError } from '../../../api/api-client';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { SigningDialog } from '../../../signing/signing-dialog';
import { useSigningFailures } from '../../../signing/use-signing-failures';
import { Button, getButtonClassName } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { DataTable, type TDataTableColumn } from '../../../ui/data-table';
import { ErrorNotice } from '../../../ui/error-notice';
import { FactList } from '../../../ui/fact-list';
import { Notice, NoticeList } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { ProgressBar } from '../../../ui/progress-bar';
import { Spinner } from '../../../ui/spinner';
import { StatusBadge } from '../../../ui/status-badge';
import {
  isBulkPaymentId,
  useBulkPayment,
  useConvertBulkPayment,
  useDeleteBulkPayment,
  useRefreshBulkPayment,
  useStoreBulkAnswer,
} from '../api/bulk-payments-api';
import {
  formatBulkAccount,
  formatBulkTotals,
  formatGroupAmount,
  getConversionPercent,
  findConversionOutcome,
  isConverting,
  listSigningObstacles,
} from '../model/bulk-view';
import {
  BulkErrorList,
  BulkFileDownloads,
  BulkStatusBadge,
  ConvertBulkDialog,
  DeleteBulkDialog,
} from './bulk-parts';
import { buildBulkSigningTarget } from './bulk-signing';
import styles from './bulk-payments.module.css';

const LIST_PATH = '/bulk-payment';

function readIsUploaded(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'isUploaded' in state;
}

function buildGroupColumns(
  t: TTranslate,
  locale: TLocale,
  bulkPaymentId: string,
): TDataTableColumn<TBulkPaymentGroup>[] {
  return [
    {
      id: 'group',
      header: t('bulkPayments.group.column.group'),
      isRowHeader: true,
      cell: (group) => (
        <div className={styles.cellStack}>
          <Link
            to={`/bulk-payment/${bulkPaymentId}/groups/${group.groupId}`}
            aria-label={t('bulkPayments.group.openLabel', { pmtInfId: group.pmtInfId })}
            className={styles.breakable}
          >
            {group.pmtInfId}
          </Link>
          <span className={styles.muted}>
            {t('bulkPayments.group.number', { groupId: group.groupId })}
          </span>
        </div>
      ),
    },
    {
      id: 'account',
      header: t('bulkPayments.group.column.account'),
      cell: (group) => (
        <div className={styles.cellStack}>
          <span className={styles.nowrap}>{formatBulkAccount(group.account.iban)}</span>
          <span className={styles.muted}>{group.account.name ?? group.debtorName}</span>
        </div>
      ),
    },
    {
      id: 'date',
      header: t('bulkPayments.group.column.date'),
      cell: (group) => (
        <span className={styles.nowrap}>{formatDateForLocale(group.executionDate, locale)}</span>
      ),
    },
    {
      id: 'payments',
      header: t('bulkPayments.group.column.payments'),
      cell: (group) => (
        <span className={styles.nowrap}>
          {t('bulkPayments.paymentCount', { count: group.numberOfPayments })}
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('bulkPayments.group.column.amount'),
      align: 'end',
      cell: (group) => <span className={styles.amount}>{formatGroupAmount(group, locale)}</span>,
    },
    {
      id: 'status',
      header: t('bulkPayments.group.column.status'),
      cell: (group) => <BulkStatusBadge status={group.status} />,
    },
    {
      id: 'errors',
      header: t('bulkPayments.group.column.errors'),
      cell: (group) =>
        group.errorCount > 0 ? (
          <span className={styles.errorMark}>
            {t('bulkPayments.errorCount', { count: group.errorCount })}
          </span>
        ) : (
          <span className={styles.muted}>{t('bulkPayments.noErrors')}</span>
        ),
    },
  ];
}

/** The file's facts: what it is, who brought it, when it pays, and who signed it. */
function BulkSummary({ file }: { file: TBulkPayment }) {
  const { t, locale } = useI18n();
  const totalLabelId = useId();
  return (
    <section aria-label={t('bulkPayments.detail.facts')} className={styles.summary}>
      <Card>
        <FactList
          items={[
            [t('bulkPayments.fact.fileReferenceId'), file.fileReferenceId],
            [t('bulkPayments.fact.fileName'), file.fileName],
            [
              t('bulkPayments.fact.uploaded'),
              t('bulkPayments.fact.uploadedValue', {
                dateTime: formatInstantForLocale(file.uploadTime, locale),
                name: file.createdBy,
              }),
            ],
            [t('bulkPayments.fact.messageVersion'), file.messageVersion],
            [
              t('bulkPayments.fact.executionDates'),
              file.executionDates.map((date) => formatDateForLocale(date, locale)).join(', ') ||
                t('bulkPayments.fact.none'),
            ],
            [
              t('bulkPayments.fact.content'),
              t('bulkPayments.fact.contentValue', {
                payments: file.numberOfPayments,
                groups: file.groups.length,
              }),
            ],
            [
              t('bulkPayments.fact.errors'),
              file.errorCount > 0
                ? t('bulkPayments.errorCount', { count: file.errorCount })
                : t('bulkPayments.noErrors'),
            ],
            [
              t('bulkPayments.fact.signatures'),
              file.signatures.length === 0 ? (
                t('bulkPayments.fact.noSignatures')
              ) : (
                <ul key="signatures" className={styles.plainList}>
                  {file.signatures.map((signature) => (
                    <li key={`${signature.personName}-${signature.signedAt}`}>
                      {t('bulkPayments.fact.signature', {
                        name: signature.personName,
                        dateTime: formatInstantForLocale(signature.signedAt, locale),
                      })}
                    </li>
                  ))}
                </ul>
              ),
            ],
          ]}
        />
      </Card>
      <Card className={styles.totalCard}>
        <p id={totalLabelId} className={styles.totalLabel}>
          {t('bulkPayments.fact.total')}
        </p>
        <p aria-labelledby={totalLabelId} className={styles.totalValue}>
          {formatBulkTotals(file.totals, locale).map((total) => (
            <span key={total}>{total}</span>
          ))}
        </p>
      </Card>
    </section>
  );
}

/** Why the file cannot be signed, in plain words (000 §5), and what to do about it. */
function SigningObstacles({ file }: { file: TBulkPayment }) {
  const { t } = useI18n();
  const obstacles = listSigningObstacles(file);
  if (obstacles.length === 0) return null;
  // Signed by this person and waiting for someone else: nothing is wrong with the file.
  const isOnlyWaiting = obstacles.length === 1 && obstacles[0] === 'signedByYou';
  return (
    <Notice
      tone={isOnlyWaiting ? 'info' : 'warning'}
      title={t(
        isOnlyWaiting ? 'bulkPayments.obstacle.waitingTitle' : 'bulkPayments.obstacle.title',
      )}
    >
      <NoticeList items={obstacles.map((obstacle) => t(`bulkPayments.obstacle.${obstacle}`))} />
    </Notice>
  );
}

/** A conversion as it goes (polled), and once it ended, its outcome and the way to the payments. */
function ConversionState({ file }: { file: TBulkPayment }) {
  const { t } = useI18n();
  const conversion = file.conversion;
  if (isConverting(file)) {
    const percent = getConversionPercent(conversion);
    return (
      <Card>
        <ProgressBar
          label={t('bulkPayments.conversion.running')}
          value={percent ?? 0}
          isIndeterminate={percent === undefined}
          description={
            conversion
              ? t('bulkPayments.conversion.count', {
                  done: conversion.done,
                  total: conversion.total,
                  failed: conversion.failed,
                })
              : undefined
          }
        />
      </Card>
    );
  }
  const outcome = findConversionOutcome(file);
  if (outcome === undefined) return null;
  const toPayments = (
    <Link to="/payments" className={getButtonClassName({ size: 'small' })}>
      {t('bulkPayments.conversion.toPayments')}
    </Link>
  );
  const tone = outcome === 'CONVERSION_FINISHED' ? 'success' : 'warning';
  return (
    <Notice tone={tone} title={t(`bulkPayments.conversion.${outcome}`)} action={toPayments}>
      {conversion ? (
        <p>
          {t('bulkPayments.conversion.count', {
            done: conversion.done,
            total: conversion.total,
            failed: conversion.failed,
          })}
        </p>
      ) : null}
    </Notice>
  );
}

/**
 * /bulk-payment/:bulkPaymentId (000 §2, §3, §4): a SEPA file's facts, its groups with their
 * statuses and errors, and the errors that belong to no line; Sign (one signature over the total,
 * the count and the payees), Convert into single payments (its progress followed until it ends),
 * Delete, Refresh, and the XLS of its lines and, once signed, the bank's pain.002.
 */
export default function BulkPaymentPage() {
  const { t, locale } = useI18n();
  const { bulkPaymentId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const file = useBulkPayment(bulkPaymentId);
  const remove = useDeleteBulkPayment();
  const convert = useConvertBulkPayment();
  const refreshFile = useRefreshBulkPayment();
  const storeAnswer = useStoreBulkAnswer();
  const failures = useSigningFailures(BULK_PAYMENT_ORDER_TYPE);
  const [isSigning, setIsSigning] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [isConvertAsked, setIsConvertAsked] = useState(false);
  const data = file.data;
  const target = buildBulkSigningTarget(isSigning && data ? data : null);
  const groupsHeadingId = useId();

  const back = (
    <Link to={LIST_PATH} className={styles.backLink}>
      {t('bulkPayments.back')}
    </Link>
  );
  const isMissing =
    !isBulkPaymentId(bulkPaymentId) ||
    (file.isError && isApiError(file.error) && file.error.code === 'NOT_FOUND');
  if (isMissing || !data) {
    return (
      <>
        <PageHeader before={back} title={t('bulkPayments.title')} />
        {isMissing ? (
          <Notice tone="warning">
            <p>{t('bulkPayments.detail.notFound')}</p>
          </Notice>
        ) : file.isError ? (
          <ErrorNotice error={file.error} onRetry={() => void file.refetch()} />
        ) : (
          <Spinner label={t('bulkPayments.detail.loading')} />
        )}
      </>
    );
  }

  const failed = failures.failures.get(data.bulkPaymentId);
  return (
    <>
      <PageHeader
        before={back}
        title={t('bulkPayments.detail.title', { fileName: data.fileName })}
        subtitle={
          <span className={styles.statusStack}>
            <BulkStatusBadge status={data.status} />
            {failed ? <StatusBadge status={failed} label={t(`orders.status.${failed}`)} /> : null}
            <span>
              {[
                t('bulkPayments.paymentCount', { count: data.numberOfPayments }),
                ...formatBulkTotals(data.totals, locale),
              ].join(' · ')}
            </span>
          </span>
        }
        actions={
          <>
            {data.actions.canAuthorize ? (
              <Button variant="primary" onPress={() => setIsSigning(true)}>
                {t('bulkPayments.sign')}
              </Button>
            ) : null}
            {data.actions.canConvert ? (
              <Button
                onPress={() => {
                  convert.reset();
                  setIsConvertAsked(true);
                }}
              >
                {t('bulkPayments.convert')}
              </Button>
            ) : null}
            {data.actions.canDelete ? (
              <Button
                onPress={() => {
                  remove.reset();
                  setIsDeleting(true);
                }}
              >
                {t('bulkPayments.delete')}
              </Button>
            ) : null}
            <Button
              isBusy={refreshFile.isPending}
              onPress={() => refreshFile.mutate(data.bulkPaymentId)}
            >
              {t('bulkPayments.refresh')}
            </Button>
            <BulkFileDownloads file={data} />
          </>
        }
      />
      <div className={styles.stack}>
        {readIsUploaded(location.state) && data.status === 'STORED' ? (
          <Notice tone="success">
            <p>{t('bulkPayments.detail.uploaded', { fileName: data.fileName })}</p>
          </Notice>
        ) : null}
        {refreshFile.error ? <ErrorNotice error={refreshFile.error} /> : null}
        <SigningObstacles file={data} />
        <ConversionState file={data} />
        <BulkSummary file={data} />
        <section aria-labelledby={groupsHeadingId} className={styles.section}>
          <h2 id={groupsHeadingId} className={styles.sectionTitle}>
            {t('bulkPayments.groups.title')}
          </h2>
          <DataTable
            label={t('bulkPayments.groups.label', { fileName: data.fileName })}
            columns={buildGroupColumns(t, locale, data.bulkPaymentId)}
            rows={data.groups}
            getRowKey={(group) => group.groupId}
            emptyText={t('bulkPayments.groups.empty')}
          />
        </section>
        <BulkErrorList errors={data.errors} title={t('bulkPayments.errors.general')} />
      </div>
      <DeleteBulkDialog
        file={isDeleting ? data : null}
        isBusy={remove.isPending}
        error={remove.error}
        onCancel={() => setIsDeleting(false)}
        onConfirm={() =>
          remove.mutate(data.bulkPaymentId, {
            onSuccess: () => {
              setIsDeleting(false);
              void navigate(LIST_PATH, { state: { deletedFileName: data.fileName } });
            },
          })
        }
      />
      <ConvertBulkDialog
        file={isConvertAsked ? data : null}
        isBusy={convert.isPending}
        error={convert.error}
        onCancel={() => setIsConvertAsked(false)}
        onConfirm={() =>
          convert.mutate(data.bulkPaymentId, { onSuccess: () => setIsConvertAsked(false) })
        }
      />
      <SigningDialog
        target={target}
        onClose={() => setIsSigning(false)}
        onSigned={(answer) => {
          failures.clear(answer.bulkPaymentId);
          storeAnswer(answer);
        }}
      />
    </>
  );
}
