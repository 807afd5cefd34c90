import { useMutation } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import type { TSessionCreated } from '@poslovno/contract';
import { callApi } from '../../../api/api-client';
import { setSessionToken } from '../../../api/session-token';

/**
 * Trusts this browser right after a sign-in, before the session is started in the app: the call
 * needs the new bearer token, so it is stored first (startSession stores the same token again).
 * Starting the session first would render the shell under the still open question.
 */
export function useTrustBrowser() {
  return useMutation({
    mutationFn: (created: TSessionCreated) => {
      setSessionToken(created.token);
      return callApi(apiRoutes.postRegisteredBrowser);
    },
  });
}
