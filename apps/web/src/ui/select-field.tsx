import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components';
import styles from './field.module.css';

// A module of its own: the select's popover and list box stay out of pages without a select.
export interface TSelectOption<K extends Key> {
  id: K;
  label: string;
}

interface TSelectFormFieldProps<K extends Key> {
  label: string;
  /** Shown while nothing is chosen (a required choice without a default, a custom period). */
  placeholder?: string;
  options: readonly TSelectOption<K>[];
  value: K | null;
  onChange: (value: K | null) => void;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
  isRequired?: boolean;
}

/** A choice from a short list (react-aria Select): the one select of every form. */
export function SelectFormField<K extends Key>({
  label,
  placeholder,
  options,
  value,
  onChange,
  errorMessage,
  isDisabled = false,
  isRequired = true,
}: TSelectFormFieldProps<K>) {
  return (
    <Select
      value={value}
      onChange={(key) => onChange(options.find((option) => option.id === key)?.id ?? null)}
      placeholder={placeholder}
      isInvalid={errorMessage !== undefined}
      isRequired={isRequired}
      isDisabled={isDisabled}
      className={styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <AriaButton className={styles.selectButton}>
        <SelectValue />
        <span className={styles.chevron} aria-hidden="true">
          ▾
        </span>
      </AriaButton>
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox}>
          {options.map((option) => (
            <ListBoxItem
              key={option.id}
              id={option.id}
              textValue={option.label}
              className={styles.listBoxItem}
            >
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
