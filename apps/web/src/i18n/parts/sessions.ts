/** Texts of the sessions screen added in issue 21, spread into hr.ts and en.ts. */
export const hrSessions = {
  'sessions.session': 'Sesija',
  'sessions.lastActivityAtValue': 'Zadnja aktivnost {dateTime}',
  'sessions.signIn': 'Prijava',
  'sessions.device': 'Uređaj',
  'sessions.deviceSummary': '{deviceType} · {browserOnOs}',
  'sessions.unknownSoftware': 'Nepoznat',
  'sessions.pageName.account': 'Račun {iban}',
  'sessions.pageName.accountUnknown': 'Račun',
  'sessions.pageName.payment': 'Novi nalog',
  'sessions.pageName.template': 'Predložak',
  'sessions.pageName.login': 'Prijava',
  'sessions.pageName.loginMock': 'Demo prijava',
  'sessions.pageName.mobileToken': 'Mobilni token',
  'sessions.pageName.catalogue': 'Katalog sučelja',
} as const;

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
