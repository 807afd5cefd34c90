import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TAccount, TInstantLimitRequest } from '@poslovno/contract';
import { formatInstantForLocale, type TLocale } from '@poslovno/domain';
import { useAccounts } from '../../../api/accounts';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { describeRejectionReason } from '../../../signing/rejection-reason';
import { SigningDialog } from '../../../signing/signing-dialog';
import { useSigningFailures, type TFailedSigning } from '../../../signing/use-signing-failures';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useConfirmedDeletion } from '../../../ui/use-confirmed-deletion';
import { DataTable, type TDataTableColumn } from '../../../ui/data-table';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { StatusBadge } from '../../../ui/status-badge';
import {
  INSTANT_LIMIT_ORDER_TYPE,
  LIMITS_POLL_INTERVAL_MS,
  getRequestKey,
  isWithTheBank,
  useDeleteInstantLimitRequest,
  useInstantLimitRequests,
  useRefreshInstantLimits,
} from '../api/instant-limits';
import { describeLimit } from '../model/limit-words';
import { AccountCell, nameAccount } from './account-cell';
import { RequestStatusBadge, useLimitSigningTarget } from './limit-signing';
import styles from './instant-limits.module.css';

function toAccountRef(request: TInstantLimitRequest) {
  return { accountId: request.accountId, iban: request.accountNumber };
}

function StatusCell({
  request,
  failedSigning,
}: {
  request: TInstantLimitRequest;
  failedSigning: TFailedSigning | undefined;
}) {
  const { t, locale } = useI18n();
  const signers = request.signatures.map((signature) => signature.personName);
  const reason = describeRejectionReason(request.rejectionCode, locale);
  return (
    <div className={styles.cellStack}>
      <span>
        <RequestStatusBadge request={request} />
      </span>
      {failedSigning ? (
        <span>
          <StatusBadge status={failedSigning} label={t(`orders.status.${failedSigning}`)} />
        </span>
      ) : null}
      <span className={styles.muted}>
        {signers.length > 0
          ? t('instantLimitRequests.signed', { count: signers.length, names: signers.join(', ') })
          : t('instantLimitRequests.notSigned')}
      </span>
      {reason ? (
        <span>
          {t('instantLimitRequests.rejection', {
            reason,
          })}
        </span>
      ) : null}
    </div>
  );
}

interface TRowHandlers {
  onSign: (request: TInstantLimitRequest) => void;
  onDelete: (request: TInstantLimitRequest) => void;
  failedSignings: ReadonlyMap<string, TFailedSigning>;
}

function RowActions({
  request,
  onSign,
  onDelete,
}: { request: TInstantLimitRequest } & Omit<TRowHandlers, 'failedSignings'>) {
  const { t } = useI18n();
  return (
    <div className={styles.actions}>
      {request.actions.canAuthorize ? (
        <Button
          size="small"
          variant="primary"
          aria-label={t('instantLimitRequests.signLabel', { requestId: request.requestId })}
          onPress={() => onSign(request)}
        >
          {t('instantLimitRequests.sign')}
        </Button>
      ) : null}
      {request.actions.canDelete ? (
        <Button
          size="small"
          aria-label={t('instantLimitRequests.deleteLabel', { requestId: request.requestId })}
          onPress={() => onDelete(request)}
        >
          {t('instantLimitRequests.delete')}
        </Button>
      ) : null}
    </div>
  );
}

function buildColumns(
  t: TTranslate,
  locale: TLocale,
  accounts: ReadonlyMap<string, TAccount>,
  handlers: TRowHandlers,
): TDataTableColumn<TInstantLimitRequest>[] {
  return [
    {
      id: 'request',
      header: t('instantLimitRequests.column.request'),
      cell: (request) => (
        <div className={styles.cellStack}>
          <span className={styles.nowrap}>{request.requestId}</span>
          <span className={styles.muted}>{formatInstantForLocale(request.createdAt, locale)}</span>
          <span className={styles.muted}>
            {t('instantLimitRequests.enteredBy', { name: request.createdBy })}
          </span>
        </div>
      ),
    },
    {
      id: 'account',
      header: t('instantLimitRequests.column.account'),
      cell: (request) => (
        <AccountCell
          name={nameAccount(toAccountRef(request), accounts)}
          iban={request.accountNumber}
        />
      ),
    },
    {
      id: 'limit',
      header: t('instantLimitRequests.column.limit'),
      isRowHeader: true,
      cell: (request) => (
        <div className={styles.cellStack}>
          <span className={styles.limit}>{describeLimit(request, t, locale)}</span>
          {request.reference ? <span className={styles.muted}>{request.reference}</span> : null}
        </div>
      ),
    },
    {
      id: 'status',
      header: t('instantLimitRequests.column.status'),
      cell: (request) => (
        <StatusCell
          request={request}
          failedSigning={handlers.failedSignings.get(request.requestId)}
        />
      ),
    },
    {
      id: 'actions',
      header: t('instantLimitRequests.column.actions'),
      cell: (request) => (
        <RowActions request={request} onSign={handlers.onSign} onDelete={handlers.onDelete} />
      ),
    },
  ];
}

/** While a signed request waits for the bank, the list is read again every few seconds. */
function usePollWhileWithTheBank(items: readonly TInstantLimitRequest[], refresh: () => unknown) {
  const isWaiting = items.some(isWithTheBank);
  useEffect(() => {
    if (!isWaiting) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void refresh();
    }, LIMITS_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [isWaiting, refresh]);
}

/**
 * /instant-limit-requests (001 §2): the requests on the person's accounts with their status and
 * signatures; Sign for one waiting for the person's signature, Delete for one not fully signed.
 * The dashboard's orders to sign link here with `?requestId=`, which marks that request.
 */
export default function InstantLimitRequestsPage() {
  const { t, locale } = useI18n();
  const [params] = useSearchParams();
  const list = useInstantLimitRequests();
  const accounts = useAccounts();
  const refreshAll = useRefreshInstantLimits();
  const remove = useDeleteInstantLimitRequest();
  const failures = useSigningFailures(INSTANT_LIMIT_ORDER_TYPE);
  const [signingId, setSigningId] = useState<string | null>(null);
  const deletion = useConfirmedDeletion(remove, getRequestKey);
  const deleting = deletion.asked;
  const deletedId = deletion.deletedId;
  const target = useLimitSigningTarget(signingId === null ? null : { requestId: signingId });
  const accountsById = useMemo(
    () => new Map((accounts.data?.accounts ?? []).map((account) => [account.id, account])),
    [accounts.data],
  );
  const linkedId = params.get('requestId');
  usePollWhileWithTheBank(list.items, list.refresh);

  const handlers: TRowHandlers = {
    onSign: (request) => setSigningId(request.requestId),
    onDelete: deletion.ask,
    failedSignings: failures.failures,
  };

  return (
    <>
      <PageHeader
        before={
          <Link to="/instant-limits" className={styles.backLink}>
            {t('instantLimitRequests.toLimits')}
          </Link>
        }
        title={t('instantLimitRequests.title')}
        subtitle={t('instantLimitRequests.subtitle')}
      />
      <div className={styles.stack}>
        {deletedId ? (
          <Notice tone="success">
            <p>{t('instantLimitRequests.deleted', { requestId: deletedId })}</p>
          </Notice>
        ) : null}
        {linkedId && list.items.some((item) => item.requestId === linkedId) ? (
          <Notice tone="info">
            <p>{t('instantLimitRequests.linked', { requestId: linkedId })}</p>
          </Notice>
        ) : null}
        <DataTable
          label={t('instantLimitRequests.tableLabel')}
          columns={buildColumns(t, locale, accountsById, handlers)}
          rows={list.items}
          getRowKey={getRequestKey}
          isLoading={list.isLoading}
          error={list.error}
          onRetry={list.retry}
          emptyText={t('instantLimitRequests.empty')}
          hasMore={list.hasMore}
          onLoadMore={list.loadMore}
          isLoadingMore={list.isLoadingMore}
          isCurrentRow={(request) => request.requestId === linkedId}
          toolbar={
            <Button
              size="small"
              isDisabled={list.isLoading || list.isRefetching}
              onPress={() => void list.refresh()}
            >
              {t('instantLimitRequests.refresh')}
            </Button>
          }
        />
      </div>
      <ConfirmDialog
        {...deletion.dialog}
        title={t('instantLimitRequests.deleteTitle', { requestId: deleting?.requestId ?? '' })}
        confirmLabel={t('instantLimitRequests.deleteConfirm')}
        cancelLabel={t('instantLimitRequests.deleteCancel')}
      >
        <p>
          {deleting
            ? t('instantLimitRequests.deleteText', {
                account: nameAccount(toAccountRef(deleting), accountsById),
                limit: describeLimit(deleting, t, locale),
              })
            : null}
        </p>
      </ConfirmDialog>
      <SigningDialog
        target={target}
        onClose={() => setSigningId(null)}
        onSigned={(answer) => {
          failures.clear(answer.requestId);
          refreshAll();
        }}
      />
    </>
  );
}
