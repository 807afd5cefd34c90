import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TPayment } from '@poslovno/contract';
import { formatDateForLocale } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { Button, getButtonClassName } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FactAmount, FactList, type TFact } from '../../../ui/fact-list';
import { Notice, NoticeList } from '../../../ui/notice';
import { SigningDialog } from '../../../signing/signing-dialog';
import { usePayment } from '../api/get-payment';
import { paymentsQueryRoot } from '../api/payments-query-keys';
import { formatPaymentMoney } from '../model/payment-format';
import { describeValidation } from '../model/validation-text';
import { PaymentFacts } from './payment-facts';
import { SaveAsTemplateLink } from './save-as-template-link';
import { PaymentSigningResultNotice, usePaymentSigningTarget } from './payment-signing';
import styles from './payments.module.css';

/** The notices of the save (a moved date, a balance that may not cover it), read as warnings. */
function SaveNotices({ payment }: { payment: TPayment }) {
  const { t, locale } = useI18n();
  const notices = payment.paymentStatus.validations.map((validation) =>
    describeValidation(validation, locale),
  );
  if (notices.length === 0) return null;
  return (
    <Notice tone="warning" title={t('payments.recap.notices')}>
      <NoticeList items={notices} />
    </Notice>
  );
}

/**
 * What the person should know before signing: the fee (the core bank charges it on execution, so
 * before that only the tariff can tell), the date and who may sign. Who may sign is the overview's
 * answer (the signing policy on the server); the save's answer does not carry it.
 */
function BeforeSigning({ payment }: { payment: TPayment }) {
  const { t, locale } = useI18n();
  const awaitingSigners = usePayment(payment.paymentId).data?.awaitingSigners;
  const fee = payment.transactionsFee;
  const facts: TFact[] = [
    [
      t('payments.recap.fee'),
      fee ? (
        <FactAmount>{formatPaymentMoney(fee, locale)}</FactAmount>
      ) : (
        t('payments.recap.feePerTariff')
      ),
    ],
    [
      t('payments.recap.executionDate'),
      formatDateForLocale(payment.requestedExecutionDate, locale),
    ],
  ];
  if (awaitingSigners)
    facts.push([
      t('payments.recap.signers'),
      awaitingSigners.length > 0 ? awaitingSigners.join(', ') : t('payments.recap.signersNone'),
    ]);
  return (
    <Card>
      <FactList items={facts} />
    </Card>
  );
}

function OverviewLink({ isPrimary = false }: { isPrimary?: boolean }) {
  const { t } = useI18n();
  return (
    <Link
      to="/payments"
      className={getButtonClassName({ variant: isPrimary ? 'primary' : 'secondary' })}
    >
      {t('payments.recap.toOverview')}
    </Link>
  );
}

/**
 * 000 §2 recapitulation: the payment as the server stored it, every value and every notice, with
 * the way on: sign it now, change it, or leave it for later in the overview.
 */
export function Recapitulation({ saved }: { saved: TPayment }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [payment, setPayment] = useState(saved);
  const [signed, setSigned] = useState<TPayment | null>(null);
  const [isSigning, setIsSigning] = useState(false);
  const signingTarget = usePaymentSigningTarget(
    isSigning ? { purpose: 'AUTHORIZE', paymentId: payment.paymentId } : null,
  );

  function acceptSignature(answer: TPayment) {
    setPayment(answer);
    setSigned(answer);
    void queryClient.invalidateQueries({ queryKey: paymentsQueryRoot });
  }

  return (
    <div className={styles.stack}>
      {signed ? (
        <PaymentSigningResultNotice payment={signed} />
      ) : (
        <Notice tone="success">
          <p>{t('payments.recap.saved', { paymentId: payment.paymentId })}</p>
        </Notice>
      )}
      {signed ? null : <SaveNotices payment={payment} />}
      {signed ? null : <BeforeSigning payment={payment} />}
      <Card>
        <PaymentFacts payment={payment} />
      </Card>
      <div className={styles.formActions}>
        {payment.actions.canAuthorize ? (
          <Button variant="primary" onPress={() => setIsSigning(true)}>
            {t('payments.action.AUTHORIZE')}
          </Button>
        ) : null}
        {payment.actions.canEdit ? (
          <Button onPress={() => void navigate(`/payment?edit=${payment.paymentId}`)}>
            {t('payments.action.EDIT')}
          </Button>
        ) : null}
        <SaveAsTemplateLink payment={payment} />
        <OverviewLink isPrimary={!payment.actions.canAuthorize} />
      </div>
      <SigningDialog
        target={signingTarget}
        onClose={() => setIsSigning(false)}
        onSigned={acceptSignature}
        resultActions={<OverviewLink />}
      />
    </div>
  );
}
