import type { ReactNode } from 'react';
import styles from './fact-list.module.css';

/** One fact: what it is, and its value (text or an element, e.g. an amount). */
export type TFact = readonly [label: string, value: ReactNode];

/** Facts of one thing as a description list: the label on the left, the value on the right. */
export function FactList({ items }: { items: readonly TFact[] }) {
  return (
    <dl className={styles.facts}>
      {/* A label may come twice (each account of a signed authority change): keyed by place. */}
      {items.map(([label, value], index) => (
        <div key={`${index}-${label}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An amount inside a fact: digits line up and the currency stays on the same line. */
export function FactAmount({ children }: { children: ReactNode }) {
  return <span className={styles.amount}>{children}</span>;
}
