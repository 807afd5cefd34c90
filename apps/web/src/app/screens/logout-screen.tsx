import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SIGN_IN_PAGE_PATH } from '../../api/api-client';
import { readLogoutReason, type TLogoutReason } from '../../api/logout-reason';
import type { TMessageKey } from '../../i18n/messages';
import { useT } from '../../i18n/i18n-context';
import { splitMessage } from '../../i18n/messages';
import { getButtonClassName } from '../../ui/button';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useSessionState } from '../session/session-context';
import styles from './screen.module.css';

export const LOGOUT_REDIRECT_SECONDS = 10;

const REASON_TEXT_KEYS: Readonly<Record<TLogoutReason, TMessageKey>> = {
  sessionExpired: 'logout.reason.sessionExpired',
  inactivity: 'logout.reason.inactivity',
  signedOut: 'logout.reason.signedOut',
  accessRevoked: 'logout.reason.accessRevoked',
};

/** 000 §2: the logout screen counts down to the sign-in page. */
export function LogoutScreen() {
  const t = useT();
  const navigate = useNavigate();
  const { finishSignOut } = useSessionState();
  const [secondsLeft, setSecondsLeft] = useState(LOGOUT_REDIRECT_SECONDS);
  // The reason stays stored for the sign-in page; a new sign-in clears it.
  const [reason] = useState(readLogoutReason);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('logout.title'));

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    if (secondsLeft > 0) {
      const timer = window.setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
      return () => window.clearTimeout(timer);
    }
    void navigate(SIGN_IN_PAGE_PATH, { replace: true });
    finishSignOut();
    return undefined;
  }, [secondsLeft, navigate, finishSignOut]);

  return (
    <main className={styles.screen}>
      <div className={styles.panel}>
        <p className={styles.brand}>{t('app.productName')}</p>
        <h1 ref={headingRef} tabIndex={-1}>
          {t('logout.title')}
        </h1>
        {reason ? <p data-testid="logout-reason">{t(REASON_TEXT_KEYS[reason])}</p> : null}
        <p>{t('logout.text')}</p>
        <p className={styles.countdown}>
          {splitMessage(t('logout.countdown')).map((part, index) =>
            part.kind === 'text' ? (
              <span key={index}>{part.text}</span>
            ) : (
              <span key={index} className={styles.countdownNumber} data-testid="logout-countdown">
                {secondsLeft}
              </span>
            ),
          )}
        </p>
        <div className={styles.actions}>
          <Link
            to={SIGN_IN_PAGE_PATH}
            replace
            onClick={finishSignOut}
            className={getButtonClassName({ variant: 'primary' })}
          >
            {t('logout.signInNow')}
          </Link>
        </div>
      </div>
    </main>
  );
}
