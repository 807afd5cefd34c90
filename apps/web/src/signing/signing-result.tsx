import type { ReactNode } from 'react';
import type { TPayment } from '@poslovno/contract';
import { useI18n } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { Notice, type TNoticeTone } from '../../../ui/notice';
import type { TSigningPurpose } from '../api/sign-payment';
import {
  findRejectionReason,
  readSigningResult,
  type TSigningResult,
} from '../model/signing-outcome';
import { describeValidation } from '../model/validation-text';
import { PaymentStatus } from './payment-status';
import styles from './payments.module.css';

const TONE_OF_RESULT: Readonly<Record<TSigningResult, TNoticeTone>> = {
  AUTHORIZED: 'success',
  PARTIALLY_AUTHORIZED: 'info',
  MANDATORY_SIGNEE_NEEDED: 'info',
  PROPAGATION_FAILED: 'warning',
  REVOKED: 'success',
  REJECTED: 'error',
};

/** What the signature achieved and what happens next, as a notice. */
export function SigningResultNotice({ payment }: { payment: TPayment }) {
  const { t, locale } = useI18n();
  const result = readSigningResult(payment);
  const rejection = findRejectionReason(payment);
  return (
    <Notice tone={TONE_OF_RESULT[result]} title={t(`payments.result.${result}.title`)}>
      <p>{t(`payments.result.${result}.next`)}</p>
      {rejection ? <p>{describeValidation(rejection, locale)}</p> : null}
    </Notice>
  );
}

/** The dialog's last step: the result with the payment's new status, and the way on. */
export function SigningResult({
  payment,
  purpose,
  onClose,
  children,
}: {
  payment: TPayment;
  purpose: TSigningPurpose;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className={styles.dialogBody}>
      <SigningResultNotice payment={payment} />
      <p className={styles.resultStatus}>
        <span>
          {t(purpose === 'AUTHORIZE' ? 'payments.sign.statusNow' : 'payments.revoke.statusNow', {
            paymentId: payment.paymentId,
          })}
        </span>
        <PaymentStatus payment={payment} />
      </p>
      <div className={styles.actions}>
        {children}
        <Button variant="primary" onPress={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </div>
    </div>
  );
}
