import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  INSTANT_LIMIT_CURRENCY,
  INSTANT_LIMIT_ONLINE_MAXIMUM_MINOR,
  INSTANT_LIMIT_REFERENCE_MAX_LENGTH,
  INSTANT_LIMIT_TYPES,
  formatMoney,
  isErrorCode,
  takesLimitAmount,
} from '@poslovno/domain';
import type { TApiValidation } from '../../../api/api-client';
import { useI18n } from '../../../i18n/i18n-context';
import { describeErrorCode } from '../../../i18n/messages';
import { Button } from '../../../ui/button';
import { ChoiceFormField } from '../../../ui/choice-radio';
import { ErrorNotice } from '../../../ui/error-notice';
import { ErrorSummary, type TErrorSummaryItem } from '../../../ui/error-summary';
import { focusFieldByLabel } from '../../../ui/focus-field';
import { FormChecksScope, useCheckedSubmit, useFormChecks } from '../../../ui/form-checks';
import { TextFormField } from '../../../ui/form-fields';
import { AmountField } from '../../../ui/number-field';
import {
  checkLimitDraft,
  findLimitField,
  type TLimitDraft,
  type TLimitField,
} from '../model/limit-draft';
import styles from './instant-limits.module.css';

/** A refused save: the draft as sent, the server's answer and its validations. */
export interface TLimitFailure {
  draft: TLimitDraft;
  error: unknown;
  validations: readonly TApiValidation[];
}

function useFieldLabels(): Record<TLimitField, string> {
  const { t } = useI18n();
  return {
    accountNumber: t('instantLimits.form.account'),
    limitType: t('instantLimits.form.type'),
    limitAmount: t('instantLimits.form.amount'),
    reference: t('instantLimits.form.reference'),
  };
}

/**
 * The server's words for each field it refused (INSTANT_LIMIT_ONE_TYPE on the type, AMOUNT_* on
 * the amount), in the interface language; each stays under its field until that field changes.
 */
function useServerErrors(failure: TLimitFailure | null, draft: TLimitDraft) {
  const { locale } = useI18n();
  const byField = new Map<TLimitField, string>();
  const unplaced: string[] = [];
  for (const validation of failure?.validations ?? []) {
    const field = findLimitField(validation.field);
    const text = isErrorCode(validation.code)
      ? describeErrorCode(locale, validation.code)
      : validation.description;
    if (field === undefined || field === 'accountNumber' || byField.has(field)) unplaced.push(text);
    else byField.set(field, text);
  }
  const errorOf = (field: Exclude<TLimitField, 'accountNumber'>): string | undefined =>
    failure !== null && failure.draft[field] === draft[field] ? byField.get(field) : undefined;
  return { errorOf, byField, unplaced };
}

interface TLimitFormProps {
  initialDraft: TLimitDraft;
  failure: TLimitFailure | null;
  onContinue: (draft: TLimitDraft) => void;
  onCancel: () => void;
}

/**
 * 001 §3, §5: exactly one limit type, chosen in a radio group; the amount in euro only for the
 * two types that take one; an optional reference. Continue leads to the recapitulation; nothing
 * is sent before it.
 */
export function LimitForm({ initialDraft, failure, onContinue, onCancel }: TLimitFormProps) {
  const { t, locale } = useI18n();
  const labels = useFieldLabels();
  const [draft, setDraft] = useState(initialDraft);
  const [ownProblems, setOwnProblems] = useState<Partial<Record<TLimitField, string>>>({});
  const [blockedCount, setBlockedCount] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const checks = useFormChecks();
  const submitChecked = useCheckedSubmit(checks, formRef);
  const server = useServerErrors(failure, draft);

  useEffect(() => {
    if (failure !== null || blockedCount > 0) summaryRef.current?.focus();
  }, [failure, blockedCount]);

  function update(patch: Partial<TLimitDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setOwnProblems((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch) as TLimitField[]) delete next[field];
      if ('limitType' in patch) delete next.limitAmount;
      return next;
    });
  }

  function describeOwnProblems(): Partial<Record<TLimitField, string>> {
    const found = checkLimitDraft(draft);
    return {
      ...(found.limitType ? { limitType: t('instantLimits.form.typeRequired') } : {}),
      ...(found.limitAmount ? { limitAmount: t('instantLimits.form.amountRequired') } : {}),
    };
  }

  const errorOf = (field: Exclude<TLimitField, 'accountNumber'>) =>
    ownProblems[field] ?? server.errorOf(field);
  const summaryItems: TErrorSummaryItem[] = [
    ...checks.problems.map((problem) => ({
      key: `field-${problem.key}`,
      text: t('instantLimits.form.summaryItem', { field: problem.label, message: problem.message }),
      focus: problem.focus,
    })),
    ...(['limitType', 'limitAmount', 'reference'] as const).flatMap((field) => {
      const message = errorOf(field);
      if (message === undefined) return [];
      return [
        {
          key: `own-${field}`,
          text: t('instantLimits.form.summaryItem', { field: labels[field], message }),
          focus: () => focusFieldByLabel(formRef.current, labels[field]),
        },
      ];
    }),
    ...server.unplaced.map((text) => ({ key: `server-${text}`, text })),
  ];
  const seen = new Set<string>();
  const uniqueItems = summaryItems.filter((item) => !seen.has(item.text) && seen.add(item.text));
  const isSummaryShown = uniqueItems.length > 0 && (failure !== null || blockedCount > 0);
  const hasAmount = draft.limitType !== null && takesLimitAmount(draft.limitType);

  return (
    <Form
      ref={formRef}
      validationBehavior="aria"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submitChecked({
          onBlocked: () => setBlockedCount((count) => count + 1),
          onChecked: () => {
            const problems = describeOwnProblems();
            setOwnProblems(problems);
            if (Object.keys(problems).length > 0) setBlockedCount((count) => count + 1);
            else onContinue(draft);
          },
        });
      }}
    >
      {isSummaryShown ? (
        <ErrorSummary
          ref={summaryRef}
          title={t('instantLimits.form.summaryTitle')}
          items={uniqueItems}
        />
      ) : null}
      {failure !== null && failure.validations.length === 0 ? (
        <div ref={summaryRef} tabIndex={-1} className={styles.summary}>
          <ErrorNotice error={failure.error} />
        </div>
      ) : null}
      <FormChecksScope checks={checks}>
        <ChoiceFormField
          label={labels.limitType}
          className={styles.choices}
          labelClassName={styles.choiceLabel}
          value={draft.limitType}
          onChange={(limitType) => update({ limitType })}
          errorMessage={errorOf('limitType')}
          options={INSTANT_LIMIT_TYPES.map((type) => ({
            id: type,
            title: t(`instantLimits.form.type.${type}`),
            details: [t(`instantLimits.form.typeDetail.${type}`)],
          }))}
        />
        {hasAmount ? (
          <div className={styles.amountRow}>
            <AmountField
              label={labels.limitAmount}
              name="limitAmount"
              currency={INSTANT_LIMIT_CURRENCY}
              value={draft.limitAmount}
              onChange={(limitAmount) => update({ limitAmount })}
              isRequired
              isPositiveRequired
              description={t('instantLimits.form.amountHint', {
                maximum: formatMoney(
                  INSTANT_LIMIT_ONLINE_MAXIMUM_MINOR,
                  INSTANT_LIMIT_CURRENCY,
                  locale,
                ),
              })}
              errorMessage={errorOf('limitAmount')}
            />
          </div>
        ) : null}
        <TextFormField
          label={labels.reference}
          name="reference"
          value={draft.reference}
          onChange={(reference) => update({ reference })}
          maxLength={INSTANT_LIMIT_REFERENCE_MAX_LENGTH}
          isRequired={false}
          description={t('instantLimits.form.referenceHint')}
          errorMessage={errorOf('reference')}
        />
      </FormChecksScope>
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          {t('instantLimits.form.continue')}
        </Button>
        <Button variant="quiet" onPress={onCancel}>
          {t('instantLimits.form.cancel')}
        </Button>
      </div>
    </Form>
  );
}
