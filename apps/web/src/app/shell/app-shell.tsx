import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import { IdleCountdown } from '../session/idle-countdown';
import { SideMenu } from './side-menu';
import styles from './shell.module.css';
import { TopBar } from './top-bar';

export const MAIN_CONTENT_ID = 'main-content';

export default function AppShell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        {t('app.skipToContent')}
      </a>
      <TopBar />
      <div className={styles.body}>
        <div className={styles.menuColumn}>
          <SideMenu />
        </div>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      <IdleCountdown />
    </div>
  );
}
