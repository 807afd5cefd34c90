import { useState } from 'react';
import { capitalizePersonName } from '@poslovno/domain';
import { SettingsDialog } from '../../features/settings/components/settings-dialog';
import { useT } from '../../i18n/i18n-context';
import { Brand } from '../../ui/brand';
import { Button } from '../../ui/button';
import { SettingsIcon, SignOutIcon } from '../../ui/icons';
import { LanguageSwitch } from '../../ui/language-switch';
import { useConfig } from '../config/config-context';
import { useSession, useSessionState } from '../session/session-context';
import { CompanySwitch } from './company-switch';
import styles from './shell.module.css';

export function TopBar() {
  const t = useT();
  const config = useConfig();
  const session = useSession();
  const { signOut } = useSessionState();
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  const [isSigningOut, setIsSigningOut] = useState(false);

  async function handleSignOut() {
    setIsSigningOut(true);
    await signOut();
  }

  return (
    <header className={styles.topBar}>
      <Brand bankName={config.bankName} />
      <dl className={styles.identity}>
        <div>
          <dt className="visually-hidden">{t('shell.company')}</dt>
          <dd className={styles.companyName}>{session.permission.customerDetails.name}</dd>
        </div>
        <div>
          <dt className="visually-hidden">{t('shell.person')}</dt>
          <dd className={styles.personName}>
            {capitalizePersonName(session.permission.personName)}
          </dd>
        </div>
      </dl>
      <div className={styles.tools}>
        <CompanySwitch />
        <LanguageSwitch labels="long" />
        <Button variant="quiet" onPress={() => setIsSettingsOpen(true)}>
          <SettingsIcon />
          {t('shell.settings')}
        </Button>
        <Button variant="secondary" onPress={() => void handleSignOut()} isBusy={isSigningOut}>
          <SignOutIcon />
          {t('shell.signOut')}
        </Button>
      </div>
      <SettingsDialog isOpen={isSettingsOpen} onOpenChange={setIsSettingsOpen} />
    </header>
  );
}
