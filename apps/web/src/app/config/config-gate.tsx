import type { ReactNode } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../api/api-routes';
import { callApi } from '../../api/api-client';
import { setBankTime } from '../../lib/bank-clock';
import { CONFIG_QUERY_ROOT } from '../../api/query-keys';
import { SignInUnavailableScreen } from '../screens/sign-in-unavailable-screen';
import { SplashScreen } from '../screens/splash-screen';
import { ConfigContext } from './config-context';

/** The frontend configuration's query: the gate reads it, main.tsx starts it before the first render. */
export const frontendConfigQuery = queryOptions({
  queryKey: [CONFIG_QUERY_ROOT, 'frontend'],
  queryFn: async ({ signal }) => {
    const answer = await callApi(apiRoutes.getFrontendConfig, { signal });
    setBankTime(answer.configuration.bankTime, Date.now());
    return answer;
  },
  staleTime: Infinity,
  retry: 1,
});

/** 000 §2: a splash while the configuration loads; without it, sign-in is unavailable. */
export function ConfigGate({ children }: { children: ReactNode }) {
  const config = useQuery(frontendConfigQuery);

  if (config.isPending) return <SplashScreen />;
  if (config.isError) {
    return (
      <SignInUnavailableScreen
        reason="configFailed"
        onRetry={() => void config.refetch()}
        isRetrying={config.isFetching}
      />
    );
  }
  return (
    <ConfigContext.Provider value={config.data.configuration}>{children}</ConfigContext.Provider>
  );
}
