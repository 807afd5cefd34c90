import { useQueries, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import type { TIsoDate } from '@poslovno/domain';
import { callApi } from '../../../api/api-client';
import { useI18n } from '../../../i18n/i18n-context';
import { paymentQueryKeys } from './payments-query-keys';

/** Codebooks change with a release of the bank, not during a session. */
const CODEBOOK_STALE_MS = Infinity;

/** GET /config/codebook: turnover codes, charge bearers, instruments, urgencies, reference models. */
export function useCodebook() {
  const { locale } = useI18n();
  return useQuery({
    queryKey: paymentQueryKeys.codebook(locale),
    queryFn: ({ signal }) => callApi(apiRoutes.getCodebook, { signal }),
    staleTime: CODEBOOK_STALE_MS,
  });
}

/** GET /config/country-codes/{language}: the payee countries, by name. */
export function useCountryCodes() {
  const { locale } = useI18n();
  return useQuery({
    queryKey: paymentQueryKeys.countries(locale),
    queryFn: ({ signal }) =>
      callApi(apiRoutes.getCountryCodes, { params: { language: locale }, signal }),
    staleTime: CODEBOOK_STALE_MS,
  });
}

/** GET /config/purpose-codes/{language}: ISO 20022 purpose codes. */
export function usePurposeCodes() {
  const { locale } = useI18n();
  return useQuery({
    queryKey: paymentQueryKeys.purposeCodes(locale),
    queryFn: ({ signal }) =>
      callApi(apiRoutes.getPurposeCodes, { params: { language: locale }, signal }),
    staleTime: CODEBOOK_STALE_MS,
  });
}

/** GET /config/uae-purpose-codes: the UAE central bank's codes, asked only for an AE payee. */
export function useUaePurposeCodes(isNeeded: boolean) {
  const { locale } = useI18n();
  return useQuery({
    queryKey: paymentQueryKeys.uaePurposeCodes(locale),
    queryFn: ({ signal }) => callApi(apiRoutes.getUaePurposeCodes, { signal }),
    staleTime: CODEBOOK_STALE_MS,
    enabled: isNeeded,
  });
}

export interface THolidayDay {
  date: TIsoDate;
  /** In the interface language, for the date field's message about a typed holiday. */
  name: string;
  channels: readonly string[];
}

/** GET /config/holidays for each year the date picker can reach, as one list. */
export function useHolidays(years: readonly number[]): readonly THolidayDay[] {
  const { locale } = useI18n();
  return useQueries({
    queries: years.map((year) => ({
      queryKey: paymentQueryKeys.holidays(year, locale),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(apiRoutes.getHolidays, { query: { year }, signal }),
      staleTime: CODEBOOK_STALE_MS,
    })),
    combine: (results) => results.flatMap((result) => result.data?.items ?? []),
  });
}
