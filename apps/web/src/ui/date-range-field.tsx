import { useId, useState } from 'react';
import {
  getPeriodDateRange,
  validateDateRange,
  type TDateRange,
  type TIsoDate,
  type TPredefinedPeriod,
} from '@poslovno/domain';
import { useT } from '../i18n/i18n-context';
import { DateField } from './date-field';
import styles from './date-range-field.module.css';
import fieldStyles from './field.module.css';
import { SelectFormField } from './select-field';
import { useRuleMessage } from './use-rule-message';

type TPeriodProps =
  | { periods?: undefined; today?: undefined }
  | {
      /** Predefined periods (000 §9) offered in a choice that fills both ends. */
      periods: readonly TPredefinedPeriod[];
      /** The business date the periods count from, from the app's clock. */
      today: TIsoDate;
    };

export type TDateRangeFieldProps = TPeriodProps & {
  /** The visible legend of the group. */
  label: string;
  value: TDateRange;
  /** Called for every change of either end, even when the range breaks the start-before-end rule. */
  onChange: (value: TDateRange) => void;
  minDate?: TIsoDate;
  maxDate?: TIsoDate;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  description?: string;
  /** A message about the whole range from outside (the server's validation). */
  errorMessage?: string | undefined;
};

function isSameRange(a: TDateRange, b: TDateRange): boolean {
  return a.from === b.from && a.to === b.to;
}

/**
 * The period the range shows: the one last chosen while the dates still match it, else the first
 * that matches (several can, such as today and the current month on the 1st), else none.
 */
function findShownPeriod(
  periods: readonly TPredefinedPeriod[],
  chosen: TPredefinedPeriod | null,
  value: TDateRange,
  today: TIsoDate,
): TPredefinedPeriod | null {
  const matches = (period: TPredefinedPeriod) =>
    isSameRange(getPeriodDateRange(period, today), value);
  if (chosen !== null && matches(chosen)) return chosen;
  return periods.find(matches) ?? null;
}

/** A from–to pair of date fields under one legend; the start may not be after the end. */
export function DateRangeField({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  description,
  errorMessage,
  periods,
  today,
}: TDateRangeFieldProps) {
  const t = useT();
  const getRuleMessage = useRuleMessage();
  const messageId = useId();
  const descriptionId = useId();
  const validation = validateDateRange(value.from, value.to);
  const rangeError = validation.ok ? errorMessage : getRuleMessage(validation.code);
  const endProps = { minDate, maxDate, isRequired, isDisabled, isReadOnly };
  const describedBy = [description ? descriptionId : '', rangeError ? messageId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset className={fieldStyles.fieldset} aria-describedby={describedBy || undefined}>
      <legend className={fieldStyles.legend}>{label}</legend>
      <div className={styles.fields}>
        {periods !== undefined && today !== undefined ? (
          <PeriodSelect
            periods={periods}
            today={today}
            value={value}
            onChange={onChange}
            isDisabled={isDisabled || isReadOnly}
          />
        ) : null}
        <DateField
          label={t('ui.dateRange.from')}
          value={value.from}
          onChange={(from) => onChange({ from, to: value.to })}
          {...endProps}
        />
        <DateField
          label={t('ui.dateRange.to')}
          value={value.to}
          onChange={(to) => onChange({ from: value.from, to })}
          {...endProps}
        />
      </div>
      {description ? (
        <p id={descriptionId} className={`${fieldStyles.hint} ${styles.message}`}>
          {description}
        </p>
      ) : null}
      <div
        id={messageId}
        aria-live="polite"
        className={`${fieldStyles.fieldError} ${styles.message}`}
      >
        {rangeError}
      </div>
    </fieldset>
  );
}

interface TPeriodSelectProps {
  periods: readonly TPredefinedPeriod[];
  today: TIsoDate;
  value: TDateRange;
  onChange: (value: TDateRange) => void;
  isDisabled: boolean;
}

function PeriodSelect({ periods, today, value, onChange, isDisabled }: TPeriodSelectProps) {
  const t = useT();
  const [chosen, setChosen] = useState<TPredefinedPeriod | null>(null);
  const shown = findShownPeriod(periods, chosen, value, today);

  function choosePeriod(period: TPredefinedPeriod | null) {
    if (period === null) return;
    setChosen(period);
    onChange(getPeriodDateRange(period, today));
  }

  return (
    <SelectFormField<TPredefinedPeriod>
      label={t('ui.dateRange.period')}
      placeholder={t('ui.dateRange.customPeriod')}
      options={periods.map((period) => ({ id: period, label: t(`ui.dateRange.period.${period}`) }))}
      value={shown}
      onChange={choosePeriod}
      isDisabled={isDisabled}
      isRequired={false}
    />
  );
}
