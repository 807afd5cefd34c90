import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TBulkUploadProgress } from '@poslovno/contract';
import { isApiError } from '../../../api/api-client';
import { useConfig } from '../../../app/config/config-context';
import { useI18n } from '../../../i18n/i18n-context';
import { Card } from '../../../ui/card';
import { FileDropArea } from '../../../ui/file-drop-area';
import { PageHeader } from '../../../ui/page-header';
import { ProgressBar } from '../../../ui/progress-bar';
import { uploadBulkFile, useRefreshAfterBulkChange } from '../api/bulk-payments-api';
import { listRefusalDetails } from '../model/bulk-view';
import styles from './bulk-payments.module.css';

/** 000 §5: a SEPA file as XML, a zip holding one, or an OpenPGP signed file of either. */
const SEPA_FILE_TYPES = ['.xml', '.zip', '.pgp', '.gpg', '.asc'];
const BYTES_PER_MEGABYTE = 1024 * 1024;

/** How far the server's checks have gone, while the upload's request is still open. */
function CheckProgress({ progress }: { progress: TBulkUploadProgress }) {
  const { t } = useI18n();
  return (
    <ProgressBar
      label={t(`bulkPayments.upload.phase.${progress.phase}`)}
      isIndeterminate
      valueLabel={t('bulkPayments.upload.read', { count: progress.transactionsRead })}
      description={t('bulkPayments.upload.read', { count: progress.transactionsRead })}
    />
  );
}

/**
 * The schema errors of a refused file, each with its place (000 §8 "Bulk upload"): the refusal's
 * description itself is shown by the drop area; these are its details.
 */
function RefusalDetails({ refusal }: { refusal: unknown }) {
  const { t } = useI18n();
  if (!isApiError(refusal) || refusal.validations.length === 0) return null;
  const details = listRefusalDetails(refusal.validations);
  return (
    <section aria-label={t('bulkPayments.upload.refusalDetails')} className={styles.refusal}>
      <p className={styles.sectionTitle}>{t('bulkPayments.upload.refusalDetails')}</p>
      <ul className={styles.errorList}>
        {details.map((detail, index) => (
          <li key={`${index}-${detail.description}`} className={styles.errorItem}>
            {detail.description}
            {detail.place ? (
              <span className={`${styles.muted} ${styles.breakable}`}>
                {' '}
                {t('bulkPayments.upload.refusalPlace', { place: detail.place })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{t('bulkPayments.upload.nothingStored')}</p>
    </section>
  );
}

/**
 * /bulk-payment/upload (000 §2, §5, §8): one SEPA file at a time, dropped or chosen with the
 * button; the bytes sent, then the server's checks as they go; a refused file is said with its
 * reasons and nothing is stored; a stored file opens its details.
 */
export default function BulkUploadPage() {
  const { t } = useI18n();
  const config = useConfig();
  const navigate = useNavigate();
  const refresh = useRefreshAfterBulkChange();
  const [check, setCheck] = useState<TBulkUploadProgress | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);

  return (
    <>
      <PageHeader
        before={
          <Link to="/bulk-payment" className={styles.backLink}>
            {t('bulkPayments.back')}
          </Link>
        }
        title={t('bulkPayments.upload.title')}
        subtitle={t('bulkPayments.upload.subtitle')}
      />
      <Card className={styles.stack}>
        <FileDropArea
          label={t('bulkPayments.upload.label')}
          accept={SEPA_FILE_TYPES}
          maxSizeBytes={config.upload.maxFileSizeMb * BYTES_PER_MEGABYTE}
          maxFiles={1}
          description={t('bulkPayments.upload.hint')}
          upload={async ([file], options) => {
            if (!file) return;
            setCheck(null);
            setRefusal(null);
            try {
              const stored = await uploadBulkFile(file, { ...options, onCheck: setCheck });
              void refresh();
              void navigate(`/bulk-payment/${stored.bulkPaymentId}`, {
                state: { isUploaded: true },
              });
            } catch (error) {
              setRefusal(error);
              throw error;
            } finally {
              setCheck(null);
            }
          }}
        />
        {check ? <CheckProgress progress={check} /> : null}
        <RefusalDetails refusal={refusal} />
      </Card>
    </>
  );
}
