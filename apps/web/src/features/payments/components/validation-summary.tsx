import type { Ref } from 'react';
import type { TPaymentDraftField } from '@poslovno/domain';
import type { TApiValidation } from '../../../api/api-client';
import { useI18n } from '../../../i18n/i18n-context';
import { ErrorNotice } from '../../../ui/error-notice';
import { ErrorSummary, type TErrorSummaryItem } from '../../../ui/error-summary';
import type { TFieldProblem } from '../../../ui/form-checks';
import { findDraftField } from '../model/server-validations';
import { describeValidation } from '../model/validation-text';
import styles from './payments.module.css';

interface TLabelledValidation {
  /** The label of the field it names; undefined for a path no field of the form has. */
  label: string | undefined;
  text: string;
  /** Whether the form shows the field, so the summary can take the person to it. */
  isShown: boolean;
}

/**
 * Each validation in the interface language, named by its field's label: a payment field's, or
 * one of the extra labels (a template's name); a validation of no known field stands alone.
 */
function useLabelledValidations(
  validations: readonly TApiValidation[],
  extraFieldLabels: Readonly<Record<string, string>>,
  shownFields: ReadonlySet<TPaymentDraftField>,
): TLabelledValidation[] {
  const { t, locale } = useI18n();
  return validations.map((validation) => {
    const message = describeValidation(validation, locale);
    const draftField = findDraftField(validation.field);
    const label =
      draftField === undefined
        ? extraFieldLabels[validation.field]
        : t(`payments.field.${draftField}`);
    const isShown = draftField === undefined ? label !== undefined : shownFields.has(draftField);
    return {
      label,
      isShown,
      text: label === undefined ? message : t('payments.summary.item', { field: label, message }),
    };
  });
}

/** The validations' texts, once each, as a notice lists them (a template saved with remarks). */
export function useValidationItems(
  validations: readonly TApiValidation[],
  extraFieldLabels: Readonly<Record<string, string>> = {},
): string[] {
  const labelled = useLabelledValidations(validations, extraFieldLabels, new Set());
  return [...new Set(labelled.map((validation) => validation.text))];
}

interface TValidationSummaryProps {
  title: string;
  /** The server's refusal of the last save, or null when only the fields refused it. */
  error: unknown;
  /** The refusal's validations on the payment's wire paths, or on the extra fields. */
  validations: readonly TApiValidation[];
  /** What the form's own fields refuse now (a date or an amount as typed). */
  problems: readonly TFieldProblem[];
  /** Labels of fields outside the payment draft (a template's name). */
  extraFieldLabels?: Readonly<Record<string, string>> | undefined;
  /** The draft fields the form shows: a refusal of one of them leads to it. */
  shownFields: ReadonlySet<TPaymentDraftField>;
  /** Moves the focus to the field of that label. */
  onFocusField: (label: string) => void;
  ref: Ref<HTMLDivElement>;
}

/**
 * The top of a refused form: what the fields refuse and every validation the server gave, each
 * named by its field's label (the same message stands under the field) and leading to it, so the
 * person sees all of them at once. Focus moves here after a refusal, so a screen reader reads it
 * first.
 */
export function ValidationSummary({
  title,
  error,
  validations,
  problems,
  extraFieldLabels = {},
  shownFields,
  onFocusField,
  ref,
}: TValidationSummaryProps) {
  const { t } = useI18n();
  const labelled = useLabelledValidations(validations, extraFieldLabels, shownFields);
  const fieldItems: TErrorSummaryItem[] = problems.map((problem) => ({
    key: `field-${problem.key}`,
    text: t('payments.summary.item', { field: problem.label, message: problem.message }),
    focus: problem.focus,
  }));
  const serverItems = labelled.map(({ label, text, isShown }): TErrorSummaryItem => {
    const focus = label !== undefined && isShown ? () => onFocusField(label) : undefined;
    return { key: `server-${text}`, text, ...(focus ? { focus } : {}) };
  });
  const seen = new Set<string>();
  const items = [...fieldItems, ...serverItems].filter((item) => {
    const isFirst = !seen.has(item.text);
    seen.add(item.text);
    return isFirst;
  });
  if (items.length === 0) {
    return (
      <div ref={ref} tabIndex={-1} className={styles.summary}>
        <ErrorNotice error={error} />
      </div>
    );
  }
  return <ErrorSummary ref={ref} title={title} items={items} />;
}
