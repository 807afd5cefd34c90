import { useRef, type HTMLAttributes, type ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { countCodePoints } from '@poslovno/domain';
import { useT } from '../i18n/i18n-context';
import { useFieldCheck } from './form-checks';
import styles from './field.module.css';

interface TTextFormFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field; its presence marks the field invalid (aria-invalid, aria-describedby). */
  errorMessage?: string | undefined;
  description?: string;
  type?: 'text' | 'password';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  name: string;
  /**
   * The longest text the field takes: longer typing or pasting is refused by the input, and a
   * longer value given from outside (a limit that shrank) is an error that blocks the form's save.
   */
  maxLength?: number;
  /** Required unless told: an optional field says so to assistive technology by not being required. */
  isRequired?: boolean;
}

export function TextFormField({
  label,
  value,
  onChange,
  errorMessage,
  description,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  name,
  maxLength,
  isRequired = true,
}: TTextFormFieldProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const isTooLong = maxLength !== undefined && countCodePoints(value) > maxLength;
  const ownMessage = isTooLong ? t('ui.text.tooLong', { max: maxLength }) : undefined;
  useFieldCheck({
    label,
    message: ownMessage,
    commit: () => ({ message: ownMessage, hasChanged: false }),
    getElement: () => inputRef.current,
  });
  const shownError = ownMessage ?? errorMessage;
  return (
    <TextField
      value={value}
      onChange={onChange}
      isInvalid={shownError !== undefined}
      isRequired={isRequired}
      type={type}
      name={name}
      maxLength={maxLength}
      autoComplete={autoComplete}
      className={styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <Input ref={inputRef} className={styles.input} inputMode={inputMode} spellCheck={false} />
      <FieldMessages description={description} errorMessage={shownError} />
    </TextField>
  );
}

/**
 * The hint and the error under a react-aria field, wired to it (aria-describedby, and the error
 * shown while the field is invalid). Without an error message the field's own validation shows.
 */
export function FieldMessages({
  description,
  errorMessage,
}: {
  description?: ReactNode;
  errorMessage?: ReactNode;
}) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.hint}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
    </>
  );
}
