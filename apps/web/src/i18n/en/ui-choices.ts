import type { hrChoices } from '../hr/ui-choices';

/** Texts of the autocomplete select and the account picker. */
export const enChoices: Record<keyof typeof hrChoices, string> = {
  'ui.autocomplete.noOptions': 'No results',
  'ui.autocomplete.loadingMore': 'Loading more results…',
  'ui.autocomplete.loadFailed': 'The results could not be loaded.',
  'ui.accountPicker.text': '{label}, {balance}',
  'ui.accountPicker.placeholder': 'Choose an account',
  'ui.accountPicker.balanceUnavailable': 'Temporarily unavailable',
  'ui.accountPicker.blocked': 'Blocked',
  'ui.accountPicker.closed': 'Account closed',

  'catalogue.choices.description':
    'A choice with suggestions fetched for the typed text, and an account choice with name, IBAN and available balance.',
  'catalogue.choices.paged': 'Paged suggestions',
  'catalogue.choices.pagedHint':
    'The list is fetched on entering the field; scrolling to the end loads the next 20 companies.',
  'catalogue.choices.debounced': 'Delayed query',
  'catalogue.choices.debouncedHint':
    'The query is sent only 500 ms after the last typed character, not on entering the field.',
  'catalogue.choices.failing': 'Failed loading',
  'catalogue.choices.failingHint': 'Every other query fails; choose “Try again” in the list.',
  'catalogue.choices.filled': 'Chosen value',
  'catalogue.choices.invalid': 'Invalid, with a message',
  'catalogue.choices.readOnly': 'Read-only',
  'catalogue.choices.disabled': 'Disabled',
  'catalogue.choices.customValue': 'Free text',
  'catalogue.choices.customValueHint':
    'A suggestion is optional: the typed name stays without choosing one.',
  'catalogue.choices.company': 'Company',
  'catalogue.choices.companyPlaceholder': 'Type a company name',
  'catalogue.choices.companyDetails': 'OIB {oib}, {city}',
  'catalogue.choices.companyRequired': 'Choose a company.',
  'catalogue.choices.country': 'Payee country',
  'catalogue.choices.payeeName': 'Payee name',
  'catalogue.choices.accountEmpty': 'Account: nothing chosen',
  'catalogue.choices.accountFilled': 'Account: chosen, with a balance',
  'catalogue.choices.accountUnavailable': 'Account: balance temporarily unavailable',
  'catalogue.choices.accountInvalid': 'Account: invalid, with a message',
  'catalogue.choices.accountReadOnly': 'Account: read-only',
  'catalogue.choices.accountDisabled': 'Account: disabled',
  'catalogue.choices.accountBlockedAllowed': 'Account: blocked one allowed',
  'catalogue.choices.debitAccount': 'Debit account',
  'catalogue.choices.creditAccount': 'Credit account',
  'catalogue.choices.debitAccountHint': 'The blocked account is shown but cannot be chosen.',
  'catalogue.choices.debitAccountRequired': 'Choose the debit account.',
};
