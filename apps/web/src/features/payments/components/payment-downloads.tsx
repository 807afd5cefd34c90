import { apiRoutes } from '../../../api/api-routes';
import type { TPayment } from '@poslovno/contract';
import { toWireLocale } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import type { TDownloadProgress } from '../../../api/file-client';
import { formatByteSize, useFileDownload } from '../../../lib/use-file-download';
import { Button } from '../../../ui/button';
import { notify } from '../../../ui/notifications';
import { ProgressBar } from '../../../ui/progress-bar';
import type { TOverviewFilter } from '../model/overview-filter';
import styles from './payments.module.css';

/** 000 §9-style limit of the API: at most 50 payments' details in one ZIP. */
export const MAX_PAYMENTS_PER_DOWNLOAD = 50;

function useDownloadFeedback() {
  const { t } = useI18n();
  return {
    onSuccess: (fileName: string) =>
      notify({ tone: 'success', title: t('payments.download.done', { fileName }) }),
    onError: (error: Error) => notify({ tone: 'error', title: error.message }),
  };
}

/** The payment's details as a PDF (GET /documents/payment-details/{id}). */
export function PaymentPdfButton({
  payment,
  size = 'small',
}: {
  payment: TPayment;
  size?: 'small' | 'regular';
}) {
  const { t, locale } = useI18n();
  const feedback = useDownloadFeedback();
  const { download, isDownloading } = useFileDownload(apiRoutes.getPaymentDetailsPdf);
  return (
    <Button
      size={size}
      isBusy={isDownloading}
      aria-label={t('payments.download.pdfLabel', {
        paymentId: payment.paymentId,
        name: payment.creditorName,
      })}
      onPress={() =>
        download(
          { params: { paymentId: payment.paymentId }, query: { locale: toWireLocale(locale) } },
          feedback,
        )
      }
    >
      {t('payments.download.pdf')}
    </Button>
  );
}

/** A SWIFT confirmation (MT103) exists for a foreign or SEPA payment once it left for the payee's bank. */
export function hasSwiftConfirmation(payment: Pick<TPayment, 'type' | 'status'>): boolean {
  const hasLeft = payment.status === 'SENT_TO_RECIPIENT_BANK' || payment.status === 'EXECUTED';
  return hasLeft && (payment.type === 'FOREIGN' || payment.type === 'SEPA');
}

export function SwiftConfirmationButton({ payment }: { payment: TPayment }) {
  const { t, locale } = useI18n();
  const feedback = useDownloadFeedback();
  const { download, isDownloading } = useFileDownload(apiRoutes.getSwiftConfirmation);
  return (
    <Button
      isBusy={isDownloading}
      onPress={() =>
        download(
          { params: { paymentId: payment.paymentId }, query: { locale: toWireLocale(locale) } },
          feedback,
        )
      }
    >
      {t('payments.download.swift')}
    </Button>
  );
}

function DownloadProgress({ progress }: { progress: TDownloadProgress | null }) {
  const { t, locale } = useI18n();
  if (progress === null) return null;
  return (
    <div className={styles.progress}>
      <ProgressBar
        label={t('payments.download.progress')}
        isIndeterminate={progress.totalBytes === undefined}
        value={progress.totalBytes ? (100 * progress.receivedBytes) / progress.totalBytes : 0}
        valueLabel={t('payments.download.received', {
          size: formatByteSize(progress.receivedBytes, locale),
        })}
      />
    </div>
  );
}

/**
 * The list's files: the chosen payments' details (one PDF, or a ZIP of them) and the filtered
 * list as a PDF or XLSX report, each with its progress while the server writes it.
 */
export function OverviewDownloads({
  filter,
  selectedIds,
}: {
  filter: TOverviewFilter;
  selectedIds: readonly string[];
}) {
  const { t, locale } = useI18n();
  const feedback = useDownloadFeedback();
  const selected = useFileDownload(apiRoutes.getPaymentsDownload);
  const pdf = useFileDownload(apiRoutes.getPaymentsReport);
  const xls = useFileDownload(apiRoutes.getPaymentsReport);
  const active = [selected, pdf, xls].find((download) => download.isDownloading);
  const wireLocale = toWireLocale(locale);
  const isTooMany = selectedIds.length > MAX_PAYMENTS_PER_DOWNLOAD;
  return (
    <>
      <Button
        size="small"
        isBusy={selected.isDownloading}
        isDisabled={selectedIds.length === 0 || isTooMany || active !== undefined}
        onPress={() =>
          selected.download(
            { query: { paymentIds: selectedIds.join(','), locale: wireLocale } },
            feedback,
          )
        }
      >
        {t('payments.download.selected')}
      </Button>
      <Button
        size="small"
        isBusy={pdf.isDownloading}
        isDisabled={active !== undefined}
        onPress={() =>
          pdf.download({ query: { ...filter, documentType: 'PDF', locale: wireLocale } }, feedback)
        }
      >
        {t('payments.download.reportPdf')}
      </Button>
      <Button
        size="small"
        isBusy={xls.isDownloading}
        isDisabled={active !== undefined}
        onPress={() =>
          xls.download({ query: { ...filter, documentType: 'XLS', locale: wireLocale } }, feedback)
        }
      >
        {t('payments.download.reportXls')}
      </Button>
      {isTooMany ? (
        <span className={styles.muted}>
          {t('payments.download.tooMany', { max: MAX_PAYMENTS_PER_DOWNLOAD })}
        </span>
      ) : null}
      <DownloadProgress progress={active?.progress ?? null} />
    </>
  );
}
