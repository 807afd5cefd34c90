import type { ReactNode, Ref } from 'react';
import styles from './page-header.module.css';
import { useDocumentTitle } from './use-document-title';

interface TPageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Above the title, for a back link. */
  before?: ReactNode;
  /** For a screen that moves the focus to its title when its content changes (a save's result). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The one h1 of a page, which also names the browser tab. The heading takes the focus from script
 * (tabIndex -1): after a save replaced the form, and when a dialog's opener is gone.
 */
export function PageHeader({ title, subtitle, actions, before, headingRef }: TPageHeaderProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.header}>
      <div className={styles.titles}>
        {before}
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {subtitle ? <div className={styles.subtitle}>{subtitle}</div> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
