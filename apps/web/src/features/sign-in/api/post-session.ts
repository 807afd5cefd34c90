import { useMutation } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';

/** Opens the session for the chosen company of a sign-in that waits for its service choice. */
export function useChooseService(pendingSignIn: string) {
  return useMutation({
    mutationFn: (customerId: number) =>
      callApi(apiRoutes.postSession, { body: { customerId, pendingSignIn } }),
  });
}
