import { getStatusFamily, type TStatusFamily } from '@poslovno/domain';
import styles from './status-badge.module.css';

interface TStatusBadgeProps {
  /** The status code (EXECUTED, FTM-HOLD…): it chooses the colour through its family. */
  status: string;
  /** The status as the person reads it, in the interface language. */
  label: string;
}

// A shape per family, so that the family is not told by colour alone (WCAG 1.4.1).
const FAMILY_MARK: Readonly<Record<TStatusFamily, string>> = {
  draft: '○',
  pending: '◔',
  info: '→',
  success: '✓',
  danger: '!',
  closed: '–',
};

/** A status in a list or a detail: its label with the colour and mark of its family. */
export function StatusBadge({ status, label }: TStatusBadgeProps) {
  const family = getStatusFamily(status);
  return (
    <span className={`${styles.badge} ${styles[family]}`} data-status={status} data-family={family}>
      <span className={styles.mark} aria-hidden="true">
        {FAMILY_MARK[family]}
      </span>
      {label}
    </span>
  );
}
