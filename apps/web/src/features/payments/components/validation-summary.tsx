import type { Ref } from 'react';
import type { TApiValidation } from '../../../api/api-client';
import { useI18n } from '../../../i18n/i18n-context';
import { ErrorNotice } from '../../../ui/error-notice';
import { Notice, NoticeList } from '../../../ui/notice';
import { findDraftField } from '../model/server-validations';
import { describeValidation } from '../model/validation-text';
import styles from './payments.module.css';

interface TValidationSummaryProps {
  title: string;
  error: unknown;
  /** The refusal's validations on the payment's wire paths, or on the extra fields. */
  validations: readonly TApiValidation[];
  /** Labels of fields outside the payment draft (a template's name). */
  extraFieldLabels?: Readonly<Record<string, string>> | undefined;
  ref: Ref<HTMLDivElement>;
}

/**
 * Each validation in the interface language, named by its field's label: a payment field's, or
 * one of the extra labels (a template's name); a validation of no known field stands alone.
 */
export function useValidationItems(
  validations: readonly TApiValidation[],
  extraFieldLabels: Readonly<Record<string, string>> = {},
): string[] {
  const { t, locale } = useI18n();
  const items = validations.map((validation) => {
    const message = describeValidation(validation, locale);
    const draftField = findDraftField(validation.field);
    const label =
      draftField === undefined
        ? extraFieldLabels[validation.field]
        : t(`payments.field.${draftField}`);
    return label === undefined ? message : t('payments.summary.item', { field: label, message });
  });
  return [...new Set(items)];
}

/**
 * The top of a refused form: every validation the server gave, each named by its field's label
 * (the same message stands under the field), so the person sees all of them at once. Focus moves
 * here after a refusal, so a screen reader reads it first.
 */
export function ValidationSummary({
  title,
  error,
  validations,
  extraFieldLabels,
  ref,
}: TValidationSummaryProps) {
  const items = useValidationItems(validations, extraFieldLabels);
  return (
    <div ref={ref} tabIndex={-1} className={styles.summary}>
      {items.length === 0 ? (
        <ErrorNotice error={error} />
      ) : (
        <Notice tone="error" title={title}>
          <NoticeList items={items} />
        </Notice>
      )}
    </div>
  );
}
