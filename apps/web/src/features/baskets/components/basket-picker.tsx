import { useId, useState } from 'react';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { Link, useNavigate } from 'react-router';
import type { TPayment } from '@poslovno/contract';
import { formatDateForLocale } from '@poslovno/domain';
import { useCreateBasket } from '../../../api/baskets';
import { useI18n } from '../../../i18n/i18n-context';
import { namePaymentsAtFault } from '../../../lib/basket-refusal';
import { Button, getButtonClassName } from '../../../ui/button';
import { ModalDialog } from '../../../ui/dialog';
import { ErrorNotice } from '../../../ui/error-notice';
import { CheckIcon } from '../../../ui/icons';
import { Notice } from '../../../ui/notice';
import { Spinner } from '../../../ui/spinner';
import { useBasketCandidates } from '../api/baskets-api';
import { formatBasketAccount, formatBasketMoney } from '../model/basket-view';
import { formatSelectedTotals } from '../model/basket-picker';
import styles from './baskets.module.css';

/** One payment to choose: payee, amount and date name it; number, account and text describe it. */
function CandidateOption({ payment }: { payment: TPayment }) {
  const { t, locale } = useI18n();
  const descriptionId = useId();
  const amount = formatBasketMoney(payment.instructedAmount, locale);
  const date = formatDateForLocale(payment.requestedExecutionDate, locale);
  return (
    <Checkbox
      value={payment.paymentId}
      className={styles.candidate}
      aria-label={t('baskets.picker.itemLabel', { name: payment.creditorName, amount, date })}
      aria-describedby={descriptionId}
    >
      {({ isSelected }) => (
        <>
          <span className={styles.candidateBox} aria-hidden="true">
            {isSelected ? <CheckIcon /> : null}
          </span>
          <span className={styles.candidateMain}>
            <span className={styles.candidatePayee}>{payment.creditorName}</span>
            <span id={descriptionId} className={styles.candidateMeta}>
              {t('baskets.picker.itemDescription', {
                paymentId: payment.paymentId,
                account: formatBasketAccount(payment.debtorAccount.iban),
                description: payment.remittanceInformationUnstructured || '—',
              })}
            </span>
          </span>
          <span className={styles.candidateDate}>
            <span className={styles.candidateCaption}>{t('baskets.picker.date')}</span>
            <span className={styles.nowrap}>{date}</span>
          </span>
          <span className={styles.candidateAmount}>{amount}</span>
        </>
      )}
    </Checkbox>
  );
}

/** The running count and total per currency of the chosen payments, announced as they change. */
function SelectionSummary({ selected }: { selected: readonly TPayment[] }) {
  const { t, locale } = useI18n();
  return (
    <p className={styles.pickerSummary} role="status">
      {selected.length === 0 ? (
        t('baskets.picker.noneSelected')
      ) : (
        <>
          {t('baskets.picker.selected', { count: selected.length })}{' '}
          <span className={styles.pickerTotals}>
            {formatSelectedTotals(selected, locale).join(' · ')}
          </span>
        </>
      )}
    </p>
  );
}

/**
 * The picker's content, read while it is open: the payments waiting for the person's signature to
 * choose by keyboard or pointer, what the choice adds up to, and "Create basket", after which the
 * new basket opens. A refusal names the payments at fault by their number and payee.
 */
function BasketPicker() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const candidates = useBasketCandidates({ isEnabled: true });
  const createBasket = useCreateBasket();
  const [chosenIds, setChosenIds] = useState<readonly string[]>([]);
  // The request's payments, in its order: a refusal names them by their place in it.
  const [request, setRequest] = useState<readonly TPayment[]>([]);
  const payments = candidates.data?.payments ?? [];
  // A payment another basket took meanwhile leaves the list, and the choice, when it is read again.
  const chosen = new Set(chosenIds);
  const selected = payments.filter((payment) => chosen.has(payment.paymentId));
  const isAllSelected = payments.length > 0 && selected.length === payments.length;

  function create() {
    setRequest(selected);
    createBasket.mutate(
      selected.map((payment) => payment.paymentId),
      { onSuccess: (basket) => void navigate(`/baskets/${basket.id}`) },
    );
  }

  if (candidates.error)
    return <ErrorNotice error={candidates.error} onRetry={() => void candidates.refetch()} />;
  if (candidates.isPending) return <Spinner label={t('baskets.picker.loading')} />;
  if (payments.length === 0)
    return (
      <Notice
        tone="info"
        title={t('baskets.picker.empty')}
        action={
          <Link to="/payments" className={getButtonClassName({ size: 'small' })}>
            {t('baskets.toPayments')}
          </Link>
        }
      >
        <p>{t('baskets.picker.emptyText')}</p>
      </Notice>
    );

  return (
    <div className={styles.picker}>
      <p className={styles.muted}>{t('baskets.picker.intro')}</p>
      {createBasket.error ? (
        <section aria-label={t('baskets.overview.refused')}>
          <ErrorNotice error={namePaymentsAtFault(createBasket.error, request, t)} />
        </section>
      ) : null}
      <CheckboxGroup
        value={[...chosenIds]}
        onChange={setChosenIds}
        className={styles.pickerGroup}
        isDisabled={createBasket.isPending}
      >
        <div className={styles.pickerGroupHeader}>
          <Label className={styles.pickerLabel}>
            {t('baskets.picker.listLabel', { count: payments.length })}
          </Label>
          <Button
            size="small"
            variant="quiet"
            isDisabled={createBasket.isPending}
            onPress={() =>
              setChosenIds(isAllSelected ? [] : payments.map((payment) => payment.paymentId))
            }
          >
            {isAllSelected ? t('baskets.picker.selectNone') : t('baskets.picker.selectAll')}
          </Button>
        </div>
        <div className={styles.candidates}>
          {payments.map((payment) => (
            <CandidateOption key={payment.paymentId} payment={payment} />
          ))}
        </div>
      </CheckboxGroup>
      {candidates.data?.isCapped ? (
        <p className={styles.muted}>{t('baskets.picker.capped', { count: payments.length })}</p>
      ) : null}
      <div className={styles.pickerFooter}>
        <SelectionSummary selected={selected} />
        <Button
          variant="primary"
          isDisabled={selected.length === 0}
          isBusy={createBasket.isPending}
          onPress={create}
        >
          {selected.length > 0
            ? t('baskets.picker.createCount', { count: selected.length })
            : t('baskets.picker.create')}
        </Button>
      </div>
    </div>
  );
}

/** 000 §2 baskets made on the baskets' screen: "New basket" opens the payments to choose from. */
export function NewBasketDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useI18n();
  return (
    <ModalDialog
      title={t('baskets.picker.title')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isWide
    >
      <BasketPicker />
    </ModalDialog>
  );
}
