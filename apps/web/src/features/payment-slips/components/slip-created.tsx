import type { Ref } from 'react';
import type { TPaymentSlip } from '@poslovno/contract';
import { useI18n } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { ErrorNotice } from '../../../ui/error-notice';
import { Notice } from '../../../ui/notice';
import { Spinner } from '../../../ui/spinner';
import { useSlipBarcodeImage } from '../api/payment-slips-api';
import { SlipDownloads, usePaySlip } from './slip-actions';
import { describeSlip, SlipFieldList } from './slip-field-list';
import styles from './payment-slips.module.css';

/** The slip's barcode as the bank drew it (the PNG download), named by every field it holds. */
export function SlipBarcode({ slip }: { slip: TPaymentSlip }) {
  const { t, locale } = useI18n();
  const image = useSlipBarcodeImage(slip.slipId);
  if (image.isError)
    return <ErrorNotice error={image.error} onRetry={() => void image.refetch()} />;
  if (image.isPending) return <Spinner label={t('paymentSlips.barcode.loading')} />;
  return (
    <figure className={styles.barcode}>
      <img src={image.data} alt={describeSlip(slip, t, locale)} className={styles.barcodeImage} />
      <figcaption className={styles.muted}>{t('paymentSlips.barcode.caption')}</figcaption>
    </figure>
  );
}

interface TSlipCreatedProps {
  slip: TPaymentSlip;
  onCreateAnother: () => void;
  onEdit: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** After "Create slip": the barcode, the slip's fields, its files, and paying it. */
export function SlipCreated({ slip, onCreateAnother, onEdit, headingRef }: TSlipCreatedProps) {
  const { t } = useI18n();
  const pay = usePaySlip();
  return (
    <section className={styles.stack} aria-labelledby="slip-created-title">
      <Notice tone="success">
        <p>{t('paymentSlips.created.notice')}</p>
      </Notice>
      <div className={styles.card}>
        <h2 id="slip-created-title" ref={headingRef} tabIndex={-1} className={styles.cardTitle}>
          {t('paymentSlips.created.title', { name: slip.payeeName })}
        </h2>
        <div className={styles.createdLayout}>
          <SlipBarcode slip={slip} />
          <SlipFieldList slip={slip} />
        </div>
        <h3 className={styles.groupTitle}>{t('paymentSlips.download.title')}</h3>
        <SlipDownloads slipId={slip.slipId} />
        <div className={styles.actions}>
          <Button variant="primary" onPress={() => pay(slip.payload, 'CREATED')}>
            {t('paymentSlips.pay')}
          </Button>
          <Button onPress={onEdit}>{t('paymentSlips.created.edit')}</Button>
          <Button variant="quiet" onPress={onCreateAnother}>
            {t('paymentSlips.created.another')}
          </Button>
        </div>
      </div>
    </section>
  );
}
