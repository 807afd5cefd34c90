import type { ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import fieldStyles from './field.module.css';
import styles from './choice-radio.module.css';

/** The class of the list that holds choice radios inside a RadioGroup. */
export const CHOICE_LIST_CLASS = styles.choices;

/** A radio drawn as a card: a title in bold and lines of detail under it. */
export function ChoiceRadio({
  value,
  title,
  details,
}: {
  value: string;
  title: ReactNode;
  details: readonly ReactNode[];
}) {
  return (
    <Radio value={value} className={styles.choice}>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {details.map((detail, index) => (
          <span key={index}>{detail}</span>
        ))}
      </span>
    </Radio>
  );
}

export interface TChoiceOption<T extends string> {
  id: T;
  title: string;
  details?: readonly ReactNode[];
}

interface TChoiceFormFieldProps<T extends string> {
  label: string;
  options: readonly TChoiceOption<T>[];
  /** null while nothing is chosen: a required choice has no default. */
  value: T | null;
  onChange: (value: T) => void;
  errorMessage?: string;
  /** Extra classes of the list (a row layout) and of its label and error. */
  className?: string;
  labelClassName?: string;
}

/**
 * One choice out of a few, every option visible as a card (a radio group): for up to about five
 * options, where a select would hide them behind a click.
 */
export function ChoiceFormField<T extends string>({
  label,
  options,
  value,
  onChange,
  errorMessage,
  className,
  labelClassName,
}: TChoiceFormFieldProps<T>) {
  return (
    <RadioGroup
      value={value}
      onChange={(chosen) => {
        const option = options.find((candidate) => candidate.id === chosen);
        if (option) onChange(option.id);
      }}
      isInvalid={errorMessage !== undefined}
      className={className ? `${styles.choices} ${className}` : styles.choices}
    >
      <Label
        className={labelClassName ? `${fieldStyles.label} ${labelClassName}` : fieldStyles.label}
      >
        {label}
      </Label>
      {options.map((option) => (
        <ChoiceRadio
          key={option.id}
          value={option.id}
          title={option.title}
          details={option.details ?? []}
        />
      ))}
      <FieldError
        className={
          labelClassName ? `${fieldStyles.fieldError} ${labelClassName}` : fieldStyles.fieldError
        }
      >
        {errorMessage}
      </FieldError>
    </RadioGroup>
  );
}
