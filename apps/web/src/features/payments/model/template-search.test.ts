import { describe, expect, it } from 'vitest';
import { createStoredTemplate, createTemplatePayment } from '../test-support/stored-template';
import { filterTemplates } from './template-search';

const TEMPLATES = [
  createStoredTemplate({ favoriteId: 'a', name: 'Agro Baranja' }),
  createStoredTemplate({
    favoriteId: 'b',
    name: 'Najam skladišta',
    payment: createTemplatePayment({ creditorName: 'Đakovačka žitna d.d.' }),
  }),
  createStoredTemplate({
    favoriteId: 'c',
    name: 'Mueller Berlin',
    type: 'FOREIGN',
    payment: createTemplatePayment({ type: 'FOREIGN', creditorName: 'Mueller GmbH' }),
  }),
];

const ids = (query: string) => filterTemplates(TEMPLATES, query).map((item) => item.favoriteId);

describe('filterTemplates', () => {
  it('keeps the whole list, in the server’s order, for an empty search', () => {
    expect(ids('')).toEqual(['a', 'b', 'c']);
    expect(ids('   ')).toEqual(['a', 'b', 'c']);
  });

  it("finds by the template's name or the payee's, ignoring case", () => {
    expect(ids('agro')).toEqual(['a']);
    expect(ids('GMBH')).toEqual(['c']);
  });

  it('ignores the Croatian diacritics both ways', () => {
    expect(ids('dakovacka zitna')).toEqual(['b']);
    expect(ids('skladista')).toEqual(['b']);
    expect(ids('Đakovačka')).toEqual(['b']);
  });

  it('needs every word somewhere in the name or the payee', () => {
    expect(ids('najam zitna')).toEqual(['b']);
    expect(ids('najam berlin')).toEqual([]);
  });
});
