import { enAccountManagement } from './account-management';
import { enAccounts } from './accounts';
import { enAllowedServices } from './allowed-services';
import { enCatalogue } from './ui-catalogue';
import { enChoices } from './ui-choices';
import { enDashboard } from './dashboard';
import { enDates } from './ui-dates';
import { enFiles } from './ui-files';
import { enGdpr } from './gdpr';
import { enInstantLimits } from './instant-limits';
import { enLayout } from './ui-layout';
import { enMobileToken } from './mobile-token';
import { enMTokenReactivation } from './mtoken-reactivation';
import { enNumbers } from './ui-numbers';
import { enOrders } from './orders';
import { enPages } from './pages';
import { enSessions } from './sessions';
import { enSignedFields } from './signed-fields';
import { enSigning } from './signing';
import { enStatements } from './statements';
import { enTables } from './ui-tables';
import { enTransactions } from './transactions';

/**
 * The texts of the pages after sign-in, the demo mobile token and the design system, with the
 * signing dialog and the orders' statuses every signed order type shows (area 'app').
 */
export const messages = {
  ...enDates,
  ...enNumbers,
  ...enFiles,
  ...enChoices,
  ...enTables,
  ...enTransactions,
  ...enCatalogue,
  ...enStatements,
  ...enDashboard,
  ...enAccounts,
  ...enSessions,
  ...enPages,
  ...enLayout,
  ...enOrders,
  ...enSigning,
  ...enSignedFields,
  ...enGdpr,
  ...enMTokenReactivation,
  ...enMobileToken,
  ...enInstantLimits,
  ...enAllowedServices,
  ...enAccountManagement,
};
