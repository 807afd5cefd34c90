import { hrAccountManagement } from './account-management';
import { hrAccounts } from './accounts';
import { hrAllowedServices } from './allowed-services';
import { hrCatalogue } from './ui-catalogue';
import { hrChoices } from './ui-choices';
import { hrDashboard } from './dashboard';
import { hrDates } from './ui-dates';
import { hrFiles } from './ui-files';
import { hrGdpr } from './gdpr';
import { hrInstantLimits } from './instant-limits';
import { hrLayout } from './ui-layout';
import { hrMobileToken } from './mobile-token';
import { hrMTokenReactivation } from './mtoken-reactivation';
import { hrNumbers } from './ui-numbers';
import { hrOrders } from './orders';
import { hrPages } from './pages';
import { hrSessions } from './sessions';
import { hrSignedFields } from './signed-fields';
import { hrSigning } from './signing';
import { hrStatements } from './statements';
import { hrTables } from './ui-tables';
import { hrTransactions } from './transactions';

/**
 * The texts of the pages after sign-in, the demo mobile token and the design system, with the
 * signing dialog and the orders' statuses every signed order type shows (area 'app').
 */
export const messages = {
  ...hrDates,
  ...hrNumbers,
  ...hrFiles,
  ...hrChoices,
  ...hrTables,
  ...hrTransactions,
  ...hrCatalogue,
  ...hrStatements,
  ...hrDashboard,
  ...hrAccounts,
  ...hrSessions,
  ...hrPages,
  ...hrLayout,
  ...hrOrders,
  ...hrSigning,
  ...hrSignedFields,
  ...hrGdpr,
  ...hrMTokenReactivation,
  ...hrMobileToken,
  ...hrInstantLimits,
  ...hrAllowedServices,
  ...hrAccountManagement,
};
