import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAuthorityChangeRequestInput } from '@poslovno/contract';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { createIdempotencyKeeper } from '../../../lib/idempotency';
import { authorityChangesQueryRoot } from '../../../signing/authority-change-signing';

const authorizedPersonsQueryKey = [...authorityChangesQueryRoot, 'authorized-persons'] as const;

/**
 * GET /account-management/authorized-persons, whole: the screen filters by account and person
 * itself, so the filters' choices stay complete and a change of filter asks nothing again.
 */
export function useAuthorizedPersons() {
  return useQuery({
    queryKey: authorizedPersonsQueryKey,
    queryFn: ({ signal }) => callApi(apiRoutes.getAuthorizedPersons, { query: {}, signal }),
  });
}

/**
 * POST /authority-level-change-requests: one idempotency key per request sent, kept for the
 * retries of a call whose answer was lost and renewed once an answer came.
 */
export function useCreateAuthorityChangeRequest() {
  const queryClient = useQueryClient();
  const keeper = useRef(createIdempotencyKeeper());
  return useMutation({
    mutationFn: (body: TAuthorityChangeRequestInput) =>
      callApi(apiRoutes.postAuthorityChangeRequest, {
        body,
        idempotencyKey: keeper.current(body),
      }),
    onSuccess: () => {
      keeper.current = createIdempotencyKeeper();
      return queryClient.invalidateQueries({ queryKey: authorityChangesQueryRoot });
    },
  });
}

/** After a signature: the persons and the requests are read again. */
export function useRefreshAuthorityChanges() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: authorityChangesQueryRoot });
}
