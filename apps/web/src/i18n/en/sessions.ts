import type { hrSessions } from '../hr/sessions';

/** Texts of the sessions screen added in issue 21. */
export const enSessions: Record<keyof typeof hrSessions, string> = {
  'sessions.session': 'Session',
  'sessions.lastActivityAtValue': 'Last activity {dateTime}',
  'sessions.signIn': 'Sign-in',
  'sessions.device': 'Device',
  'sessions.deviceSummary': '{deviceType} · {browserOnOs}',
  'sessions.unknownSoftware': 'Unknown',
  'sessions.pageName.account': 'Account {iban}',
  'sessions.pageName.accountUnknown': 'Account',
  'sessions.pageName.payment': 'New payment',
  'sessions.pageName.template': 'Template',
  'sessions.pageName.login': 'Sign-in',
  'sessions.pageName.loginMock': 'Demo sign-in',
  'sessions.pageName.mobileToken': 'Mobile token',
  'sessions.pageName.catalogue': 'Interface catalogue',
};
