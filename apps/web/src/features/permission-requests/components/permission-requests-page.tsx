import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TAuthorityChangeRequest } from '@poslovno/contract';
import { AUTHORITY_CHANGE_STATUSES, type TAuthorityChangeStatus } from '@poslovno/domain';
import { isApiError } from '../../../api/api-client';
import { useI18n } from '../../../i18n/i18n-context';
import {
  AUTHORITY_CHANGES_POLL_INTERVAL_MS,
  AUTHORITY_CHANGE_ORDER_TYPE,
  useAuthorityChangeSigningTarget,
} from '../../../signing/authority-change-signing';
import {
  describeAuthorityChangeAction,
  getAuthorityChangeStatusLabelKey,
  isAuthorityChangeWithTheBank,
} from '../../../signing/authority-change-words';
import { SigningDialog } from '../../../signing/signing-dialog';
import { useSigningFailures } from '../../../signing/use-signing-failures';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorNotice } from '../../../ui/error-notice';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { SelectFormField } from '../../../ui/select-field';
import { Spinner } from '../../../ui/spinner';
import { useConfirmedDeletion } from '../../../ui/use-confirmed-deletion';
import {
  getRequestKey,
  useAuthorityChangeRequest,
  useAuthorityChangeRequests,
  useDeleteAuthorityChangeRequest,
  useRefreshAuthorityChangeRequests,
} from '../api/authority-change-requests';
import { RequestCard } from './request-card';
import styles from './permission-requests.module.css';

const ALL = 'ALL';

function readStatus(params: URLSearchParams): TAuthorityChangeStatus | null {
  const status = params.get('status');
  return AUTHORITY_CHANGE_STATUSES.find((candidate) => candidate === status) ?? null;
}

/** While a signed request waits for the bank, the list is read again every few seconds. */
function usePollWhileWithTheBank(
  items: readonly TAuthorityChangeRequest[],
  poll: () => Promise<unknown>,
) {
  const isWaiting = items.some(isAuthorityChangeWithTheBank);
  useEffect(() => {
    if (!isWaiting) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void poll();
    }, AUTHORITY_CHANGES_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [isWaiting, poll]);
}

/** Brings the linked request into view once the list holds it (it may be far down). */
function useScrollToLinked(requestId: string | null) {
  useEffect(() => {
    if (requestId === null) return;
    const card = document.querySelector(`[data-request="${CSS.escape(requestId)}"]`);
    card?.scrollIntoView?.({ block: 'start' });
  }, [requestId]);
}

/**
 * /permission-requests (000 §2, 001 §2): the company's authority change and revoke requests,
 * newest first, filtered by status (kept in the address). Each shows its person, what it asks,
 * its status, who entered and signed it and its recapitulation; Sign, Delete and the PDF where
 * they apply. `?requestId=` (the dashboard's orders to sign link here) opens that request first.
 */
export default function PermissionRequestsPage() {
  const { t } = useI18n();
  const listHeadingId = useId();
  const [params, setParams] = useSearchParams();
  const status = readStatus(params);
  const linkedId = params.get('requestId');
  const list = useAuthorityChangeRequests(status);
  const linked = useAuthorityChangeRequest(linkedId);
  const refreshAll = useRefreshAuthorityChangeRequests();
  const remove = useDeleteAuthorityChangeRequest();
  const failures = useSigningFailures(AUTHORITY_CHANGE_ORDER_TYPE);
  const [signing, setSigning] = useState<TAuthorityChangeRequest | null>(null);
  const deletion = useConfirmedDeletion(remove, getRequestKey);
  const deleting = deletion.asked;
  const accountLabels = useMemo(
    () => new Map((signing?.lines ?? []).map((line) => [line.iban, line.label])),
    [signing],
  );
  const target = useAuthorityChangeSigningTarget(
    signing === null ? null : { requestId: signing.requestId },
    accountLabels,
  );
  usePollWhileWithTheBank(list.items, list.poll);

  // The linked request is opened where it stands in the list; one the list does not hold (older,
  // or of another status) is shown above it.
  const isLinkedListed = list.items.some((request) => request.requestId === linkedId);
  const pinned = linked.data && !isLinkedListed ? linked.data : undefined;
  useScrollToLinked(isLinkedListed ? linkedId : null);
  const isLinkedMissing =
    linked.isError && isApiError(linked.error) && linked.error.code === 'NOT_FOUND';
  const cardProps = {
    onSign: (request: TAuthorityChangeRequest) => setSigning(request),
    onDelete: deletion.ask,
  };

  function chooseStatus(value: string | null) {
    const next = new URLSearchParams(params);
    if (value === null || value === ALL) next.delete('status');
    else next.set('status', value);
    setParams(next);
  }

  return (
    <>
      <PageHeader
        before={
          <Link to="/account-management" className={styles.backLink}>
            {t('permissionRequests.toPersons')}
          </Link>
        }
        title={t('permissionRequests.title')}
        subtitle={t('permissionRequests.subtitle')}
      />
      <div className={styles.stack}>
        {deletion.deletedId ? (
          <Notice tone="success">
            <p>{t('permissionRequests.deleted', { requestId: deletion.deletedId })}</p>
          </Notice>
        ) : null}
        {linkedId !== null && isLinkedMissing ? (
          <Notice tone="warning">
            <p>{t('permissionRequests.linkedMissing', { requestId: linkedId })}</p>
          </Notice>
        ) : null}
        {linked.isError && !isLinkedMissing ? (
          <ErrorNotice error={linked.error} onRetry={() => void linked.refetch()} />
        ) : null}
        {pinned ? (
          <section aria-label={t('permissionRequests.linked')} className={styles.section}>
            <RequestCard
              request={pinned}
              isLinked
              failedSigning={failures.failures.get(pinned.requestId)}
              {...cardProps}
            />
          </section>
        ) : null}
        <section aria-labelledby={listHeadingId} className={styles.section}>
          <div className={styles.listHead}>
            <h2 id={listHeadingId} className={styles.listTitle}>
              {t('permissionRequests.list')}
            </h2>
            <div className={styles.toolbar}>
              <div className={styles.statusFilter}>
                <SelectFormField
                  label={t('permissionRequests.filter.status')}
                  value={status ?? ALL}
                  isRequired={false}
                  options={[
                    { id: ALL, label: t('permissionRequests.filter.all') },
                    ...AUTHORITY_CHANGE_STATUSES.map((option) => ({
                      id: option,
                      label: t(
                        getAuthorityChangeStatusLabelKey({ status: option, displayStatus: option }),
                      ),
                    })),
                  ]}
                  onChange={chooseStatus}
                />
              </div>
              <Button
                isDisabled={list.isLoading || list.isRefetching}
                onPress={() => void list.refresh()}
              >
                {t('permissionRequests.refresh')}
              </Button>
            </div>
          </div>
          {list.isLoading ? <Spinner label={t('permissionRequests.loading')} /> : null}
          {list.error ? <ErrorNotice error={list.error} onRetry={list.retry} /> : null}
          {!list.isLoading && !list.error && list.items.length === 0 ? (
            <p className={styles.muted}>{t('permissionRequests.empty')}</p>
          ) : null}
          <div className={styles.list}>
            {list.items.map((request) => (
              <RequestCard
                key={request.requestId}
                request={request}
                isLinked={request.requestId === linkedId}
                failedSigning={failures.failures.get(request.requestId)}
                {...cardProps}
              />
            ))}
          </div>
          {list.hasMore ? (
            <div>
              <Button isBusy={list.isLoadingMore} onPress={list.loadMore}>
                {t('permissionRequests.loadMore')}
              </Button>
            </div>
          ) : null}
        </section>
      </div>
      <ConfirmDialog
        {...deletion.dialog}
        title={t('permissionRequests.deleteTitle', { requestId: deleting?.requestId ?? '' })}
        confirmLabel={t('permissionRequests.deleteConfirm')}
        cancelLabel={t('permissionRequests.deleteCancel')}
      >
        <p>
          {deleting
            ? t('permissionRequests.deleteText', {
                action: describeAuthorityChangeAction(deleting.actionType, t),
                name: deleting.personName,
              })
            : null}
        </p>
      </ConfirmDialog>
      <SigningDialog
        target={target}
        onClose={() => setSigning(null)}
        onSigned={(answer) => {
          failures.clear(answer.requestId);
          refreshAll();
        }}
      />
    </>
  );
}
