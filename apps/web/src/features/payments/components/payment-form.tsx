import { useState } from 'react';
import type { TAccount, TPayment } from '@poslovno/contract';
import type { TPaymentDraft } from '@poslovno/domain';
import { isApiError } from '../../../api/api-client';
import { useI18n } from '../../../i18n/i18n-context';
import { Notice } from '../../../ui/notice';
import { useSavePayment } from '../api/save-payment';
import { buildPaymentInput, type TForeignVisibility } from '../model/payment-draft';
import { DraftForm, type TDraftFailure } from './draft-form';

export interface TPaymentFormProps {
  initialDraft: TPaymentDraft;
  /** The stored payment being edited (PATCH), or null for a new one (POST). */
  editedPayment: TPayment | null;
  debitAccounts: readonly TAccount[];
  onSaved: (payment: TPayment) => void;
  /** Where Cancel leads: the overview, unless the payment started elsewhere (a template). */
  cancelTo?: string;
}

function SignatureLossNotice({ payment }: { payment: TPayment | null }) {
  const { t } = useI18n();
  const signers = (payment?.signatures ?? [])
    .filter((signature) => signature.kind === 'SIGNATURE')
    .map((signature) => signature.personName);
  if (signers.length === 0) return null;
  return (
    <Notice tone="warning" title={t('payments.edit.signedTitle')}>
      <p>{t('payments.edit.signedText', { names: signers.join(', ') })}</p>
    </Notice>
  );
}

/** 000 §2 New payment: the form of one type, saved to the recapitulation. */
export function PaymentForm({
  initialDraft,
  editedPayment,
  debitAccounts,
  onSaved,
  cancelTo = '/payments',
}: TPaymentFormProps) {
  const { t } = useI18n();
  const [failure, setFailure] = useState<TDraftFailure | null>(null);
  const save = useSavePayment(editedPayment?.paymentId ?? null);

  function submit(draft: TPaymentDraft, visibility: TForeignVisibility) {
    save.mutate(buildPaymentInput(draft, visibility), {
      onSuccess: onSaved,
      onError: (error) =>
        setFailure({ draft, error, validations: isApiError(error) ? error.validations : [] }),
    });
  }

  return (
    <DraftForm
      initialDraft={initialDraft}
      debitAccounts={debitAccounts}
      isTemplate={false}
      failure={failure}
      onSubmit={submit}
      isSaving={save.isPending}
      submitLabel={t(editedPayment ? 'payments.form.saveChanges' : 'payments.form.save')}
      summaryTitle={t('payments.summary.title')}
      cancelTo={cancelTo}
      leading={<SignatureLossNotice payment={editedPayment} />}
    />
  );
}
