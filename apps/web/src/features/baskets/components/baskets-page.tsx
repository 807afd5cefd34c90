import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import type { TBasket } from '@poslovno/contract';
import {
  BASKET_ORDER_TYPE,
  formatDateForLocale,
  formatInstantForLocale,
  type TLocale,
} from '@poslovno/domain';
import { useActiveBaskets, useRefreshAfterBasketChange } from '../../../api/baskets';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { SigningDialog } from '../../../signing/signing-dialog';
import { useSigningFailures } from '../../../signing/use-signing-failures';
import { Button, getButtonClassName } from '../../../ui/button';
import { DataTable, type TDataTableColumn } from '../../../ui/data-table';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { StatusBadge } from '../../../ui/status-badge';
import { useDeleteBasket } from '../api/baskets-api';
import { LIST_FLAG, listChangedPayments, readDeletedReference } from '../model/basket-view';
import {
  ActiveBasketsDownloads,
  BasketOutcome,
  BasketStatusBadge,
  BasketTotals,
  ChangedMark,
  DeleteBasketDialog,
} from './basket-parts';
import { NewBasketDialog } from './basket-picker';
import { useBasketSigningTarget } from './basket-signing';
import styles from './baskets.module.css';

interface TRowHandlers {
  onSign: (basket: TBasket) => void;
  onDelete: (basket: TBasket) => void;
  failedSignings: ReturnType<typeof useSigningFailures>['failures'];
}

/** Sign while nothing changed and the server lets this person; delete while it is active. */
function canSign(basket: TBasket): boolean {
  return basket.actions.canAuthorize && listChangedPayments(basket).length === 0;
}

function buildColumns(
  t: TTranslate,
  locale: TLocale,
  handlers: TRowHandlers,
): TDataTableColumn<TBasket>[] {
  return [
    {
      id: 'reference',
      header: t('baskets.column.reference'),
      isRowHeader: true,
      cell: (basket) => (
        <Link
          to={`/baskets/${basket.id}`}
          aria-label={t('baskets.openLabel', { reference: basket.referenceNumber })}
          className={styles.nowrap}
        >
          {basket.referenceNumber}
        </Link>
      ),
    },
    {
      id: 'created',
      header: t('baskets.column.created'),
      cell: (basket) => (
        <div className={styles.cellStack}>
          <span>{basket.createdBy}</span>
          <span className={`${styles.muted} ${styles.nowrap}`}>
            {formatInstantForLocale(basket.creationDate, locale)}
          </span>
        </div>
      ),
    },
    {
      id: 'expires',
      header: t('baskets.column.expires'),
      cell: (basket) => (
        <span className={styles.nowrap}>{formatDateForLocale(basket.expirationDate, locale)}</span>
      ),
    },
    {
      id: 'payments',
      header: t('baskets.column.payments'),
      cell: (basket) => (
        <span className={styles.nowrap}>
          {t('baskets.paymentCount', { count: basket.paymentCount })}
        </span>
      ),
    },
    {
      id: 'total',
      header: t('baskets.column.total'),
      align: 'end',
      cell: (basket) => <BasketTotals totals={basket.totals} />,
    },
    {
      id: 'status',
      header: t('baskets.column.status'),
      cell: (basket) => {
        const failed = handlers.failedSignings.get(basket.id);
        return (
          <span className={styles.statusStack}>
            <BasketStatusBadge basket={basket} />
            {failed ? <StatusBadge status={failed} label={t(`orders.status.${failed}`)} /> : null}
            {listChangedPayments(basket).length > 0 ? <ChangedMark /> : null}
          </span>
        );
      },
    },
    {
      id: 'actions',
      header: t('baskets.column.actions'),
      cell: (basket) => (
        <div className={styles.rowActions}>
          {canSign(basket) ? (
            <Button
              size="small"
              variant="primary"
              aria-label={t('baskets.signLabel', { reference: basket.referenceNumber })}
              onPress={() => handlers.onSign(basket)}
            >
              {t('baskets.signShort')}
            </Button>
          ) : null}
          {basket.actions.canDelete ? (
            <Button
              size="small"
              aria-label={t('baskets.deleteLabel', { reference: basket.referenceNumber })}
              onPress={() => handlers.onDelete(basket)}
            >
              {t('baskets.deleteShort')}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
}

/**
 * /baskets (000 §2, §4): the active baskets, newest first, with what each holds and where it
 * stands; sign, delete, open, the list as PDF or XLS, and "New basket" to choose the payments of
 * another. With exactly one basket and no `?list` flag the page opens that basket's details
 * instead (000 §4).
 */
export default function BasketsPage() {
  const { t, locale } = useI18n();
  const [params] = useSearchParams();
  const isListAsked = params.has(LIST_FLAG);
  const baskets = useActiveBaskets();
  const refresh = useRefreshAfterBasketChange();
  const remove = useDeleteBasket();
  const failures = useSigningFailures(BASKET_ORDER_TYPE);
  const [signing, setSigning] = useState<TBasket | null>(null);
  const [signed, setSigned] = useState<TBasket | null>(null);
  const [deleting, setDeleting] = useState<TBasket | null>(null);
  const [isPicking, setIsPicking] = useState(false);
  // A basket deleted on its details page is named here, where its details page leads.
  const location = useLocation();
  const [deletedReference, setDeletedReference] = useState(() =>
    readDeletedReference(location.state),
  );
  const target = useBasketSigningTarget(signing);
  const items = baskets.data?.baskets ?? [];
  // With no active basket the list's empty state offers a new one, otherwise the header does: once
  // the list is read, so that the button does not move under the pointer.
  const isEmpty = baskets.data !== undefined && items.length === 0;
  // The list the page opened with decides: one that later holds one basket (after a deletion or a
  // signature here) stays a list.
  const [opensBasketId, setOpensBasketId] = useState<string | null | undefined>(undefined);
  if (opensBasketId === undefined && baskets.data) {
    const [only] = items;
    setOpensBasketId(!isListAsked && items.length === 1 && only ? only.id : null);
  }
  if (opensBasketId) return <Navigate to={`/baskets/${opensBasketId}`} replace />;

  const handlers: TRowHandlers = {
    onSign: (basket) => {
      setSigned(null);
      setDeletedReference(null);
      setSigning(basket);
    },
    onDelete: (basket) => {
      remove.reset();
      setDeleting(basket);
    },
    failedSignings: failures.failures,
  };

  return (
    <>
      <PageHeader
        before={
          <Link to="/payments" className={styles.backLink}>
            {t('baskets.toPayments')}
          </Link>
        }
        title={t('baskets.title')}
        subtitle={t('baskets.subtitle')}
        actions={
          <>
            {items.length > 0 ? <ActiveBasketsDownloads /> : null}
            {baskets.isPending || isEmpty ? null : (
              <Button variant="primary" onPress={() => setIsPicking(true)}>
                {t('baskets.new')}
              </Button>
            )}
          </>
        }
      />
      <div className={styles.stack}>
        {deletedReference ? (
          <Notice tone="success">
            <p>{t('baskets.deleted', { reference: deletedReference })}</p>
          </Notice>
        ) : null}
        {signed ? <BasketOutcome basket={signed} /> : null}
        <DataTable
          label={t('baskets.list.label')}
          columns={buildColumns(t, locale, handlers)}
          rows={items}
          getRowKey={(basket) => basket.id}
          isLoading={baskets.isPending}
          error={baskets.error}
          onRetry={() => void baskets.refetch()}
          emptyText={t('baskets.list.empty')}
        />
        {isEmpty ? (
          <div className={styles.section}>
            <p className={styles.muted}>{t('baskets.list.emptyHint')}</p>
            <div className={styles.rowActions}>
              <Button variant="primary" onPress={() => setIsPicking(true)}>
                {t('baskets.new')}
              </Button>
              <Link to="/payments" className={getButtonClassName()}>
                {t('baskets.toPayments')}
              </Link>
            </div>
          </div>
        ) : null}
      </div>
      <NewBasketDialog isOpen={isPicking} onOpenChange={setIsPicking} />
      <DeleteBasketDialog
        basket={deleting}
        isBusy={remove.isPending}
        error={remove.error}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting === null) return;
          const { id, referenceNumber } = deleting;
          remove.mutate(id, {
            onSuccess: () => {
              setDeleting(null);
              setSigned(null);
              setDeletedReference(referenceNumber);
            },
          });
        }}
      />
      <SigningDialog
        target={target}
        onClose={() => setSigning(null)}
        onSigned={(answer) => {
          failures.clear(answer.id);
          setSigned(answer);
          void refresh();
        }}
        resultActions={
          <Link to="/payments" className={getButtonClassName()}>
            {t('baskets.sign.toPayments')}
          </Link>
        }
      />
    </>
  );
}
