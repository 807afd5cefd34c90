import type { TBasketStatus, TLocale } from '@poslovno/domain';

/** What the basket documents say besides the payments' own column names (payment-document-texts). */
export interface TBasketDocumentTexts {
  title: string;
  activeTitle: string;
  fileStem: string;
  activeFileStem: string;
  sheetName: string;
  basket: string;
  expiresOn: string;
  total: string;
  debtorAccount: string;
  noBaskets: string;
  statuses: Record<TBasketStatus, string>;
}

export const BASKET_DOCUMENT_TEXTS: Record<TLocale, TBasketDocumentTexts> = {
  hr: {
    title: 'Košarica naloga',
    activeTitle: 'Aktivne košarice naloga',
    fileStem: 'Kosarica',
    activeFileStem: 'Kosarice',
    sheetName: 'Košarice',
    basket: 'Košarica',
    expiresOn: 'Vrijedi do',
    total: 'Ukupno',
    debtorAccount: 'Račun platitelja',
    noBaskets: 'Nema aktivnih košarica.',
    statuses: {
      INITIATED: 'Za autorizaciju',
      PARTIAL: 'Djelomično potpisana',
      SIGNED: 'Potpisana',
      EXPIRED: 'Istekla',
      DELETED: 'Obrisana',
    },
  },
  en: {
    title: 'Payment basket',
    activeTitle: 'Active payment baskets',
    fileStem: 'Basket',
    activeFileStem: 'Baskets',
    sheetName: 'Baskets',
    basket: 'Basket',
    expiresOn: 'Valid until',
    total: 'Total',
    debtorAccount: 'Debit account',
    noBaskets: 'There are no active baskets.',
    statuses: {
      INITIATED: 'For authorisation',
      PARTIAL: 'Partially signed',
      SIGNED: 'Signed',
      EXPIRED: 'Expired',
      DELETED: 'Deleted',
    },
  },
};
