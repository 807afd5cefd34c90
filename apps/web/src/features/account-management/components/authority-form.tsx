import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import type { TManagedAccount } from '@poslovno/contract';
import {
  AUTHORITY_LEVELS,
  AUTHORITY_LIMIT_CURRENCY,
  LIMIT_TYPES,
  isErrorCode,
  isSigningAuthority,
  type TAuthorityLevel,
  type TLimitType,
} from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { describeErrorCode } from '../../../i18n/messages';
import { describeAuthoritySetting } from '../../../signing/authority-change-words';
import { Button } from '../../../ui/button';
import { ErrorNotice } from '../../../ui/error-notice';
import { ErrorSummary, type TErrorSummaryItem } from '../../../ui/error-summary';
import { focusFieldByLabel } from '../../../ui/focus-field';
import { FormChecksScope, useCheckedSubmit, useFormChecks } from '../../../ui/form-checks';
import { Notice } from '../../../ui/notice';
import { AmountField } from '../../../ui/number-field';
import { SelectFormField } from '../../../ui/select-field';
import {
  findChangedLines,
  findMissingAmounts,
  isLimitAmountEnabled,
  isLimitTypeEnabled,
  isLineChanged,
  toSetting,
  type TAuthorityLineDraft,
  type TLineField,
  type TPlacedRefusal,
} from '../model/authority-draft';
import styles from './account-management.module.css';

/** A refused save: the lines as sent, the server's answer placed on them, and the rest. */
export interface TAuthorityFailure {
  sent: readonly TAuthorityLineDraft[];
  error: unknown;
  placed: readonly TPlacedRefusal[];
  unplaced: readonly { code: string; description: string }[];
}

type TEditableField = Exclude<TLineField, 'accountId'>;

function useRefusalText() {
  const { locale } = useI18n();
  return (refusal: { code: string; description: string }) =>
    isErrorCode(refusal.code) ? describeErrorCode(locale, refusal.code) : refusal.description;
}

interface TLineProps {
  account: TManagedAccount;
  line: TAuthorityLineDraft;
  now: TAuthorityLineDraft;
  /** What the form or the server refused on this line, by field (and the account itself). */
  errors: Partial<Record<TLineField, string>>;
  onChange: (line: TAuthorityLineDraft) => void;
}

/**
 * One account's authority in the form: the level, the limit type only where the level signs, the
 * amount only where the type bounds one (001 §3; the rule of domain authority-change.ts).
 */
function AuthorityLine({ account, line, now, errors, onChange }: TLineProps) {
  const { t, locale } = useI18n();
  const labelId = `authority-line-${account.accountId}`;
  const isChanged = isLineChanged(line, now);
  return (
    <div
      role="group"
      tabIndex={-1}
      aria-labelledby={labelId}
      className={styles.line}
      data-account-line={account.accountId}
      data-changed={isChanged}
    >
      <div className={styles.lineAccount}>
        <span id={labelId} className={styles.lineAccountName}>
          {account.label}
        </span>
        <span className={styles.accountMeta}>
          {t('accountManagement.change.now', {
            setting: describeAuthoritySetting(toSetting(now), t, locale),
          })}
        </span>
        {errors.accountId ? <span className={styles.lineError}>{errors.accountId}</span> : null}
      </div>
      <SelectFormField<TAuthorityLevel>
        label={t('accountManagement.field.level')}
        value={line.level}
        options={AUTHORITY_LEVELS.map((level) => ({
          id: level,
          label: t(`accounts.authority.${level}`),
        }))}
        errorMessage={errors.authorityLevel}
        onChange={(level) => {
          if (level === null) return;
          onChange(
            isSigningAuthority(level)
              ? { ...line, level }
              : { ...line, level, limitType: 'NO_LIMIT', limitAmount: null },
          );
        }}
      />
      <SelectFormField<TLimitType>
        label={t('accountManagement.field.limitType')}
        value={isLimitTypeEnabled(line) ? line.limitType : 'NO_LIMIT'}
        isDisabled={!isLimitTypeEnabled(line)}
        options={LIMIT_TYPES.map((type) => ({ id: type, label: t(`accounts.limitType.${type}`) }))}
        errorMessage={errors.limitType}
        onChange={(limitType) => {
          if (limitType === null) return;
          onChange(
            limitType === 'NO_LIMIT'
              ? { ...line, limitType, limitAmount: null }
              : { ...line, limitType },
          );
        }}
      />
      <AmountField
        label={t('accountManagement.field.limitAmount')}
        name={`limitAmount-${account.accountId}`}
        currency={AUTHORITY_LIMIT_CURRENCY}
        value={isLimitAmountEnabled(line) ? line.limitAmount : null}
        isDisabled={!isLimitAmountEnabled(line)}
        isRequired={isLimitAmountEnabled(line)}
        isPositiveRequired
        errorMessage={errors.limitAmount}
        onChange={(limitAmount) => onChange({ ...line, limitAmount })}
      />
      <span className={styles.lineMark}>
        {isChanged ? (
          <span className={styles.changedTag}>{t('accountManagement.change.changed')}</span>
        ) : null}
      </span>
    </div>
  );
}

/** A summary item's way to its field: the account's row of the form, then its field so labelled. */
function focusLine(accountId: string, label: string): void {
  const row = document.querySelector<HTMLElement>(`[data-account-line="${CSS.escape(accountId)}"]`);
  if (!focusFieldByLabel(row, label)) row?.focus();
}

interface TAuthorityFormProps {
  accounts: readonly TManagedAccount[];
  /** The person's authority now, one line per account. */
  current: readonly TAuthorityLineDraft[];
  initialDrafts: readonly TAuthorityLineDraft[];
  failure: TAuthorityFailure | null;
  onContinue: (drafts: TAuthorityLineDraft[], changed: TAuthorityLineDraft[]) => void;
  onCancel: () => void;
}

/**
 * The change of a person's authority: every account, prefilled with what holds now. Continue
 * checks what the form can (an amount where the limit takes one, a change at all: nothing changed
 * is AUTHORITY_UNCHANGED's text, and nothing is sent) and leads to the recapitulation; the
 * server's refusals come back onto the rows they name.
 */
export function AuthorityForm({
  accounts,
  current,
  initialDrafts,
  failure,
  onContinue,
  onCancel,
}: TAuthorityFormProps) {
  const { t, locale } = useI18n();
  const refusalText = useRefusalText();
  const [drafts, setDrafts] = useState<TAuthorityLineDraft[]>([...initialDrafts]);
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [isUnchanged, setIsUnchanged] = useState(false);
  const [blockedCount, setBlockedCount] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const checks = useFormChecks();
  const submitChecked = useCheckedSubmit(checks, formRef);
  const labels: Record<TEditableField, string> = {
    authorityLevel: t('accountManagement.field.level'),
    limitType: t('accountManagement.field.limitType'),
    limitAmount: t('accountManagement.field.limitAmount'),
  };

  useEffect(() => {
    if (failure !== null || blockedCount > 0) summaryRef.current?.focus();
  }, [failure, blockedCount]);

  /** A refusal the server placed stays on its row until that row changes. */
  function errorsOf(line: TAuthorityLineDraft): Partial<Record<TLineField, string>> {
    const errors: Partial<Record<TLineField, string>> = {};
    if (missing.has(line.accountId))
      errors.limitAmount = t('accountManagement.field.amountRequired');
    const sentLine = failure?.sent.find((sent) => sent.accountId === line.accountId);
    if (failure && sentLine && !isLineChanged(line, sentLine)) {
      for (const refusal of failure.placed) {
        if (refusal.accountId === line.accountId && errors[refusal.field] === undefined)
          errors[refusal.field] = refusalText(refusal);
      }
    }
    return errors;
  }

  function update(line: TAuthorityLineDraft) {
    setIsUnchanged(false);
    setDrafts((all) => all.map((draft) => (draft.accountId === line.accountId ? line : draft)));
    setMissing((all) => {
      if (!all.has(line.accountId)) return all;
      const next = new Set(all);
      next.delete(line.accountId);
      return next;
    });
  }

  function submit() {
    const changed = findChangedLines(drafts, current);
    const missingAmounts = findMissingAmounts(changed);
    setMissing(new Set(missingAmounts));
    if (missingAmounts.length > 0) {
      setBlockedCount((count) => count + 1);
      return;
    }
    if (changed.length === 0) {
      setIsUnchanged(true);
      setBlockedCount((count) => count + 1);
      return;
    }
    onContinue(drafts, changed);
  }

  const accountsById = new Map(accounts.map((account) => [account.accountId, account]));
  const nameOf = (accountId: string) => accountsById.get(accountId)?.label ?? accountId;
  const summaryItems: TErrorSummaryItem[] = [
    ...checks.problems.map((problem) => ({
      key: `field-${problem.key}`,
      text: t('accountManagement.change.rowItem', {
        account: problem.label,
        message: problem.message,
      }),
      focus: problem.focus,
    })),
    ...drafts.flatMap((line) =>
      Object.entries(errorsOf(line)).map(([field, message]) => {
        const label = field === 'accountId' ? undefined : labels[field as TEditableField];
        return {
          key: `${line.accountId}-${field}`,
          text:
            label === undefined
              ? t('accountManagement.change.rowItem', { account: nameOf(line.accountId), message })
              : t('accountManagement.change.summaryItem', {
                  account: nameOf(line.accountId),
                  field: label,
                  message,
                }),
          focus: () => focusLine(line.accountId, label ?? labels.authorityLevel),
        };
      }),
    ),
    ...(failure?.unplaced ?? []).map((refusal) => ({
      key: `server-${refusal.code}`,
      text: refusalText(refusal),
    })),
  ];
  const isSummaryShown = summaryItems.length > 0 && (failure !== null || blockedCount > 0);
  const changedCount = findChangedLines(drafts, current).length;

  return (
    <Form
      ref={formRef}
      validationBehavior="aria"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submitChecked({
          onBlocked: () => setBlockedCount((count) => count + 1),
          onChecked: submit,
        });
      }}
    >
      {isSummaryShown ? (
        <ErrorSummary
          ref={summaryRef}
          title={t('accountManagement.change.summaryTitle')}
          items={summaryItems}
        />
      ) : null}
      {failure !== null && failure.placed.length === 0 && failure.unplaced.length === 0 ? (
        <div ref={summaryRef} tabIndex={-1} className={styles.summary}>
          <ErrorNotice error={failure.error} />
        </div>
      ) : null}
      {isUnchanged && !isSummaryShown ? (
        <div ref={summaryRef} tabIndex={-1} className={styles.summary}>
          <Notice tone="warning">
            <p>{describeErrorCode(locale, 'AUTHORITY_UNCHANGED')}</p>
          </Notice>
        </div>
      ) : null}
      <FormChecksScope checks={checks}>
        <div className={styles.lines}>
          {drafts.map((line) => {
            const account = accountsById.get(line.accountId);
            const now = current.find((candidate) => candidate.accountId === line.accountId);
            if (!account || !now) return null;
            return (
              <AuthorityLine
                key={line.accountId}
                account={account}
                line={line}
                now={now}
                errors={errorsOf(line)}
                onChange={update}
              />
            );
          })}
        </div>
      </FormChecksScope>
      <div className={styles.formFooter}>
        <p className={styles.count} role="status">
          {t('accountManagement.change.changedCount', { count: changedCount })}
        </p>
        <div className={styles.actions}>
          <Button type="submit" variant="primary">
            {t('accountManagement.change.continue')}
          </Button>
          <Button variant="quiet" onPress={onCancel}>
            {t('accountManagement.change.cancel')}
          </Button>
        </div>
      </div>
    </Form>
  );
}
