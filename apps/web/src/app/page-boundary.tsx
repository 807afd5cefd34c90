import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AppErrorBoundary } from './error-boundary';

/**
 * A page that fails to render shows the content error screen inside the shell (000 §2, §8); the
 * next address starts with a fresh page.
 */
function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary key={pathname} layout="embedded">
      {children}
    </AppErrorBoundary>
  );
}

export function page(element: ReactNode): ReactNode {
  return <PageBoundary>{element}</PageBoundary>;
}
