import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TPaymentSlip } from '@poslovno/contract';
import type { THub3TextField } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { Button, getButtonClassName } from '../../../ui/button';
import { ErrorNotice } from '../../../ui/error-notice';
import { ErrorSummary, type TErrorSummaryItem } from '../../../ui/error-summary';
import fieldStyles from '../../../ui/field.module.css';
import { FormChecksScope, useCheckedSubmit, useFormChecks } from '../../../ui/form-checks';
import { AmountField } from '../../../ui/number-field';
import { slipValidationQuery, useCreateSlip, useSlipValidation } from '../api/payment-slips-api';
import {
  SLIP_CURRENCY,
  SLIP_FORM_FIELDS,
  SLIP_FORM_SECTIONS,
  indexSlipValidations,
  toSlipInput,
  type TSlipFormField,
  type TSlipFormValues,
} from '../model/slip-form';
import { SlipTextField } from './slip-text-field';
import { useDebouncedValue } from './use-debounced-value';
import styles from './payment-slips.module.css';

/** How long the form waits after the last keystroke before it asks the bank to check it. */
const VALIDATION_DELAY_MS = 400;

const REQUIRED_FIELDS: ReadonlySet<TSlipFormField> = new Set(['payeeName', 'payeeIban']);

const HINTS: Partial<Record<TSlipFormField, 'iban' | 'model' | 'purposeCode'>> = {
  payeeIban: 'iban',
  model: 'model',
  purposeCode: 'purposeCode',
};

interface TSlipFormProps {
  initialValues: TSlipFormValues;
  onCreated: (slip: TPaymentSlip, values: TSlipFormValues) => void;
}

function findField(form: HTMLFormElement | null, field: string): HTMLElement | null {
  const element = form?.elements.namedItem(field);
  return element instanceof HTMLElement ? element : null;
}

/**
 * /qr-hub3/create: the fields of a HUB3 slip, each with its room, checked by the bank as they are
 * typed (POST /payments/slips/validate in the interface language) and described under each field
 * once the person has been there; the form never changes what was typed. "Create slip" checks
 * once more and stores the slip.
 */
export function SlipForm({ initialValues, onCreated }: TSlipFormProps) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<TSlipFormField>>(new Set());
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isChecking, setIsChecking] = useState(false);
  const [checkError, setCheckError] = useState<Error | null>(null);
  const [hasChanged, setHasChanged] = useState(false);
  const input = toSlipInput(values);
  const [debouncedInput, flushInput] = useDebouncedValue(input, VALIDATION_DELAY_MS);
  const validation = useSlipValidation(hasChanged || isSubmitted ? debouncedInput : null, locale);
  const create = useCreateSlip();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const checks = useFormChecks();
  const submitChecked = useCheckedSubmit(checks, formRef);
  const { byField, other } = indexSlipValidations(validation.data);
  const isShown = (field: TSlipFormField) => isSubmitted || touched.has(field);
  const errorOf = (field: TSlipFormField) => (isShown(field) ? byField[field] : undefined);
  const summaryFocusRef = useRef(false);

  // The summary appears with the answer of the check: it takes the focus once it is there.
  useEffect(() => {
    if (!summaryFocusRef.current || summaryRef.current === null) return;
    summaryFocusRef.current = false;
    summaryRef.current.focus();
  });

  const update = (field: TSlipFormField, value: string) => {
    setHasChanged(true);
    setValues((current) => ({ ...current, [field]: value }));
  };
  const touch = (field: TSlipFormField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  const labelOf = (field: TSlipFormField) => t(`paymentSlips.field.${field}`);
  const summaryItems: TErrorSummaryItem[] = [
    ...checks.problems.map((problem) => ({
      key: `check-${problem.key}`,
      text: `${problem.label}: ${problem.message}`,
      focus: problem.focus,
    })),
    ...SLIP_FORM_FIELDS.flatMap((field) => {
      const message = byField[field];
      if (message === undefined) return [];
      return [
        {
          key: field,
          text: `${labelOf(field)}: ${message}`,
          focus: () => findField(formRef.current, field)?.focus(),
        },
      ];
    }),
    ...other.map((message, index) => ({ key: `other-${index}`, text: message })),
  ];

  async function checkAndCreate() {
    setIsSubmitted(true);
    setCheckError(null);
    setIsChecking(true);
    flushInput();
    try {
      const answer = await queryClient.fetchQuery(slipValidationQuery(input, locale));
      if (!answer.isValid) {
        summaryFocusRef.current = true;
        return;
      }
      create.mutate(input, { onSuccess: (slip) => onCreated(slip, values) });
    } catch (error) {
      setCheckError(error instanceof Error ? error : new Error(String(error)));
    } finally {
      setIsChecking(false);
    }
  }

  const textField = (field: THub3TextField) => (
    <SlipTextField
      key={field}
      field={field}
      label={labelOf(field)}
      value={values[field]}
      onChange={(value) => update(field, value)}
      onBlur={() => touch(field)}
      errorMessage={errorOf(field)}
      isRequired={REQUIRED_FIELDS.has(field)}
      {...(HINTS[field] ? { hint: t(`paymentSlips.hint.${HINTS[field]}`) } : {})}
    />
  );

  const showsSummary = isSubmitted && summaryItems.length > 0;
  return (
    <FormChecksScope checks={checks}>
      <form
        ref={formRef}
        noValidate
        className={styles.stack}
        aria-label={t('paymentSlips.form.label')}
        onSubmit={(event) => {
          event.preventDefault();
          submitChecked({
            onBlocked: () => {
              setIsSubmitted(true);
              summaryFocusRef.current = true;
              setTouched(new Set(SLIP_FORM_FIELDS));
            },
            onChecked: () => void checkAndCreate(),
          });
        }}
      >
        {showsSummary ? (
          <ErrorSummary
            ref={summaryRef}
            title={t('paymentSlips.form.summaryTitle')}
            items={summaryItems}
          />
        ) : null}
        <section className={styles.section} aria-labelledby="slip-payer">
          <h2 id="slip-payer" className={styles.sectionTitle}>
            {t('paymentSlips.section.payer')}
          </h2>
          <div className={fieldStyles.fieldGrid}>{SLIP_FORM_SECTIONS.payer.map(textField)}</div>
        </section>
        <section className={styles.section} aria-labelledby="slip-payee">
          <h2 id="slip-payee" className={styles.sectionTitle}>
            {t('paymentSlips.section.payee')}
          </h2>
          <div className={fieldStyles.fieldGrid}>{SLIP_FORM_SECTIONS.payee.map(textField)}</div>
        </section>
        <section className={styles.section} aria-labelledby="slip-payment">
          <h2 id="slip-payment" className={styles.sectionTitle}>
            {t('paymentSlips.section.payment')}
          </h2>
          <div className={fieldStyles.fieldGrid}>
            <div className={fieldStyles.field} onBlur={() => touch('amount')}>
              <AmountField
                label={labelOf('amount')}
                name="amount"
                value={values.amount === '' ? null : values.amount}
                onChange={(amount) => update('amount', amount ?? '')}
                currency={SLIP_CURRENCY}
                isRequired={false}
                description={t('paymentSlips.hint.amount')}
                errorMessage={errorOf('amount')}
              />
            </div>
            {SLIP_FORM_SECTIONS.payment.filter((field) => field !== 'amount').map(textField)}
          </div>
        </section>
        {checkError ? <ErrorNotice error={checkError} /> : null}
        {create.error ? <ErrorNotice error={create.error} /> : null}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isBusy={isChecking || create.isPending}>
            {t('paymentSlips.form.create')}
          </Button>
          <Link to="/qr-hub3/list" className={getButtonClassName({ variant: 'quiet' })}>
            {t('paymentSlips.form.cancel')}
          </Link>
        </div>
      </form>
    </FormChecksScope>
  );
}
