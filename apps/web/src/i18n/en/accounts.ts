import type { hrAccounts } from '../hr/accounts';

/** Texts of the accounts screens added in issue 21. */
export const enAccounts: Record<keyof typeof hrAccounts, string> = {
  'accounts.closedBalance': 'Account closed',
  'accounts.order.change': 'Change order',
  'accounts.order.title': 'Changing the order of accounts',
  'accounts.order.hint':
    'Move an account with its arrow buttons, or with Alt and the up or down arrow while it has the focus. The new order applies only once you save it.',
  'accounts.order.moved': '{label}: position {position} of {count}.',
  'accounts.order.alreadyFirst': '{label} is already first.',
  'accounts.order.alreadyLast': '{label} is already last.',
  'accounts.order.save': 'Save order',
  'accounts.order.cancel': 'Cancel',
  'accounts.order.saved': 'The order of accounts is saved.',
  'accounts.order.discardTitle': 'Discard the changes to the order?',
  'accounts.order.discardText': 'The accounts go back to the order that was saved.',
  'accounts.order.discard': 'Discard changes',
  'accounts.order.keepEditing': 'Keep changing',
  'accounts.order.leaveTitle': 'Leave the page without saving?',
  'accounts.order.leaveText': 'The changed order of accounts is not saved and will be lost.',
  'accounts.order.leave': 'Leave the page',
  'accounts.order.stay': 'Stay on the page',
};
