import type { ReactNode } from 'react';
import styles from './page-header.module.css';
import { useDocumentTitle } from './use-document-title';

interface TPageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Above the title, for a back link. */
  before?: ReactNode;
}

/** The one h1 of a page, which also names the browser tab. */
export function PageHeader({ title, subtitle, actions, before }: TPageHeaderProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.header}>
      <div className={styles.titles}>
        {before}
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <div className={styles.subtitle}>{subtitle}</div> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
