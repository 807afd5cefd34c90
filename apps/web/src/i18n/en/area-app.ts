import { enAccounts } from './accounts';
import { enCatalogue } from './ui-catalogue';
import { enChoices } from './ui-choices';
import { enDashboard } from './dashboard';
import { enDates } from './ui-dates';
import { enNumbers } from './ui-numbers';
import { enSessions } from './sessions';
import { enStatements } from './statements';
import { enTables } from './ui-tables';
import { enTransactions } from './transactions';

/** The signed-in pages' texts and the design system's (catalogues.ts, area 'app'). */
export const messages = {
  ...enDates,
  ...enNumbers,
  ...enChoices,
  ...enTables,
  ...enTransactions,
  ...enCatalogue,
  ...enStatements,
  ...enDashboard,
  ...enAccounts,
  ...enSessions,
};
