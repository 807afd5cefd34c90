import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { useConfig } from '../../../app/config/config-context';
import { useT } from '../../../i18n/i18n-context';
import { Card } from '../../../ui/card';
import { PublicPage } from '../../../ui/public-page';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import { SegmentedControl } from '../../../ui/segmented-control';
import { LogoutReasonNotice } from './logout-reason-notice';
import styles from './sign-in.module.css';
import { TokenSignInForm } from './token-sign-in-form';

// The token form is the first way; the smartcard and QR ways load when they are chosen.
const SmartcardSignIn = lazy(() =>
  import('./smartcard-sign-in').then((module) => ({ default: module.SmartcardSignIn })),
);
const QrSignIn = lazy(() =>
  import('./qr-sign-in').then((module) => ({ default: module.QrSignIn })),
);

type TLoginWay = 'token' | 'smartcard' | 'qr';

/** /login: token, smartcard or QR quick sign-in (000 §1, §2). */
export default function SignInPage() {
  const t = useT();
  const config = useConfig();
  const [loginWay, setLoginWay] = useState<TLoginWay>('token');

  return (
    <PublicPage bankName={config.bankName} languageLabels="short" width="narrow">
      <PageHeader
        title={t('signIn.page.title')}
        // 000 §2 gives the subtitle in Croatian in both languages.
        subtitle={<p lang="hr">{t('app.subtitle')}</p>}
      />
      <LogoutReasonNotice />
      <Card>
        {/* A choice of three ways, each a form of its own below it: a segmented control (a radio
            group) keeps react-aria's collections, which tabs need, out of the first load. */}
        <SegmentedControl<TLoginWay>
          label={t('signIn.page.loginTypes')}
          options={[
            { id: 'token', label: t('signIn.token.tab') },
            { id: 'smartcard', label: t('signIn.smartcard.tab') },
            { id: 'qr', label: t('signIn.qr.tab') },
          ]}
          value={loginWay}
          onChange={setLoginWay}
        />
        <div className={styles.loginWay}>
          {loginWay === 'token' ? <TokenSignInForm /> : null}
          {loginWay === 'smartcard' ? (
            <Suspense fallback={<Spinner label={t('app.loading')} />}>
              <SmartcardSignIn />
            </Suspense>
          ) : null}
          {loginWay === 'qr' ? (
            <Suspense fallback={<Spinner label={t('app.loading')} />}>
              <QrSignIn />
            </Suspense>
          ) : null}
        </div>
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
