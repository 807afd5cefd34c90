import type { TLocale } from '@poslovno/domain';
import type { TTransaction } from '@poslovno/contract';

/** The words of the transaction documents, in the language the person asked for. */
export const TRANSACTION_DOCUMENT_TEXTS = {
  hr: {
    listTitle: 'Promet po računima',
    listFileName: 'Promet',
    confirmationTitle: 'Potvrda o transakciji',
    confirmationFileName: 'Potvrda-transakcije',
    sheetName: 'Promet',
    allAccounts: 'Svi računi',
    // In the file name: ASCII, as an export's name has no spaces and no letters to transliterate.
    allAccountsFileName: 'svi-racuni',
    period: 'Razdoblje',
    periodAll: 'cijelo razdoblje',
    createdAt: 'Izrađeno',
    company: 'Klijent',
    transactionSection: 'Transakcija',
    counterpartySection: 'Druga strana',
    columns: {
      valueDate: 'Datum valute',
      bookingDate: 'Datum knjiženja',
      account: 'Račun',
      kind: 'Vrsta',
      counterparty: 'Druga strana',
      counterpartyIban: 'IBAN druge strane',
      description: 'Opis plaćanja',
      reference: 'Poziv na broj',
      amount: 'Iznos',
      currency: 'Valuta',
      status: 'Status',
      endToEndId: 'Referenca plaćanja',
      id: 'Broj transakcije',
    },
    kinds: {
      OPENING: 'Početno stanje',
      TRANSFER: 'Prijenos',
      PAYMENT_OUT: 'Odljev',
      PAYMENT_IN: 'Priljev',
      FEE: 'Naknada',
      RETURN: 'Povrat',
      CARD: 'Kartična transakcija',
    },
    booked: 'Proknjiženo',
  },
  en: {
    listTitle: 'Account transactions',
    listFileName: 'Transactions',
    confirmationTitle: 'Transaction confirmation',
    confirmationFileName: 'Transaction',
    sheetName: 'Transactions',
    allAccounts: 'All accounts',
    allAccountsFileName: 'all-accounts',
    period: 'Period',
    periodAll: 'all dates',
    createdAt: 'Created',
    company: 'Client',
    transactionSection: 'Transaction',
    counterpartySection: 'Counterparty',
    columns: {
      valueDate: 'Value date',
      bookingDate: 'Booking date',
      account: 'Account',
      kind: 'Type',
      counterparty: 'Counterparty',
      counterpartyIban: 'Counterparty IBAN',
      description: 'Description',
      reference: 'Reference',
      amount: 'Amount',
      currency: 'Currency',
      status: 'Status',
      endToEndId: 'End-to-end reference',
      id: 'Transaction number',
    },
    kinds: {
      OPENING: 'Opening balance',
      TRANSFER: 'Transfer',
      PAYMENT_OUT: 'Outgoing payment',
      PAYMENT_IN: 'Incoming payment',
      FEE: 'Fee',
      RETURN: 'Return',
      CARD: 'Card transaction',
    },
    booked: 'Booked',
  },
} satisfies Record<
  TLocale,
  {
    kinds: Record<TTransaction['kind'], string>;
    [key: string]: unknown;
  }
>;
