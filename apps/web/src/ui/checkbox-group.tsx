import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import fieldStyles from './field.module.css';
import { FieldMessages } from './form-fields';
import { CheckIcon } from './icons';
import styles from './checkbox-group.module.css';

export interface TCheckboxOption<T extends string> {
  id: T;
  label: string;
}

interface TCheckboxGroupFieldProps<T extends string> {
  /** The group's visible label, read as the name of the group. */
  label: string;
  options: readonly TCheckboxOption<T>[];
  /** The chosen options' ids, in any order. */
  value: readonly T[];
  /** The chosen ids in the order of `options`. */
  onChange: (value: T[]) => void;
  description?: string;
  /** Takes the whole width of a field grid, so the options run in rows instead of a column. */
  isWide?: boolean;
}

/**
 * Several choices out of a short list (a filter's statuses): a group of checkboxes under one
 * label, each a box with a check mark (not colour alone) and its text; Space toggles.
 */
export function CheckboxGroupField<T extends string>({
  label,
  options,
  value,
  onChange,
  description,
  isWide = false,
}: TCheckboxGroupFieldProps<T>) {
  function handleChange(keys: string[]) {
    onChange(options.filter((option) => keys.includes(option.id)).map((option) => option.id));
  }
  return (
    <CheckboxGroup
      value={[...value]}
      onChange={handleChange}
      className={isWide ? `${fieldStyles.field} ${styles.wide}` : fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={styles.options}>
        {options.map((option) => (
          <Checkbox key={option.id} value={option.id} className={styles.checkbox}>
            {({ isSelected }) => (
              <>
                <span className={styles.box} aria-hidden="true">
                  {isSelected ? <CheckIcon /> : null}
                </span>
                {option.label}
              </>
            )}
          </Checkbox>
        ))}
      </div>
      <FieldMessages description={description} />
    </CheckboxGroup>
  );
}
