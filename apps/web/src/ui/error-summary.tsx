import type { Ref } from 'react';
import { Notice } from './notice';
import styles from './error-summary.module.css';

export interface TErrorSummaryItem {
  key: string;
  /** "Label: message", or the message alone for a refusal of no field. */
  text: string;
  /** Moves the focus to the field the item names; absent when no field on the form holds it. */
  focus?: () => void;
}

interface TErrorSummaryProps {
  title: string;
  items: readonly TErrorSummaryItem[];
  ref?: Ref<HTMLDivElement>;
}

/**
 * The top of a refused form (role alert): every refusal named by its field's label, each a button
 * that takes the person to that field. The form moves the focus here when it refuses to save, so
 * a screen reader reads all of it first.
 */
export function ErrorSummary({ title, items, ref }: TErrorSummaryProps) {
  return (
    <div ref={ref} tabIndex={-1} className={styles.summary}>
      <Notice tone="error" title={title}>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key}>
              {item.focus ? (
                <button type="button" className={styles.itemButton} onClick={item.focus}>
                  {item.text}
                </button>
              ) : (
                item.text
              )}
            </li>
          ))}
        </ul>
      </Notice>
    </div>
  );
}
