import { describe, expect, it } from 'vitest';
import { BULK_ISSUE_TEXTS, formatMessage } from '@poslovno/contract';
import { CONTENT_ISSUE_CODES, XSD_ISSUE_CODES } from '@poslovno/iso20022';
import { LOCALES } from '@poslovno/domain';

/** Every value any issue's message names, so a message that names one more shows `{name}`. */
const VALUES = {
  element: 'Nm',
  min: 'none',
  max: 70,
  actual: 71,
  value: 'x',
  allowed: 'TRF',
  expected: 'none',
  pmtInfId: 'P1',
  declared: '10.00',
  lastDate: '2027-12-31',
  currency: 'HRK',
  groupCurrency: 'EUR',
  character: '€',
  iban: 'HR1210010051863000160',
};

describe('the words of every error a SEPA file can have (000 §3 message)', () => {
  it.each(LOCALES)(
    '%s: each kind the reader and the schema check report has its text',
    (locale) => {
      for (const code of [...XSD_ISSUE_CODES, ...CONTENT_ISSUE_CODES]) {
        const text = BULK_ISSUE_TEXTS[locale][code];
        expect(text, code).toBeDefined();
        const message = formatMessage(locale, text ?? '', VALUES);
        expect(message, code).not.toMatch(/[{}]/);
      }
    },
  );
});
