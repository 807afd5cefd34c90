import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Selection } from 'react-aria-components';
import type { TPayment, TPaymentCancellationResults } from '@poslovno/contract';
import { useAccounts } from '../../../api/accounts';
import { isBasketable, useCreateBasket } from '../../../api/baskets';
import { useSession } from '../../../app/session/session-context';
import { useI18n } from '../../../i18n/i18n-context';
import { namePaymentsAtFault } from '../../../lib/basket-refusal';
import { Button, getButtonClassName } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable } from '../../../ui/data-table';
import { ErrorNotice } from '../../../ui/error-notice';
import { Notice, NoticeList } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { SigningDialog } from '../../../signing/signing-dialog';
import { useSigningFailures } from '../../../signing/use-signing-failures';
import { getPaymentKey, usePaymentsOverview } from '../api/get-payments-overview';
import { PAYMENT_ORDER_TYPE } from '../api/sign-payment';
import {
  mergeOverviewParams,
  readOverviewFilter,
  type TOverviewKey,
} from '../model/overview-filter';
import { MAX_PAYMENTS_PER_CONFIRMATION } from '@poslovno/domain';
import { ActionConfirmDialog } from './action-confirm-dialog';
import { ConfirmationOutcomeNotice } from './confirmation-outcome';
import { ConfirmationRequestDialog, type TConfirmationOutcome } from './confirmation-request';
import { PaymentDetailsDialog } from './payment-details-dialog';
import { OverviewDownloads } from './payment-downloads';
import { usePaymentSigningTarget } from './payment-signing';
import { buildColumns, type TRowHandlers } from './payments-table';
import { PaymentsFilterPanel, PaymentsSearchPanel } from './payments-filters';
import { useOverviewActions } from './use-overview-actions';
import styles from './payments.module.css';

/** The outcome of a deletion, payment by payment (000 §4 DELETED, DELETE_FAILED). */
function DeletionResults({ results }: { results: TPaymentCancellationResults['results'] }) {
  const { t } = useI18n();
  const failed = results.filter((result) => result.status === 'DELETE_FAILED');
  return (
    <Notice
      tone={failed.length === 0 ? 'success' : 'warning'}
      title={t('payments.delete.resultTitle', {
        deleted: results.length - failed.length,
        count: results.length,
      })}
    >
      <NoticeList
        items={results.map((result) =>
          result.status === 'DELETED'
            ? t('payments.delete.deleted', { paymentId: result.paymentId })
            : t('payments.delete.failed', {
                paymentId: result.paymentId,
                reason: result.description ?? t('orders.status.DELETE_FAILED'),
              }),
        )}
      />
    </Notice>
  );
}

function readSelectedIds(selection: Selection, rows: readonly TPayment[]): string[] {
  if (selection === 'all') return rows.map(getPaymentKey);
  return [...selection].map(String);
}

/**
 * The selected payments the person may delete (not authorised yet, and theirs to delete by the
 * entry right): the others are left out of the request rather than refused one by one.
 */
function readDeletableIds(selectedIds: readonly string[], rows: readonly TPayment[]): string[] {
  const selected = new Set(selectedIds);
  return rows
    .filter((row) => selected.has(getPaymentKey(row)) && row.actions.canDelete)
    .map(getPaymentKey);
}

/** The selected payments the bank can confirm (executed ones): the others are left out. */
function readExecuted(selectedIds: readonly string[], rows: readonly TPayment[]): TPayment[] {
  const selected = new Set(selectedIds);
  return rows.filter((row) => selected.has(getPaymentKey(row)) && row.status === 'EXECUTED');
}

/** The selected payments, in the list's order, that may go into a basket together. */
function readBasketable(selectedIds: readonly string[], rows: readonly TPayment[]): TPayment[] {
  const selected = new Set(selectedIds);
  return rows.filter((row) => selected.has(getPaymentKey(row)) && isBasketable(row));
}

/**
 * 000 §2 baskets: the selected payments that may be signed together go into a new basket, whose
 * details open next; a refusal names the payments at fault. The others stay out, said beside.
 */
function AddToBasketButton({
  basketable,
  selectedCount,
  isBusy,
  onAdd,
}: {
  basketable: readonly TPayment[];
  selectedCount: number;
  isBusy: boolean;
  onAdd: (payments: readonly TPayment[]) => void;
}) {
  const { t } = useI18n();
  const left = selectedCount - basketable.length;
  return (
    <>
      <Button
        size="small"
        isDisabled={basketable.length === 0}
        isBusy={isBusy}
        onPress={() => onAdd(basketable)}
      >
        {basketable.length > 0
          ? t('baskets.overview.addCount', { count: basketable.length })
          : t('baskets.overview.add')}
      </Button>
      {basketable.length > 0 && left > 0 ? (
        <span className={styles.muted}>{t('baskets.overview.notAdded', { count: left })}</span>
      ) : null}
    </>
  );
}

/** /payments (000 §2 Payments overview): filters, the list, details, actions and downloads. */
export default function PaymentsPage() {
  return <PaymentsOverview />;
}

function PaymentsOverview() {
  const { t, locale } = useI18n();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readOverviewFilter(params), [params]);
  const list = usePaymentsOverview(filter);
  const accounts = useAccounts();
  const accountList = accounts.data?.accounts ?? [];
  const accountsByIban = useMemo(
    () =>
      new Map(
        (accounts.data?.accounts ?? []).map((account) => [
          account.accountIdentification.iban,
          account,
        ]),
      ),
    [accounts.data],
  );
  const [selection, setSelection] = useState<Selection>(new Set());
  const selectedIds = readSelectedIds(selection, list.items);
  const deletableIds = readDeletableIds(selectedIds, list.items);
  const executed = readExecuted(selectedIds, list.items);
  // 000 §2 baskets are an area of their own: a session without it neither makes nor opens one.
  const canUseBaskets = useSession().allowedServices.includes('BASKETS');
  const basketable = readBasketable(selectedIds, list.items);
  const createBasket = useCreateBasket();
  const navigate = useNavigate();
  // The request's payments, in its order: a refusal names them by their place in it.
  const [basketRequest, setBasketRequest] = useState<readonly TPayment[]>([]);
  function addToBasket(payments: readonly TPayment[]) {
    setBasketRequest(payments);
    createBasket.mutate(payments.map(getPaymentKey), {
      onSuccess: (basket) => void navigate(`/baskets/${basket.id}`),
    });
  }
  const [confirming, setConfirming] = useState<readonly TPayment[] | null>(null);
  const [confirmationOutcome, setConfirmationOutcome] = useState<TConfirmationOutcome | null>(null);
  const actions = useOverviewActions(() => setSelection(new Set()));
  const [isDeletingSelected, setIsDeletingSelected] = useState(false);
  // The dashboard links to `?paymentId=`: the list shows that payment and its details open once.
  const linkedId = params.get('paymentId');
  const [detailsId, setDetailsId] = useState<string | null>(linkedId);
  const [openedLink, setOpenedLink] = useState(linkedId);
  if (linkedId !== openedLink) {
    setOpenedLink(linkedId);
    setDetailsId(linkedId);
  }

  function apply(keys: readonly TOverviewKey[], values: Readonly<Record<string, string | null>>) {
    setSelection(new Set());
    setParams(mergeOverviewParams(params, keys, values));
  }

  const signingFailures = useSigningFailures(PAYMENT_ORDER_TYPE);
  const signingTarget = usePaymentSigningTarget(actions.signing);
  const isFiltered = Object.keys(filter).length > 0;
  const isEmpty = !list.isLoading && !list.error && list.items.length === 0;

  const handlers: TRowHandlers = {
    onDetails: (payment) => setDetailsId(payment.paymentId),
    onSign: (payment) => actions.askFirst('AUTHORIZE', payment),
    failedSignings: signingFailures.failures,
    canOpenBaskets: canUseBaskets,
  };

  return (
    <>
      <PageHeader
        title={t('payments.title')}
        subtitle={t('payments.subtitle')}
        actions={
          <>
            <Link to="/payment-confirmations" className={getButtonClassName({})}>
              {t('confirmations.toList')}
            </Link>
            <Link to="/payment" className={getButtonClassName({ variant: 'primary' })}>
              {t('payments.newPayment')}
            </Link>
          </>
        }
      />
      <div className={styles.stack}>
        {actions.deletion ? <DeletionResults results={actions.deletion} /> : null}
        {confirmationOutcome ? <ConfirmationOutcomeNotice outcome={confirmationOutcome} /> : null}
        {createBasket.error ? (
          <section aria-label={t('baskets.overview.refused')}>
            <ErrorNotice error={namePaymentsAtFault(createBasket.error, basketRequest, t)} />
          </section>
        ) : null}
        <PaymentsFilterPanel
          key={`filter-${params.toString()}`}
          applied={filter}
          accounts={accountList}
          onApply={apply}
        />
        <PaymentsSearchPanel key={`search-${params.toString()}`} applied={filter} onApply={apply} />
        <DataTable
          label={t('payments.tableLabel')}
          columns={buildColumns(t, locale, accountsByIban, handlers)}
          rows={list.items}
          getRowKey={getPaymentKey}
          selectionMode="multiple"
          selectedKeys={selection}
          onSelectionChange={setSelection}
          isLoading={list.isLoading}
          error={list.error}
          onRetry={list.retry}
          emptyText={t(isFiltered ? 'payments.empty.filtered' : 'payments.empty.none')}
          hasMore={list.hasMore}
          onLoadMore={list.loadMore}
          isLoadingMore={list.isLoadingMore}
          toolbar={
            <div className={styles.toolbar}>
              {canUseBaskets ? (
                <AddToBasketButton
                  basketable={basketable}
                  selectedCount={selectedIds.length}
                  isBusy={createBasket.isPending}
                  onAdd={addToBasket}
                />
              ) : null}
              <Button
                size="small"
                isDisabled={deletableIds.length === 0}
                onPress={() => {
                  actions.remove.reset();
                  setIsDeletingSelected(true);
                }}
              >
                {t('payments.delete.selected')}
              </Button>
              <Button
                size="small"
                isDisabled={
                  executed.length === 0 || executed.length > MAX_PAYMENTS_PER_CONFIRMATION
                }
                onPress={() => {
                  setConfirmationOutcome(null);
                  setConfirming(executed);
                }}
              >
                {executed.length > 0
                  ? t('confirmations.requestSelected', { count: executed.length })
                  : t('confirmations.request')}
              </Button>
              <OverviewDownloads filter={filter} selectedIds={selectedIds} />
              <Button
                size="small"
                isDisabled={list.isLoading || list.isRefetching}
                onPress={() => void list.refresh()}
              >
                {t('payments.refresh')}
              </Button>
            </div>
          }
        />
        {isEmpty && isFiltered ? (
          <div className={styles.emptyAction}>
            <Button
              onPress={() => {
                setSelection(new Set());
                setParams(new URLSearchParams());
              }}
            >
              {t('payments.empty.clearFilters')}
            </Button>
          </div>
        ) : null}
      </div>
      <PaymentDetailsDialog
        paymentId={detailsId}
        onClose={() => setDetailsId(null)}
        onAction={(action, payment) => {
          setDetailsId(null);
          actions.askFirst(action, payment);
        }}
        onRequestConfirmation={(payment) => {
          setDetailsId(null);
          setConfirmationOutcome(null);
          setConfirming([payment]);
        }}
      />
      <ConfirmationRequestDialog
        payments={confirming}
        onClose={() => setConfirming(null)}
        onFinished={(outcome) => {
          setConfirming(null);
          setSelection(new Set());
          setConfirmationOutcome(outcome);
        }}
      />
      <ActionConfirmDialog
        confirmation={actions.confirmation}
        onConfirm={actions.confirm}
        onCancel={actions.cancel}
        isBusy={actions.remove.isPending}
        error={actions.remove.error}
      />
      <ConfirmDialog
        isOpen={isDeletingSelected}
        title={t('payments.delete.selectedTitle')}
        confirmLabel={t('payments.confirm.DELETE.confirm')}
        cancelLabel={t('payments.confirm.cancel')}
        onConfirm={() => actions.deletePayments(deletableIds, () => setIsDeletingSelected(false))}
        onCancel={() => setIsDeletingSelected(false)}
        isBusy={actions.remove.isPending}
        error={actions.remove.error}
      >
        <p>
          {t('payments.delete.selectedText', {
            count: deletableIds.length,
            kept: selectedIds.length - deletableIds.length,
          })}
        </p>
      </ConfirmDialog>
      <SigningDialog
        target={signingTarget}
        onClose={actions.endSigning}
        onSigned={(payment) => {
          signingFailures.clear(payment.paymentId);
          actions.refresh();
        }}
      />
    </>
  );
}
