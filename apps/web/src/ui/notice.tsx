import type { ReactNode } from 'react';
import styles from './notice.module.css';

export type TNoticeTone = 'error' | 'warning' | 'success' | 'info';

interface TNoticeProps {
  tone: TNoticeTone;
  title?: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** Errors interrupt (role alert); everything else is announced politely (role status). */
export function Notice({ tone, title, children, action, className }: TNoticeProps) {
  const classes = [styles.notice, styles[tone], className].filter(Boolean).join(' ');
  return (
    <div className={classes} role={tone === 'error' ? 'alert' : 'status'}>
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children}
      </div>
      {action}
    </div>
  );
}

export function NoticeList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
