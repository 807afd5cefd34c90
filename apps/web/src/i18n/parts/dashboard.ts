/** Texts of the dashboard (the start page), spread into hr.ts and en.ts. */
export const hrDashboard = {
  'dashboard.title': 'Početna',
  'dashboard.transactions.title.CREDIT': 'Posljednji priljevi',
  'dashboard.transactions.title.DEBIT': 'Posljednji odljevi',
  'dashboard.transactions.window':
    '{days, plural, one {Posljednji # dan} few {Posljednja # dana} other {Posljednjih # dana}}',
  'dashboard.transactions.empty.CREDIT':
    'Nema priljeva u {days, plural, one {posljednji # dan} few {posljednja # dana} other {posljednjih # dana}}.',
  'dashboard.transactions.empty.DEBIT':
    'Nema odljeva u {days, plural, one {posljednji # dan} few {posljednja # dana} other {posljednjih # dana}}.',
  'dashboard.transactions.all.CREDIT': 'Svi priljevi u prometu',
  'dashboard.transactions.all.DEBIT': 'Svi odljevi u prometu',
  'dashboard.transactions.dateOnAccount': '{date} · {account}',
  'dashboard.unauthorized.title': 'Nalozi za potpis',
  'dashboard.unauthorized.count': 'Čeka vaš potpis: {count}',
  'dashboard.unauthorized.empty': 'Nema naloga koji čekaju vaš potpis.',
  'dashboard.unauthorized.all': 'Nepotpisani nalozi u pregledu plaćanja',
  'dashboard.unauthorized.executionDate': 'Datum izvršenja {date}',
  'dashboard.statements.title': 'Novi izvodi',
  'dashboard.statements.count': 'Nepreuzeti izvodi: {count}',
  'dashboard.statements.empty':
    'Svi izvodi {days, plural, one {posljednjeg # dana} few {posljednja # dana} other {posljednjih # dana}} su preuzeti.',
  'dashboard.statements.all': 'Svi nepreuzeti izvodi',
  'dashboard.statements.describe': '{type} · {number} · {date}',
  'dashboard.statements.pdfLabel': 'Preuzmi PDF: {account}, {type} izvod {number} od {date}',
  'dashboard.statistics.title': 'Mjesečna statistika',
  'dashboard.statistics.subtitle': 'Priljevi i odljevi računa po mjesecima',
  'dashboard.statistics.account': 'Račun',
  'dashboard.statistics.upToMonth': 'Do mjeseca',
  'dashboard.statistics.chooseAccount': 'Odaberite račun za prikaz statistike.',
  'dashboard.statistics.empty': 'Račun nema prometa u prikazanim mjesecima.',
  'dashboard.statistics.incoming': 'Priljevi',
  'dashboard.statistics.outgoing': 'Odljevi',
  'dashboard.statistics.month': 'Mjesec',
  'dashboard.statistics.tableCaption':
    'Priljevi i odljevi po mjesecima, {account}, iznosi u {currency}',
  'dashboard.statistics.amountsIn': 'Iznosi u {currency}',
  'dashboard.statistics.barIn': '{month}: priljevi {amount} (broj: {count})',
  'dashboard.statistics.barOut': '{month}: odljevi {amount} (broj: {count})',
} as const;

export const enDashboard: Record<keyof typeof hrDashboard, string> = {
  'dashboard.title': 'Dashboard',
  'dashboard.transactions.title.CREDIT': 'Latest money in',
  'dashboard.transactions.title.DEBIT': 'Latest money out',
  'dashboard.transactions.window': 'Last {days, plural, one {# day} other {# days}}',
  'dashboard.transactions.empty.CREDIT':
    'No money in over the last {days, plural, one {# day} other {# days}}.',
  'dashboard.transactions.empty.DEBIT':
    'No money out over the last {days, plural, one {# day} other {# days}}.',
  'dashboard.transactions.all.CREDIT': 'All money in on Transactions',
  'dashboard.transactions.all.DEBIT': 'All money out on Transactions',
  'dashboard.transactions.dateOnAccount': '{date} · {account}',
  'dashboard.unauthorized.title': 'Orders to sign',
  'dashboard.unauthorized.count': 'Waiting for your signature: {count}',
  'dashboard.unauthorized.empty': 'No orders are waiting for your signature.',
  'dashboard.unauthorized.all': 'Unsigned orders in the payments overview',
  'dashboard.unauthorized.executionDate': 'Execution date {date}',
  'dashboard.statements.title': 'New statements',
  'dashboard.statements.count': 'Not downloaded yet: {count}',
  'dashboard.statements.empty':
    'Every statement of the last {days, plural, one {# day} other {# days}} has been downloaded.',
  'dashboard.statements.all': 'All statements not downloaded yet',
  'dashboard.statements.describe': '{type} · {number} · {date}',
  'dashboard.statements.pdfLabel': 'Download PDF: {account}, {type} statement {number} of {date}',
  'dashboard.statistics.title': 'Monthly statistics',
  'dashboard.statistics.subtitle': "An account's money in and out per month",
  'dashboard.statistics.account': 'Account',
  'dashboard.statistics.upToMonth': 'Up to month',
  'dashboard.statistics.chooseAccount': 'Choose an account to see its statistics.',
  'dashboard.statistics.empty': 'The account has no turnover in the months shown.',
  'dashboard.statistics.incoming': 'Money in',
  'dashboard.statistics.outgoing': 'Money out',
  'dashboard.statistics.month': 'Month',
  'dashboard.statistics.tableCaption':
    'Money in and out per month, {account}, amounts in {currency}',
  'dashboard.statistics.amountsIn': 'Amounts in {currency}',
  'dashboard.statistics.barIn':
    '{month}: money in {amount} ({count, plural, one {# booking} other {# bookings}})',
  'dashboard.statistics.barOut':
    '{month}: money out {amount} ({count, plural, one {# booking} other {# bookings}})',
};
