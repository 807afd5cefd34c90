import { hrAccounts } from './accounts';
import { hrCatalogue } from './ui-catalogue';
import { hrChoices } from './ui-choices';
import { hrDashboard } from './dashboard';
import { hrDates } from './ui-dates';
import { hrNumbers } from './ui-numbers';
import { hrSessions } from './sessions';
import { hrStatements } from './statements';
import { hrTables } from './ui-tables';
import { hrTransactions } from './transactions';

/** The signed-in pages' texts and the design system's (catalogues.ts, area 'app'). */
export const messages = {
  ...hrDates,
  ...hrNumbers,
  ...hrChoices,
  ...hrTables,
  ...hrTransactions,
  ...hrCatalogue,
  ...hrStatements,
  ...hrDashboard,
  ...hrAccounts,
  ...hrSessions,
};
