import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-context';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';
import styles from './public-page.module.css';

const MAIN_ID = 'main-content';

/**
 * The frame of the pages outside the shell (sign-in, demo sign-in, mobile token): a skip link,
 * the bank's brand with the language switch (HRV / ENG on the sign-in pages, 000 §2), and main.
 */
export function PublicPage({
  bankName,
  languageLabels,
  width,
  children,
}: {
  bankName: string;
  languageLabels: 'short' | 'long';
  width: 'narrow' | 'wide';
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className={styles.page}>
      <a href={`#${MAIN_ID}`} className="skip-link">
        {t('app.skipToContent')}
      </a>
      <header className={styles.header}>
        <Brand bankName={bankName} />
        <LanguageSwitch labels={languageLabels} />
      </header>
      <main id={MAIN_ID} tabIndex={-1} className={`${styles.main} ${styles[width]}`}>
        {children}
      </main>
    </div>
  );
}
