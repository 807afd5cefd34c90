import { describe, expect, it } from 'vitest';
import { formatMessage } from '@poslovno/contract';
import {
  findCatalogueProblems,
  findRenderingChanges,
  type TTextCatalogues,
} from '@poslovno/contract/message-checks';
import { LOCALES, type TLocale } from '@poslovno/domain';
import { PAYMENT_DOCUMENT_TEXTS } from './modules/payments/documents/payment-document-texts';
import {
  CHARGE_BEARER_NAMES,
  FOREIGN_TURNOVER_CODE_NAMES,
  PAYMENT_INSTRUMENT_NAMES,
  URGENCY_NAMES,
} from './modules/reference-data/reference-data.texts';
import { STATEMENT_TEXTS } from './modules/statements/statement-texts';
import { TRANSACTION_DOCUMENT_TEXTS } from './modules/transactions/transaction-texts';
import { PDF_DOCUMENT_TEXTS } from './platform/documents/pdf-document.texts';

/** One language's texts as key → message, the nesting joined into the key. */
function flatten(tree: unknown, prefix: string, into: Record<string, string>): void {
  if (typeof tree === 'string') {
    into[prefix] = tree;
    return;
  }
  expect(typeof tree, `${prefix} is a text or a group of texts`).toBe('object');
  for (const [key, value] of Object.entries(tree as object))
    flatten(value, `${prefix}.${key}`, into);
}

const PER_LOCALE = {
  statements: STATEMENT_TEXTS,
  transactions: TRANSACTION_DOCUMENT_TEXTS,
  paymentDocuments: PAYMENT_DOCUMENT_TEXTS,
  pdf: PDF_DOCUMENT_TEXTS,
};
const PER_CODE = {
  chargeBearers: CHARGE_BEARER_NAMES,
  paymentInstruments: PAYMENT_INSTRUMENT_NAMES,
  urgencies: URGENCY_NAMES,
  foreignTurnoverCodes: FOREIGN_TURNOVER_CODE_NAMES,
};

function collectServerTexts(): TTextCatalogues {
  const texts: Record<TLocale, Record<string, string>> = { hr: {}, en: {} };
  for (const locale of LOCALES) {
    for (const [name, table] of Object.entries(PER_LOCALE)) {
      flatten(table[locale], name, texts[locale]);
    }
    for (const [name, table] of Object.entries(PER_CODE)) {
      for (const [code, names] of Object.entries(table))
        texts[locale][`${name}.${code}`] = names[locale];
    }
  }
  return texts;
}

describe("the server's document and codebook texts", () => {
  const texts = collectServerTexts();

  it('are ICU MessageFormat in both languages, with the same keys and arguments', () => {
    expect(Object.keys(texts.en)).toContain('paymentDocuments.labels.signature');
    expect(findCatalogueProblems(texts)).toEqual([]);
  });

  // The texts without arguments are read as they stand; this keeps that the same as formatting them.
  it('read as they are written where they have no plural or select', () => {
    expect(findRenderingChanges('hr', texts.hr)).toEqual([]);
    expect(findRenderingChanges('en', texts.en)).toEqual([]);
  });

  it('fill their arguments as the documents did before', () => {
    const { hr, en } = STATEMENT_TEXTS;
    expect(formatMessage('hr', hr.individualTitle, { number: 12, year: 2026 })).toBe(
      'Izvod br. 12/2026',
    );
    expect(formatMessage('en', en.intradayTitle, { number: 3, date: '11/22/2026' })).toBe(
      'Intraday statement no. 3 (11/22/2026)',
    );
    expect(formatMessage('hr', hr.groupTitle, { number: 1, year: 2026, currency: 'EUR' })).toBe(
      'Zbirni izvod br. 1/2026 (EUR)',
    );
    expect(formatMessage('hr', PAYMENT_DOCUMENT_TEXTS.hr.labels.signature, { index: 2 })).toBe(
      '2. potpis',
    );
    expect(
      formatMessage('en', PAYMENT_DOCUMENT_TEXTS.en.swiftConvertedAt, {
        debitAmount: '1,000.00 USD',
      }),
    ).toBe('debited 1,000.00 USD');
    expect(formatMessage('hr', PDF_DOCUMENT_TEXTS.hr.pageLabel, { page: 1000 })).toBe(
      'Stranica 1000',
    );
  });
});
