import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import type { Key } from 'react-aria-components';
import { useConfig } from '../../../app/config/config-context';
import { useT } from '../../../i18n/i18n-context';
import { Card } from '../../../ui/card';
import { PublicPage } from '../../../ui/public-page';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/tabs';
import { LogoutReasonNotice } from './logout-reason-notice';
import styles from './sign-in.module.css';
import { TokenSignInForm } from './token-sign-in-form';

// The token form is the first tab; the smartcard and QR ways load when their tab is chosen.
const SmartcardSignIn = lazy(() =>
  import('./smartcard-sign-in').then((module) => ({ default: module.SmartcardSignIn })),
);
const QrSignIn = lazy(() =>
  import('./qr-sign-in').then((module) => ({ default: module.QrSignIn })),
);

const LOGIN_TABS = ['token', 'smartcard', 'qr'] as const;
type TLoginTab = (typeof LOGIN_TABS)[number];

/** /login: token, smartcard or QR quick sign-in (000 §1, §2). */
export default function SignInPage() {
  const t = useT();
  const config = useConfig();
  const [loginTab, setLoginTab] = useState<TLoginTab>('token');

  function handleTabChange(key: Key) {
    const tab = LOGIN_TABS.find((candidate) => candidate === key);
    if (tab) setLoginTab(tab);
  }

  return (
    <PublicPage bankName={config.bankName} languageLabels="short" width="narrow">
      <PageHeader
        title={t('signIn.page.title')}
        // 000 §2 gives the subtitle in Croatian in both languages.
        subtitle={<p lang="hr">{t('app.subtitle')}</p>}
      />
      <LogoutReasonNotice />
      <Card>
        <Tabs selectedKey={loginTab} onSelectionChange={handleTabChange}>
          <TabList aria-label={t('signIn.page.loginTypes')}>
            <Tab id="token">{t('signIn.token.tab')}</Tab>
            <Tab id="smartcard">{t('signIn.smartcard.tab')}</Tab>
            <Tab id="qr">{t('signIn.qr.tab')}</Tab>
          </TabList>
          <TabPanel id="token">
            <TokenSignInForm />
          </TabPanel>
          <TabPanel id="smartcard">
            <Suspense fallback={<Spinner label={t('app.loading')} />}>
              <SmartcardSignIn />
            </Suspense>
          </TabPanel>
          <TabPanel id="qr">
            <Suspense fallback={<Spinner label={t('app.loading')} />}>
              <QrSignIn />
            </Suspense>
          </TabPanel>
        </Tabs>
      </Card>
      {config.demoMode ? (
        <nav aria-label={t('signIn.page.demoLinks')}>
          <ul className={styles.demoLinks}>
            <li>
              <Link to="/login/mock">{t('signIn.page.mockLink')}</Link>
            </li>
            <li>
              <Link to="/mobile-token">{t('signIn.page.mobileTokenLink')}</Link>
            </li>
          </ul>
        </nav>
      ) : null}
    </PublicPage>
  );
}
