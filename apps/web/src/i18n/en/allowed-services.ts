import type { hrAllowedServices } from '../hr/allowed-services';

/** The allowed services of a session, their page and the page of a service the session lacks. */
export const enAllowedServices: Record<keyof typeof hrAllowedServices, string> = {
  'allowedServices.title': 'Allowed services',
  'allowedServices.subtitle':
    'The services your company and the bank allow in this session. They decide which parts of the menu appear.',
  'allowedServices.loading': 'Loading the services…',
  'allowedServices.available': 'Available in this session',
  'allowedServices.unavailable': 'Not available in this session',
  'allowedServices.noneAvailable':
    'This session includes no service: only this page, the settings and the sign-out are available.',
  'allowedServices.allAvailable': 'This session has every service the application offers.',
  'allowedServices.menuEntries': 'In the menu',
  'allowedServices.menuEntriesOf': 'Menu entries of {service}',
  'allowedServices.notAvailable': 'Not available',
  'allowedServices.howToGet':
    "A service that is not available can be turned on by your company's internet banking administrator or by the bank: ask your administrator or your relationship manager at the bank. A service turned on applies from your next sign-in.",
  'allowedServices.manager': 'Your relationship manager',
  'allowedServices.managerName': 'Name',
  'allowedServices.managerBranch': 'Branch',
  'allowedServices.managerPhone': 'Phone',
  'allowedServices.managerEmail': 'Email',

  'allowedServices.service.DASHBOARD': 'Dashboard',
  'allowedServices.about.DASHBOARD':
    'The start page with your balances, the orders waiting for your signature, new statements and the latest money in and out.',
  'allowedServices.service.ACCOUNTS': 'Accounts',
  'allowedServices.about.ACCOUNTS':
    "The company's accounts you hold an authority on, their balances and details, and the balance report.",
  'allowedServices.service.STATEMENTS': 'Statements',
  'allowedServices.about.STATEMENTS':
    'Daily, intraday and group statements of the accounts, to download as PDF or as camt.053.',
  'allowedServices.service.TRANSACTIONS': 'Transactions',
  'allowedServices.about.TRANSACTIONS':
    'The booked transactions of the accounts, with filters, export to Excel and PDF, and a confirmation of each.',
  'allowedServices.service.PAYMENTS': 'Payments',
  'allowedServices.about.PAYMENTS':
    'Entering and signing domestic, foreign and internal payments, their overview and their execution confirmations.',
  'allowedServices.service.TEMPLATES': 'Templates',
  'allowedServices.about.TEMPLATES':
    'Your templates of the payments you make again, from which a payment starts in one click.',
  'allowedServices.service.BASKETS': 'Baskets',
  'allowedServices.about.BASKETS': 'Grouping payments into a basket and signing them together.',
  'allowedServices.service.QR_HUB3': 'QR/HUB3 slips',
  'allowedServices.about.QR_HUB3': 'Creating payment slips with a QR code, and paying from a slip.',
  'allowedServices.service.BULK_PAYMENTS': 'Bulk payments',
  'allowedServices.about.BULK_PAYMENTS':
    'Uploading SEPA files of payments, checking them, converting them into payments and signing them.',
  'allowedServices.service.ACCOUNT_MANAGEMENT': 'Account management',
  'allowedServices.about.ACCOUNT_MANAGEMENT':
    "The accounts' authorised persons and authority change requests, instant payment limits, and the company's marketing consents.",
  'allowedServices.service.SESSIONS': 'Sessions and devices',
  'allowedServices.about.SESSIONS':
    "Your sessions and ending them, the trusted browsers, and the mobile token's reactivation.",
  'allowedServices.service.FINANCING': 'Financing',
  'allowedServices.about.FINANCING':
    'Loans, guarantees, letters of credit and other financing orders, with their balances, invoices and notices.',
  'allowedServices.service.TERM_DEPOSITS': 'Term deposits',
  'allowedServices.about.TERM_DEPOSITS':
    'Balances and notices of term deposits, and requests for a new deposit, a termination or a stop of prolongation.',
  'allowedServices.service.SOLVENCY': 'Solvency reports',
  'allowedServices.about.SOLVENCY': 'Requests for solvency reports, and their download.',
  'allowedServices.service.DIRECT_DEBIT': 'Direct debit',
  'allowedServices.about.DIRECT_DEBIT':
    "SEPA direct debit: mandates, received debits and the creditor's files.",
  'allowedServices.service.CARDS': 'Cards',
  'allowedServices.about.CARDS':
    'Balances, statements, transactions and holders of the credit cards.',
  'allowedServices.service.INBOX': 'Inbox',
  'allowedServices.about.INBOX': 'Messages exchanged with the bank.',
  'allowedServices.service.BROKERAGE': 'Brokerage',
  'allowedServices.about.BROKERAGE': 'Securities trading on the eBroker platform.',

  'serviceUnavailable.title': 'Not available in this session',
  'serviceUnavailable.text':
    'This screen belongs to the service “{service}”, which this session does not include, so it is not shown.',
  'serviceUnavailable.toAllowedServices': 'See the allowed services',
};
