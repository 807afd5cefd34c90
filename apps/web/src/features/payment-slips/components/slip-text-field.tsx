import { Input, Label, TextField } from 'react-aria-components';
import type { THub3TextField } from '@poslovno/domain';
import { useT } from '../../../i18n/i18n-context';
import { FieldMessages } from '../../../ui/form-fields';
import fieldStyles from '../../../ui/field.module.css';
import { countSlipField } from '../model/slip-form';
import styles from './payment-slips.module.css';

interface TSlipTextFieldProps {
  field: THub3TextField;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  errorMessage: string | undefined;
  isRequired?: boolean;
  inputMode?: 'text' | 'numeric';
  hint?: string;
}

/**
 * A text of the slip with its room shown: the counter of characters used out of the slip's limit.
 * The input takes whatever is typed or pasted, even beyond the limit (a browser's maxlength would
 * cut a paste silently); the counter turns red and the bank's validation says what is wrong.
 */
export function SlipTextField({
  field,
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
  isRequired = false,
  inputMode = 'text',
  hint,
}: TSlipTextFieldProps) {
  const t = useT();
  const { used, max, isOver } = countSlipField(field, value);
  const limit = t('paymentSlips.form.limit', { max });
  return (
    <TextField
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={errorMessage !== undefined}
      isRequired={isRequired}
      validationBehavior="aria"
      name={field}
      autoComplete="off"
      className={fieldStyles.field}
    >
      <div className={styles.labelRow}>
        <Label className={fieldStyles.label}>{label}</Label>
        <span className={isOver ? styles.counterOver : styles.counter} aria-hidden="true">
          {used}/{max}
        </span>
      </div>
      <Input className={fieldStyles.input} inputMode={inputMode} spellCheck={false} />
      <FieldMessages description={hint ? `${hint} ${limit}` : limit} errorMessage={errorMessage} />
    </TextField>
  );
}
