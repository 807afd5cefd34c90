/** Texts of the amount and number fields, the IBAN field and the reference field, spread into hr.ts and en.ts. */
export const hrNumbers = {
  'ui.amount.currency': 'Valuta',
};

export const enNumbers: Record<keyof typeof hrNumbers, string> = {
  'ui.amount.currency': 'Currency',
};
