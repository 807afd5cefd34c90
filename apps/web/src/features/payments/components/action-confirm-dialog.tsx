import type { TPayment } from '@poslovno/contract';
import type { TOrderAction } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { formatPaymentMoney } from '../model/payment-format';

export interface TConfirmation {
  action: TOrderAction;
  payment: TPayment;
}

function hasSignatures(payment: TPayment): boolean {
  return payment.signatures.some((signature) => signature.kind === 'SIGNATURE');
}

/**
 * 000 §2: every action of the overview asks first, naming the payment (number, payee, amount);
 * an edit of a payment someone has signed says that the signature will stop counting.
 */
export function ActionConfirmDialog({
  confirmation,
  onConfirm,
  onCancel,
  isBusy,
  error,
}: {
  confirmation: TConfirmation | null;
  onConfirm: (confirmation: TConfirmation) => void;
  onCancel: () => void;
  isBusy: boolean;
  error: unknown;
}) {
  const { t, locale } = useI18n();
  if (confirmation === null) return null;
  const { action, payment } = confirmation;
  const values = {
    paymentId: payment.paymentId,
    name: payment.creditorName,
    amount: formatPaymentMoney(payment.instructedAmount, locale),
  };
  return (
    <ConfirmDialog
      isOpen
      title={t(`payments.confirm.${action}.title`)}
      confirmLabel={t(`payments.confirm.${action}.confirm`)}
      cancelLabel={t('payments.confirm.cancel')}
      onConfirm={() => onConfirm(confirmation)}
      onCancel={onCancel}
      isBusy={isBusy}
      error={error}
    >
      <p>{t(`payments.confirm.${action}.text`, values)}</p>
      {action === 'EDIT' && hasSignatures(payment) ? (
        <p>{t('payments.confirm.EDIT.signed')}</p>
      ) : null}
    </ConfirmDialog>
  );
}
