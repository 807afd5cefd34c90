/** Query keys of the payments area; a change to a payment refreshes everything under the root. */
export const paymentsQueryRoot = ['payments'] as const;

export const paymentQueryKeys = {
  overview: (filter: object) => [...paymentsQueryRoot, 'overview', filter] as const,
  payment: (paymentId: string) => [...paymentsQueryRoot, 'payment', paymentId] as const,
  debitAccounts: (loginLevel: number) =>
    [...paymentsQueryRoot, 'debit-accounts', loginLevel] as const,
  knownRecipients: (iban: string) => [...paymentsQueryRoot, 'known-recipients', iban] as const,
  visibility: (input: object) => [...paymentsQueryRoot, 'form-visibility', input] as const,
  codebook: (language: string) => [...paymentsQueryRoot, 'codebook', language] as const,
  countries: (language: string) => [...paymentsQueryRoot, 'countries', language] as const,
  purposeCodes: (language: string) => [...paymentsQueryRoot, 'purpose-codes', language] as const,
  uaePurposeCodes: (language: string) =>
    [...paymentsQueryRoot, 'uae-purpose-codes', language] as const,
  /** The holidays' names come in the interface language. */
  holidays: (year: number, language: string) =>
    [...paymentsQueryRoot, 'holidays', year, language] as const,
};

/** Query keys of the person's templates; a save or a deletion refreshes everything under the root. */
export const templatesQueryRoot = ['templates'] as const;

export const templateQueryKeys = {
  list: (language: string) => [...templatesQueryRoot, 'list', language] as const,
  template: (favoriteId: string) => [...templatesQueryRoot, 'template', favoriteId] as const,
};
