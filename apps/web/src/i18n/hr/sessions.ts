/** Texts of the sessions screen added in issue 21. */
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
