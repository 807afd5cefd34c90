import type { ReactNode } from 'react';
import { Radio } from 'react-aria-components';
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
