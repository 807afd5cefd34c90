/** Texts of the accounts screens added in issue 21. */
export const hrAccounts = {
  // Where the balance would be: a closed account has none, and that is not an outage.
  'accounts.closedBalance': 'Račun je zatvoren',
} as const;
