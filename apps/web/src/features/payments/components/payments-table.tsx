import { Link } from 'react-router';
import { Button as AriaButton } from 'react-aria-components';
import type { TAccount, TPayment } from '@poslovno/contract';
import { formatDateForLocale, getIbanShortForm, type TLocale } from '@poslovno/domain';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { getAccountLabel } from '../../../lib/account-format';
import type { TFailedSigning } from '../../../signing/use-signing-failures';
import { Button } from '../../../ui/button';
import type { TDataTableColumn } from '../../../ui/data-table';
import { BasketsIcon } from '../../../ui/icons';
import { formatPaymentMoney, formatPayeeAccount } from '../model/payment-format';
import { PaymentPdfButton } from './payment-downloads';
import { PaymentStatus } from './payment-status';
import styles from './payments.module.css';

/**
 * The columns of the payments overview (000 §2): date, the order (number, description, who entered
 * it), payee, account, amount, status, signatures and actions.
 */

export interface TRowHandlers {
  onDetails: (payment: TPayment) => void;
  onSign: (payment: TPayment) => void;
  /** The payments whose last signing the server refused while the overview was open. */
  failedSignings: ReadonlyMap<string, TFailedSigning>;
  /** The session may open the baskets (000 §2): the in-basket mark links to its basket. */
  canOpenBaskets: boolean;
}

function ExecutionDateCell({ payment, locale }: { payment: TPayment; locale: TLocale }) {
  const { t } = useI18n();
  const actual = payment.actualExecutionDate;
  return (
    <div className={styles.cellStack}>
      <span className={styles.nowrap}>
        {formatDateForLocale(payment.requestedExecutionDate, locale)}
      </span>
      {payment.isExecutionDateChanged && actual !== null ? (
        <span className={styles.dateChanged}>
          {t('payments.dateChanged', { date: formatDateForLocale(actual, locale) })}
        </span>
      ) : null}
    </div>
  );
}

function RowActions({ payment, onSign }: Pick<TRowHandlers, 'onSign'> & { payment: TPayment }) {
  const { t } = useI18n();
  return (
    <div className={styles.rowActions}>
      {payment.actions.canAuthorize ? (
        <Button
          size="small"
          variant="primary"
          aria-label={t('payments.row.signLabel', {
            paymentId: payment.paymentId,
            name: payment.creditorName,
          })}
          onPress={() => onSign(payment)}
        >
          {t('payments.action.AUTHORIZE')}
        </Button>
      ) : null}
      <PaymentPdfButton payment={payment} />
    </div>
  );
}

/** The payee names the row and opens its details, so the row needs no separate details button. */
function PayeeCell({
  payment,
  onDetails,
}: Pick<TRowHandlers, 'onDetails'> & { payment: TPayment }) {
  const { t } = useI18n();
  return (
    <div className={styles.cellStack}>
      <AriaButton
        className={styles.linkButton}
        aria-label={t('payments.row.detailsLabel', {
          paymentId: payment.paymentId,
          name: payment.creditorName,
        })}
        onPress={() => onDetails(payment)}
      >
        {payment.creditorName}
      </AriaButton>
      <span className={`${styles.muted} ${styles.nowrap}`}>
        {formatPayeeAccount(payment.creditorAccount.iban)}
      </span>
    </div>
  );
}

function OrderCell({ payment }: { payment: TPayment }) {
  const { t } = useI18n();
  const description = payment.remittanceInformationUnstructured;
  return (
    <div className={`${styles.cellStack} ${styles.orderCell}`}>
      <span className={styles.nowrap}>{payment.paymentId}</span>
      {description ? <span className={styles.description}>{description}</span> : null}
      {payment.createdBy ? (
        <span className={styles.muted}>
          {t('payments.row.enteredBy', { name: payment.createdBy })}
        </span>
      ) : null}
    </div>
  );
}

/** 000 §2 baskets: the payment is in an active basket, which the mark opens. */
function InBasketMark({ payment, canOpen }: { payment: TPayment; canOpen: boolean }) {
  const { t } = useI18n();
  if (payment.basketId === null) return null;
  if (!canOpen)
    return (
      <span className={styles.inBasket}>
        <BasketsIcon />
        {t('baskets.overview.inBasket')}
      </span>
    );
  return (
    <Link
      to={`/baskets/${payment.basketId}`}
      className={styles.inBasket}
      aria-label={t('baskets.overview.inBasketLabel', { paymentId: payment.paymentId })}
    >
      <BasketsIcon />
      {t('baskets.overview.inBasket')}
    </Link>
  );
}

function listSigners(payment: TPayment): string[] {
  return payment.signatures
    .filter((signature) => signature.kind === 'SIGNATURE')
    .map((signature) => signature.personName);
}

/**
 * Signed by someone and still waiting for a signature (PARTIALLY_AUTHORIZED,
 * MANDATORY_SIGNEE_NEEDED, or ALREADY_SIGNED for the signer looking): the signatures column says
 * who may give the missing one.
 */
function isWaitingForSignature(payment: TPayment): boolean {
  return (
    (payment.status === 'STORED' || payment.status === 'FOR-AUTHORIZATION') &&
    listSigners(payment).length > 0
  );
}

/** Who signed, and who may give the signature still missing; the server decides who may. */
export function describeSignatures(payment: TPayment, t: TTranslate): string {
  const signers = listSigners(payment);
  const parts: string[] = [];
  if (signers.length > 0)
    parts.push(
      t('payments.signatures.signed', { count: signers.length, names: signers.join(', ') }),
    );
  const awaiting = payment.awaitingSigners ?? [];
  if (isWaitingForSignature(payment)) {
    const [only] = awaiting;
    if (awaiting.length === 1 && only !== undefined)
      parts.push(t('payments.signatures.awaitingPerson', { name: only }));
    else if (awaiting.length > 1) parts.push(t('payments.signatures.awaitingSecond'));
  }
  return parts.join(' · ');
}

/**
 * The signatures column names who may sign, so the "needs attention" mark stays only where
 * nobody can give the missing signature, or the order needs attention for another reason.
 */
function needsAttentionMark(payment: TPayment): boolean {
  if (!payment.needsAttention) return false;
  return !(isWaitingForSignature(payment) && (payment.awaitingSigners ?? []).length > 0);
}

function describeDebtor(payment: TPayment, accountsByIban: ReadonlyMap<string, TAccount>): string {
  const account = accountsByIban.get(payment.debtorAccount.iban);
  return account
    ? getAccountLabel(account)
    : `${getIbanShortForm(payment.debtorAccount.iban)} ${payment.debtorAccount.currency}`;
}

export function buildColumns(
  t: TTranslate,
  locale: TLocale,
  accountsByIban: ReadonlyMap<string, TAccount>,
  handlers: TRowHandlers,
): TDataTableColumn<TPayment>[] {
  return [
    {
      id: 'date',
      header: t('payments.column.date'),
      cell: (row) => <ExecutionDateCell payment={row} locale={locale} />,
    },
    {
      id: 'order',
      header: t('payments.column.order'),
      cell: (row) => <OrderCell payment={row} />,
    },
    {
      id: 'payee',
      header: t('payments.column.payee'),
      isRowHeader: true,
      cell: (row) => <PayeeCell payment={row} onDetails={handlers.onDetails} />,
    },
    {
      // The debit account under the amount it pays: one column fewer keeps the actions within
      // 1280 px, and the two are read together.
      id: 'amount',
      header: t('payments.column.amountAndAccount'),
      align: 'end',
      cell: (row) => (
        <div className={styles.cellStack}>
          <span className={styles.amount}>{formatPaymentMoney(row.instructedAmount, locale)}</span>
          <span className={styles.muted}>{describeDebtor(row, accountsByIban)}</span>
        </div>
      ),
    },
    {
      // Who signed and who may sign next under the status it explains, one column for both.
      id: 'status',
      header: t('payments.column.statusAndSignatures'),
      cell: (row) => (
        <div className={styles.cellStack}>
          <PaymentStatus
            payment={{ ...row, needsAttention: needsAttentionMark(row) }}
            failedSigning={handlers.failedSignings.get(row.paymentId)}
          />
          <span className={styles.signatures}>{describeSignatures(row, t)}</span>
          <InBasketMark payment={row} canOpen={handlers.canOpenBaskets} />
        </div>
      ),
    },
    {
      id: 'actions',
      header: t('payments.column.actions'),
      cell: (row) => <RowActions payment={row} onSign={handlers.onSign} />,
    },
  ];
}
