import type { TBulkPaymentStatus, TLocale } from '@poslovno/domain';
import type { TLineOutcomeKind } from './line-outcome';

/** What the SEPA file documents say (the server's own catalogue, as basket-document.texts). */
export interface TBulkDocumentTexts {
  fileTitle: string;
  listTitle: string;
  fileStem: string;
  listStem: string;
  sheetName: string;
  listSheetName: string;
  company: string;
  createdAt: string;
  file: string;
  fileName: string;
  uploadTime: string;
  messageVersion: string;
  numberOfPayments: string;
  total: string;
  errorCount: string;
  executionDates: string;
  groupCount: string;
  status: string;
  group: string;
  account: string;
  executionDate: string;
  lineIndex: string;
  instrId: string;
  endToEndId: string;
  payee: string;
  iban: string;
  amount: string;
  currency: string;
  description: string;
  reason: string;
  /** The PDF shows {shown} of {total} lines; the XLSX has them all. ICU. */
  pdfCapNote: string;
  /** The PDF names the first groups; how many more there are. ICU. */
  moreGroups: string;
  /** The list document shows at most {max} files. ICU. */
  listCapNote: string;
  noFiles: string;
  /** A line without an error of its own in a file that has errors. */
  fileHasErrors: string;
  expired: string;
  /** A line that became a single payment. ICU. */
  converted: string;
  lineStatuses: Record<TLineOutcomeKind, string>;
  fileStatuses: Record<TBulkPaymentStatus, string>;
}

export const BULK_DOCUMENT_TEXTS: Record<TLocale, TBulkDocumentTexts> = {
  hr: {
    fileTitle: 'SEPA datoteka naloga',
    listTitle: 'SEPA datoteke naloga',
    fileStem: 'SEPA-datoteka',
    listStem: 'SEPA-datoteke',
    sheetName: 'Nalozi datoteke',
    listSheetName: 'SEPA datoteke',
    company: 'Klijent',
    createdAt: 'Izrađeno',
    file: 'Datoteka',
    fileName: 'Naziv datoteke',
    uploadTime: 'Učitano',
    messageVersion: 'Verzija poruke',
    numberOfPayments: 'Broj naloga',
    total: 'Ukupno',
    errorCount: 'Broj grešaka',
    executionDates: 'Datumi izvršenja',
    groupCount: 'Broj grupa',
    status: 'Status',
    group: 'Grupa (PmtInfId)',
    account: 'Račun platitelja',
    executionDate: 'Datum izvršenja',
    lineIndex: 'Redni broj',
    instrId: 'InstrId',
    endToEndId: 'EndToEndId',
    payee: 'Primatelj',
    iban: 'IBAN primatelja',
    amount: 'Iznos',
    currency: 'Valuta',
    description: 'Opis plaćanja',
    reason: 'Greška ili razlog odbijanja',
    pdfCapNote:
      'PDF prikazuje prvih {shown, number} od {total, number} naloga; svi nalozi nalaze se u XLSX dokumentu.',
    moreGroups: 'Ostale grupe ({count, number}) navedene su u XLSX dokumentu.',
    listCapNote: 'Prikazano je najviše {max, number} datoteka.',
    noFiles: 'Nema datoteka za odabrane uvjete.',
    fileHasErrors: 'Datoteka sadrži greške i ne može se potpisati.',
    expired: 'Datoteka nije potpisana do datuma izvršenja.',
    converted: 'Pretvoren u pojedinačni nalog {paymentId}.',
    lineStatuses: {
      INVALID: 'Neispravan',
      AWAITING_SIGNATURE: 'Čeka potpis',
      WITH_BANK: 'U obradi',
      EXECUTED: 'Izvršen',
      REJECTED: 'Odbijen',
      EXPIRED: 'Istekao',
      CONVERTED: 'Pretvoren u nalog',
    },
    fileStatuses: {
      STORED: 'Spremljena',
      PARTIALLY_AUTHORIZED: 'Djelomično potpisana',
      AUTHORIZED: 'Potpisana',
      PROCESSING: 'U obradi',
      PROCESSED: 'Izvršena',
      PARTIALLY_PROCESSED: 'Djelomično izvršena',
      PROCESSING_FAILED: 'Obrada nije uspjela',
      CONVERSION_IN_PROGRESS: 'Pretvaranje u tijeku',
      CONVERSION_FINISHED: 'Pretvorena u naloge',
      CONVERSION_PARTIALLY: 'Djelomično pretvorena',
      CONVERSION_FAILED: 'Pretvaranje nije uspjelo',
      EXPIRED: 'Istekla',
      DELETED: 'Obrisana',
    },
  },
  en: {
    fileTitle: 'SEPA payment file',
    listTitle: 'SEPA payment files',
    fileStem: 'SEPA-file',
    listStem: 'SEPA-files',
    sheetName: 'File payments',
    listSheetName: 'SEPA files',
    company: 'Client',
    createdAt: 'Created',
    file: 'File',
    fileName: 'File name',
    uploadTime: 'Uploaded',
    messageVersion: 'Message version',
    numberOfPayments: 'Number of payments',
    total: 'Total',
    errorCount: 'Errors',
    executionDates: 'Execution dates',
    groupCount: 'Groups',
    status: 'Status',
    group: 'Group (PmtInfId)',
    account: 'Debit account',
    executionDate: 'Execution date',
    lineIndex: 'Line',
    instrId: 'InstrId',
    endToEndId: 'EndToEndId',
    payee: 'Payee',
    iban: 'Payee IBAN',
    amount: 'Amount',
    currency: 'Currency',
    description: 'Description',
    reason: 'Error or rejection reason',
    pdfCapNote:
      'The PDF shows the first {shown, number} of {total, number} payments; the XLSX document has them all.',
    moreGroups: 'The other {count, number} groups are in the XLSX document.',
    listCapNote: 'At most {max, number} files are shown.',
    noFiles: 'No files match the chosen filters.',
    fileHasErrors: 'The file has errors and cannot be signed.',
    expired: 'The file was not signed by its execution date.',
    converted: 'Converted into the single payment {paymentId}.',
    lineStatuses: {
      INVALID: 'Invalid',
      AWAITING_SIGNATURE: 'Awaiting signature',
      WITH_BANK: 'With the bank',
      EXECUTED: 'Executed',
      REJECTED: 'Rejected',
      EXPIRED: 'Expired',
      CONVERTED: 'Converted into a payment',
    },
    fileStatuses: {
      STORED: 'Stored',
      PARTIALLY_AUTHORIZED: 'Partially signed',
      AUTHORIZED: 'Signed',
      PROCESSING: 'Processing',
      PROCESSED: 'Processed',
      PARTIALLY_PROCESSED: 'Partially processed',
      PROCESSING_FAILED: 'Processing failed',
      CONVERSION_IN_PROGRESS: 'Conversion in progress',
      CONVERSION_FINISHED: 'Converted into payments',
      CONVERSION_PARTIALLY: 'Partially converted',
      CONVERSION_FAILED: 'Conversion failed',
      EXPIRED: 'Expired',
      DELETED: 'Deleted',
    },
  },
};
