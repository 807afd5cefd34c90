import { Link } from 'react-router';
import type { TBasket, TBasketPayment } from '@poslovno/contract';
import { toWireLocale, type TLocale } from '@poslovno/domain';
import { apiRoutes } from '../../../api/api-routes';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { useFileDownload } from '../../../lib/use-file-download';
import { Button, getButtonClassName } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { WarningIcon } from '../../../ui/icons';
import { Notice, NoticeList } from '../../../ui/notice';
import { notify } from '../../../ui/notifications';
import { StatusBadge } from '../../../ui/status-badge';
import {
  formatBasketMoney,
  formatBasketTotals,
  isBasketActive,
  listChangedPayments,
  listWaitingPayments,
} from '../model/basket-view';
import styles from './baskets.module.css';

export function BasketStatusBadge({ basket }: { basket: Pick<TBasket, 'status'> }) {
  const { t } = useI18n();
  return <StatusBadge status={basket.status} label={t(`baskets.status.${basket.status}`)} />;
}

/** One sum per currency, each on its own line, digits aligned. */
export function BasketTotals({ totals }: { totals: TBasket['totals'] }) {
  const { locale } = useI18n();
  return (
    <span className={styles.totals}>
      {formatBasketTotals(totals, locale).map((total) => (
        <span key={total} className={styles.amount}>
          {total}
        </span>
      ))}
    </span>
  );
}

/** 000 §2: a payment edited or gone since it joined, marked by an icon and its words. */
export function ChangedMark() {
  const { t } = useI18n();
  return (
    <span className={styles.changed}>
      <WarningIcon />
      {t('baskets.payments.changed')}
    </span>
  );
}

function useDownloadFeedback() {
  const { t } = useI18n();
  return {
    onSuccess: (fileName: string) =>
      notify({ tone: 'success', title: t('baskets.download.done', { fileName }) }),
    onError: (error: Error) => notify({ tone: 'error', title: error.message }),
  };
}

/** The active baskets with their payments as a PDF or an XLSX document. */
export function ActiveBasketsDownloads() {
  const { t, locale } = useI18n();
  const feedback = useDownloadFeedback();
  const pdf = useFileDownload(apiRoutes.getActiveBasketsDownload);
  const xls = useFileDownload(apiRoutes.getActiveBasketsDownload);
  const isBusy = pdf.isDownloading || xls.isDownloading;
  const wireLocale = toWireLocale(locale);
  return (
    <>
      <Button
        isBusy={pdf.isDownloading}
        isDisabled={isBusy}
        onPress={() =>
          pdf.download({ query: { documentType: 'PDF', locale: wireLocale } }, feedback)
        }
      >
        {t('baskets.download.listPdf')}
      </Button>
      <Button
        isBusy={xls.isDownloading}
        isDisabled={isBusy}
        onPress={() =>
          xls.download({ query: { documentType: 'XLS', locale: wireLocale } }, feedback)
        }
      >
        {t('baskets.download.listXls')}
      </Button>
    </>
  );
}

/** One basket with its payments as a PDF or an XLSX document. */
export function BasketDownloads({ basket }: { basket: Pick<TBasket, 'id'> }) {
  const { t, locale } = useI18n();
  const feedback = useDownloadFeedback();
  const pdf = useFileDownload(apiRoutes.getBasketDownload);
  const xls = useFileDownload(apiRoutes.getBasketDownload);
  const isBusy = pdf.isDownloading || xls.isDownloading;
  const wireLocale = toWireLocale(locale);
  return (
    <>
      <Button
        isBusy={pdf.isDownloading}
        isDisabled={isBusy}
        onPress={() =>
          pdf.download(
            {
              params: { basketId: basket.id },
              query: { documentType: 'PDF', locale: wireLocale },
            },
            feedback,
          )
        }
      >
        {t('baskets.download.pdf')}
      </Button>
      <Button
        isBusy={xls.isDownloading}
        isDisabled={isBusy}
        onPress={() =>
          xls.download(
            {
              params: { basketId: basket.id },
              query: { documentType: 'XLS', locale: wireLocale },
            },
            feedback,
          )
        }
      >
        {t('baskets.download.xls')}
      </Button>
    </>
  );
}

function describePayment(payment: TBasketPayment, t: TTranslate, locale: TLocale): string {
  return t('baskets.paymentLine', {
    paymentId: payment.paymentId,
    name: payment.creditorName,
    amount: formatBasketMoney(payment, locale),
  });
}

/**
 * 000 §8 "payment changed in the meantime", before anyone tries to sign: which payments changed,
 * why the basket cannot be signed, and the way out (delete it and make a new one).
 */
export function ChangedPaymentsNotice({
  basket,
  onDelete,
}: {
  basket: TBasket;
  onDelete: (() => void) | undefined;
}) {
  const { t, locale } = useI18n();
  const changed = listChangedPayments(basket);
  // Once signed, expired or deleted, a change no longer stands in the way of anything.
  if (changed.length === 0 || !isBasketActive(basket)) return null;
  return (
    <Notice
      tone="warning"
      title={t('baskets.changed.title')}
      action={
        onDelete ? (
          <Button size="small" onPress={onDelete}>
            {t('baskets.delete')}
          </Button>
        ) : undefined
      }
    >
      <p>{t('baskets.changed.text', { count: changed.length })}</p>
      <NoticeList items={changed.map((payment) => describePayment(payment, t, locale))} />
    </Notice>
  );
}

/**
 * Where the basket stands once it is no longer simply waiting: signed in full (the payments go on
 * as orders of their own), partly signed (which payments wait for a further signature), expired
 * or deleted (the payments stay as they were), and a payment the bank could not take yet.
 */
export function BasketOutcome({ basket }: { basket: TBasket }) {
  const { t, locale } = useI18n();
  const toPayments = (
    <Link to="/payments" className={getButtonClassName({ size: 'small' })}>
      {t('baskets.toPayments')}
    </Link>
  );
  const propagation = basket.statusCodes.includes('PROPAGATION_FAILED') ? (
    <Notice tone="warning">
      <p>{t('baskets.propagation')}</p>
    </Notice>
  ) : null;
  if (basket.status === 'SIGNED')
    return (
      <>
        <Notice tone="success" title={t('baskets.outcome.SIGNED.title')} action={toPayments}>
          <p>{t('baskets.outcome.SIGNED.text')}</p>
        </Notice>
        {propagation}
      </>
    );
  if (basket.status === 'PARTIAL') {
    const waiting = listWaitingPayments(basket);
    return (
      <>
        <Notice tone="info" title={t('baskets.outcome.PARTIAL.title')}>
          <p>{t('baskets.outcome.PARTIAL.text', { count: waiting.length })}</p>
          <NoticeList items={waiting.map((payment) => describePayment(payment, t, locale))} />
        </Notice>
        {propagation}
      </>
    );
  }
  if (basket.status === 'EXPIRED' || basket.status === 'DELETED')
    return (
      <Notice tone="info" title={t(`baskets.outcome.${basket.status}.title`)} action={toPayments}>
        <p>{t(`baskets.outcome.${basket.status}.text`)}</p>
      </Notice>
    );
  return propagation;
}

/** 000 §2 delete, asked first: what goes (the basket) and what stays (its payments). */
export function DeleteBasketDialog({
  basket,
  isBusy,
  error,
  onConfirm,
  onCancel,
}: {
  basket: TBasket | null;
  isBusy: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t, locale } = useI18n();
  return (
    <ConfirmDialog
      isOpen={basket !== null}
      title={t('baskets.deleteTitle', { reference: basket?.referenceNumber ?? '' })}
      confirmLabel={t('baskets.deleteConfirm')}
      cancelLabel={t('baskets.deleteCancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      isBusy={isBusy}
      error={error}
    >
      {basket ? (
        <>
          <p>
            {t('baskets.deleteText', {
              count: basket.paymentCount,
              total: formatBasketTotals(basket.totals, locale).join(', '),
            })}
          </p>
          <p>{t('baskets.deleteKeeps')}</p>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
