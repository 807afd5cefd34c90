import { useState } from 'react';
import type {
  TOrderChallengeAnswer,
  TPayment,
  TPaymentConfirmationRequest,
} from '@poslovno/contract';
import { isApiError } from '../../../api/api-client';
import { useI18n } from '../../../i18n/i18n-context';
import { getAccountLabel } from '../../../lib/account-format';
import { SigningDialog } from '../../../signing/signing-dialog';
import { Button } from '../../../ui/button';
import { ModalDialog } from '../../../ui/dialog';
import { ErrorNotice } from '../../../ui/error-notice';
import { Notice, NoticeList } from '../../../ui/notice';
import { SelectFormField } from '../../../ui/select-field';
import { useDebitAccounts } from '../api/get-debit-accounts';
import {
  useCreateConfirmationRequest,
  useDeleteConfirmationRequest,
  useRefreshConfirmations,
} from '../api/payment-confirmations';
import { formatPaymentMoney } from '../model/payment-format';
import { describeValidation } from '../model/validation-text';
import { ConfirmationItems } from './confirmation-items';
import { useConfirmationSigningTarget } from './confirmation-signing';
import styles from './confirmations.module.css';

/** How a request from the overview ended, for the overview to say. */
export type TConfirmationOutcome =
  | { kind: 'SIGNED'; request: TPaymentConfirmationRequest }
  | { kind: 'KEPT'; request: TPaymentConfirmationRequest }
  | { kind: 'DELETED'; requestId: string };

/** The euro accounts the fee may be taken from: the person's debit accounts in euro, active. */
function useFeeAccounts() {
  const accounts = useDebitAccounts();
  return (accounts.data ?? []).filter(
    (account) =>
      account.accountDetails.currency === 'EUR' && account.accountDetails.status === 'ACTIVE',
  );
}

function ChooseStep({
  payments,
  onCreated,
  onCancel,
}: {
  payments: readonly TPayment[];
  onCreated: (
    request: TPaymentConfirmationRequest,
    challenge: TOrderChallengeAnswer | null,
  ) => void;
  onCancel: () => void;
}) {
  const { t, locale } = useI18n();
  const feeAccounts = useFeeAccounts();
  const firstIban = payments[0]?.debtorAccount.iban;
  const fallback =
    feeAccounts.find((account) => account.accountIdentification.iban === firstIban) ??
    feeAccounts[0];
  const [chosenId, setChosenId] = useState<string | null>(null);
  const feeAccountId = chosenId ?? fallback?.id ?? null;
  const create = useCreateConfirmationRequest();
  const validations = isApiError(create.error) ? create.error.validations : [];
  return (
    <div className={styles.body}>
      <p>{t('confirmations.dialog.intro')}</p>
      <div>
        <p className={styles.muted}>{t('confirmations.dialog.payments')}</p>
        <NoticeList
          items={payments.map(
            (payment) =>
              `${payment.paymentId} · ${payment.creditorName} · ${formatPaymentMoney(payment.instructedAmount, locale)}`,
          )}
        />
      </div>
      {feeAccounts.length > 0 ? (
        <SelectFormField<string>
          label={t('confirmations.dialog.feeAccount')}
          options={feeAccounts.map((account) => ({
            id: account.id,
            label: getAccountLabel(account),
          }))}
          value={feeAccountId}
          onChange={(id) => setChosenId(id)}
        />
      ) : (
        <Notice tone="info">
          <p>{t('confirmations.dialog.noFeeAccount')}</p>
        </Notice>
      )}
      {create.error ? (
        validations.length > 0 ? (
          <Notice tone="error" title={create.error.message}>
            <NoticeList items={validations.map((item) => describeValidation(item, locale))} />
          </Notice>
        ) : (
          <ErrorNotice error={create.error} />
        )
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="primary"
          isBusy={create.isPending}
          onPress={() =>
            create.mutate(
              {
                paymentIds: payments.map((payment) => payment.paymentId),
                ...(feeAccountId ? { feeAccountId } : {}),
              },
              { onSuccess: (answer) => onCreated(answer.request, answer.preauthorization) },
            )
          }
        >
          {t('confirmations.dialog.continue')}
        </Button>
        <Button variant="quiet" isDisabled={create.isPending} onPress={onCancel}>
          {t('confirmations.dialog.cancel')}
        </Button>
      </div>
    </div>
  );
}

function RecapStep({
  request,
  canSign,
  onSign,
  onLater,
  onDeleted,
}: {
  request: TPaymentConfirmationRequest;
  canSign: boolean;
  onSign: () => void;
  onLater: () => void;
  onDeleted: () => void;
}) {
  const { t } = useI18n();
  const remove = useDeleteConfirmationRequest();
  return (
    <div className={styles.body}>
      <p>{t('confirmations.recap.intro')}</p>
      <ConfirmationItems request={request} />
      {canSign ? null : (
        <Notice tone="info">
          <p>{t('confirmations.recap.cannotSign')}</p>
        </Notice>
      )}
      {remove.error ? <ErrorNotice error={remove.error} /> : null}
      <div className={styles.actions}>
        {canSign ? (
          <Button variant="primary" onPress={onSign} isDisabled={remove.isPending}>
            {t('confirmations.recap.sign')}
          </Button>
        ) : null}
        <Button onPress={onLater} isDisabled={remove.isPending}>
          {t('confirmations.recap.later')}
        </Button>
        <Button
          variant="quiet"
          isBusy={remove.isPending}
          onPress={() => remove.mutate(request.requestId, { onSuccess: onDeleted })}
        >
          {t('confirmations.recap.delete')}
        </Button>
      </div>
    </div>
  );
}

/**
 * 001 §7 generic confirmation, from the payments overview: the chosen executed payments and the
 * account for the fee; the bank's answer shows each payment's fee and the total before anything
 * is signed; then the shared signing dialog signs the challenge the create call answered.
 */
export function ConfirmationRequestDialog({
  payments,
  onClose,
  onFinished,
}: {
  /** The executed payments to confirm; null while nothing is asked. */
  payments: readonly TPayment[] | null;
  onClose: () => void;
  onFinished: (outcome: TConfirmationOutcome) => void;
}) {
  const { t } = useI18n();
  const [created, setCreated] = useState<{
    request: TPaymentConfirmationRequest;
    challenge: TOrderChallengeAnswer | null;
  } | null>(null);
  const [isSigning, setIsSigning] = useState(false);
  const [signed, setSigned] = useState<TPaymentConfirmationRequest | null>(null);
  const refresh = useRefreshConfirmations();
  const target = useConfirmationSigningTarget(
    isSigning && created
      ? {
          requestId: created.request.requestId,
          ...(created.challenge ? { initialChallenge: created.challenge } : {}),
        }
      : null,
  );

  function finish(outcome: TConfirmationOutcome) {
    setCreated(null);
    setIsSigning(false);
    setSigned(null);
    onFinished(outcome);
  }

  const isOpen = payments !== null && !isSigning;
  return (
    <>
      <ModalDialog
        title={
          created
            ? t('confirmations.recap.title', { requestId: created.request.requestId })
            : t('confirmations.dialog.title')
        }
        isOpen={isOpen}
        isWide
        onOpenChange={(open) => {
          if (open) return;
          if (created) finish({ kind: 'KEPT', request: created.request });
          else onClose();
        }}
      >
        {payments !== null && created === null ? (
          <ChooseStep
            payments={payments}
            onCancel={onClose}
            onCreated={(request, challenge) => setCreated({ request, challenge })}
          />
        ) : null}
        {created ? (
          <RecapStep
            request={created.request}
            canSign={created.challenge !== null || created.request.actions.canAuthorize}
            onSign={() => setIsSigning(true)}
            onLater={() => finish({ kind: 'KEPT', request: created.request })}
            onDeleted={() => finish({ kind: 'DELETED', requestId: created.request.requestId })}
          />
        ) : null}
      </ModalDialog>
      <SigningDialog
        target={target}
        onSigned={(answer) => {
          setSigned(answer);
          refresh();
        }}
        onClose={() => {
          if (created === null) return;
          finish(
            signed
              ? { kind: 'SIGNED', request: signed }
              : { kind: 'KEPT', request: created.request },
          );
        }}
      />
    </>
  );
}
