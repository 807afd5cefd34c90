import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { templatesQueryRoot } from './payments-query-keys';

/** DELETE /favorites/{id}: 204, or 404 TEMPLATE_DELETE_ERROR ("delete error", 000 §8). */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favoriteId: string) =>
      callApi(apiRoutes.deleteFavorite, { params: { favoriteId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: templatesQueryRoot }),
  });
}
