import type { Ref } from 'react';
import { isApiError } from '../../../api/api-client';
import { useI18n } from '../../../i18n/i18n-context';
import { ErrorNotice } from '../../../ui/error-notice';
import { Notice, NoticeList } from '../../../ui/notice';
import { findDraftField } from '../model/server-validations';
import { describeValidation } from '../model/validation-text';
import styles from './payments.module.css';

/**
 * The top of a refused form: every validation the server gave, each named by its field's label
 * (the same message stands under the field), so the person sees all of them at once. Focus moves
 * here after a refusal, so a screen reader reads it first.
 */
export function ValidationSummary({ error, ref }: { error: unknown; ref: Ref<HTMLDivElement> }) {
  const { t, locale } = useI18n();
  const validations = isApiError(error) ? error.validations : [];
  const items = validations.map((validation) => {
    const message = describeValidation(validation, locale);
    const field = findDraftField(validation.field);
    return field === undefined
      ? message
      : t('payments.summary.item', { field: t(`payments.field.${field}`), message });
  });
  return (
    <div ref={ref} tabIndex={-1} className={styles.summary}>
      {items.length === 0 ? (
        <ErrorNotice error={error} />
      ) : (
        <Notice tone="error" title={t('payments.summary.title')}>
          <NoticeList items={[...new Set(items)]} />
        </Notice>
      )}
    </div>
  );
}
