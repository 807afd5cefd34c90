import { useMemo } from 'react';
import { Link } from 'react-router';
import type { TAccount, TPayment } from '@poslovno/contract';
import { formatMoney } from '@poslovno/domain';
import type { TSlipPayment } from '../../../lib/slip-payment';
import { getBankNow } from '../../../lib/bank-clock';
import { useI18n } from '../../../i18n/i18n-context';
import { describeErrorCode } from '../../../i18n/messages';
import { Notice, NoticeList } from '../../../ui/notice';
import { prefillDraftFromSlip } from '../model/slip-prefill';
import { PaymentForm } from './payment-form';
import styles from './payments.module.css';

interface TSlipPaymentProps {
  slip: TSlipPayment;
  debitAccounts: readonly TAccount[];
  onSaved: (payment: TPayment) => void;
}

/**
 * A new domestic payment filled from a HUB3 slip (000 §2): the form with the slip's payee,
 * account, reference, purpose, description and amount, and beside it what the form has no field
 * for (the payer) and, for an old kuna slip, why the amount is 0 EUR (000 §5).
 */
export function SlipPayment({ slip, debitAccounts, onSaved }: TSlipPaymentProps) {
  const { t, locale } = useI18n();
  const prefill = useMemo(() => prefillDraftFromSlip(slip.payload, getBankNow()), [slip.payload]);
  if (!prefill.ok) {
    return (
      <Notice tone="error">
        <p>{describeErrorCode(locale, prefill.code)}</p>
        <p>
          <Link to={slip.returnTo}>{t('payments.slip.back')}</Link>
        </p>
      </Notice>
    );
  }
  const { draft, isLegacyCurrency, notInPayment } = prefill.value;
  return (
    <div className={styles.stack}>
      <Notice tone="info" title={t(`payments.slip.origin.${slip.origin}`)}>
        {notInPayment.length > 0 ? (
          <>
            <p>{t('payments.slip.notInPayment')}</p>
            <NoticeList
              items={notInPayment.map(
                ({ field, value }) => `${t(`paymentSlips.field.${field}`)}: ${value}`,
              )}
            />
          </>
        ) : null}
      </Notice>
      {isLegacyCurrency ? (
        <Notice tone="warning" title={t('payments.slip.legacyTitle')}>
          <p>
            {t('payments.slip.legacyText', {
              amount: formatMoney(prefill.value.slip.amountMinor, 'HRK', locale),
            })}
          </p>
        </Notice>
      ) : null}
      <PaymentForm
        initialDraft={draft}
        editedPayment={null}
        debitAccounts={debitAccounts}
        onSaved={onSaved}
        cancelTo={slip.returnTo}
      />
    </div>
  );
}
