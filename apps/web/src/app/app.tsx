import { Suspense, lazy } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TLocale } from '@poslovno/domain';
import { isApiError } from '../api/api-client';
import { I18nProvider } from '../i18n/i18n-provider';
import { ThemeProvider } from '../theme/theme-provider';
import { ConfigGate } from './config/config-gate';
import { AppErrorBoundary } from './error-boundary';
import { AppRouter } from './router';
import { SessionProvider } from './session/session-provider';

// Notifications come after something was done: their region and icons load after the first render.
const NotificationRegion = lazy(() =>
  import('../ui/notifications').then((module) => ({ default: module.NotificationRegion })),
);

/** Client errors (4xx) will not change on a retry; only failures of the server or network may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app; its query client comes from main.tsx, which starts the first queries before it renders. */
export function App({ queryClient, locale }: { queryClient: QueryClient; locale: TLocale }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale}>
        <ThemeProvider>
          <AppErrorBoundary>
            <ConfigGate>
              <SessionProvider>
                <AppRouter />
              </SessionProvider>
            </ConfigGate>
          </AppErrorBoundary>
          <Suspense fallback={null}>
            <NotificationRegion />
          </Suspense>
        </ThemeProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
