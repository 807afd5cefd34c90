import type { hrDashboard } from '../hr/dashboard';

/** Texts of the dashboard (the start page). */
export const enDashboard: Record<keyof typeof hrDashboard, string> = {
  'dashboard.title': 'Dashboard',
  'dashboard.actions.label': 'Quick actions',
  'dashboard.actions.newPayment': 'New payment',
  'dashboard.actions.fromTemplate': 'Pay from a template',
  'dashboard.balances.title': 'Account balances',
  'dashboard.balances.caption': 'Balances per account and totals per currency',
  'dashboard.balances.account': 'Account',
  'dashboard.balances.expected': 'Available',
  'dashboard.balances.booked': 'Booked',
  'dashboard.balances.reserved': 'Reserved',
  'dashboard.balances.forPayments': 'for payments {amount}',
  'dashboard.balances.total': 'Total {currency}',
  'dashboard.balances.unavailable': 'Balance temporarily unavailable',
  'dashboard.balances.empty': 'You have no accounts with balances to show.',
  'dashboard.balances.all': 'All accounts',
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
  'dashboard.baskets.title': 'Payment baskets',
  'dashboard.baskets.count': '{count, plural, one {# active basket} other {# active baskets}}',
  'dashboard.baskets.meta':
    '{count, plural, one {# payment} other {# payments}} · valid until {date}',
  'dashboard.baskets.all': 'All baskets',
  'dashboard.bulkPayments.title': 'Bulk payments',
  'dashboard.bulkPayments.count':
    '{count, plural, one {# SEPA file waits for signatures} other {# SEPA files wait for signatures}}',
  'dashboard.bulkPayments.text':
    'Stored or partially signed files can be signed, converted into single payments or deleted.',
  'dashboard.bulkPayments.all': 'All SEPA files',
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
