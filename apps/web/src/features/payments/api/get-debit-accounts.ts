import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import { canEnterOrders } from '@poslovno/domain';
import { callApi } from '../../../api/api-client';
import { useSession } from '../../../app/session/session-context';
import { paymentQueryKeys } from './payments-query-keys';

/**
 * 000 §5: the debit accounts offered are those the person may create orders on (enter, or enter
 * and authorise, in a session that enters orders), on a new payment as on an edit or a copy; a
 * closed account takes no orders.
 */
export function useDebitAccounts() {
  const loginLevel = useSession().permission.authorizationLevel;
  return useQuery({
    queryKey: paymentQueryKeys.debitAccounts(loginLevel),
    queryFn: async ({ signal }) => {
      const answer = await callApi(apiRoutes.getAccounts, {
        query: { authorityLevels: 'ENTER,ENTER_AND_AUTHORIZE' },
        signal,
      });
      return answer.accounts.filter(
        (account) =>
          account.accountDetails.status !== 'CLOSED' &&
          canEnterOrders(loginLevel, account.permission.authorityLevel),
      );
    },
  });
}
