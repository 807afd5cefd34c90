import type { ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import styles from './segmented-control.module.css';

export interface TSegmentedOption<T extends string> {
  id: T;
  label: string;
  icon?: ReactNode;
}

interface TSegmentedControlProps<T extends string> {
  /** Accessible name of the group. */
  label: string;
  options: readonly TSegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** One choice out of a few, shown as joined buttons (a radio group for assistive technology). */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
}: TSegmentedControlProps<T>) {
  function handleSelectionChange(keys: Set<Key>) {
    const selected = options.find((option) => keys.has(option.id));
    if (selected) onChange(selected.id);
  }

  return (
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={handleSelectionChange}
      className={styles.group}
    >
      {options.map((option) => (
        <ToggleButton key={option.id} id={option.id} className={styles.option}>
          {option.icon}
          <span>{option.label}</span>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
