import type { hrCatalogue } from '../hr/ui-catalogue';

/** Texts of the /ui catalogue page itself; each section's example texts live in its part's file. */
export const enCatalogue: Record<keyof typeof hrCatalogue, string> = {
  'catalogue.title': 'Interface catalogue',
  'catalogue.subtitle':
    'Every part of the interface in every state, to review in each theme and language.',
  'catalogue.contents': 'Catalogue contents',
  'catalogue.section.dates': 'Dates',
  'catalogue.section.numbers': 'Amounts, IBAN and reference',
  'catalogue.section.choices': 'Choices and accounts',
  'catalogue.section.feedback': 'Notifications, confirmations and files',
  'catalogue.section.tables': 'Tables and filters',
  'catalogue.section.layout': 'Layout, cards and statuses',
};
