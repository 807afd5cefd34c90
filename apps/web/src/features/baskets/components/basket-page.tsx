import { useId, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { TAccount, TBasket, TBasketPayment } from '@poslovno/contract';
import {
  BASKET_ORDER_TYPE,
  formatDateForLocale,
  formatInstantForLocale,
  getIbanShortForm,
  type TLocale,
} from '@poslovno/domain';
import { useAccounts } from '../../../api/accounts';
import { isApiError } from '../../../api/api-client';
import { useRefreshAfterBasketChange } from '../../../api/baskets';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { getAccountLabel } from '../../../lib/account-format';
import { SigningDialog } from '../../../signing/signing-dialog';
import { useSigningFailures } from '../../../signing/use-signing-failures';
import { Button, getButtonClassName } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { DataTable, type TDataTableColumn } from '../../../ui/data-table';
import { ErrorNotice } from '../../../ui/error-notice';
import { FactList } from '../../../ui/fact-list';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import { StatusBadge } from '../../../ui/status-badge';
import { isBasketId, useBasket, useDeleteBasket } from '../api/baskets-api';
import {
  formatBasketAccount,
  formatBasketMoney,
  formatBasketTotals,
  isBasketActive,
  LIST_FLAG,
  listChangedPayments,
  toDeletedState,
} from '../model/basket-view';
import {
  BasketDownloads,
  BasketOutcome,
  BasketStatusBadge,
  ChangedMark,
  ChangedPaymentsNotice,
  DeleteBasketDialog,
} from './basket-parts';
import { useBasketSigningTarget } from './basket-signing';
import styles from './baskets.module.css';

const LIST_PATH = `/baskets?${LIST_FLAG}`;

function describeDebtor(iban: string, accountsByIban: ReadonlyMap<string, TAccount>): string {
  const account = accountsByIban.get(iban);
  return account ? getAccountLabel(account) : getIbanShortForm(iban);
}

function buildPaymentColumns(
  t: TTranslate,
  locale: TLocale,
  basket: TBasket,
  accountsByIban: ReadonlyMap<string, TAccount>,
): TDataTableColumn<TBasketPayment>[] {
  const isPartial = basket.status === 'PARTIAL';
  const isActive = isBasketActive(basket);
  return [
    {
      id: 'payment',
      header: t('baskets.payments.column.payment'),
      cell: (payment) => (
        <div className={styles.cellStack}>
          <Link
            to={`/payments?paymentId=${payment.paymentId}`}
            aria-label={t('baskets.payments.openLabel', { paymentId: payment.paymentId })}
            className={styles.nowrap}
          >
            {payment.paymentId}
          </Link>
          {payment.description ? (
            <span className={styles.description}>{payment.description}</span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'payee',
      header: t('baskets.payments.column.payee'),
      isRowHeader: true,
      cell: (payment) => (
        <div className={styles.cellStack}>
          <span>{payment.creditorName}</span>
          <span className={`${styles.muted} ${styles.nowrap}`}>
            {formatBasketAccount(payment.creditorIban)}
          </span>
        </div>
      ),
    },
    {
      id: 'debtor',
      header: t('baskets.payments.column.debtor'),
      cell: (payment) => (
        <span className={styles.nowrap}>{describeDebtor(payment.debtorIban, accountsByIban)}</span>
      ),
    },
    {
      id: 'date',
      header: t('baskets.payments.column.date'),
      cell: (payment) => (
        <span className={styles.nowrap}>
          {formatDateForLocale(payment.requestedExecutionDate, locale)}
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('baskets.payments.column.amount'),
      align: 'end',
      cell: (payment) => (
        <span className={styles.amount}>{formatBasketMoney(payment, locale)}</span>
      ),
    },
    {
      id: 'status',
      header: t('baskets.payments.column.status'),
      cell: (payment) => (
        <span className={styles.statusStack}>
          <StatusBadge
            status={payment.displayStatus}
            label={t(`orders.status.${payment.displayStatus}`)}
          />
          {isActive && payment.isChanged ? <ChangedMark /> : null}
          {isPartial && !payment.isAuthorized && !payment.isChanged ? (
            <span className={styles.waiting}>{t('baskets.payments.waiting')}</span>
          ) : null}
        </span>
      ),
    },
  ];
}

/** The basket's facts and, beside them, its total: what a signer checks before anything else. */
function BasketSummary({ basket }: { basket: TBasket }) {
  const { t, locale } = useI18n();
  const totalLabelId = useId();
  return (
    <section aria-label={t('baskets.detail.facts')} className={styles.summary}>
      <Card>
        <FactList
          items={[
            [t('baskets.fact.reference'), basket.referenceNumber],
            [
              t('baskets.fact.created'),
              t('baskets.fact.createdValue', {
                dateTime: formatInstantForLocale(basket.creationDate, locale),
                name: basket.createdBy,
              }),
            ],
            [
              t('baskets.fact.expires'),
              t('baskets.fact.expiresValue', {
                date: formatDateForLocale(basket.expirationDate, locale),
              }),
            ],
            [t('baskets.fact.count'), String(basket.paymentCount)],
            [
              t('baskets.fact.signatures'),
              basket.signatures.length === 0 ? (
                t('baskets.fact.noSignatures')
              ) : (
                <ul key="signatures" className={styles.signatures}>
                  {basket.signatures.map((signature) => (
                    <li key={`${signature.personName}-${signature.signedAt}`}>
                      {t('baskets.fact.signature', {
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
          {t('baskets.fact.total')}
        </p>
        <p aria-labelledby={totalLabelId} className={styles.totalValue}>
          {formatBasketTotals(basket.totals, locale).map((total) => (
            <span key={total}>{total}</span>
          ))}
        </p>
      </Card>
    </section>
  );
}

/**
 * /baskets/:basketId (000 §2, §3): a basket's facts, total and payments with their statuses, a
 * mark on each payment changed since it joined; Sign (one signature covering the total and every
 * payee), Delete (asked first; its payments stay), PDF and XLS; after a signature, where the
 * payments went (on to the bank, or waiting for a further signature).
 */
export default function BasketPage() {
  const { t, locale } = useI18n();
  const { basketId } = useParams();
  const navigate = useNavigate();
  const basket = useBasket(basketId);
  const accounts = useAccounts();
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
  const refresh = useRefreshAfterBasketChange();
  const remove = useDeleteBasket();
  const failures = useSigningFailures(BASKET_ORDER_TYPE);
  const [isSigning, setIsSigning] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const data = basket.data;
  const target = useBasketSigningTarget(isSigning && data ? data : null);
  const paymentsHeadingId = useId();

  const back = (
    <Link to={LIST_PATH} className={styles.backLink}>
      {t('baskets.detail.back')}
    </Link>
  );
  const isMissing =
    !isBasketId(basketId) ||
    (basket.isError && isApiError(basket.error) && basket.error.code === 'NOT_FOUND');
  if (isMissing || !data) {
    return (
      <>
        <PageHeader before={back} title={t('baskets.title')} />
        {isMissing ? (
          <Notice tone="warning">
            <p>{t('baskets.detail.notFound')}</p>
          </Notice>
        ) : basket.isError ? (
          <ErrorNotice error={basket.error} onRetry={() => void basket.refetch()} />
        ) : (
          <Spinner label={t('baskets.detail.loading')} />
        )}
      </>
    );
  }

  const hasChanged = listChangedPayments(data).length > 0;
  const canSign = data.actions.canAuthorize && !hasChanged;
  const failed = failures.failures.get(data.id);
  const askDeletion = () => {
    remove.reset();
    setIsDeleting(true);
  };

  return (
    <>
      <PageHeader
        before={back}
        title={t('baskets.detail.title', { reference: data.referenceNumber })}
        subtitle={
          <span className={styles.statusStack}>
            <BasketStatusBadge basket={data} />
            {failed ? <StatusBadge status={failed} label={t(`orders.status.${failed}`)} /> : null}
            <span>
              {[
                t('baskets.paymentCount', { count: data.paymentCount }),
                ...formatBasketTotals(data.totals, locale),
              ].join(' · ')}
            </span>
          </span>
        }
        actions={
          <>
            {canSign ? (
              <Button variant="primary" onPress={() => setIsSigning(true)}>
                {t('baskets.sign')}
              </Button>
            ) : null}
            {data.actions.canDelete ? (
              <Button onPress={askDeletion}>{t('baskets.delete')}</Button>
            ) : null}
            <BasketDownloads basket={data} />
          </>
        }
      />
      <div className={styles.stack}>
        <BasketOutcome basket={data} />
        <ChangedPaymentsNotice
          basket={data}
          onDelete={data.actions.canDelete ? askDeletion : undefined}
        />
        <BasketSummary basket={data} />
        <section aria-labelledby={paymentsHeadingId} className={styles.section}>
          <h2 id={paymentsHeadingId} className={styles.sectionTitle}>
            {t('baskets.payments.title')}
          </h2>
          <DataTable
            label={t('baskets.payments.label', { reference: data.referenceNumber })}
            columns={buildPaymentColumns(t, locale, data, accountsByIban)}
            rows={data.payments}
            getRowKey={(payment) => payment.paymentId}
          />
        </section>
      </div>
      <DeleteBasketDialog
        basket={isDeleting ? data : null}
        isBusy={remove.isPending}
        error={remove.error}
        onCancel={() => setIsDeleting(false)}
        onConfirm={() =>
          remove.mutate(data.id, {
            onSuccess: () => {
              setIsDeleting(false);
              void navigate(LIST_PATH, { state: toDeletedState(data.referenceNumber) });
            },
          })
        }
      />
      <SigningDialog
        target={target}
        onClose={() => setIsSigning(false)}
        onSigned={(answer) => {
          failures.clear(answer.id);
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
