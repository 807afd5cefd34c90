/** Texts of the autocomplete select and the account picker, spread into hr.ts and en.ts. */
export const hrChoices = {
  'ui.autocomplete.noOptions': 'Nema rezultata',
};

export const enChoices: Record<keyof typeof hrChoices, string> = {
  'ui.autocomplete.noOptions': 'No results',
};
