import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Form } from 'react-aria-components';
import { Link } from 'react-router';
import type { TAccount, TPayment } from '@poslovno/contract';
import type { TPaymentDraft, TPaymentDraftField } from '@poslovno/domain';
import { isApiError } from '../../../api/api-client';
import { useI18n } from '../../../i18n/i18n-context';
import { Button, getButtonClassName } from '../../../ui/button';
import { Notice } from '../../../ui/notice';
import { useForeignFormVisibility } from '../api/lookups';
import { useSavePayment } from '../api/save-payment';
import { buildPaymentInput, type TForeignVisibility } from '../model/payment-draft';
import { reconcileSchedule } from '../model/payment-schedule';
import { mapValidationsToFields } from '../model/server-validations';
import { listShownFields } from '../model/shown-fields';
import { describeValidation } from '../model/validation-text';
import { DomesticFields } from './domestic-fields';
import { ForeignFields } from './foreign-fields';
import { InternalFields } from './internal-fields';
import { useDebouncedValue } from './use-debounced-value';
import { ValidationSummary } from './validation-summary';
import styles from './payments.module.css';
import { getBankNow } from '../../../lib/bank-clock';

/** The visibility lookup waits for a pause in typing. */
const VISIBILITY_DEBOUNCE_MS = 300;

export interface TPaymentFormProps {
  initialDraft: TPaymentDraft;
  /** The stored payment being edited (PATCH), or null for a new one (POST). */
  editedPayment: TPayment | null;
  debitAccounts: readonly TAccount[];
  onSaved: (payment: TPayment) => void;
}

/** The refused save: what was sent, and the server's answer to it. */
interface TFailure {
  draft: TPaymentDraft;
  error: unknown;
}

/** The foreign form's field visibility for the payee as typed, asked once the typing pauses. */
function useDraftVisibility(draft: TPaymentDraft): TForeignVisibility {
  const isForeign = draft.form === 'FOREIGN';
  const country = useDebouncedValue(isForeign ? draft.creditorCountry : '', VISIBILITY_DEBOUNCE_MS);
  const currency = useDebouncedValue(isForeign ? draft.currency : '', VISIBILITY_DEBOUNCE_MS);
  const account = useDebouncedValue(isForeign ? draft.creditorAccount : '', VISIBILITY_DEBOUNCE_MS);
  return useForeignFormVisibility({ country, currency, creditorAccount: account }, isForeign);
}

/**
 * A server message stays under its field until that field changes; the form never loses what
 * was typed on a refusal.
 */
function useFieldErrors(
  failure: TFailure | null,
  draft: TPaymentDraft,
  shown: ReadonlySet<TPaymentDraftField>,
) {
  const { locale } = useI18n();
  const validations = failure && isApiError(failure.error) ? failure.error.validations : [];
  const { byField } = mapValidationsToFields(validations, shown);
  return (field: TPaymentDraftField): string | undefined => {
    const validation = byField[field];
    if (validation === undefined || failure?.draft[field] !== draft[field]) return undefined;
    return describeValidation(validation, locale);
  };
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
}: TPaymentFormProps) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(initialDraft);
  const [failure, setFailure] = useState<TFailure | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const visibility = useDraftVisibility(draft);
  const shownFields = listShownFields(draft.form, visibility);
  const errorOf = useFieldErrors(failure, draft, shownFields);
  const save = useSavePayment(editedPayment?.paymentId ?? null);

  useEffect(() => {
    if (failure !== null) summaryRef.current?.focus();
  }, [failure]);

  function update(patch: Partial<TPaymentDraft>) {
    setDraft((current) => reconcileSchedule({ ...current, ...patch }, getBankNow()));
  }

  /**
   * Enter in a date or an amount first commits the typed text into the draft; the browser would
   * submit at once, with the draft from before. The form submits once that change has rendered.
   */
  function submitAfterCommit(event: KeyboardEvent<HTMLDivElement>) {
    const isTextEnter = event.key === 'Enter' && event.target instanceof HTMLInputElement;
    if (!isTextEnter || event.defaultPrevented) return;
    event.preventDefault();
    setTimeout(() => formRef.current?.requestSubmit(), 0);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = draft;
    save.mutate(buildPaymentInput(sent, visibility), {
      onSuccess: onSaved,
      onError: (error) => setFailure({ draft: sent, error }),
    });
  }

  const fieldProps = { draft, update, errorOf, debitAccounts };
  return (
    // The keys of the form's fields pass here on their way up (Enter, see submitAfterCommit).
    <div onKeyDown={submitAfterCommit}>
      <Form ref={formRef} validationBehavior="aria" onSubmit={submit} className={styles.form}>
        <SignatureLossNotice payment={editedPayment} />
        {failure ? <ValidationSummary ref={summaryRef} error={failure.error} /> : null}
        {draft.form === 'DOMESTIC' ? <DomesticFields {...fieldProps} /> : null}
        {draft.form === 'FOREIGN' ? (
          <ForeignFields {...fieldProps} visibility={visibility} />
        ) : null}
        {draft.form === 'INTERNAL' ? <InternalFields {...fieldProps} /> : null}
        <div className={styles.formActions}>
          <Button type="submit" variant="primary" isBusy={save.isPending}>
            {t(editedPayment ? 'payments.form.saveChanges' : 'payments.form.save')}
          </Button>
          <Link to="/payments" className={getButtonClassName({ variant: 'quiet' })}>
            {t('payments.form.cancel')}
          </Link>
        </div>
      </Form>
    </div>
  );
}
