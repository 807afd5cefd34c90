import type {
  TChargeBearer,
  TDisplayStatus,
  TLocale,
  TOrderStatusGroup,
  TPaymentType,
  TSigningMethod,
} from '@poslovno/domain';
import type { CURRENCY_TYPES, WIRE_URGENCIES } from '@poslovno/contract';

export type TMt103Tag =
  '20' | '23B' | '32A' | '33B' | '36' | '50K' | '52A' | '57A' | '59' | '70' | '71A';

/**
 * What the payment documents say, in the interface languages (000 §1). Every text is an ICU message
 * (DESIGN.md §6); those with arguments are filled through formatMessage.
 */
export interface TPaymentDocumentTexts {
  detailsTitle: string;
  detailsFileStem: string;
  reportTitle: string;
  reportFileStem: string;
  sheetName: string;
  swiftTitle: string;
  swiftFileStem: string;
  swiftSubtitle: string;
  client: string;
  createdAt: string;
  filters: string;
  noFilters: string;
  sections: {
    order: string;
    debtor: string;
    payee: string;
    amount: string;
    remittance: string;
    signatures: string;
  };
  labels: {
    paymentId: string;
    type: string;
    status: string;
    rejectionReason: string;
    urgency: string;
    requestedDate: string;
    actualDate: string;
    dateChanged: string;
    createdBy: string;
    debtorAccount: string;
    accountHolder: string;
    ultimateDebtor: string;
    debtorReference: string;
    payeeName: string;
    payeeAddress: string;
    payeeAccount: string;
    payeeTaxId: string;
    ultimateCreditor: string;
    creditorAgentBic: string;
    creditorAgentName: string;
    creditorAgentAddress: string;
    amount: string;
    chargeBearer: string;
    fee: string;
    crossCurrencyFee: string;
    exchangeRate: string;
    debitAmount: string;
    reference: string;
    description: string;
    purposeCode: string;
    purposeCodeUae: string;
    foreignTurnoverCode: string;
    endToEndId: string;
    /** ICU message with {index}, the signature's number. */
    signature: string;
    revocation: string;
    notSigned: string;
  };
  columns: {
    paymentId: string;
    executionDate: string;
    payee: string;
    payeeAccount: string;
    amount: string;
    currency: string;
    status: string;
    type: string;
    description: string;
    reference: string;
    createdBy: string;
  };
  filterLabels: {
    period: string;
    debtorIban: string;
    currency: string;
    status: string;
    currencyType: string;
    paymentId: string;
    minAmount: string;
    maxAmount: string;
    creditorName: string;
    creditorIban: string;
    creditorReference: string;
    creditorReferenceType: string;
    description: string;
  };
  swiftColumns: { tag: string; content: string; meaning: string };
  /** The meaning of each MT103 field, for the human-readable column. */
  swiftFields: Record<TMt103Tag, string>;
  /** ICU message with {debitAmount}, the formatted amount debited. */
  swiftConvertedAt: string;
  statuses: Record<TDisplayStatus, string>;
  statusGroups: Record<TOrderStatusGroup, string>;
  currencyTypes: Record<(typeof CURRENCY_TYPES)[number], string>;
  types: Record<TPaymentType, string>;
  urgencies: Record<(typeof WIRE_URGENCIES)[number], string>;
  chargeBearers: Record<TChargeBearer, string>;
  signingMethods: Record<TSigningMethod, string>;
}

export const PAYMENT_DOCUMENT_TEXTS: Record<TLocale, TPaymentDocumentTexts> = {
  hr: {
    detailsTitle: 'Nalog za plaćanje',
    detailsFileStem: 'Nalog',
    reportTitle: 'Pregled naloga',
    reportFileStem: 'Nalozi',
    sheetName: 'Nalozi',
    swiftTitle: 'SWIFT potvrda plaćanja (MT103)',
    swiftFileStem: 'SWIFT_potvrda',
    swiftSubtitle: 'Polja poruke MT103 (Single Customer Credit Transfer) poslane za nalog',
    client: 'Klijent',
    createdAt: 'Izrađeno',
    filters: 'Filteri',
    noFilters: 'bez filtera, svi nalozi',
    sections: {
      order: 'Nalog',
      debtor: 'Platitelj',
      payee: 'Primatelj',
      amount: 'Iznos i troškovi',
      remittance: 'Podaci o plaćanju',
      signatures: 'Potpisi',
    },
    labels: {
      paymentId: 'Broj naloga',
      type: 'Vrsta naloga',
      status: 'Status',
      rejectionReason: 'Razlog odbijanja',
      urgency: 'Hitnost',
      requestedDate: 'Zatraženi datum izvršenja',
      actualDate: 'Stvarni datum izvršenja',
      dateChanged: 'promijenjen',
      createdBy: 'Unio',
      debtorAccount: 'Račun platitelja',
      accountHolder: 'Vlasnik računa',
      ultimateDebtor: 'Stvarni dužnik',
      debtorReference: 'Model i poziv na broj platitelja',
      payeeName: 'Naziv primatelja',
      payeeAddress: 'Adresa primatelja',
      payeeAccount: 'Račun primatelja',
      payeeTaxId: 'Porezni broj primatelja',
      ultimateCreditor: 'Stvarni primatelj',
      creditorAgentBic: 'BIC banke primatelja',
      creditorAgentName: 'Banka primatelja',
      creditorAgentAddress: 'Adresa banke primatelja',
      amount: 'Iznos',
      chargeBearer: 'Troškovi',
      fee: 'Naknada',
      crossCurrencyFee: 'Naknada za konverziju',
      exchangeRate: 'Tečaj',
      debitAmount: 'Iznos terećenja',
      reference: 'Model i poziv na broj primatelja',
      description: 'Opis plaćanja',
      purposeCode: 'Šifra namjene',
      purposeCodeUae: 'Šifra namjene (UAE)',
      foreignTurnoverCode: 'Šifra vrste deviznog posla',
      endToEndId: 'Referenca s kraja na kraj',
      signature: '{index}. potpis',
      revocation: 'Opoziv',
      notSigned: 'Nalog još nije potpisan.',
    },
    columns: {
      paymentId: 'Broj naloga',
      executionDate: 'Datum izvršenja',
      payee: 'Primatelj',
      payeeAccount: 'Račun primatelja',
      amount: 'Iznos',
      currency: 'Valuta',
      status: 'Status',
      type: 'Vrsta',
      description: 'Opis plaćanja',
      reference: 'Poziv na broj',
      createdBy: 'Unio',
    },
    filterLabels: {
      period: 'Datum izvršenja',
      debtorIban: 'Račun platitelja',
      currency: 'Valuta',
      status: 'Status',
      currencyType: 'Vrsta valute',
      paymentId: 'Broj naloga',
      minAmount: 'Iznos od',
      maxAmount: 'Iznos do',
      creditorName: 'Primatelj',
      creditorIban: 'Račun primatelja',
      creditorReference: 'Poziv na broj',
      creditorReferenceType: 'Model',
      description: 'Opis plaćanja',
    },
    swiftColumns: { tag: 'Polje', content: 'Sadržaj', meaning: 'Značenje' },
    swiftFields: {
      '20': 'Referenca pošiljatelja (broj naloga)',
      '23B': 'Šifra operacije banke: kreditni transfer',
      '32A': 'Datum valute, valuta i iznos',
      '33B': 'Zadani iznos naloga',
      '36': 'Tečaj konverzije',
      '50K': 'Nalogodavac: račun, naziv i adresa',
      '52A': 'Banka nalogodavca',
      '57A': 'Banka primatelja',
      '59': 'Primatelj: račun, naziv i adresa',
      '70': 'Podaci o plaćanju',
      '71A': 'Troškovi',
    },
    swiftConvertedAt: 'terećeno {debitAmount}',
    statuses: {
      STORED: 'Spremljen',
      'FOR-AUTHORIZATION': 'Za autorizaciju',
      'ORDER-PENDING': 'Autoriziran',
      ORDERED: 'Zaprimljen',
      SENT_TO_RECIPIENT_BANK: 'Poslan banci primatelja',
      EXECUTED: 'Izvršen',
      REJECTED: 'Odbijen',
      REVOKED: 'Opozvan',
      CANCELED: 'Otkazan',
      DELETED: 'Obrisan',
      PARTIALLY_AUTHORIZED: 'Djelomično potpisan',
      MANDATORY_SIGNEE_NEEDED: 'Potreban potpis obveznog potpisnika',
      ALREADY_SIGNED: 'Potpisali ste, čeka drugi potpis',
      PROPAGATION_FAILED: 'Prosljeđivanje banci nije uspjelo',
      'FTM-HOLD': 'Dodatna provjera u tijeku',
      'FTM-DECLINED': 'Odbijen u provjeri prijevare',
    },
    statusGroups: {
      UNAUTHORIZED: 'neautorizirani',
      FOR_AUTHORIZATION: 'za autorizaciju',
      AUTHORIZED: 'autorizirani',
      WAITING_EXECUTION: 'čekaju izvršenje',
      SENT_TO_OTHER_BANK: 'poslani drugoj banci',
      EXECUTED: 'izvršeni',
      NOT_EXECUTED: 'neizvršeni (opozvani)',
      REJECTED: 'odbijeni',
      CANCELLED: 'otkazani',
    },
    currencyTypes: { DOMESTIC: 'domaća valuta', FOREIGN: 'strana valuta' },
    types: {
      DOMESTIC: 'Nacionalni nalog',
      SEPA: 'SEPA nalog',
      FOREIGN: 'Devizni nalog',
      INTERNAL: 'Prijenos između vlastitih računa',
    },
    urgencies: { NORMAL: 'Redovno', HIGH: 'Hitno', INSTANT: 'Instant' },
    chargeBearers: {
      SHA: 'SHA – troškovi podijeljeni',
      OUR: 'OUR – sve troškove snosi platitelj',
    },
    signingMethods: { TOKEN: 'token', MOBILE_TOKEN: 'mobilni token', SMARTCARD: 'pametna kartica' },
  },
  en: {
    detailsTitle: 'Payment order',
    detailsFileStem: 'Payment',
    reportTitle: 'Payments overview',
    reportFileStem: 'Payments',
    sheetName: 'Payments',
    swiftTitle: 'SWIFT payment confirmation (MT103)',
    swiftFileStem: 'SWIFT_confirmation',
    swiftSubtitle:
      'Fields of the MT103 (Single Customer Credit Transfer) message sent for the order',
    client: 'Client',
    createdAt: 'Created',
    filters: 'Filters',
    noFilters: 'none, all payments',
    sections: {
      order: 'Order',
      debtor: 'Payer',
      payee: 'Payee',
      amount: 'Amount and charges',
      remittance: 'Remittance information',
      signatures: 'Signatures',
    },
    labels: {
      paymentId: 'Payment number',
      type: 'Payment type',
      status: 'Status',
      rejectionReason: 'Reason for rejection',
      urgency: 'Urgency',
      requestedDate: 'Requested execution date',
      actualDate: 'Actual execution date',
      dateChanged: 'changed',
      createdBy: 'Entered by',
      debtorAccount: 'Debit account',
      accountHolder: 'Account holder',
      ultimateDebtor: 'Ultimate debtor',
      debtorReference: "Payer's model and reference",
      payeeName: 'Payee name',
      payeeAddress: 'Payee address',
      payeeAccount: 'Payee account',
      payeeTaxId: "Payee's tax number",
      ultimateCreditor: 'Ultimate creditor',
      creditorAgentBic: "Payee's bank BIC",
      creditorAgentName: "Payee's bank",
      creditorAgentAddress: "Payee's bank address",
      amount: 'Amount',
      chargeBearer: 'Charges',
      fee: 'Fee',
      crossCurrencyFee: 'Conversion fee',
      exchangeRate: 'Exchange rate',
      debitAmount: 'Amount debited',
      reference: "Payee's model and reference",
      description: 'Description',
      purposeCode: 'Purpose code',
      purposeCodeUae: 'Purpose code (UAE)',
      foreignTurnoverCode: 'Foreign turnover code',
      endToEndId: 'End-to-end reference',
      signature: 'Signature {index}',
      revocation: 'Revocation',
      notSigned: 'The order has not been signed yet.',
    },
    columns: {
      paymentId: 'Payment number',
      executionDate: 'Execution date',
      payee: 'Payee',
      payeeAccount: 'Payee account',
      amount: 'Amount',
      currency: 'Currency',
      status: 'Status',
      type: 'Type',
      description: 'Description',
      reference: 'Reference',
      createdBy: 'Entered by',
    },
    filterLabels: {
      period: 'Execution date',
      debtorIban: 'Debit account',
      currency: 'Currency',
      status: 'Status',
      currencyType: 'Currency type',
      paymentId: 'Payment number',
      minAmount: 'Amount from',
      maxAmount: 'Amount to',
      creditorName: 'Payee',
      creditorIban: 'Payee account',
      creditorReference: 'Reference',
      creditorReferenceType: 'Model',
      description: 'Description',
    },
    swiftColumns: { tag: 'Field', content: 'Content', meaning: 'Meaning' },
    swiftFields: {
      '20': "Sender's reference (payment number)",
      '23B': 'Bank operation code: credit transfer',
      '32A': 'Value date, currency and amount',
      '33B': 'Instructed amount',
      '36': 'Exchange rate',
      '50K': 'Ordering customer: account, name and address',
      '52A': 'Ordering institution',
      '57A': 'Account with institution (payee’s bank)',
      '59': 'Beneficiary: account, name and address',
      '70': 'Remittance information',
      '71A': 'Details of charges',
    },
    swiftConvertedAt: 'debited {debitAmount}',
    statuses: {
      STORED: 'Saved',
      'FOR-AUTHORIZATION': 'For authorisation',
      'ORDER-PENDING': 'Authorised',
      ORDERED: 'Received',
      SENT_TO_RECIPIENT_BANK: 'Sent to the recipient’s bank',
      EXECUTED: 'Executed',
      REJECTED: 'Rejected',
      REVOKED: 'Revoked',
      CANCELED: 'Cancelled',
      DELETED: 'Deleted',
      PARTIALLY_AUTHORIZED: 'Partially signed',
      MANDATORY_SIGNEE_NEEDED: 'Mandatory signee’s signature needed',
      ALREADY_SIGNED: 'Signed by you, waiting for another signature',
      PROPAGATION_FAILED: 'Hand-over to the bank failed',
      'FTM-HOLD': 'Extra check in progress',
      'FTM-DECLINED': 'Declined by the fraud check',
    },
    statusGroups: {
      UNAUTHORIZED: 'unauthorised',
      FOR_AUTHORIZATION: 'for authorisation',
      AUTHORIZED: 'authorised',
      WAITING_EXECUTION: 'waiting for execution',
      SENT_TO_OTHER_BANK: 'sent to another bank',
      EXECUTED: 'executed',
      NOT_EXECUTED: 'not executed (revoked)',
      REJECTED: 'rejected',
      CANCELLED: 'cancelled',
    },
    currencyTypes: { DOMESTIC: 'domestic currency', FOREIGN: 'foreign currency' },
    types: {
      DOMESTIC: 'Domestic payment',
      SEPA: 'SEPA payment',
      FOREIGN: 'Foreign payment',
      INTERNAL: 'Transfer between own accounts',
    },
    urgencies: { NORMAL: 'Normal', HIGH: 'Urgent', INSTANT: 'Instant' },
    chargeBearers: {
      SHA: 'SHA – charges shared',
      OUR: 'OUR – all charges paid by the payer',
    },
    signingMethods: { TOKEN: 'token', MOBILE_TOKEN: 'mobile token', SMARTCARD: 'smartcard' },
  },
};
