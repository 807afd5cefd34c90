import type { hrLayout } from '../hr/ui-layout';

/** Example texts of the layout section of the /ui catalogue (grid, cards, tabs, status badges, scrolling). */
export const enLayout: Record<keyof typeof hrLayout, string> = {
  'catalogue.layout.description':
    'A 12-column grid with the breakpoints sm, md, lg, xl and xxl, cards, tabs, statuses coloured by their family, and the interface scrollbar that hides a second after scrolling.',
  'catalogue.layout.grid': '12-column grid',
  'catalogue.layout.gridCell': '{span} of 12 (md: {md}, xl: {xl})',
  'catalogue.layout.cards': 'Cards',
  'catalogue.layout.cardBalance': 'Available balance',
  'catalogue.layout.cardAccount': 'Business account',
  'catalogue.layout.cardPending': 'Orders to sign',
  'catalogue.layout.cardPendingValue': '3 orders',
  'catalogue.layout.tabs': 'Tabs',
  'catalogue.layout.tabsLabel': 'Payment types',
  'catalogue.layout.tabDomestic': 'Domestic',
  'catalogue.layout.tabForeign': 'Foreign',
  'catalogue.layout.tabInternal': 'Internal transfer',
  'catalogue.layout.tabDomesticText': 'A payment in euro to an account in Croatia.',
  'catalogue.layout.tabForeignText': 'A payment abroad or in a foreign currency.',
  'catalogue.layout.tabInternalText': 'A transfer between the company’s own accounts.',
  'catalogue.layout.statuses': 'Statuses by family',
  'catalogue.layout.status.STORED': 'Saved',
  'catalogue.layout.status.PARTIALLY_AUTHORIZED': 'Partially signed',
  'catalogue.layout.status.FTM-HOLD': 'Extra check in progress',
  'catalogue.layout.status.SENT_TO_RECIPIENT_BANK': 'Sent to the recipient’s bank',
  'catalogue.layout.status.EXECUTED': 'Executed',
  'catalogue.layout.status.REJECTED': 'Rejected',
  'catalogue.layout.status.REVOKED': 'Revoked',
  'catalogue.layout.scrolling': 'Interface scrollbar',
  'catalogue.layout.scrollLabel': 'Statement history',
  'catalogue.layout.scrollRow': 'Statement no. {number}',
};
