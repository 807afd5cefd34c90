import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { TPaymentSlip } from '@poslovno/contract';
import { useI18n } from '../../../i18n/i18n-context';
import { PageHeader } from '../../../ui/page-header';
import { createEmptySlipForm, type TSlipFormValues } from '../model/slip-form';
import { SlipCreated } from './slip-created';
import { SlipForm } from './slip-form';
import styles from './payment-slips.module.css';

/**
 * /qr-hub3/create (000 §2 QR/HUB3): a payment slip in QR format, the HUB3 PDF417 barcode. The
 * form, then the slip made: its barcode, files and "Pay". "Change" brings the same values back
 * into the form for a new slip; a stored slip is never changed.
 */
export default function SlipCreatePage() {
  const { t } = useI18n();
  const [created, setCreated] = useState<TPaymentSlip | null>(null);
  const [values, setValues] = useState<TSlipFormValues>(createEmptySlipForm);
  const [formKey, setFormKey] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const hasShownResult = useRef(false);

  useEffect(() => {
    if (created) {
      hasShownResult.current = true;
      resultRef.current?.focus();
    } else if (hasShownResult.current) {
      headingRef.current?.focus();
    }
  }, [created]);

  const backToForm = (next: TSlipFormValues) => {
    setValues(next);
    setFormKey((key) => key + 1);
    setCreated(null);
  };

  return (
    <>
      <PageHeader
        before={
          <Link to="/qr-hub3/list" className={styles.backLink}>
            {t('paymentSlips.toList')}
          </Link>
        }
        title={t('paymentSlips.create.title')}
        subtitle={t('paymentSlips.create.subtitle')}
        headingRef={headingRef}
      />
      {created ? (
        <SlipCreated
          slip={created}
          headingRef={resultRef}
          onEdit={() => backToForm(values)}
          onCreateAnother={() => backToForm(createEmptySlipForm())}
        />
      ) : (
        <SlipForm
          key={formKey}
          initialValues={values}
          onCreated={(slip, typed) => {
            setValues(typed);
            setCreated(slip);
          }}
        />
      )}
    </>
  );
}
