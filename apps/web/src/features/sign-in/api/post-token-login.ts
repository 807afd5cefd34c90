import { useMutation } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import type { TTokenLoginRequest } from '@poslovno/contract';
import { callApi } from '../../../api/api-client';

export function useTokenSignIn() {
  return useMutation({
    mutationFn: (request: TTokenLoginRequest) =>
      callApi(apiRoutes.postTokenLogin, { body: request }),
  });
}
