import type { TLocale } from '@poslovno/domain';

/**
 * What the bank's confirmation of an executed payment says beyond the payment documents' own
 * words (payments/documents/payment-document-texts.ts), in the interface languages.
 */
export interface TConfirmationDocumentTexts {
  title: string;
  fileStem: string;
  statement: string;
  sections: { confirmation: string; execution: string };
  labels: {
    confirmationNumber: string;
    issuedAt: string;
    requestId: string;
    coreReference: string;
    bookingDate: string;
    valueDate: string;
    paymentFee: string;
  };
}

export const CONFIRMATION_DOCUMENT_TEXTS: Record<TLocale, TConfirmationDocumentTexts> = {
  hr: {
    title: 'Potvrda o izvršenju platne transakcije',
    fileStem: 'Potvrda_o_izvrsenju',
    statement:
      'Banka potvrđuje da je izvršila niže navedenu platnu transakciju i teretila račun platitelja za navedeni iznos.',
    sections: { confirmation: 'Potvrda', execution: 'Izvršenje' },
    labels: {
      confirmationNumber: 'Broj potvrde',
      issuedAt: 'Potvrda izdana',
      requestId: 'Broj zahtjeva',
      coreReference: 'Referenca banke',
      bookingDate: 'Datum knjiženja',
      valueDate: 'Datum valute',
      paymentFee: 'Naknada za nalog',
    },
  },
  en: {
    title: 'Confirmation of execution of a payment transaction',
    fileStem: 'Execution_confirmation',
    statement:
      "The bank confirms that it has executed the payment transaction below and debited the payer's account with the amount stated.",
    sections: { confirmation: 'Confirmation', execution: 'Execution' },
    labels: {
      confirmationNumber: 'Confirmation number',
      issuedAt: 'Issued',
      requestId: 'Request number',
      coreReference: 'Bank reference',
      bookingDate: 'Booking date',
      valueDate: 'Value date',
      paymentFee: 'Fee for the payment',
    },
  },
};
