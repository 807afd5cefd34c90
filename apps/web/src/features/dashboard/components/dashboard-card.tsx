import { useId, type ReactNode, type Ref } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '../../../i18n/i18n-context';
import { Card } from '../../../ui/card';
import { ErrorNotice } from '../../../ui/error-notice';
import { Spinner } from '../../../ui/spinner';
import styles from './dashboard.module.css';

interface TDashboardCardProps {
  title: string;
  /** Under the title: the window the card covers, or how many items wait. */
  description?: ReactNode;
  /** Links to the screen that shows all of it. */
  footer?: ReactNode;
  /** The heading takes focus when the card's last item goes (a download), so focus is not lost. */
  headingRef?: Ref<HTMLHeadingElement>;
  testId?: string;
  children: ReactNode;
}

/** One part of the dashboard: a titled region of its own, so each can be found by its name. */
export function DashboardCard({
  title,
  description,
  footer,
  headingRef,
  testId,
  children,
}: TDashboardCardProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.card} data-testid={testId}>
      <header className={styles.cardHeader}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.cardTitle}>
          {title}
        </h2>
        {description ? <p className={styles.cardDescription}>{description}</p> : null}
      </header>
      <div className={styles.cardBody}>{children}</div>
      {footer ? <div className={styles.cardFooter}>{footer}</div> : null}
    </Card>
  );
}

export function EmptyText({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}

interface TQueryContentProps<T> {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
}

/**
 * A card's data as it arrives: a spinner while it loads, its own error with a retry (the other
 * cards go on), the empty state, then the content.
 */
export function QueryContent<T>({ query, isEmpty, emptyText, children }: TQueryContentProps<T>) {
  const t = useT();
  if (query.isPending) return <Spinner label={t('app.loading')} />;
  if (query.isError)
    return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data)) return <EmptyText>{emptyText}</EmptyText>;
  return children(query.data);
}
