import type { TPayment } from '@poslovno/contract';
import type { TOrderAction } from '@poslovno/domain';
import { useT } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { ModalDialog } from '../../../ui/dialog';
import { ErrorNotice } from '../../../ui/error-notice';
import { Spinner } from '../../../ui/spinner';
import { usePayment } from '../api/get-payment';
import {
  hasSwiftConfirmation,
  PaymentPdfButton,
  SwiftConfirmationButton,
} from './payment-downloads';
import { PaymentConfirmationPart } from './confirmation-downloads';
import { PaymentFacts } from './payment-facts';
import { SaveAsTemplateLink } from './save-as-template-link';
import styles from './payments.module.css';

/** The overview's actions of 000 §2, in the order a person reads them. */
const ACTION_ORDER: readonly TOrderAction[] = ['AUTHORIZE', 'EDIT', 'COPY', 'REVOKE', 'DELETE'];

/** Whether the server lets the person looking take the action now (the payment's `actions`). */
export function isActionOffered(payment: Pick<TPayment, 'actions'>, action: TOrderAction): boolean {
  const offered: Readonly<Record<TOrderAction, boolean>> = {
    AUTHORIZE: payment.actions.canAuthorize,
    EDIT: payment.actions.canEdit,
    COPY: payment.actions.canCopy,
    REVOKE: payment.actions.canRevoke,
    DELETE: payment.actions.canDelete,
  };
  return offered[action];
}

export function listOfferedActions(payment: Pick<TPayment, 'actions'>): TOrderAction[] {
  return ACTION_ORDER.filter((action) => isActionOffered(payment, action));
}

function PaymentDetails({
  payment,
  onAction,
  onRequestConfirmation,
}: {
  payment: TPayment;
  onAction: (action: TOrderAction, payment: TPayment) => void;
  onRequestConfirmation: (payment: TPayment) => void;
}) {
  const t = useT();
  return (
    <div className={styles.dialogBody}>
      <PaymentFacts payment={payment} />
      <div className={styles.actions}>
        {listOfferedActions(payment).map((action) => (
          <Button
            key={action}
            variant={action === 'AUTHORIZE' ? 'primary' : 'secondary'}
            onPress={() => onAction(action, payment)}
          >
            {t(`payments.action.${action}`)}
          </Button>
        ))}
        <SaveAsTemplateLink payment={payment} />
        <PaymentPdfButton payment={payment} size="regular" />
        {hasSwiftConfirmation(payment) ? <SwiftConfirmationButton payment={payment} /> : null}
        <PaymentConfirmationPart payment={payment} onRequest={onRequestConfirmation} />
      </div>
    </div>
  );
}

/** One payment with every field, fee, rate, rejection reason and signature, and what can be done. */
export function PaymentDetailsDialog({
  paymentId,
  onClose,
  onAction,
  onRequestConfirmation,
}: {
  paymentId: string | null;
  onClose: () => void;
  onAction: (action: TOrderAction, payment: TPayment) => void;
  /** An executed payment's "Request confirmation" (001 §7). */
  onRequestConfirmation: (payment: TPayment) => void;
}) {
  const t = useT();
  const payment = usePayment(paymentId);
  return (
    <ModalDialog
      title={t('payments.details.title', { paymentId: paymentId ?? '' })}
      isOpen={paymentId !== null}
      isWide
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      {payment.isPending ? <Spinner label={t('payments.details.loading')} /> : null}
      {payment.isError ? (
        <ErrorNotice error={payment.error} onRetry={() => void payment.refetch()} />
      ) : null}
      {payment.isSuccess ? (
        <PaymentDetails
          payment={payment.data}
          onAction={onAction}
          onRequestConfirmation={onRequestConfirmation}
        />
      ) : null}
    </ModalDialog>
  );
}
