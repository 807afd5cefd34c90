import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosurePanel,
  Form,
  Heading,
  Input,
  Label,
  TextField,
} from 'react-aria-components';
import {
  checkFilters,
  countFilledFilters,
  FILTER_RULE_CODES,
  type TFilterRule,
  type TFilterTextField,
} from '@poslovno/domain';
import { useT } from '../i18n/i18n-context';
import { Button } from './button';
import { ErrorSummary } from './error-summary';
import { FormChecksScope, useCheckedSubmit, useFormChecks } from './form-checks';
import { Notice } from './notice';
import { useRuleMessage } from './use-rule-message';
import fieldStyles from './field.module.css';
import { FieldMessages } from './form-fields';
import styles from './filter-panel.module.css';

export type TFilterValues = Readonly<Record<string, string | null>>;

interface TFilterPanelProps {
  rule: TFilterRule;
  /** The fields' current values by field name; the caller owns them and renders the fields. */
  values: TFilterValues;
  /** Called with the checked values: text trimmed, empty fields null. */
  onApply: (values: Record<string, string | null>) => void;
  /** The caller empties its fields and shows the list unfiltered. */
  onReset: () => void;
  textFields?: Readonly<Record<string, TFilterTextField>>;
  /** Defaults to "Filtri"; a second panel on a page names what it filters. */
  title?: string;
  headingLevel?: 2 | 3 | 4;
  isInitiallyExpanded?: boolean;
  /** The fields, each with `name` equal to its key in `values` (FilterTextField or any form field). */
  children: ReactNode;
}

interface TFailure {
  values: TFilterValues;
  fieldErrors: Record<string, string>;
  ruleError: string | undefined;
}

function haveSameValues(a: TFilterValues, b: TFilterValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? null) === (b[key] ?? null));
}

/** A field's message stays until that field changes; the rule's until any field does. */
function getShownFailure(failure: TFailure | null, values: TFilterValues) {
  const fieldErrors = Object.fromEntries(
    Object.entries(failure?.fieldErrors ?? {}).filter(
      ([name]) => (failure?.values[name] ?? null) === (values[name] ?? null),
    ),
  );
  const ruleError =
    failure && haveSameValues(failure.values, values) ? failure.ruleError : undefined;
  return { fieldErrors, ruleError };
}

function FilterPanelTitle({ title, appliedCount }: { title: string; appliedCount: number }) {
  const t = useT();
  return (
    <AriaButton slot="trigger" className={styles.trigger}>
      <span className={styles.chevron} aria-hidden="true">
        ▸
      </span>
      <span>{title}</span>
      {appliedCount > 0 ? (
        <>
          {' '}
          <span className={styles.badge}>
            {t('ui.filter.activeCount', { count: appliedCount })}
          </span>
        </>
      ) : null}
    </AriaButton>
  );
}

/**
 * The filters of a list in a collapsible region: the caller's fields, checked on apply (Enter or
 * the button) against the screen's rule and the filter character set (000 §5). A date or an amount
 * that its field refuses as typed stops the apply and is listed at the top. Reset empties them
 * and shows the whole list.
 */
export function FilterPanel({
  rule,
  values,
  onApply,
  onReset,
  textFields = {},
  title,
  headingLevel = 2,
  isInitiallyExpanded = false,
  children,
}: TFilterPanelProps) {
  const t = useT();
  const ruleMessage = useRuleMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [appliedCount, setAppliedCount] = useState(() => countFilledFilters(values));
  const [failure, setFailure] = useState<TFailure | null>(null);
  // How many applies a field's own refusal (a date, an amount as typed) has stopped.
  const [blockedCount, setBlockedCount] = useState(0);
  const [resetCount, setResetCount] = useState(0);
  const checks = useFormChecks();
  const submitChecked = useCheckedSubmit(checks, formRef);
  const shown = getShownFailure(failure, values);
  const isSummaryShown = blockedCount > 0 && checks.problems.length > 0;

  useEffect(() => {
    if (blockedCount > 0) summaryRef.current?.focus();
  }, [blockedCount]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submitChecked({
      onBlocked: () => setBlockedCount((count) => count + 1),
      onChecked: applyChecked,
    });
  }

  function applyChecked() {
    const checked = checkFilters(values, rule, textFields);
    const fieldErrors = Object.fromEntries(
      Object.entries(checked.fieldCodes).map(([name, code]) => [name, ruleMessage(code)]),
    );
    const ruleError = checked.ruleCode === undefined ? undefined : ruleMessage(checked.ruleCode);
    if (Object.keys(fieldErrors).length > 0 || ruleError) {
      setFailure({ values, fieldErrors, ruleError });
      focusField(formRef.current, Object.keys(fieldErrors)[0]);
      return;
    }
    setFailure(null);
    setAppliedCount(checked.filledCount);
    onApply(checked.values);
  }

  function reset() {
    setFailure(null);
    setAppliedCount(0);
    setBlockedCount(0);
    // A field that refused its text holds none, so emptying the values would leave that text shown.
    setResetCount((count) => count + 1);
    onReset();
  }

  return (
    <Disclosure className={styles.panel} defaultExpanded={isInitiallyExpanded}>
      <Heading level={headingLevel} className={styles.heading}>
        <FilterPanelTitle title={title ?? t('ui.filter.title')} appliedCount={appliedCount} />
      </Heading>
      <DisclosurePanel className={styles.content}>
        <Form
          ref={formRef}
          validationBehavior="aria"
          validationErrors={shown.fieldErrors}
          onSubmit={apply}
          className={styles.form}
        >
          {isSummaryShown ? (
            <ErrorSummary
              ref={summaryRef}
              title={t('ui.errorSummary.title')}
              items={checks.problems.map((problem) => ({
                key: problem.key,
                text: t('ui.errorSummary.item', { field: problem.label, message: problem.message }),
                focus: problem.focus,
              }))}
            />
          ) : null}
          {shown.ruleError ? (
            <Notice tone="error">{shown.ruleError}</Notice>
          ) : rule !== 'any' ? (
            <p className={fieldStyles.hint}>{ruleMessage(FILTER_RULE_CODES[rule])}</p>
          ) : null}
          <FormChecksScope checks={checks}>
            <div key={resetCount} className={fieldStyles.fieldGrid}>
              {children}
            </div>
          </FormChecksScope>
          <div className={styles.actions}>
            <Button type="submit" variant="primary">
              {t('ui.filter.apply')}
            </Button>
            <Button onPress={reset}>{t('ui.filter.reset')}</Button>
          </div>
        </Form>
      </DisclosurePanel>
    </Disclosure>
  );
}

function focusField(form: HTMLFormElement | null, name: string | undefined) {
  if (!form || name === undefined) return;
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}

interface TFilterTextFieldProps {
  /** The field's key in the panel's values. */
  name: string;
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  maxLength?: number;
  description?: string;
}

/** An optional text filter; the panel puts its rule message under it. */
export function FilterTextField({
  name,
  label,
  value,
  onChange,
  maxLength,
  description,
}: TFilterTextFieldProps) {
  return (
    <TextField
      name={name}
      value={value ?? ''}
      onChange={onChange}
      maxLength={maxLength}
      autoComplete="off"
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Input className={fieldStyles.input} spellCheck={false} />
      <FieldMessages description={description} />
    </TextField>
  );
}
