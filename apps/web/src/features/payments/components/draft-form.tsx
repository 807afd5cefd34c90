import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Link } from 'react-router';
import type { TAccount } from '@poslovno/contract';
import type { TPaymentDraft, TPaymentDraftField } from '@poslovno/domain';
import type { TApiValidation } from '../../../api/api-client';
import { useI18n } from '../../../i18n/i18n-context';
import { getBankNow } from '../../../lib/bank-clock';
import { Button, getButtonClassName } from '../../../ui/button';
import { focusFieldByLabel } from '../../../ui/focus-field';
import { FormChecksScope, useCheckedSubmit, useFormChecks } from '../../../ui/form-checks';
import { useForeignFormVisibility } from '../api/lookups';
import type { TForeignVisibility } from '../model/payment-draft';
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

/** The visibility lookup waits for a pause in typing. */
const VISIBILITY_DEBOUNCE_MS = 300;

/**
 * A refused save: the draft as sent, the server's answer, and its validations on the payment's
 * wire paths (a template's already without their `payment.` prefix).
 */
export interface TDraftFailure {
  draft: TPaymentDraft;
  error: unknown;
  validations: readonly TApiValidation[];
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
  failure: TDraftFailure | null,
  draft: TPaymentDraft,
  shown: ReadonlySet<TPaymentDraftField>,
) {
  const { locale } = useI18n();
  const { byField } = mapValidationsToFields(failure?.validations ?? [], shown);
  return (field: TPaymentDraftField): string | undefined => {
    const validation = byField[field];
    if (validation === undefined || failure?.draft[field] !== draft[field]) return undefined;
    return describeValidation(validation, locale);
  };
}

export interface TDraftFormProps {
  initialDraft: TPaymentDraft;
  debitAccounts: readonly TAccount[];
  /** A template: amount, execution date and debit account optional, no urgency. */
  isTemplate: boolean;
  failure: TDraftFailure | null;
  onSubmit: (draft: TPaymentDraft, visibility: TForeignVisibility) => void;
  isSaving: boolean;
  submitLabel: string;
  summaryTitle: string;
  /** Labels of the fields outside the draft that validations may name (a template's name). */
  extraFieldLabels?: Readonly<Record<string, string>>;
  cancelTo: string;
  /** Shown under the summary of a refusal, above the payment's fields. */
  leading?: ReactNode;
}

/**
 * The payment form's fields for the draft's form, and its save: the one form of a payment and of
 * a template (000 §2 New payment, Templates), which differ in what they save and what is optional.
 * A save first has every field judge the text it shows: while one refuses its text (a weekend
 * date, an amount with three decimals) nothing is sent and the summary names it.
 */
export function DraftForm({
  initialDraft,
  debitAccounts,
  isTemplate,
  failure,
  onSubmit,
  isSaving,
  submitLabel,
  summaryTitle,
  extraFieldLabels,
  cancelTo,
  leading,
}: TDraftFormProps) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(initialDraft);
  // How many saves the fields' own refusals have stopped; each moves the focus to the summary.
  const [blockedCount, setBlockedCount] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const checks = useFormChecks();
  const submitChecked = useCheckedSubmit(checks, formRef);
  const visibility = useDraftVisibility(draft);
  const shownFields = listShownFields(draft.form, visibility);
  const errorOf = useFieldErrors(failure, draft, shownFields);
  const isSummaryShown = failure !== null || (blockedCount > 0 && checks.problems.length > 0);

  useEffect(() => {
    if (failure !== null || blockedCount > 0) summaryRef.current?.focus();
  }, [failure, blockedCount]);

  function update(patch: Partial<TPaymentDraft>) {
    setDraft((current) => reconcileSchedule({ ...current, ...patch }, getBankNow()));
  }

  const fieldProps = { draft, update, errorOf, debitAccounts, isTemplate };
  return (
    <Form
      ref={formRef}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        submitChecked({
          onBlocked: () => setBlockedCount((count) => count + 1),
          onChecked: () => onSubmit(draft, visibility),
        });
      }}
      className={styles.form}
    >
      {isSummaryShown ? (
        <ValidationSummary
          ref={summaryRef}
          title={summaryTitle}
          error={failure?.error ?? null}
          validations={failure?.validations ?? []}
          problems={checks.problems}
          extraFieldLabels={extraFieldLabels}
          shownFields={shownFields}
          onFocusField={(label) => focusFieldByLabel(formRef.current, label)}
        />
      ) : null}
      <FormChecksScope checks={checks}>
        {leading}
        {draft.form === 'DOMESTIC' ? <DomesticFields {...fieldProps} /> : null}
        {draft.form === 'FOREIGN' ? (
          <ForeignFields {...fieldProps} visibility={visibility} />
        ) : null}
        {draft.form === 'INTERNAL' ? <InternalFields {...fieldProps} /> : null}
      </FormChecksScope>
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" isBusy={isSaving}>
          {submitLabel}
        </Button>
        <Link to={cancelTo} className={getButtonClassName({ variant: 'quiet' })}>
          {t('payments.form.cancel')}
        </Link>
      </div>
    </Form>
  );
}
