import type { TPayment } from '@poslovno/contract';
import { useT } from '../../../i18n/i18n-context';
import { WarningIcon } from '../../../ui/icons';
import { StatusBadge } from '../../../ui/status-badge';
import type { TFailedSigning } from '../../../signing/use-signing-failures';
import styles from './payments.module.css';

/** The status as the person looking reads it (000 §4 refined), in the colour and mark of its family. */
export function PaymentStatusBadge({ payment }: { payment: Pick<TPayment, 'displayStatus'> }) {
  const t = useT();
  return (
    <StatusBadge
      status={payment.displayStatus}
      label={t(`orders.status.${payment.displayStatus}`)}
    />
  );
}

/** 000 §4 "needs attention": a mark with its words, so it is not told by colour or icon alone. */
export function AttentionMark() {
  const t = useT();
  return (
    <span className={styles.attention}>
      <WarningIcon />
      {t('payments.needsAttention')}
    </span>
  );
}

export function PaymentStatus({
  payment,
  failedSigning,
}: {
  payment: Pick<TPayment, 'displayStatus' | 'needsAttention'>;
  /** The overview's mark of a signing the server refused (000 §4 AUTH_FAILED, REVOKE_FAILED). */
  failedSigning?: TFailedSigning | undefined;
}) {
  const t = useT();
  return (
    <span className={styles.statusStack}>
      <PaymentStatusBadge payment={payment} />
      {failedSigning ? (
        <StatusBadge status={failedSigning} label={t(`orders.status.${failedSigning}`)} />
      ) : null}
      {payment.needsAttention ? <AttentionMark /> : null}
    </span>
  );
}
