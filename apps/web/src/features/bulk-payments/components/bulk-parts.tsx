import { useId } from 'react';
import type { TBulkPayment, TBulkPaymentError, TBulkPaymentSummary } from '@poslovno/contract';
import type { TBulkPaymentStatus } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { StatusBadge } from '../../../ui/status-badge';
import { formatBulkTotals, getErrorKey } from '../model/bulk-view';
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
