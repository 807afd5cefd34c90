import { useState } from 'react';
import { readLogoutReason } from '../../../api/logout-reason';
import { useT } from '../../../i18n/i18n-context';
import type { TMessageKey } from '../../../i18n/messages';
import { Notice, type TNoticeTone } from '../../../ui/notice';

interface TLogoutNotice {
  key: TMessageKey;
  tone: TNoticeTone;
}

/** Keyed by text, so a reason this page does not know yet simply shows nothing. */
const LOGOUT_NOTICES: Readonly<Record<string, TLogoutNotice>> = {
  sessionExpired: { key: 'signIn.sessionExpired', tone: 'warning' },
  inactivity: { key: 'signIn.logoutReason.inactivity', tone: 'warning' },
  signedOut: { key: 'signIn.logoutReason.signedOut', tone: 'success' },
  accessRevoked: { key: 'signIn.logoutReason.accessRevoked', tone: 'warning' },
};

function readLogoutNotice(): TLogoutNotice | undefined {
  const reason = readLogoutReason();
  return reason === undefined ? undefined : LOGOUT_NOTICES[reason];
}

/**
 * 000 §4: why the last session ended. The reason stays stored until the next successful sign-in
 * (the session provider clears it), so a reload of a sign-in page still tells it.
 */
export function LogoutReasonNotice() {
  const t = useT();
  const [notice] = useState(readLogoutNotice);
  if (!notice) return null;
  return (
    <Notice tone={notice.tone}>
      <p>{t(notice.key)}</p>
    </Notice>
  );
}
