import { useId } from 'react';
import type { TBulkPayment, TBulkPaymentError, TBulkPaymentSummary } from '@poslovno/contract';
import { toWireLocale, type TBulkPaymentStatus } from '@poslovno/domain';
import { apiRoutes } from '../../../api/api-routes';
import { useI18n } from '../../../i18n/i18n-context';
import { useFileDownload } from '../../../lib/use-file-download';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { notify } from '../../../ui/notifications';
import { StatusBadge } from '../../../ui/status-badge';
import { formatBulkTotals, getErrorKey, type TBulkListFilter } from '../model/bulk-view';
import styles from './bulk-payments.module.css';

export function BulkStatusBadge({ status }: { status: TBulkPaymentStatus }) {
  const { t } = useI18n();
  return <StatusBadge status={status} label={t(`bulkPayments.status.${status}`)} />;
}

/** One sum per currency, each on its own line, digits aligned. */
export function BulkTotals({ totals }: { totals: TBulkPaymentSummary['totals'] }) {
  const { locale } = useI18n();
  return (
    <span className={styles.totals}>
      {formatBulkTotals(totals, locale).map((total) => (
        <span key={total} className={styles.amount}>
          {total}
        </span>
      ))}
    </span>
  );
}

/**
 * Errors of a file or a group (000 §3): where each is (line, column), what it says, its kind, and
 * the XML it is about in a block the person opens when they need it.
 */
export function BulkErrorList({
  errors,
  title,
}: {
  errors: readonly TBulkPaymentError[];
  title: string;
}) {
  const { t } = useI18n();
  const headingId = useId();
  if (errors.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <ol className={styles.errorList}>
        {errors.map((error, index) => (
          <li key={getErrorKey(error, index)} className={styles.errorItem}>
            <p className={styles.errorMessage}>
              <span className={styles.errorPlace}>
                {t('bulkPayments.error.place', { line: error.line, column: error.column })}
              </span>{' '}
              {error.message}
            </p>
            <p className={styles.muted}>
              {t('bulkPayments.error.kind', { errorId: error.errorId })}
              {error.path ? ` · ${error.path}` : ''}
            </p>
            {error.errorXml ? (
              <details className={styles.xml}>
                <summary>{t('bulkPayments.error.xml')}</summary>
                <pre className={styles.xmlBlock}>
                  <code>{error.errorXml}</code>
                </pre>
              </details>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function useDownloadFeedback() {
  const { t } = useI18n();
  return {
    onSuccess: (fileName: string) =>
      notify({ tone: 'success', title: t('bulkPayments.download.done', { fileName }) }),
    onError: (error: Error) => notify({ tone: 'error', title: error.message }),
  };
}

/** The overview, filtered as shown, as a PDF or an XLSX document. */
export function BulkListDownloads({ filter }: { filter: TBulkListFilter }) {
  const { t, locale } = useI18n();
  const feedback = useDownloadFeedback();
  const pdf = useFileDownload(apiRoutes.getBulkPaymentsDownload);
  const xls = useFileDownload(apiRoutes.getBulkPaymentsDownload);
  const isBusy = pdf.isDownloading || xls.isDownloading;
  const query = {
    locale: toWireLocale(locale),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
  return (
    <>
      <Button
        isBusy={pdf.isDownloading}
        isDisabled={isBusy}
        onPress={() => pdf.download({ query: { ...query, documentType: 'PDF' } }, feedback)}
      >
        {t('bulkPayments.download.listPdf')}
      </Button>
      <Button
        isBusy={xls.isDownloading}
        isDisabled={isBusy}
        onPress={() => xls.download({ query: { ...query, documentType: 'XLS' } }, feedback)}
      >
        {t('bulkPayments.download.listXls')}
      </Button>
    </>
  );
}

/** A file's lines with their statuses (XLSX), and the bank's pain.002 report once it is signed. */
export function BulkFileDownloads({
  file,
}: {
  file: Pick<TBulkPayment, 'bulkPaymentId' | 'isSigned'>;
}) {
  const { t, locale } = useI18n();
  const feedback = useDownloadFeedback();
  const xls = useFileDownload(apiRoutes.getBulkPaymentDocument);
  const pain002 = useFileDownload(apiRoutes.getBulkPaymentPain002);
  const params = { bulkPaymentId: file.bulkPaymentId };
  return (
    <>
      <Button
        isBusy={xls.isDownloading}
        onPress={() =>
          xls.download(
            { params, query: { documentType: 'XLS', locale: toWireLocale(locale) } },
            feedback,
          )
        }
      >
        {t('bulkPayments.download.itemsXls')}
      </Button>
      {file.isSigned ? (
        <Button
          isBusy={pain002.isDownloading}
          onPress={() => pain002.download({ params }, feedback)}
        >
          {t('bulkPayments.download.pain002')}
        </Button>
      ) : null}
    </>
  );
}

interface TFileQuestionProps {
  file: Pick<TBulkPayment, 'fileName' | 'numberOfPayments' | 'totals'> | null;
  isBusy: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Delete, asked first: the file and its payments go; nothing was sent to the bank. */
export function DeleteBulkDialog({ file, isBusy, error, onConfirm, onCancel }: TFileQuestionProps) {
  const { t, locale } = useI18n();
  return (
    <ConfirmDialog
      isOpen={file !== null}
      title={t('bulkPayments.delete.title', { fileName: file?.fileName ?? '' })}
      confirmLabel={t('bulkPayments.delete.confirm')}
      cancelLabel={t('bulkPayments.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      isBusy={isBusy}
      error={error}
    >
      {file ? (
        <p>
          {t('bulkPayments.delete.text', {
            count: file.numberOfPayments,
            total: formatBulkTotals(file.totals, locale).join(', '),
          })}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

/** Convert, asked first: the file becomes single stored payments, each signed on its own. */
export function ConvertBulkDialog({
  file,
  isBusy,
  error,
  onConfirm,
  onCancel,
}: TFileQuestionProps) {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      isOpen={file !== null}
      title={t('bulkPayments.convert.title', { fileName: file?.fileName ?? '' })}
      confirmLabel={t('bulkPayments.convert.confirm')}
      cancelLabel={t('bulkPayments.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      isBusy={isBusy}
      error={error}
    >
      {file ? (
        <>
          <p>{t('bulkPayments.convert.text', { count: file.numberOfPayments })}</p>
          <p>{t('bulkPayments.convert.after')}</p>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
