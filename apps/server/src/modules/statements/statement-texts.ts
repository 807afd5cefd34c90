import type { TLocale } from '@poslovno/domain';

/**
 * What the statement and balance documents say, in the interface languages (000 §1). Every text is
 * an ICU message (DESIGN.md §6); those with arguments are filled through formatMessage.
 */
export const STATEMENT_TEXTS = {
  hr: {
    individualTitle: 'Izvod br. {number}/{year}',
    intradayTitle: 'Unutardnevni izvod br. {number} ({date})',
    groupTitle: 'Zbirni izvod br. {number}/{year} ({currency})',
    client: 'Klijent',
    account: 'Račun',
    accounts: 'Računi',
    currency: 'Valuta',
    statementDate: 'Datum izvoda',
    period: 'Razdoblje',
    cutOff: 'Knjiženja do',
    openingBalance: 'Početno stanje',
    closingBalance: 'Završno stanje',
    currentBalance: 'Trenutno stanje',
    debitTurnover: 'Dugovni promet',
    creditTurnover: 'Potražni promet',
    columns: {
      valueDate: 'Datum valute',
      counterparty: 'Platitelj / primatelj',
      iban: 'IBAN',
      description: 'Opis plaćanja',
      reference: 'Poziv na broj',
      debit: 'Duguje',
      credit: 'Potražuje',
    },
    fileStem: { INDIVIDUAL: 'Izvod', INTRADAY: 'Unutardnevni-izvod', GROUP: 'Zbirni-izvod' },
    zipStem: 'Izvodi',
    balanceReport: {
      title: 'Stanja računa',
      fileStem: 'Stanja-racuna',
      sheetName: 'Stanja računa',
      asOf: 'Stanje na dan',
      columns: {
        account: 'Račun',
        iban: 'IBAN',
        currency: 'Valuta',
        status: 'Status',
        booked: 'Knjigovodstveno stanje',
        reserved: 'Rezervirano',
        expected: 'Raspoloživo stanje',
      },
      statuses: { ACTIVE: 'Aktivan', BLOCKED: 'Blokiran', CLOSED: 'Zatvoren' } as Record<
        string,
        string
      >,
    },
  },
  en: {
    individualTitle: 'Statement no. {number}/{year}',
    intradayTitle: 'Intraday statement no. {number} ({date})',
    groupTitle: 'Group statement no. {number}/{year} ({currency})',
    client: 'Client',
    account: 'Account',
    accounts: 'Accounts',
    currency: 'Currency',
    statementDate: 'Statement date',
    period: 'Period',
    cutOff: 'Bookings until',
    openingBalance: 'Opening balance',
    closingBalance: 'Closing balance',
    currentBalance: 'Current balance',
    debitTurnover: 'Debit turnover',
    creditTurnover: 'Credit turnover',
    columns: {
      valueDate: 'Value date',
      counterparty: 'Payer / payee',
      iban: 'IBAN',
      description: 'Payment description',
      reference: 'Reference',
      debit: 'Debit',
      credit: 'Credit',
    },
    fileStem: { INDIVIDUAL: 'Statement', INTRADAY: 'Intraday-statement', GROUP: 'Group-statement' },
    zipStem: 'Statements',
    balanceReport: {
      title: 'Account balances',
      fileStem: 'Account-balances',
      sheetName: 'Account balances',
      asOf: 'Balances as of',
      columns: {
        account: 'Account',
        iban: 'IBAN',
        currency: 'Currency',
        status: 'Status',
        booked: 'Booked balance',
        reserved: 'Reserved',
        expected: 'Available balance',
      },
      statuses: { ACTIVE: 'Active', BLOCKED: 'Blocked', CLOSED: 'Closed' } as Record<
        string,
        string
      >,
    },
  },
} satisfies Record<TLocale, unknown>;

export type TStatementTexts = (typeof STATEMENT_TEXTS)[TLocale];
