import type { hrAccounts } from '../hr/accounts';

/** Texts of the accounts screens added in issue 21. */
export const enAccounts: Record<keyof typeof hrAccounts, string> = {
  'accounts.closedBalance': 'Account closed',
};
