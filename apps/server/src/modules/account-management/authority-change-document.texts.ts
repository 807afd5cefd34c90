import type {
  TAuthorityChangeAction,
  TAuthorityChangeStatus,
  TAuthorityLevel,
  TLimitType,
  TLocale,
} from '@poslovno/domain';

/** The words of an authority change request's document, in the interface languages. */
export interface TAuthorityChangeDocumentTexts {
  title: string;
  fileStem: string;
  sections: { request: string; signatures: string; account: string };
  labels: {
    requestId: string;
    status: string;
    action: string;
    person: string;
    customerId: string;
    createdBy: string;
    createdAt: string;
    before: string;
    after: string;
    rejection: string;
    noSignatures: string;
    notes: string;
  };
  actions: Record<TAuthorityChangeAction, string>;
  statuses: Record<TAuthorityChangeStatus, string>;
  levels: Record<TAuthorityLevel, string>;
  limitTypes: Record<TLimitType, string>;
  revokeNote: string;
}

export const AUTHORITY_CHANGE_DOCUMENT_TEXTS: Record<TLocale, TAuthorityChangeDocumentTexts> = {
  hr: {
    title: 'Zahtjev za promjenu ovlaštenja',
    fileStem: 'Zahtjev_za_promjenu_ovlastenja',
    sections: { request: 'Zahtjev', signatures: 'Potpisi', account: 'Račun' },
    labels: {
      requestId: 'Broj zahtjeva',
      status: 'Status',
      action: 'Vrsta zahtjeva',
      person: 'Ovlaštena osoba',
      customerId: 'Broj klijenta',
      createdBy: 'Zahtjev unio',
      createdAt: 'Zahtjev unesen',
      before: 'Prije',
      after: 'Poslije',
      rejection: 'Razlog odbijanja',
      noSignatures: 'Zahtjev još nije potpisan.',
      notes: 'Napomena',
    },
    actions: { CHANGE: 'Promjena ovlaštenja', REVOKE: 'Opoziv ovlaštenja' },
    statuses: {
      CREATED: 'Kreiran',
      PARTIALLY_AUTHORIZED: 'Djelomično autoriziran',
      AUTHORIZED: 'Autoriziran',
      EXECUTED: 'Izvršen',
      REJECTED: 'Odbijen',
      DELETED: 'Obrisan',
    },
    levels: {
      NONE: 'Bez ovlaštenja',
      ENTER: 'Unos',
      AUTHORIZE: 'Autorizacija',
      ENTER_AND_AUTHORIZE: 'Unos i autorizacija',
    },
    limitTypes: {
      NO_LIMIT: 'bez limita',
      PER_TRANSACTION: 'po transakciji',
      DAILY_LIMIT: 'dnevni limit',
    },
    revokeNote:
      'Opozivom se osobi ukidaju sva ovlaštenja na računima i pristup tvrtki u internetskom bankarstvu; ponovna dodjela moguća je samo u poslovnici. Ovlaštenja za kartice i FINA-u ne mijenjaju se ovim zahtjevom.',
  },
  en: {
    title: 'Authority change request',
    fileStem: 'Authority_change_request',
    sections: { request: 'Request', signatures: 'Signatures', account: 'Account' },
    labels: {
      requestId: 'Request number',
      status: 'Status',
      action: 'Request type',
      person: 'Authorised person',
      customerId: 'Customer ID',
      createdBy: 'Entered by',
      createdAt: 'Entered at',
      before: 'Before',
      after: 'After',
      rejection: 'Reason for rejection',
      noSignatures: 'The request has not been signed yet.',
      notes: 'Note',
    },
    actions: { CHANGE: 'Change of authority', REVOKE: 'Revocation of authority' },
    statuses: {
      CREATED: 'Created',
      PARTIALLY_AUTHORIZED: 'Partially authorised',
      AUTHORIZED: 'Authorised',
      EXECUTED: 'Executed',
      REJECTED: 'Rejected',
      DELETED: 'Deleted',
    },
    levels: {
      NONE: 'No authority',
      ENTER: 'Enter',
      AUTHORIZE: 'Authorise',
      ENTER_AND_AUTHORIZE: 'Enter and authorise',
    },
    limitTypes: {
      NO_LIMIT: 'no limit',
      PER_TRANSACTION: 'per transaction',
      DAILY_LIMIT: 'daily limit',
    },
    revokeNote:
      "A revocation removes all of the person's authority on the accounts and their access to the company in internet banking; it can be restored only at a branch. Card and FINA authorisations are not changed by this request.",
  },
};
