import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import { getForeignPaymentFieldVisibility } from '@poslovno/domain';
import { callApi } from '../../../api/api-client';
import type { TForeignVisibility } from '../model/payment-draft';
import { paymentQueryKeys } from './payments-query-keys';

/** GET /known-recipients?iban=: who the company paid to this IBAN before; asked for a valid IBAN only. */
export function useKnownRecipients(iban: string | null) {
  return useQuery({
    queryKey: paymentQueryKeys.knownRecipients(iban ?? ''),
    queryFn: ({ signal }) =>
      callApi(apiRoutes.getKnownRecipients, { query: { iban: iban ?? '' }, signal }),
    enabled: iban !== null,
  });
}

export interface TVisibilityInput {
  country: string;
  currency: string;
  creditorAccount: string;
}

/**
 * GET /forms/foreign-payment/form-field-visibility for the payee typed so far. Until the first
 * answer (and between answers) the form follows the domain's rule the server answers by, so fields
 * do not jump while the person types.
 */
export function useForeignFormVisibility(
  input: TVisibilityInput,
  isEnabled: boolean,
): TForeignVisibility {
  const query = useQuery({
    queryKey: paymentQueryKeys.visibility(input),
    queryFn: ({ signal }) =>
      callApi(apiRoutes.getForeignFormVisibility, { query: { ...input }, signal }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
  return (
    query.data?.fields ??
    getForeignPaymentFieldVisibility({
      creditorCountry: input.country,
      currency: input.currency,
      creditorAccount: input.creditorAccount,
    })
  );
}

/** GET /banks/{bic}: the payee's bank by its BIC, to fill its name and address. */
export function useBankLookup() {
  return useMutation({
    mutationFn: (bic: string) => callApi(apiRoutes.getBank, { params: { bic } }),
  });
}

/** GET /beneficiaries/{oib}: a Croatian payee by OIB (NO_DATA_FOR_OIB: the person types them in). */
export function useBeneficiaryLookup() {
  return useMutation({
    mutationFn: (oib: string) => callApi(apiRoutes.getBeneficiary, { params: { oib } }),
  });
}
