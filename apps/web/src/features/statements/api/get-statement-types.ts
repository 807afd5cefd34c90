import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { statementTypesQueryKey } from './statement-query-keys';

/** GET /statement-types: what the person's delivery contract covers, per account. */
export function useStatementTypes() {
  return useQuery({
    queryKey: statementTypesQueryKey,
    queryFn: ({ signal }) => callApi(apiRoutes.getStatementTypes, { signal }),
  });
}
