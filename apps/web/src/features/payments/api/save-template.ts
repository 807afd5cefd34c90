import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import type { TTemplateInput } from '@poslovno/contract';
import { callApi } from '../../../api/api-client';
import { templatesQueryRoot } from './payments-query-keys';

/**
 * Stores the template: POST /favorites for a new one, PUT /favorites/{id} for an edit. The answer
 * is the template as stored (its texts cut to the template limits) with the notices of the rules.
 */
export function useSaveTemplate(editedFavoriteId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTemplateInput) =>
      editedFavoriteId === null
        ? callApi(apiRoutes.postFavorite, { body })
        : callApi(apiRoutes.putFavorite, { params: { favoriteId: editedFavoriteId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryRoot }),
  });
}
