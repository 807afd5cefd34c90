import type { Ref } from 'react';
import { useI18n } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { Notice } from '../../../ui/notice';
import type { TSlipReading } from '../model/slip-reading';
import { usePaySlip } from './slip-actions';
import { formatSlipAmount, SlipFieldList } from './slip-field-list';
import styles from './payment-slips.module.css';

interface TSlipReadingViewProps {
  reading: TSlipReading;
  onClose: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * What a read slip says (an upload read by the bank, or the camera read in the page): each field
 * with its verdict, an old kuna slip's notice (000 §5: paid as 0 EUR, the amount to be typed), and
 * "Pay", which opens the domestic payment form filled in. A slip with refused fields can still be
 * paid: the payment form shows the same fields to correct, and its own checks decide.
 */
export function SlipReadingView({ reading, onClose, headingRef }: TSlipReadingViewProps) {
  const { t, locale } = useI18n();
  const pay = usePaySlip();
  const issueCount = reading.issues.length;
  return (
    <section className={styles.card} aria-labelledby="slip-reading-title">
      <h2 id="slip-reading-title" ref={headingRef} tabIndex={-1} className={styles.cardTitle}>
        {t(`paymentSlips.reading.title.${reading.origin}`)}
      </h2>
      {reading.isLegacyCurrency ? (
        <Notice tone="warning" title={t('paymentSlips.reading.legacyTitle')}>
          <p>
            {t('paymentSlips.reading.legacyText', {
              amount: formatSlipAmount(reading.slip.amount, reading.slip.currency, locale),
              payment: formatSlipAmount(reading.payment.amount, reading.payment.currency, locale),
            })}
          </p>
        </Notice>
      ) : null}
      {issueCount > 0 ? (
        <Notice tone="warning" title={t('paymentSlips.reading.issuesTitle', { count: issueCount })}>
          <p>{t('paymentSlips.reading.issuesText')}</p>
        </Notice>
      ) : (
        <Notice tone="success">
          <p>{t('paymentSlips.reading.valid')}</p>
        </Notice>
      )}
      <SlipFieldList slip={reading.slip} issues={reading.issues} />
      <div className={styles.actions}>
        <Button variant="primary" onPress={() => pay(reading.payload, reading.origin)}>
          {t('paymentSlips.pay')}
        </Button>
        <Button variant="quiet" onPress={onClose}>
          {t('paymentSlips.reading.close')}
        </Button>
      </div>
    </section>
  );
}
