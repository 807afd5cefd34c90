import { useMutation } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import type { TRouteInput } from '@poslovno/contract';
import { callApi } from '../../../api/api-client';

export type TMockSignInRequest = TRouteInput<typeof apiRoutes.postMockLogin>['body'];

export function useMockSignIn() {
  return useMutation({
    mutationFn: (request: TMockSignInRequest) =>
      callApi(apiRoutes.postMockLogin, { body: request }),
  });
}
