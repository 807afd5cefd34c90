import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { useI18n } from '../../../i18n/i18n-context';
import { templateQueryKeys } from './payments-query-keys';

/** GET /favorites: the person's templates, sorted by name in the language's collation (000 §2). */
export function useTemplates() {
  const { locale } = useI18n();
  return useQuery({
    queryKey: templateQueryKeys.list(locale),
    queryFn: ({ signal }) => callApi(apiRoutes.getFavorites, { signal }),
  });
}

/** GET /favorites/{id}: one template, to edit it or to pay from it. */
export function useTemplate(favoriteId: string | null) {
  return useQuery({
    queryKey: templateQueryKeys.template(favoriteId ?? ''),
    queryFn: ({ signal }) =>
      callApi(apiRoutes.getFavorite, { params: { favoriteId: favoriteId ?? '' }, signal }),
    enabled: favoriteId !== null,
  });
}
